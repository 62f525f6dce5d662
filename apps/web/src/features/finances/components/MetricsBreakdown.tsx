import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BREAKDOWN_DIMENSIONS, type BreakdownDimension, type TBreakdownRow } from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { intlLocale } from '../../../lib/i18n.ts';
import { formatCount } from '../metrics-chart.ts';
import { downloadBreakdownCsv, useMetricsBreakdown } from '../breakdown-api.ts';
import type { MetricsRange } from '../metrics-api.ts';

/**
 * Reporting breakdowns (issue 31): the filtered range's metrics by campaign, line item, creative, size or region,
 * with reach (distinct visitors) and average frequency; a table from the `sm` breakpoint, cards on a phone; CSV.
 */
export function MetricsBreakdown({ range }: { range: MetricsRange }) {
  const { t } = useTranslation('reporting');
  const lang = useLanguage();
  const [by, setBy] = useState<BreakdownDimension>('campaign');
  const rows = useMetricsBreakdown(range, by, lang);
  const decimals = new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 2 });
  const labelOf = (r: TBreakdownRow) => (by === 'region' && r.label === '' ? t('unknownRegion') : r.label);
  const values = (r: TBreakdownRow): [string, string][] => [
    [t('impressions'), formatCount(r.impressions, lang)],
    [t('clicks'), formatCount(r.clicks, lang)],
    [t('ctr'), percent.format(r.ctr)],
    [t('reach'), formatCount(r.reach, lang)],
    [t('frequency'), decimals.format(r.frequency)],
  ];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="metrics-breakdown">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={2} fz="h4" id="metrics-breakdown">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </div>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('by')}
              data={BREAKDOWN_DIMENSIONS.map((value) => ({ value, label: t(`dimensions.${value}`) }))}
              value={by}
              onChange={(value) => value && setBy(value as BreakdownDimension)}
              allowDeselect={false}
              w={200}
            />
            <Button
              variant="light"
              onClick={() => void downloadBreakdownCsv(range, by, lang).catch(console.error)}
            >
              {t('exportCsv')}
            </Button>
          </Group>
        </Group>
        {rows.isPending ? (
          <Skeleton height={80} radius="sm" />
        ) : rows.isError ? (
          <Text size="sm" c="red.8">
            {t('loadFailed')}
          </Text>
        ) : rows.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table
                striped
                aria-label={t('tableLabel', { by: t(`dimensions.${by}`).toLocaleLowerCase(lang) })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`dimensions.${by}`)}</Table.Th>
                    {values(rows.data[0]!).map(([label]) => (
                      <Table.Th key={label} ta="right">
                        {label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.data.map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Td>
                        <Text size="sm">{labelOf(r)}</Text>
                        {r.orderName && (
                          <Text size="xs" c="dimmed">
                            {r.orderName}
                          </Text>
                        )}
                      </Table.Td>
                      {values(r).map(([label, value]) => (
                        <Table.Td key={label} ta="right">
                          {value}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack
              component="ul"
              role="list"
              aria-label={t('tableLabel', { by: t(`dimensions.${by}`).toLocaleLowerCase(lang) })}
              gap="sm"
              hiddenFrom="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {rows.data.map((r) => (
                <Paper component="li" key={r.key} withBorder p="sm">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {labelOf(r)}
                  </Text>
                  {r.orderName && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {r.orderName}
                    </Text>
                  )}
                  <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs" mt="xs">
                    {values(r).map(([label, value]) => (
                      <div key={label}>
                        <Text size="xs" c="dimmed">
                          {label}
                        </Text>
                        <Text size="sm" fw={600}>
                          {value}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                </Paper>
              ))}
            </Stack>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('note')}
        </Text>
      </Stack>
    </Paper>
  );
}
