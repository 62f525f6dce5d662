import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { TFrequencyCap, TLocation } from '@portal/domain';
import type { EmbeddedContext } from './context.ts';
import { adserverCreatives, adserverLineItemCreatives, adserverLineItems, adserverOrders } from './tables.ts';
import { adserverDailyStats, adserverServingState, adserverVisitorImpressions } from './serving-tables.ts';
import type { ServedCreative } from './serving-render.ts';
import { isPersonalizedSegmentId } from './audience-tables.ts';

/**
 * What a process serves from (issue 5): a copy of the line items that may serve, with their active approved
 * creatives by size, today's counts and each one's last day, indexed by size and region. A change made through the
 * port drops the copy at once and bumps the serving version in the database, which is how other processes over the
 * same database hear of it. Counts applied by this process update the copy directly.
 */

export const SERVING_STATUSES = ['READY', 'DELIVERING', 'DELIVERY_EXTENDED'] as const;
/** How often a process compares its copy's version with the database's. */
const CHECK_MS = 2000;
const VERSION_KEY = 'serving-version';

/** Days since 1970-01-01 of a calendar day ('YYYY-MM-DD'). */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

export interface LiveLineItem {
  lineItemId: number;
  units: number;
  delivered: number;
  startMs: number;
  endMs: number;
  /** The flight's last calendar day in the platform time zone, as a day number (dayNumber). */
  lastDayNumber: number;
  /** Impressions on `today` (pacing). */
  today: { day: string; impressions: number };
  frequencyCaps: TFrequencyCap[];
  targeting: { targeted: TLocation[]; excluded: TLocation[]; segments: number[] };
  /** Active approved creatives by size ('300x250'), served in turn. */
  creatives: Map<string, ServedCreative[]>;
  turn: number;
  /** Today's share of its daily goal delivered, as last ranked (see Place). */
  progress: number;
}

/** The line items that may serve on a size in a region (geo matched), and their ranking by pace. */
export interface Place {
  list: LiveLineItem[];
  /** Whether one of them has frequency caps (the visitor's history is then needed). */
  capped: boolean;
  /** Whether one of them targets a personalised segment (the visitor's memberships are then needed). */
  personal: boolean;
  /** Those under their goals, the furthest behind their pace first; made again when counts or the day change. */
  ranked: LiveLineItem[];
  rankedAtCounts: number;
  rankedOnDay: number;
  /** The place's request counter of the day (the forecast's volume), kept here to be found without a lookup. */
  volume: { day: string; requests: number } | null;
}

export interface Snapshot {
  generation: number;
  /** The serving version the copy was read at (another process's change bumps it). */
  version: string;
  loadedAt: number;
  /** When the version was last compared. */
  checkedAt: number;
  byId: Map<number, LiveLineItem>;
  bySize: Map<string, LiveLineItem[]>;
  /** bySize narrowed to a region's geo targeting, made on first use ('300x250|CA-QC'). */
  byPlace: Map<string, Place>;
}

/** A location of a line item's targeting covers a request's region ('CA-QC'): its country, or its region's. */
function covers(location: TLocation, region: string): boolean {
  if (location.type === 'COUNTRY') return region.startsWith(`${location.countryCode}-`);
  return location.regionId === region;
}

/** Geo targeting (spec §5): a request of unknown location matches only line items without geo targeting. */
export function matchesGeo(
  c: { targeting: { targeted: TLocation[]; excluded: TLocation[] } },
  region: string | null,
): boolean {
  const { targeted, excluded } = c.targeting;
  if (region === null) return targeted.length === 0 && excluded.length === 0;
  if (excluded.some((l) => covers(l, region))) return false;
  return targeted.length === 0 || targeted.some((l) => covers(l, region));
}

export class ServingState {
  private snapshot: Snapshot | null = null;
  private generation = 0;
  private loading: Promise<Snapshot> | null = null;
  /** Bumped whenever counts change (logged or applied): the places' rankings by pace are made again. */
  counts = 0;

  constructor(
    private readonly ctx: EmbeddedContext,
    private readonly dayOf: (ms: number) => string,
    private readonly onError: (error: unknown) => void,
    /** Full reads for other processes' counts: on a shared database server only (null: never). */
    private readonly fullReadMs: number | null,
    /** Applies the counted beacons, so that a copy read from the tables holds them. */
    private readonly beforeRead: () => Promise<void>,
  ) {}

  /** Drops the copy: the next decision reads the line items again. */
  invalidate(): void {
    this.generation += 1;
  }

  /** The line items that may serve on a size in a region (geo matched), in a copy. */
  place(snapshot: Snapshot, size: string, region: string | null): Place {
    const key = region === null ? size : `${size}|${region}`;
    let place = snapshot.byPlace.get(key);
    if (!place) {
      const list = (snapshot.bySize.get(size) ?? []).filter((li) => matchesGeo(li, region));
      const capped = list.some((li) => li.frequencyCaps.length > 0);
      const personal = list.some((li) => li.targeting.segments.some(isPersonalizedSegmentId));
      place = { list, capped, personal, ranked: [], rankedAtCounts: -1, rankedOnDay: -1, volume: null };
      snapshot.byPlace.set(key, place);
    }
    return place;
  }

