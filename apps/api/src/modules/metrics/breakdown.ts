import {
  averageFrequency,
  clickThroughRate,
  regionName,
  toCsv,
  type BreakdownDimension,
  type Language,
  type TBreakdownRow,
  type TMetricsBreakdownQuery,
} from '@portal/domain';
import type { AdReachDimension, AdServer } from '../../adapters/adserver/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { ownedLineItems } from './store.ts';

/**
 * Reporting breakdowns (issue 31): the caller's impressions, clicks, reach (distinct visitors) and average frequency
 * over a range, by campaign, line item, creative, size or region. The ad server counts reach across the group's
 * line items and days; the names are the caller's own (another account's line items are never read).
 */

const DIMENSION: Record<BreakdownDimension, AdReachDimension> = {
  campaign: 'group',
  lineItem: 'lineItem',
  creative: 'creative',
  size: 'size',
  region: 'region',
};

export async function metricsBreakdown(
  deps: { db: Db; adServer: AdServer },
  ownerId: number,
  query: Pick<TMetricsBreakdownQuery, 'from' | 'to' | 'by' | 'orderId'>,
  lang: Language,
): Promise<TBreakdownRow[]> {
  const owned = await ownedLineItems(deps.db, ownerId, query.orderId);
  const serving = deps.adServer.serving;
  if (owned.length === 0 || !serving) return [];
  const rows = await serving.getReachBreakdown(
    new Map(owned.map((li) => [li.lineItemId, li.orderId])),
    { from: query.from, to: query.to },
    DIMENSION[query.by],
  );
  const labels = await labelsOf(
    deps.adServer,
    query.by,
    owned,
    rows.map((r) => r.key),
    lang,
  );
  return rows
    .map((r) => ({
      key: r.key,
      label: labels.get(r.key)?.label ?? r.key,
      orderName: labels.get(r.key)?.orderName ?? null,
      impressions: r.impressions,
      clicks: r.clicks,
      ctr: clickThroughRate(r.impressions, r.clicks),
      reach: r.reach,
      frequency: averageFrequency(r.impressions, r.reach),
    }))
    .sort((a, b) => b.impressions - a.impressions || a.label.localeCompare(b.label));
}

/** What a person reads of each group: names of campaigns, line items and creatives, a region's name. */
async function labelsOf(
  adServer: AdServer,
  by: BreakdownDimension,
  owned: Awaited<ReturnType<typeof ownedLineItems>>,
  keys: readonly string[],
  lang: Language,
): Promise<Map<string, { label: string; orderName: string | null }>> {
  const orderNames = new Map(owned.map((li) => [li.orderId, li.orderName]));
  const labels = new Map<string, { label: string; orderName: string | null }>();
  if (by === 'campaign') {
    for (const [id, name] of orderNames) labels.set(String(id), { label: name, orderName: null });
  } else if (by === 'lineItem') {
    const items = await adServer.getLineItemsByOrders([...orderNames.keys()]);
    for (const li of items) {
      labels.set(String(li.id), { label: li.name, orderName: orderNames.get(li.orderId) ?? null });
    }
  } else if (by === 'creative') {
    const creatives = await adServer.getCreatives(keys.map(Number).filter(Number.isSafeInteger));
    for (const c of creatives) labels.set(String(c.id), { label: c.name, orderName: null });
  } else if (by === 'region') {
    // An unknown region stays '' (the screen and the CSV say "unknown" in their language).
    for (const key of keys) labels.set(key, { label: regionName(key, lang) ?? key, orderName: null });
  }
  return labels;
}

const CSV_HEADERS: Record<Language, { dimension: Record<BreakdownDimension, string>; rest: string[] }> = {
  fr: {
    dimension: {
      campaign: 'Campagne',
      lineItem: 'Élément de campagne',
      creative: 'Créatif',
      size: 'Format',
      region: 'Région',
    },
    rest: [
      'Campagne',
      'Impressions',
      'Clics',
      'Taux de clics (%)',
      'Portée (visiteurs)',
      'Fréquence moyenne',
    ],
  },
  en: {
    dimension: {
      campaign: 'Campaign',
      lineItem: 'Line item',
      creative: 'Creative',
      size: 'Size',
      region: 'Region',
    },
    rest: ['Campaign', 'Impressions', 'Clicks', 'CTR (%)', 'Reach (visitors)', 'Average frequency'],
  },
};
const UNKNOWN_REGION: Record<Language, string> = { fr: 'Inconnue', en: 'Unknown' };

/** The breakdown as CSV (the domain's writer), headers in the language; numbers plain, for spreadsheets. */
export function breakdownCsv(rows: readonly TBreakdownRow[], by: BreakdownDimension, lang: Language): string {
  const headers = CSV_HEADERS[lang];
  return toCsv([
    [headers.dimension[by], ...headers.rest],
    ...rows.map((r) => [
      by === 'region' && r.label === '' ? UNKNOWN_REGION[lang] : r.label,
      r.orderName ?? '',
      r.impressions,
      r.clicks,
      (r.ctr * 100).toFixed(2),
      r.reach,
      r.frequency.toFixed(2),
    ]),
  ]);
}
