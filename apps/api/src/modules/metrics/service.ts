import {
  clickThroughRate,
  invoiceLineAmountCents,
  toCsv,
  type Language,
  type TMetricRow,
  type TMetricsQuery,
} from '@portal/domain';
import type { AdGroupDailyStats, AdServer } from '../../adapters/adserver/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { ownedLineItems } from './store.ts';

/**
 * Daily metrics per campaign (issue 14, architecture.md "Metric row"): the ad server's daily counts of the caller's
 * line items, summed per day and order. Spend is the impressions at 3 $ CPM, rounded half up per row.
 */

/**
 * The metric rows of the daily counts summed per day and order, newest day first, then by campaign name (then by the
 * smallest line item counted, so that campaigns of the same name keep one order). The one place the rows are built:
 * conversions are read from the counts when the ad server reports them (conversion pixels), else 0.
 */
export function buildMetricRows(
  stats: readonly AdGroupDailyStats[],
  orderNames: ReadonlyMap<number, string>,
): TMetricRow[] {
  // Each campaign's rank by name, compared once per campaign rather than once per pair of rows; names that compare
  // equal share a rank.
  const byName = [...orderNames].sort((a, b) => a[1].localeCompare(b[1]));
  const rank = new Map<number, number>();
  byName.forEach(([orderId, name], i) => {
    const previous = byName[i - 1];
    rank.set(orderId, previous && previous[1].localeCompare(name) === 0 ? rank.get(previous[0])! : i);
  });
  const known = stats.filter((stat) => orderNames.has(stat.group));
  known.sort(
    (a, b) =>
      (a.day === b.day ? 0 : a.day < b.day ? 1 : -1) ||
      rank.get(a.group)! - rank.get(b.group)! ||
      a.firstLineItemId - b.firstLineItemId,
  );
  return known.map((stat) => ({
    date: stat.day,
    orderId: stat.group,
    orderName: orderNames.get(stat.group)!,
    impressions: stat.impressions,
    clicks: stat.clicks,
    ctr: clickThroughRate(stat.impressions, stat.clicks),
    spendCents: invoiceLineAmountCents(stat.impressions, Number.MAX_SAFE_INTEGER),
    conversions: stat.conversions,
  }));
}

/**
 * GET /metric/orders: the caller's rows in the range; another account's order has none. Two queries whatever the
 * number of campaigns: the caller's line items, then their counts summed per day and order by the database.
 */
export async function orderMetrics(
  deps: { db: Db; adServer: AdServer },
  ownerId: number,
  query: Pick<TMetricsQuery, 'from' | 'to' | 'orderId'>,
): Promise<TMetricRow[]> {
  const owned = await ownedLineItems(deps.db, ownerId, query.orderId);
  if (owned.length === 0 || !deps.adServer.serving) return [];
  const stats = await deps.adServer.serving.getGroupedDailyStats(
    new Map(owned.map((li) => [li.lineItemId, li.orderId])),
    { from: query.from, to: query.to },
  );
  return buildMetricRows(stats, new Map(owned.map((li) => [li.orderId, li.orderName])));
}

const CSV_HEADERS: Record<Language, string[]> = {
  fr: [
    'Date',
    'Numéro de campagne',
    'Campagne',
    'Impressions',
    'Clics',
    'Taux de clics (%)',
    'Dépenses ($)',
    'Conversions',
  ],
  en: ['Date', 'Campaign ID', 'Campaign', 'Impressions', 'Clicks', 'CTR (%)', 'Spend ($)', 'Conversions'],
};

/** The rows as CSV with a header in the language; numbers written plainly (dot decimals) for spreadsheets. */
export function metricsCsv(rows: readonly TMetricRow[], lang: Language): string {
  return toCsv([
    CSV_HEADERS[lang],
    ...rows.map((r) => [
      r.date,
      r.orderId,
      r.orderName,
      r.impressions,
      r.clicks,
      (r.ctr * 100).toFixed(2),
      (r.spendCents / 100).toFixed(2),
      r.conversions,
    ]),
  ]);
}