  lineItem(id: number): LiveLineItem | undefined {
    return this.snapshot?.byId.get(id);
  }

  /**
   * The copy: read again at once when dropped; every CHECK_MS, read again in the background when another process
   * changed what serves (the version), or, on a shared server database, every FULL_READ_MS (other processes' counts).
   */
  async current(now: number): Promise<Snapshot> {
    return (
      this.peek(now) ??
      (this.loading && this.loadingGeneration === this.generation ? this.loading : this.reload())
    );
  }

  /** The copy when it is current, without waiting (the version check runs in the background); else null. */
  peek(now: number): Snapshot | null {
    const s = this.snapshot;
    if (!s || s.generation !== this.generation) return null;
    if ((now - s.checkedAt >= CHECK_MS || now < s.checkedAt) && !this.loading) {
      s.checkedAt = now;
      this.refreshIfChanged(s, now).catch(this.onError);
    }
    return s;
  }

  private async refreshIfChanged(s: Snapshot, now: number): Promise<void> {
    const stale = this.fullReadMs !== null && (now - s.loadedAt >= this.fullReadMs || now < s.loadedAt);
    if (stale || (await this.readVersion()) !== s.version) await this.reload();
  }

  private async readVersion(): Promise<string> {
    const [row] = await this.ctx.db
      .select({ value: adserverServingState.value })
      .from(adserverServingState)
      .where(eq(adserverServingState.key, VERSION_KEY));
    return row?.value ?? '0';
  }

  /** Tells every process that what serves changed (this one drops its copy at once). */
  async changed(): Promise<void> {
    this.invalidate();
    await this.ctx.db
      .insert(adserverServingState)
      .values({ key: VERSION_KEY, value: '1' })
      .onConflictDoUpdate({
        target: adserverServingState.key,
        set: { value: sql`(${adserverServingState.value}::bigint + 1)::text` },
      });
  }

  private loadingGeneration = -1;

