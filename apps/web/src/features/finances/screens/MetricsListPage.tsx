import { useMemo, useState } from 'react';
import { ChartTooltip, CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  calendarDate,
  clickThroughRate,
  defaultPeriodFilter,
  formatMoney,
  matchesPeriod,
  periodBounds,
  type PeriodFilter as TPeriodFilter,
  type Language,
  type TMetricRow,
} from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { intlLocale } from '../../../lib/i18n.ts';
import { useSettings } from '../../../lib/settings.ts';
import { PeriodFilter } from '../components/PeriodFilter.tsx';
import {
  formatChartValue,
  formatCount,
  metricsPerDay,
  SPEND_SERIES,
  type MetricsDay,
} from '../metrics-chart.ts';
import { downloadMetricsCsv, useMetrics, type MetricsRange } from '../metrics-api.ts';
import { MetricsBreakdown } from '../components/MetricsBreakdown.tsx';

export const namespaces = ['finances', 'reporting'];

/** The range the list loads: the last 366 days, today included (the API's longest). */
function lastYear(today: string): MetricsRange {
  return { from: addDays(today, -365), to: today };
}

/** The range of the filters, for the CSV: the month, the year, or the loaded range. */
function rangeOf(filter: TPeriodFilter, loaded: MetricsRange): MetricsRange {
  if (filter.year && filter.month) {
    const { periodStart, periodEnd } = periodBounds(`${filter.year}-${filter.month}`);
    return { from: periodStart, to: periodEnd };
  }
  if (filter.year) return { from: `${filter.year}-01-01`, to: `${filter.year}-12-31` };
  return loaded;
}

/**
 * List of metrics: hub.metrics-list (spec §2, issue 14). The daily rows of the last 366 days, filtered by year and
 * month (defaults as the invoices) and by campaign; a chart of impressions and clicks per day with the spend; totals;
 * CSV export of what is shown.
 */
export function Component() {
  const { timeZone } = useSettings();
  const [today] = useState(() => calendarDate(new Date(), timeZone));
  const loaded = lastYear(today);
  const metrics = useMetrics(loaded);
  if (metrics.isPending) return <Skeleton height={320} radius="sm" />;
  return <MetricsList rows={metrics.data ?? []} loaded={loaded} timeZone={timeZone} />;
}

