import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { totalBudgetCents } from '@portal/domain';
import { useFormatters } from '../../lib/format.ts';
import { LinkTo } from '../../lib/navigation.tsx';
import type { ReviewOrder } from './api/review.ts';
import { CreativePreview, NativeTexts } from './CreativeCard.tsx';
import { Decide } from './Decide.tsx';
import { Fact, LineItemFacts } from './LineItemFacts.tsx';

import { orderAnchor } from './anchors.ts';

export { orderAnchor };

/** The first start and the last end of the line items. */
function flightOf(order: ReviewOrder): { start: string | null; end: string | null } {
  const starts = order.lineItems.map((li) => li.startDateTime).sort();
  const ends = order.lineItems.map((li) => li.endDateTime).sort();
  return { start: starts[0] ?? null, end: ends[ends.length - 1] ?? null };
}

/**
 * A campaign waiting for approval: who, budget, dates and impressions, then each line item's dates, impressions,
 * formats, places, audiences and caps (issue 31 §17), its creatives, and a link to the whole campaign.
 */
export function OrderCard({ order, whole = false }: { order: ReviewOrder; whole?: boolean }) {
  const { t } = useTranslation('review');
  const f = useFormatters();
  const units = order.lineItems.reduce((sum, li) => sum + li.units, 0);
  const budget = order.totalBudget ?? totalBudgetCents(units);
  const flight = flightOf(order);
  const who = [`${order.owner.firstName} ${order.owner.lastName}`.trim(), order.owner.email]
    .filter(Boolean)
    .join(' · ');
  const name = order.cleanName || order.name;
  const creatives = order.lineItems.flatMap((li) => li.creatives);
  const several = order.lineItems.length > 1;
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
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {who && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('orders.by', { who })}
            </Text>
          )}
        </div>
        <Text fw={700} fz="lg">
          {f.money(budget)}
        </Text>
      </Group>
      {/* With one line item, its own facts say the campaign's dates and impressions. */}
      {several && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mb="sm">
          <Fact label={t('orders.flight')}>{flight.start ? f.dateRange(flight.start, flight.end) : '—'}</Fact>
          <Fact label={t('orders.impressions')}>{f.number(units)}</Fact>
        </SimpleGrid>
      )}
      <Stack gap="xs" mb="md">
        {order.lineItems.map((li, index) => (
          <LineItemFacts
            key={li.id}
            lineItem={li}
            title={several ? t('orders.lineItem', { n: index + 1, name: li.name }) : undefined}
          />
        ))}
      </Stack>
      {order.notes && (
        <Text size="sm" c="dimmed" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {order.notes}
        </Text>
      )}
      {whole && <WholeCreatives order={order} />}
      {!whole && creatives.length > 0 && (
        <Group gap="sm" mb="md">
          {creatives.map((c) => (
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
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {order.status === 'PENDING_APPROVAL' && <Decide kind="orders" id={order.id} name={name} />}
        {whole ? (
          <Badge variant="light" size="lg">
            {t(`orders.status.${order.status}`, { defaultValue: order.status })}
          </Badge>
        ) : (
          <Anchor
            component={LinkTo}
            name="hub.review.order"
            params={{ orderId: order.id }}
            size="sm"
            aria-label={t('orders.seeWholeOf', { name })}
          >
            {t('orders.seeWhole')}
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}

/** The whole campaign's creatives, each line item's at its real size, native texts whole and destinations. */
function WholeCreatives({ order }: { order: ReviewOrder }) {
  const { t } = useTranslation('review');
  return (
    <Stack gap="md" mb="md">
      {order.lineItems.flatMap((li) =>
        li.creatives.map((c) => (
          <Paper
            key={`${li.id}-${c.id}`}
            withBorder
            p="sm"
            radius="sm"
            component="section"
            aria-label={c.name}
          >
            <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Text>
              <Badge size="sm" variant="light" color={c.approbation === 'APPROVED' ? 'teal' : 'yellow'}>
                {t(`creatives.approbation.${c.approbation}`)}
              </Badge>
            </Group>
            <Box mb="xs">
              <CreativePreview creative={c} />
            </Box>
            <NativeTexts creative={c} />
            <Text size="sm" mt="xs">
              {t('creatives.destination')}{' '}
              <Anchor
                href={c.destinationUrl}
                target="_blank"
                rel="noopener noreferrer"
                style={{ overflowWrap: 'anywhere' }}
              >
                {c.destinationUrl}
              </Anchor>
            </Text>
          </Paper>
        )),
      )}
    </Stack>
  );
}
