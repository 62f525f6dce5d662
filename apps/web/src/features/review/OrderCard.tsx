import type { ReactNode } from 'react';
import { Badge, Box, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displaySize, totalBudgetCents } from '@portal/domain';
import { useFormatters } from '../../lib/format.ts';
import type { ReviewOrder } from './api/review.ts';
import { Decide } from './Decide.tsx';

/** Where a campaign's card is, for a creative's link to it. */
export const orderAnchor = (id: number) => `review-order-${id}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A campaign waiting for approval: who, budget, flight, impressions, formats, places and its creatives. */
export function OrderCard({ order }: { order: ReviewOrder }) {
  const { t } = useTranslation('review');
  const f = useFormatters();
  const units = order.lineItems.reduce((sum, li) => sum + li.units, 0);
  const budget = order.totalBudget ?? totalBudgetCents(units);
  const li = order.lineItems[0];
  const geo = li?.targeting.geoTargeting;
  const who = [`${order.owner.firstName} ${order.owner.lastName}`.trim(), order.owner.email]
    .filter(Boolean)
    .join(' · ');
  const name = order.cleanName || order.name;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-label={name}
      id={orderAnchor(order.id)}
      tabIndex={-1}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title order={3} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {who && (
            <Text size="sm" c="dimmed">
              {t('orders.by', { who })}
            </Text>
          )}
        </div>
        <Text fw={700} fz="lg">
          {f.money(budget)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md">
        <Fact label={t('orders.flight')}>{li ? f.dateRange(li.startDateTime, li.endDateTime) : '—'}</Fact>
        <Fact label={t('orders.impressions')}>{f.number(units)}</Fact>
        <Fact label={t('orders.formats')}>
          {li?.nativeFormatId != null
            ? t('orders.native')
            : (li?.creativePlaceholders.map((p) => displaySize(p.size)).join(', ') ?? '—')}
        </Fact>
        <Fact label={t('orders.locations')}>
          {geo?.targetedLocations.length
            ? geo.targetedLocations.map((l) => l.name).join(', ')
            : t('orders.everywhere')}
          {geo?.excludedLocations.length
            ? ` ${t('orders.except', { names: geo.excludedLocations.map((l) => l.name).join(', ') })}`
            : ''}
        </Fact>
      </SimpleGrid>
      {order.notes && (
        <Text size="sm" c="dimmed" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {order.notes}
        </Text>
      )}
      {li && li.creatives.length > 0 && (
        <Group gap="sm" mb="md">
          {li.creatives.map((c) => (
            <Box key={c.id} ta="center">
              {c.assetUrl ? (
                <img
                  src={c.assetUrl}
                  alt={c.name}
                  style={{ maxWidth: 120, maxHeight: 90, display: 'block' }}
                />
              ) : (
                <Text size="xs">{c.title ?? c.name}</Text>
              )}
              <Badge
                size="xs"
                mt={4}
                variant="light"
                color={c.approbation === 'APPROVED' ? 'teal' : 'yellow'}
              >
                {t(`creatives.approbation.${c.approbation}`)}
              </Badge>
            </Box>
          ))}
        </Group>
      )}
      <Decide kind="orders" id={order.id} name={name} />
    </Paper>
  );
}