function MetricsList({
  rows,
  loaded,
  timeZone,
}: {
  rows: TMetricRow[];
  loaded: MetricsRange;
  timeZone: string;
}) {
  const { t } = useTranslation('finances');
  const lang = useLanguage();
  const [filter, setFilter] = useState<TPeriodFilter>(() =>
    defaultPeriodFilter(
      rows.map((r) => r.date),
      new Date(),
      timeZone,
    ),
  );
  const [orderId, setOrderId] = useState<string | null>(null);
  const campaigns = useMemo(
    () => [...new Map(rows.map((r) => [String(r.orderId), r.orderName])).entries()],
    [rows],
  );
  const years = [...new Set(rows.map((r) => r.date.slice(0, 4)))];
  const shown = rows.filter(
    (r) => matchesPeriod(r.date, filter) && (!orderId || String(r.orderId) === orderId),
  );
  const percent = new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 2 });

  const values = (r: TMetricRow): [string, string][] => [
    [t('metrics.impressions'), formatCount(r.impressions, lang)],
    [t('metrics.clicks'), formatCount(r.clicks, lang)],
    [t('metrics.ctr'), percent.format(r.ctr)],
    [t('metrics.spend'), formatMoney(r.spendCents, lang)],
    [t('metrics.conversions'), formatCount(r.conversions, lang)],
  ];

  const totals = shown.reduce(
    (sum, r) => ({
      impressions: sum.impressions + r.impressions,
      clicks: sum.clicks + r.clicks,
      spendCents: sum.spendCents + r.spendCents,
      conversions: sum.conversions + r.conversions,
    }),
    { impressions: 0, clicks: 0, spendCents: 0, conversions: 0 },
  );
  const perDay = metricsPerDay(shown);

  if (rows.length === 0) {
    return <EmptyState icon="finance" title={t('metrics.emptyTitle')} text={t('metrics.emptyText')} />;
  }

  const exportRange = { ...rangeOf(filter, loaded), orderId: orderId ? Number(orderId) : undefined };
  const totalCells: [string, string][] = [
    [t('metrics.impressions'), formatCount(totals.impressions, lang)],
    [t('metrics.clicks'), formatCount(totals.clicks, lang)],
    [t('metrics.ctr'), percent.format(clickThroughRate(totals.impressions, totals.clicks))],
    [t('metrics.spend'), formatMoney(totals.spendCents, lang)],
    [t('metrics.conversions'), formatCount(totals.conversions, lang)],
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <PeriodFilter years={years} value={filter} onChange={setFilter} />
          <Select
            label={t('metrics.campaign')}
            placeholder={t('metrics.allCampaigns')}
            data={campaigns.map(([value, label]) => ({ value, label }))}
            value={orderId}
            onChange={setOrderId}
            clearable
            w={220}
          />
        </Group>
        <Button
          variant="light"
          onClick={() => void downloadMetricsCsv(exportRange, lang).catch(console.error)}
        >
          {t('metrics.exportCsv')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" aria-label={t('metrics.totals')} role="group">
        {totalCells.map(([label, value]) => (
          <Paper key={label} withBorder p="sm" role="group" aria-label={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('metrics.noneInPeriod')}</Text>
      ) : (
        <>
          {/* Clicks have a chart and an axis of their own (issue 31 §27): against impressions they were a flat line.
              A tooltip stays inside its card: on a phone it no longer widens the page. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Paper
              withBorder
              p="md"
              role="img"
              aria-label={t('metrics.chartLabel')}
              style={{ overflow: 'hidden' }}
            >
              <MetricsChart days={perDay} lang={lang} />
            </Paper>
            <Paper
              withBorder
              p="md"
              role="img"
              aria-label={t('metrics.clicksChartLabel')}
              style={{ overflow: 'hidden' }}
            >
              <ClicksChart days={perDay} lang={lang} />
            </Paper>
          </SimpleGrid>
          <MetricCards rows={shown} values={values} />
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped aria-label={t('metrics.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('metrics.date')}</Table.Th>
                  <Table.Th>{t('metrics.campaign')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.impressions')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.clicks')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.ctr')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.spend')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.conversions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r) => (
                  <Table.Tr key={`${r.date}-${r.orderId}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.date}</Table.Td>
                    <Table.Td>{r.orderName}</Table.Td>
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
        </>
      )}
      <MetricsBreakdown range={exportRange} />
    </Stack>
  );
}

/** Each value of a tooltip written by its own series (the chart's one valueFormatter knows none). */
function tooltipOf(series: CompositeChartSeries[], lang: Language) {
  return {
    content: ({ label, payload }: { label?: unknown; payload?: readonly TooltipItem[] }) => (
      <ChartTooltip
        label={label as string}
        series={series}
        // Narrower than Mantine's 200 px: it fits beside the pointer on a phone.
        styles={{ tooltip: { minWidth: 0 } }}
        payload={payload?.map((item) => {
          const name = String(item.name);
          return {
            ...item,
            payload: { ...item.payload, [name]: formatChartValue(name, Number(item.value), lang) },
          };
        })}
      />
    ),
  };
}

type TooltipItem = { name?: unknown; value?: unknown; payload?: Record<string, unknown> };

/** Clicks per day as bars against an axis of their own (issue 31 §27). */
function ClicksChart({ days, lang }: { days: MetricsDay[]; lang: Language }) {
  const { t } = useTranslation('finances');
  const series: CompositeChartSeries[] = [
    { name: 'clicks', label: t('metrics.clicks'), color: 'teal.6', type: 'bar' },
  ];
  return (
    <CompositeChart
      h={280}
      data={days}
      dataKey="date"
      withLegend
      yAxisProps={{ allowDecimals: false }}
      valueFormatter={(value) => formatChartValue('clicks', value, lang)}
      tooltipProps={tooltipOf(series, lang)}
      series={series}
    />
  );
}

/**
 * Impressions per day as bars against the left axis, the spend as a line against the right one (clicks have their
 * own chart). Days are the rows' calendar days, written as they come (YYYY-MM-DD in both languages, spec §2); the
 * spend's ticks and tooltip in money of the language, the counts in its numbers.
 */
function MetricsChart({ days, lang }: { days: MetricsDay[]; lang: Language }) {
  const { t } = useTranslation('finances');
  const series: CompositeChartSeries[] = [
    { name: 'impressions', label: t('metrics.impressions'), color: 'blue.6', type: 'bar' },
    { name: SPEND_SERIES, label: t('metrics.spend'), color: 'orange.6', type: 'line', yAxisId: 'right' },
  ];
  return (
    <CompositeChart
      h={280}
      data={days}
      dataKey="date"
      withLegend
      withRightYAxis
      rightYAxisLabel={t('metrics.spendAxis')}
      valueFormatter={(value) => formatChartValue('impressions', value, lang)}
      // Whole cents: a tick between two cents would be written as one of them.
      rightYAxisProps={{
        allowDecimals: false,
        tickFormatter: (value: number) => formatChartValue(SPEND_SERIES, value, lang),
      }}
      tooltipProps={tooltipOf(series, lang)}
      series={series}
    />
  );
}

/**
 * The daily rows on a phone: a card each, its campaign and day, then its five figures in a grid, so that none is
 * off-screen (the table from the `sm` breakpoint, as the invoices).
 */
function MetricCards({
  rows,
  values,
}: {
  rows: TMetricRow[];
  values: (row: TMetricRow) => [string, string][];
}) {
  const { t } = useTranslation('finances');
  return (
    <Stack
      component="ul"
      role="list"
      aria-label={t('metrics.tableLabel')}
      gap="sm"
      hiddenFrom="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((r) => (
        <Paper component="li" key={`${r.date}-${r.orderId}`} withBorder p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {r.orderName}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {r.date}
            </Text>
          </Group>
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
  );
}
