import {
  clickThroughRate,
  invoiceLineAmountCents,
  toCsv,
  type Language,
  type TMetricRow,
  type TMetricsQuery,
} from '@portal/domain';
import type { AdDailyStats, AdServer } from '../../adapters/adserver/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { ownedLineItems, type OwnedLineItemRef } from './store.ts';

/**
 * Daily metrics per campaign (issue 14, architecture.md "Metric row"): the ad server's daily counts of the caller's
 * line items, summed per day and order. Spend is the impressions at 3 $ CPM, rounded half up per row.
 */

/**
 * The metric rows of daily counts, newest day first, then by campaign name. The one place the rows are built:
 * conversions are read from the counts when the ad server reports them (conversion pixels), else 0.
 */
export function buildMetricRows(
  stats: readonly AdDailyStats[],
  lineItems: ReadonlyMap<number, Omit<OwnedLineItemRef, 'lineItemId'>>,
): TMetricRow[] {
  const rows = new Map<string, TMetricRow>();
  for (const stat of stats) {
    const order = lineItems.get(stat.lineItemId);
    if (!order) continue;
    const key = `${stat.day}|${order.orderId}`;
    const row = rows.get(key) ?? {
      date: stat.day,
      orderId: order.orderId,
      orderName: order.orderName,
      impressions: 0,
      clicks: 0,
      ctr: 0,
      spendCents: 0,
      conversions: 0,
    };
    row.impressions += stat.impressions;
    row.clicks += stat.clicks;
    row.conversions += stat.conversions;
    rows.set(key, row);
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      ctr: clickThroughRate(row.impressions, row.clicks),
      spendCents: invoiceLineAmountCents(row.impressions, Number.MAX_SAFE_INTEGER),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.orderName.localeCompare(b.orderName));
}

/** GET /metric/orders: the caller's rows in the range; another account's order has none. */
export async function orderMetrics(
  deps: { db: Db; adServer: AdServer },
  ownerId: number,
  query: Pick<TMetricsQuery, 'from' | 'to' | 'orderId'>,
): Promise<TMetricRow[]> {
  const owned = await ownedLineItems(deps.db, ownerId, query.orderId);
  if (owned.length === 0 || !deps.adServer.serving) return [];
  const stats = await deps.adServer.serving.getDailyStats(
    owned.map((li) => li.lineItemId),
    { from: query.from, to: query.to },
  );
  return buildMetricRows(stats, new Map(owned.map((li) => [li.lineItemId, li])));
}

const CSV_HEADERS: Record<Language, string[]> = {
  fr: [
    'Date',
    'Numéro de campagne',
    'Campagne',
    'Impressions',
    'Clics',
    'CTR (%)',
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
