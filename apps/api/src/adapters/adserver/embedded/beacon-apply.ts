import { sql } from 'drizzle-orm';
import { DELIVERY_TAG, type Db } from '../../../platform/db/client.ts';
import type { BeaconEntry } from './beacon-log.ts';
import type { DecisionClaims } from './decision-token.ts';
import { adserverServingState } from './serving-tables.ts';

/**
 * Applies a batch of logged beacons to the tables in one transaction, whatever its size: each line item's totals
 * (the first impression moves it to DELIVERING, its booked quantity to COMPLETED), the day's counts, the impressions
 * of capped line items per visitor, and the log's applied position. Counts are summed first, so a batch of a
 * thousand beacons on one line item is one row written.
 */

export interface CountedBeacon extends BeaconEntry {
  kind: 'I' | 'C';
  claims: DecisionClaims;
  /** The calendar day of the beacon in the platform time zone. */
  day: string;
}

export interface AppliedLineItem {
  id: number;
  status: string;
  impressionsDelivered: number;
}

interface Sums {
  impressions: number;
  clicks: number;
}

function sum<K>(map: Map<K, Sums>, key: K, kind: 'I' | 'C') {
  const s = map.get(key) ?? { impressions: 0, clicks: 0 };
  if (kind === 'I') s.impressions += 1;
  else s.clicks += 1;
  map.set(key, s);
}

export async function applyBeacons(
  db: Db,
  logId: string,
  beacons: readonly CountedBeacon[],
  now: Date,
  /** Whether a line item has frequency caps; undefined when unknown (the database then decides). */
  isCapped: (lineItemId: number) => boolean | undefined = () => undefined,
): Promise<AppliedLineItem[]> {
  if (beacons.length === 0) return [];
  const perLineItem = new Map<number, Sums>();
  const perDay = new Map<string, Sums>();
  for (const b of beacons) {
    sum(perLineItem, b.claims.lineItemId, b.kind);
    sum(perDay, `${b.claims.lineItemId}|${b.day}`, b.kind);
  }
  const impressions = beacons.filter(
    (b) => b.kind === 'I' && b.claims.visitor !== '' && isCapped(b.claims.lineItemId) !== false,
  );
  const lastSeq = beacons.reduce((max, b) => Math.max(max, b.seq), 0);
  const totals = sql.join(
    [...perLineItem].map(([id, s]) => sql`(${id}::int, ${s.impressions}::int, ${s.clicks}::int)`),
    sql`, `,
  );
  const days = sql.join(
    [...perDay].map(([key, s]) => {
      const [id, day] = key.split('|');
      return sql`(${Number(id)}::int, ${day}::date, ${s.impressions}::int, ${s.clicks}::int)`;
    }),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    // Tagged as a delivery write: the kept order lists, which show these counts at most LIST_KEPT_MS late, are not
    // dropped at every batch (DELIVERY_TAG, decision 0018).
    const updated = await tx.execute(sql`
      /* ${sql.raw(DELIVERY_TAG)} */ update adserver_line_items li set
        impressions_delivered = li.impressions_delivered + v.i,
        clicks_delivered = li.clicks_delivered + v.c,
        status = case
          when v.i > 0 and li.status in ('READY', 'DELIVERING', 'DELIVERY_EXTENDED')
            and li.impressions_delivered + v.i >= li.units then 'COMPLETED'
          when v.i > 0 and li.status = 'READY' then 'DELIVERING'
          else li.status end,
        updated_at = ${now}
      from (values ${totals}) as v(id, i, c)
      where li.id = v.id
      returning li.id, li.status, li.impressions_delivered`);
    // A line item deleted since its decision takes nothing (the joins keep its counts out).
    await tx.execute(sql`
      insert into adserver_daily_stats (line_item_id, day, impressions, clicks)
      select v.id, v.day, v.i, v.c from (values ${days}) as v(id, day, i, c)
      join adserver_line_items li on li.id = v.id
      on conflict (line_item_id, day) do update set
        impressions = adserver_daily_stats.impressions + excluded.impressions,
        clicks = adserver_daily_stats.clicks + excluded.clicks`);
    if (impressions.length > 0) {
      const rows = sql.join(
        impressions.map(
          (b) => sql`(${b.claims.visitor}, ${b.claims.lineItemId}::int, ${new Date(b.at)}::timestamptz)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        insert into adserver_visitor_impressions (visitor_id, line_item_id, at)
        select v.visitor, v.id, v.at from (values ${rows}) as v(visitor, id, at)
        join adserver_line_items li on li.id = v.id
        where jsonb_array_length(li.frequency_caps) > 0`);
    }
    await tx
      .insert(adserverServingState)
      .values({ key: `beacon-log:${logId}`, value: String(lastSeq) })
      .onConflictDoUpdate({
        target: adserverServingState.key,
        set: { value: sql`greatest(${adserverServingState.value}::bigint, excluded.value::bigint)::text` },
      });
    return rowsOf(updated).map((r) => ({
      id: Number(r.id),
      status: String(r.status),
      impressionsDelivered: Number(r.impressions_delivered),
    }));
  });
}

/** node-postgres answers {rows}, PGlite answers {rows} too; drizzle passes them through as they come. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows ?? result;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** The log's applied position (0 when nothing was applied yet). */
export async function appliedPosition(db: Db, logId: string): Promise<number> {
  const result = await db.execute(
    sql`select value from adserver_serving_state where key = ${`beacon-log:${logId}`}`,
  );
  const [row] = rowsOf(result);
  return row ? Number(row.value) : 0;
}
