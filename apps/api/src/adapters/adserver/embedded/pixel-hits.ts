import { sql } from 'drizzle-orm';
import {
  attributeConversion,
  conversionKey,
  hitChangesVisits,
  type AdTouch,
  type ConversionType,
  type SegmentVisits,
} from '@portal/domain';
import type { Db } from '../../../platform/db/client.ts';
import type { BeaconEntry, BeaconLog } from './beacon-log.ts';
import { Generations } from '../../../platform/generations.ts';

/**
 * Audience and conversion pixel hits (issue 15), counted durably the way beacons are (decision 0006/0007): a hit is
 * appended to the pixel log with the others of its turn of the event loop and synced before it answers, then applied
 * to the tables every APPLY_EVERY_MS in one transaction that also moves the log's applied position — so a hit
 * acknowledged with 200 is never lost (a start applies what lies beyond the position) and never applied twice (the
 * position moves in the same transaction as the counts). Unlike a beacon a hit has no nonce: every request is a hit
 * of its own, and what must count once (a conversion's visitor-day or ord) is decided by keys in the database, which
 * every process shares. The log also carries the ads a visitor saw or clicked (touches), which conversions are
 * attributed to.
 */

const APPLY_EVERY_MS = 50;
/**
 * Segment visits this process keeps of what it applied, the least recently counted forgotten first (by generations of
 * this many: twice as many at most): those whose hits can no longer change (settled), and those still adding up apart,
 * so that a flood of new visitors never pushes out the visitors browsing the site.
 */
const SETTLED_GENERATION = 50_000;
const COUNTING_GENERATION = 25_000;
const REPLAY_CHUNK = 2000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Touches older than the longest lookback (30 days) attribute nothing. */
const TOUCH_RETENTION_MS = 31 * DAY_MS;

export type PixelHit =
  /** An audience pixel hit: the segment and the visitor. */
  | { kind: 'P'; segmentId: number; visitor: string; at: number }
  /** A conversion pixel hit: the pixel, the visitor and the advertiser's transaction id. */
  | { kind: 'V'; pixelId: number; visitor: string; ord: string | null; at: number }
  /**
   * An ad the visitor saw (I) or clicked (C): its line item, and its creative and the visitor's region for the
   * reports' reach (issue 31; absent in lines logged before).
   */
  | {
      kind: 'T';
      lineItemId: number;
      visitor: string;
      touch: 'I' | 'C';
      at: number;
      creativeId?: number;
      region?: string;
    };

function token(hit: PixelHit): string {
  if (hit.kind === 'P') return `P.${hit.segmentId}.${hit.visitor}`;
  if (hit.kind === 'V') return `V.${hit.pixelId}.${hit.visitor}.${encodeURIComponent(hit.ord ?? '')}`;
  const reach = hit.creativeId === undefined ? '' : `.${hit.creativeId}.${hit.region ?? ''}`;
  return `${hit.touch}.${hit.lineItemId}.${hit.visitor}${reach}`;
}

/** The hit of a log line, or null for a line this version does not read. */
export function hitOf(entry: BeaconEntry): PixelHit | null {
  const [k, ref, visitor, ord, region] = entry.token.split('.');
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || !visitor) return null;
  if (entry.kind === 'P' && k === 'P') return { kind: 'P', segmentId: id, visitor, at: entry.at };
  if (entry.kind === 'V' && k === 'V') {
    return { kind: 'V', pixelId: id, visitor, ord: ord ? decodeURIComponent(ord) : null, at: entry.at };
  }
  if (entry.kind === 'I' && (k === 'I' || k === 'C')) {
    const creativeId = ord ? Number(ord) : NaN;
    const reach = Number.isSafeInteger(creativeId) ? { creativeId, region: region ?? '' } : {};
    return { kind: 'T', lineItemId: id, visitor, touch: k, at: entry.at, ...reach };
  }
  return null;
}

interface Logged {
  seq: number;
  hit: PixelHit;
}

