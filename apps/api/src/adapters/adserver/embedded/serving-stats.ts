import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { AdDailyStats, AdGroupDailyStats, AdServing } from '../port.ts';
import { adserverDailyStats } from './serving-tables.ts';

/**
 * The serving side's daily counts as the port reads them (metrics, billing, the campaign detail): impressions,
 * clicks and conversions per line item and day, read once what was logged before the read is applied.
 */
export interface DailyStatsDeps {
  db: Db;
  /** Resolves once the beacons logged so far are applied. */
  beaconsApplied: () => Promise<void>;
  /** Resolves once the beacons and the pixel hits (conversions) logged so far are applied. */
  allApplied: () => Promise<void>;
}

export function dailyStatsReads(
  deps: DailyStatsDeps,
): Pick<AdServing, 'getDailyStats' | 'getGroupedDailyStats' | 'getImpressionTotals'> {
  return {
    getDailyStats: async (ids, range) => {
      if (ids.length === 0) return [] as AdDailyStats[];
      await deps.allApplied();
      const days = range
        ? and(gte(adserverDailyStats.day, range.from), lte(adserverDailyStats.day, range.to))
        : undefined;
      return deps.db
        .select()
        .from(adserverDailyStats)
        .where(and(inArray(adserverDailyStats.lineItemId, [...ids]), days))
        .orderBy(asc(adserverDailyStats.lineItemId), asc(adserverDailyStats.day));
    },
    getGroupedDailyStats: async (groups, range) => {
      if (groups.size === 0) return [] as AdGroupDailyStats[];
      await deps.allApplied();
      const ids = `{${[...groups.keys()].join(',')}}`;
      // One statement whatever the number of line items (read by the table's key: the embedded database keeps no
      // statistics to plan the join alone with): the grouping goes as two array parameters, joined by
      // unnest. The rows come back as one JSON text ([group, day, impressions, clicks, conversions, first line
      // item] each) parsed at once: a year of 50 campaigns is 18,000 rows, and decoding each of their fields from
      // the wire protocol was most of the request's time on the embedded database.
      const result = await deps.db.execute(sql`
        select coalesce(json_agg(json_build_array(grp, day, impressions, clicks, conversions, first)), '[]')::text
          as rows
        from (
          select g.grp, s.day::text as day, sum(s.impressions) as impressions, sum(s.clicks) as clicks,
            sum(s.conversions) as conversions, min(s.line_item_id) as first
          from adserver_daily_stats s
          join unnest(${ids}::int[], ${`{${[...groups.values()].join(',')}}`}::int[]) as g(line_item_id, grp)
            on g.line_item_id = s.line_item_id
          where s.line_item_id = any(${ids}::int[]) and s.day between ${range.from}::date and ${range.to}::date
          group by g.grp, s.day
        ) sums`);
      const [row] = (result as unknown as { rows: { rows: string }[] }).rows;
      return (JSON.parse(row!.rows) as [number, string, number, number, number, number][]).map(
        ([group, day, impressions, clicks, conversions, firstLineItemId]) => ({
          group,
          day,
          impressions,
          clicks,
          conversions,
          firstLineItemId,
        }),
      );
    },
    getImpressionTotals: async (ids, range) => {
      if (ids.length === 0) return [];
      await deps.beaconsApplied();
      return deps.db
        .select({
          lineItemId: adserverDailyStats.lineItemId,
          impressions: sql<number>`sum(${adserverDailyStats.impressions})`.mapWith(Number),
        })
        .from(adserverDailyStats)
        .where(
          and(
            inArray(adserverDailyStats.lineItemId, [...ids]),
            gte(adserverDailyStats.day, range.from),
            lte(adserverDailyStats.day, range.to),
          ),
        )
        .groupBy(adserverDailyStats.lineItemId);
    },
  };
}
