import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { AdDayRange, AdReachDimension, AdReachRow } from '../port.ts';

/**
 * The reports' breakdowns (issue 31): impressions, clicks and reach (distinct visitors with an impression) of line
 * items over days, by the caller's group (a campaign), line item, creative, size or region, from adserver_reach
 * (pixel-hits.ts writes it from the touches). Reach is counted by the database across the group's line items and
 * days: a visitor seen on two days or two line items of a campaign is one visitor of it.
 */

const KEYS: Record<AdReachDimension, SQL> = {
  group: sql`g.grp::text`,
  lineItem: sql`r.line_item_id::text`,
  creative: sql`r.creative_id::text`,
  size: sql`c.width::text || 'x' || c.height::text`,
  region: sql`r.region`,
};

export async function reachBreakdown(
  db: Db,
  groups: ReadonlyMap<number, number>,
  range: AdDayRange,
  by: AdReachDimension,
): Promise<AdReachRow[]> {
  if (groups.size === 0) return [];
  const ids = `{${[...groups.keys()].join(',')}}`;
  const grp = `{${[...groups.values()].join(',')}}`;
  const key = KEYS[by];
  const creatives = by === 'size' ? sql`join adserver_creatives c on c.id = r.creative_id` : sql``;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(key, impressions, clicks, reach)), '[]')::text as rows
    from (
      select ${key} as key, sum(r.impressions)::int as impressions, sum(r.clicks)::int as clicks,
        (count(distinct r.visitor_id) filter (where r.impressions > 0))::int as reach
      from adserver_reach r
      join unnest(${ids}::int[], ${grp}::int[]) as g(line_item_id, grp) on g.line_item_id = r.line_item_id
      ${creatives}
      where r.line_item_id = any(${ids}::int[]) and r.day between ${range.from}::date and ${range.to}::date
      group by 1
    ) sums`);
  const [row] = (result as unknown as { rows: { rows: string }[] }).rows;
  return (JSON.parse(row!.rows) as [string, number, number, number][]).map(
    ([k, impressions, clicks, reach]) => ({ key: k, impressions, clicks, reach }),
  );
}