interface Batch {
  hits: Logged[];
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface PixelHitRecorderDeps {
  db: Db;
  log: BeaconLog;
  now: () => number;
  dayOf: (ms: number) => string;
  /** Told when hits are durable (logged), before they are applied. */
  onLogged: (hits: readonly PixelHit[]) => void;
  /** Told after each apply: the segment visits it changed (the decision's membership cache). */
  onApplied: (visits: { segmentId: number; visitor: string; at: number }[]) => void;
  onError: (error: unknown) => void;
}

/** A text element of an array literal, quoted (a visitor id is 32 hex digits, but the log is read back as text). */
const arrayText = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const positionKey = (logId: string) => `pixel-log:${logId}`;

/** Rows a statement wrote (PGlite says affectedRows, node-postgres rowCount); null when it does not say. */
function writtenOf(result: unknown): number | null {
  const { affectedRows, rowCount } = result as { affectedRows?: unknown; rowCount?: unknown };
  const n = affectedRows ?? rowCount;
  return typeof n === 'number' ? n : null;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows ?? result;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/**
 * The touches' part of the reports' reach (issue 31): each visitor's impressions and clicks per day, line item,
 * creative and region, summed for the batch and added in one statement (a deleted line item's are left out).
 */
async function applyReach(
  tx: Pick<Db, 'execute'>,
  touches: readonly Extract<PixelHit, { kind: 'T' }>[],
  dayOf: (ms: number) => string,
): Promise<void> {
  const sums = new Map<
    string,
    { li: number; day: string; cr: number; region: string; visitor: string; i: number; c: number }
  >();
  for (const t of touches) {
    if (t.creativeId === undefined) continue;
    const day = dayOf(t.at);
    const region = t.region ?? '';
    const key = `${t.lineItemId}|${day}|${t.creativeId}|${region}|${t.visitor}`;
    const row = sums.get(key) ?? {
      li: t.lineItemId,
      day,
      cr: t.creativeId,
      region,
      visitor: t.visitor,
      i: 0,
      c: 0,
    };
    if (t.touch === 'I') row.i += 1;
    else row.c += 1;
    sums.set(key, row);
  }
  if (sums.size === 0) return;
  const list = [...sums.values()];
  const column = (of: (v: (typeof list)[number]) => string | number) => `{${list.map(of).join(',')}}`;
  await tx.execute(sql`
    insert into adserver_reach (line_item_id, day, creative_id, region, visitor_id, impressions, clicks)
    select v.li, v.day, v.cr, v.region, v.visitor, v.i, v.c
    from unnest(${column((v) => v.li)}::int[], ${column((v) => v.day)}::date[], ${column((v) => v.cr)}::int[],
      ${column((v) => arrayText(v.region))}::text[], ${column((v) => arrayText(v.visitor))}::text[],
      ${column((v) => v.i)}::int[], ${column((v) => v.c)}::int[]) as v(li, day, cr, region, visitor, i, c)
    join adserver_line_items li on li.id = v.li
    on conflict (line_item_id, day, creative_id, region, visitor_id) do update set
      impressions = adserver_reach.impressions + excluded.impressions,
      clicks = adserver_reach.clicks + excluded.clicks`);
}

export class PixelHitRecorder {
  private seq = 0;
  private next: Batch | null = null;
  private running: Promise<void> | null = null;
  private unapplied: Logged[] = [];
  private applyTimer: NodeJS.Timeout | null = null;
  private applying: Promise<void> | null = null;
  private lastPrune = 0;
  /**
   * Per segment and visitor, what this process's applies added up (hits, last hit): a lower bound of the table's row,
   * since every process only adds hits and moves the last hit forward. A hit that cannot change it is not written.
   */
  private readonly settled = new Generations<SegmentVisits>(SETTLED_GENERATION);
  private readonly counting = new Generations<SegmentVisits>(COUNTING_GENERATION);

  constructor(private readonly deps: PixelHitRecorderDeps) {}

  /** Applies what the log holds beyond the applied position (a crash between the sync and the apply). */
  async open(): Promise<void> {
    const { db, log } = this.deps;
    const result = await db.execute(
      sql`select value from adserver_serving_state where key = ${positionKey(log.id)}`,
    );
    const applied = Number(rowsOf(result)[0]?.value ?? 0);
    const { entries } = await log.readSince(applied);
    const pending: Logged[] = [];
    for (const entry of entries) {
      this.seq = Math.max(this.seq, entry.seq);
      const hit = hitOf(entry);
      if (hit && entry.seq > applied) pending.push({ seq: entry.seq, hit });
    }
    for (let i = 0; i < pending.length; i += REPLAY_CHUNK)
      await this.applyNow(pending.slice(i, i + REPLAY_CHUNK));
  }

  /**
   * Whether an audience hit must be recorded: false when what was already counted of the visitor on the segment
   * cannot change (domain's hitChangesVisits: twelve hits counted, the last under a minute old). The hit is then
   * answered as it is, without a write: nothing it would record can be lost.
   */
  needsRecording(segmentId: number, visitor: string, at: number): boolean {
    return hitChangesVisits(this.settled.get(`${segmentId}|${visitor}`), at);
  }

  /** Logs the hit; resolves once it is durable (synced), rejects when it could not be written. */
  record(hit: PixelHit): Promise<void> {
    this.seq += 1;
    const batch = this.batch();
    batch.hits.push({ seq: this.seq, hit });
    return batch.done;
  }

  private batch(): Batch {
    if (this.next) return this.next;
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.next = { hits: [], done, resolve, reject };
    this.running ??= new Promise<void>((res) => setImmediate(res)).then(() => this.drain());
    return this.next;
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const batch = this.next;
      this.next = null;
      try {
        await this.deps.log.append(
          batch.hits.map(({ seq, hit }) => ({
            seq,
            // Touches are written as 'I' lines: the beacon log's reader already knows the kind.
            kind: hit.kind === 'T' ? 'I' : hit.kind,
            token: token(hit),
            at: hit.at,
          })),
        );
      } catch (error) {
        batch.reject(error);
        continue;
      }
      this.unapplied.push(...batch.hits);
      this.deps.onLogged(batch.hits.map((l) => l.hit));
      batch.resolve();
      this.applyTimer ??= setTimeout(() => void this.apply(), APPLY_EVERY_MS);
    }
    this.running = null;
  }

  private apply(): Promise<void> {
    if (this.applyTimer) clearTimeout(this.applyTimer);
    this.applyTimer = null;
    const previous = this.applying ?? Promise.resolve();
    const applying = previous.then(async () => {
      const toApply = this.unapplied;
      if (toApply.length === 0) return;
      this.unapplied = [];
      try {
        await this.applyNow(toApply);
      } catch (error) {
        this.unapplied = [...toApply, ...this.unapplied];
        this.deps.onError(error);
        this.applyTimer ??= setTimeout(() => void this.apply(), APPLY_EVERY_MS);
        return;
      }
      await this.prune().catch(this.deps.onError);
    });
    this.applying = applying;
    void applying.finally(() => {
      if (this.applying === applying) this.applying = null;
    });
    return applying;
  }

  /** One transaction: segment visits, touches, conversions (counted by key, attributed), the applied position. */
  private async applyNow(logged: readonly Logged[]): Promise<void> {
    const { db, log, dayOf } = this.deps;
    const lastSeq = logged.reduce((max, l) => Math.max(max, l.seq), 0);
    const visits = new Map<string, { segmentId: number; visitor: string; hits: number; at: number }>();
    const touches: Extract<PixelHit, { kind: 'T' }>[] = [];
    const conversions: Extract<PixelHit, { kind: 'V' }>[] = [];
    for (const { hit } of logged) {
      if (hit.kind === 'P') {
        const key = `${hit.segmentId}|${hit.visitor}`;
        const v = visits.get(key) ?? { segmentId: hit.segmentId, visitor: hit.visitor, hits: 0, at: 0 };
        v.hits += 1;
        v.at = Math.max(v.at, hit.at);
        visits.set(key, v);
      } else if (hit.kind === 'T') touches.push(hit);
      else conversions.push(hit);
    }
    const changed: { segmentId: number; visitor: string; at: number }[] = [];
    let allWritten = false;
    await db.transaction(async (tx) => {
      if (visits.size > 0) {
        // One statement for the batch, its rows as four array parameters (unnest): binding four values per row cost
        // the embedded database more than the upsert itself. No `returning`: what the decision's membership cache
        // forgets is every visitor of the batch, counted or not.
        const list = [...visits.values()];
        const column = (of: (v: (typeof list)[number]) => string | number) => `{${list.map(of).join(',')}}`;
        // An inactive (or deleted) segment records nothing.
        const written = await tx.execute(sql`
          insert into adserver_segment_visitors (segment_id, visitor_id, hits, last_hit_at)
          select v.s, v.v, v.n, to_timestamp(v.at / 1000.0)
          from unnest(${column((v) => v.segmentId)}::int[], ${column((v) => arrayText(v.visitor))}::text[],
            ${column((v) => v.hits)}::int[], ${column((v) => v.at)}::bigint[]) as v(s, v, n, at)
          join adserver_audience_segments s on s.id = v.s and s.status = 'ACTIVE'
          on conflict (segment_id, visitor_id) do update set
            hits = adserver_segment_visitors.hits + excluded.hits,
            last_hit_at = greatest(adserver_segment_visitors.last_hit_at, excluded.last_hit_at)`);
        for (const v of list) changed.push({ segmentId: v.segmentId, visitor: v.visitor, at: v.at });
        // What is counted is known only when every visit was written (none of an inactive segment).
        allWritten = writtenOf(written) === list.length;
      }
      if (touches.length > 0) {
        const rows = sql.join(
          touches.map(
            (t) =>
              sql`(${t.visitor}, ${t.lineItemId}::int, ${t.touch === 'C' ? 'CLICK' : 'IMPRESSION'}, ${new Date(t.at)}::timestamptz)`,
          ),
          sql`, `,
        );
        await tx.execute(sql`
          insert into adserver_visitor_touches (visitor_id, advertiser_id, line_item_id, kind, at)
          select v.visitor, o.advertiser_id, v.id, v.kind, v.at from (values ${rows}) as v(visitor, id, kind, at)
          join adserver_line_items li on li.id = v.id
          join adserver_orders o on o.id = li.order_id
          where exists (select 1 from adserver_conversion_pixels p where p.advertiser_id = o.advertiser_id)`);
      }
      if (touches.length > 0) await applyReach(tx, touches, dayOf);
      for (const hit of conversions) {
        const [pixel] = rowsOf(
          await tx.execute(sql`
            select id, advertiser_id, type, impressions_lookback_days, clicks_lookback_days
            from adserver_conversion_pixels where id = ${hit.pixelId} and status = 'ACTIVE'`),
        );
        if (!pixel) continue;
        const day = dayOf(hit.at);
        const key = conversionKey(pixel.type as ConversionType, {
          visitorId: hit.visitor,
          day,
          ord: hit.ord,
        });
        if (key !== null) {
          const inserted = rowsOf(
            await tx.execute(sql`
              insert into adserver_conversion_keys (pixel_id, key) values (${hit.pixelId}, ${key})
              on conflict do nothing returning key`),
          );
          if (inserted.length === 0) continue;
        }
        const seen = rowsOf(
          await tx.execute(sql`
            select line_item_id, kind, at from adserver_visitor_touches
            where visitor_id = ${hit.visitor} and advertiser_id = ${Number(pixel.advertiser_id)}
              and at > ${new Date(hit.at - TOUCH_RETENTION_MS)}::timestamptz`),
        ).map((r): AdTouch => ({
          kind: r.kind === 'CLICK' ? 'CLICK' : 'IMPRESSION',
          lineItemId: Number(r.line_item_id),
          at: new Date(r.at as string | Date).getTime(),
        }));
        const attribution = attributeConversion(
          {
            impressionsLookbackDays: Number(pixel.impressions_lookback_days),
            clicksLookbackDays: Number(pixel.clicks_lookback_days),
          },
          seen,
          hit.at,
        );
        await tx.execute(sql`
          update adserver_conversion_pixels set total_conversions = total_conversions + 1
          where id = ${hit.pixelId}`);
        if (attribution) {
          await tx.execute(sql`
            insert into adserver_daily_stats (line_item_id, day, conversions)
            values (${attribution.lineItemId}, ${day}::date, 1)
            on conflict (line_item_id, day) do update set
              conversions = adserver_daily_stats.conversions + 1`);
        }
      }
      await tx.execute(sql`
        insert into adserver_serving_state (key, value) values (${positionKey(log.id)}, ${String(lastSeq)})
        on conflict (key) do update set
          value = greatest(adserver_serving_state.value::bigint, excluded.value::bigint)::text`);
    });
    if (allWritten) for (const v of visits.values()) this.count(v);
    this.deps.onApplied(changed);
  }

  /** Adds a committed visit to what this process knows was counted. */
  private count(v: { segmentId: number; visitor: string; hits: number; at: number }): void {
    const key = `${v.segmentId}|${v.visitor}`;
    const before = this.settled.get(key) ?? this.counting.get(key);
    const after = { hits: (before?.hits ?? 0) + v.hits, lastHitAt: Math.max(before?.lastHitAt ?? 0, v.at) };
    // Settled: a hit at the same instant would change nothing.
    if (hitChangesVisits(after, after.lastHitAt)) this.counting.set(key, after);
    else {
      this.counting.delete(key);
      this.settled.set(key, after);
    }
  }

  /** A segment changed (status, rules) or its visits were removed: what was counted is read again from hits. */
  forgetCounted(): void {
    this.settled.clear();
    this.counting.clear();
  }

  /** Every hit under way logged and applied (what reads sizes or conversions calls it first). */
  async drained(): Promise<void> {
    while (this.running) await this.running;
    if (this.unapplied.length > 0 || this.applyTimer) await this.apply();
    else if (this.applying) await this.applying;
  }

  async close(): Promise<void> {
    await this.drained();
    if (this.applyTimer) clearTimeout(this.applyTimer);
    this.applyTimer = null;
  }

  /**
   * Once an hour, with nothing left to apply: drops the log's segments (all applied) older than two hours, and the
   * touches no lookback reaches any more.
   */
  private async prune(): Promise<void> {
    const t = this.deps.now();
    if (t - this.lastPrune < HOUR_MS || this.unapplied.length > 0) return;
    this.lastPrune = t;
    await this.deps.log.prune(t - 2 * HOUR_MS);
    await this.deps.db.execute(
      sql`delete from adserver_visitor_touches where at < ${new Date(t - TOUCH_RETENTION_MS)}::timestamptz`,
    );
  }
}
