import type { ReactNode } from 'react';
import { Box, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displaySize, type TLineItem, type TOrder } from '@portal/domain';
import { capsInWords } from '../../../lib/cap-words.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { useOrderTypes } from '../../../lib/catalogues.ts';
import { useFormatters } from '../../../lib/format.ts';
import { budgetOf, flightOf, orderTypeOf } from '../order-view.ts';
import { StatusBadge } from './StatusBadge.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Box fz="sm" mt={2}>
        {children}
      </Box>
    </Box>
  );
}

/** What the campaign buys (spec §3): flight, impressions, formats, caps, targeting, creatives, and its budget. */
export function OrderSummary({
  order,
  lineItem,
  aside,
}: {
  order: TOrder;
  lineItem?: TLineItem;
  aside?: ReactNode;
}) {
  const { t } = useTranslation(['orders', 'caps']);
  const f = useFormatters();
  const types = useOrderTypes();
  const type = orderTypeOf(order, types.data);
  const flight = flightOf(order);
  const li = lineItem;
  const geo = li?.targeting.geoTargeting;
  const list = (names: string[]) => (names.length ? names.join(', ') : '—');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md" mb="md">
        <Box style={{ minWidth: 0 }}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {order.cleanName}
          </Title>
          <Group gap={8} mt={6}>
            <StatusBadge order={order} />
            {type && (
              <Text size="sm" c="dimmed">
                {t(`details.type.${type.name}.title`)}
              </Text>
            )}
          </Group>
        </Box>
        <Box>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('summary.budget')}
          </Text>
          <Text fz={26} fw={700} lh={1.2}>
            {f.money(budgetOf(order))}
          </Text>
        </Box>
      </Group>
      {order.notes && (
        <Text size="sm" c="dimmed" mb="md" style={{ whiteSpace: 'pre-wrap' }}>
          {order.notes}
        </Text>
      )}
      <Divider mb="md" />
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <Row label={t('summary.flight')}>{f.dateRange(flight.start, flight.end)}</Row>
        <Row label={t('summary.impressions')}>{li ? f.number(li.units) : '—'}</Row>
        <Row label={t('summary.formats')}>
          {li
            ? li.nativeFormatId != null
              ? t('summary.native')
              : list(li.creativePlaceholders.map((p) => displaySize(p.size)))
            : '—'}
        </Row>
        <Row label={t('summary.frequency')}>
          <Stack gap={0}>
            {capsInWords(li?.frequencyCaps ?? [], intlLocale(f.lang), t).map((words, i) => (
              <span key={i}>{words}</span>
            ))}
          </Stack>
        </Row>
        <Row label={t('summary.locations')}>
          {geo && (geo.targetedLocations.length || geo.excludedLocations.length) ? (
            <Stack gap={0}>
              {geo.targetedLocations.length > 0 && (
                <span>
                  {t('summary.targeted', { names: list(geo.targetedLocations.map((l) => l.name)) })}
                </span>
              )}
              {geo.excludedLocations.length > 0 && (
                <span>
                  {t('summary.excluded', { names: list(geo.excludedLocations.map((l) => l.name)) })}
                </span>
              )}
            </Stack>
          ) : (
            t('summary.everywhere')
          )}
        </Row>
        <Row label={t('summary.audiences')}>
          {li?.targeting.customTargeting.length
            ? t('summary.audienceCount', { n: li.targeting.customTargeting.length })
            : t('summary.allAudiences')}
        </Row>
      </SimpleGrid>
      {aside}
    </Paper>
  );
}