  private reload(): Promise<Snapshot> {
    const generation = this.generation;
    this.loadingGeneration = generation;
    const loading = this.load(generation).then(
      (snapshot) => {
        if (this.loading === loading) this.loading = null;
        // A change during the read made it stale: it is kept only until the next decision reads again.
        if (!this.snapshot || this.snapshot.generation <= snapshot.generation) this.snapshot = snapshot;
        return snapshot;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = null;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  private async load(generation: number): Promise<Snapshot> {
    const { db, clock } = this.ctx;
    await this.beforeRead();
    const now = clock.now();
    const today = this.dayOf(now.getTime());
    const version = await this.readVersion();
    const li = adserverLineItems;
    const c = adserverCreatives;
    const lic = adserverLineItemCreatives;
    // Simple queries joined here: the embedded database keeps no planner statistics, and a join of four tables
    // planned without them costs a thousand times more.
    const lineItems = await db
      .select({
        id: li.id,
        units: li.units,
        delivered: li.impressionsDelivered,
        startAt: li.startAt,
        endAt: li.endAt,
        frequencyCaps: li.frequencyCaps,
        targeting: li.targeting,
      })
      .from(li)
      .innerJoin(adserverOrders, eq(adserverOrders.id, li.orderId))
      .where(
        and(
          inArray(li.status, [...SERVING_STATUSES]),
          not(li.isArchived),
          eq(adserverOrders.status, 'APPROVED'),
          not(adserverOrders.isArchived),
          gt(li.endAt, now),
          sql`${li.impressionsDelivered} < ${li.units}`,
        ),
      )
      .orderBy(asc(li.id));
    const ids = lineItems.map((row) => row.id);
    const [associations, todays] = ids.length
      ? await Promise.all([
          db
            .select({ lineItemId: lic.lineItemId, creativeId: lic.creativeId })
            .from(lic)
            .where(and(eq(lic.status, 'ACTIVE'), inArray(lic.lineItemId, ids))),
          db
            .select({
              lineItemId: adserverDailyStats.lineItemId,
              impressions: adserverDailyStats.impressions,
            })
            .from(adserverDailyStats)
            .where(and(eq(adserverDailyStats.day, today), inArray(adserverDailyStats.lineItemId, ids))),
        ])
      : [[], []];
    const creativeIds = [...new Set(associations.map((a) => a.creativeId))];
    const creatives = creativeIds.length
      ? await db
          .select()
          .from(c)
          .where(and(eq(c.approbation, 'APPROVED'), inArray(c.id, creativeIds)))
          .orderBy(asc(c.id))
      : [];
    const creativeById = new Map(creatives.map((row) => [row.id, row]));
    const todayById = new Map(todays.map((row) => [row.lineItemId, row.impressions]));
    const creativesOf = new Map<number, number[]>();
    for (const a of associations)
      creativesOf.set(a.lineItemId, [...(creativesOf.get(a.lineItemId) ?? []), a.creativeId]);

    const byId = new Map<number, LiveLineItem>();
    const bySize = new Map<string, LiveLineItem[]>();
    for (const row of lineItems) {
      const served = (creativesOf.get(row.id) ?? [])
        .sort((a, b) => a - b)
        .map((id) => creativeById.get(id))
        .filter((creative) => creative !== undefined);
      if (served.length === 0) continue;
      const lastDay = this.dayOf(row.endAt.getTime() - 1);
      const live: LiveLineItem = {
        lineItemId: row.id,
        units: row.units,
        delivered: row.delivered,
        startMs: row.startAt.getTime(),
        endMs: row.endAt.getTime(),
        lastDayNumber: dayNumber(lastDay),
        today: { day: today, impressions: todayById.get(row.id) ?? 0 },
        frequencyCaps: row.frequencyCaps,
        targeting: {
          targeted: row.targeting.geoTargeting.targetedLocations,
          excluded: row.targeting.geoTargeting.excludedLocations,
          segments: row.targeting.customTargeting.map(Number),
        },
        creatives: new Map(),
        turn: 0,
        progress: 0,
      };
      for (const creative of served) {
        const size = `${creative.width}x${creative.height}`;
        live.creatives.set(size, [
          ...(live.creatives.get(size) ?? []),
          {
            id: creative.id,
            kind: creative.kind,
            name: creative.name,
            width: creative.width,
            height: creative.height,
            destinationUrl: creative.approvedDestinationUrl ?? creative.destinationUrl,
            asset: creative.asset,
            native: creative.native,
          },
        ]);
      }
      byId.set(row.id, live);
      for (const size of live.creatives.keys()) bySize.set(size, [...(bySize.get(size) ?? []), live]);
    }
    return {
      generation,
      version,
      loadedAt: now.getTime(),
      checkedAt: now.getTime(),
      byId,
      bySize,
      byPlace: new Map(),
    };
  }

  /** Impressions this process counted (logged): today's counts and totals of the copy. */
  logged(impressions: readonly { lineItemId: number; day: string }[]): void {
    if (impressions.length === 0) return;
    this.counts += 1;
    for (const { lineItemId, day } of impressions) {
      const live = this.snapshot?.byId.get(lineItemId);
      if (!live) continue;
      if (live.today.day !== day) live.today = { day, impressions: 0 };
      live.today.impressions += 1;
      live.delivered += 1;
    }
  }

  /**
   * Counts applied to the tables: the totals there (other processes' counts included, on a shared database); a line
   * item that completed stops serving.
   */
  applied(lineItems: readonly { id: number; status: string; impressionsDelivered: number }[]): void {
    let completed = false;
    this.counts += 1;
    for (const row of lineItems) {
      const live = this.snapshot?.byId.get(row.id);
      if (live) live.delivered = Math.max(live.delivered, row.impressionsDelivered);
      if (!(SERVING_STATUSES as readonly string[]).includes(row.status)) completed = true;
    }
    if (completed) this.changed().catch(this.onError);
  }
}

/** A visitor's impression instants per capped line item, loaded once from the database, then kept up to date. */
export class VisitorHistory {
  private readonly visitors = new Map<string, { loadedAt: number; seen: Map<number, number[]> }>();

  constructor(
    private readonly ctx: EmbeddedContext,
    private readonly maxVisitors = 100_000,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  /** The visitor's impressions by line item when they are at hand (read less than ttlMs ago), else null. */
  peek(visitor: string, now: number): Map<number, number[]> | null {
    const cached = this.visitors.get(visitor);
    return cached && now - cached.loadedAt < this.ttlMs && now >= cached.loadedAt ? cached.seen : null;
  }

  async of(visitor: string): Promise<Map<number, number[]>> {
    const now = this.ctx.clock.now().getTime();
    const cached = this.peek(visitor, now);
    if (cached) return cached;
    const rows = await this.ctx.db
      .select({ lineItemId: adserverVisitorImpressions.lineItemId, at: adserverVisitorImpressions.at })
      .from(adserverVisitorImpressions)
      .where(eq(adserverVisitorImpressions.visitorId, visitor));
    const seen = new Map<number, number[]>();
    for (const r of rows) seen.set(r.lineItemId, [...(seen.get(r.lineItemId) ?? []), r.at.getTime()]);
    this.visitors.delete(visitor);
    if (this.visitors.size >= this.maxVisitors) this.visitors.delete(this.visitors.keys().next().value!);
    this.visitors.set(visitor, { loadedAt: now, seen });
    return seen;
  }

  /** An impression this process counted (the database has it too). */
  add(visitor: string, lineItemId: number, at: number): void {
    const seen = this.visitors.get(visitor)?.seen;
    if (seen) seen.set(lineItemId, [...(seen.get(lineItemId) ?? []), at]);
  }
}
