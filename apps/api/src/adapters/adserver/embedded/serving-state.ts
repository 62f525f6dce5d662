import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { matchesVisitor, type TFrequencyCap, type TLocation } from '@portal/domain';
import type { EmbeddedContext } from './context.ts';
import { SERVING_CHANNEL } from '../../../platform/db/client.ts';
import { adserverServingState } from './serving-tables.ts';
import type { ServedCreative } from './serving-render.ts';
import type { LocatedVisitor } from './visitor-places.ts';
import { isPersonalizedSegmentId } from './audience-tables.ts';
import {
  readLiveLineItems,
  SERVING_STATUSES,
  touchedLineItemIds,
  type ServingScope,
} from './serving-read.ts';

export { dayNumber, SERVING_STATUSES, type ServingScope } from './serving-read.ts';

/**
 * What a process serves from (issue 5): a copy of the line items that may serve, with their active approved
 * creatives by size, today's counts and each one's last day, indexed by size and region. A change made through the
 * port reads again only the line items it touched, in this process before the port's call returns, and bumps the
 * serving version in the database with what it touched, which is how other processes over the same database hear of
 * it and read the same line items again (issue 13: a change costs the same at 100,000 line items as at 1,000).
 * Counts applied by this process update the copy directly.
 */

/** How often a process compares its copy's version with the database's. */
const CHECK_MS = 2000;
const VERSION_KEY = 'serving-version';
/** The changes kept, by version ('serving-change:42' → its scope): a process further behind reads the copy in full. */
const CHANGE_KEY = 'serving-change:';
const KEEP_CHANGES = 500;

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

/** The line items that may serve on a size to a visitor's location (geo matched), and their ranking by pace. */
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
  /**
   * bySize narrowed to a visitor location's geo targeting, made on first use: by size, then location key ('CA-QC',
   * 'CA-QC|9124101', '' when unknown: visitor-places.ts). Two lookups by strings, instead of a key joined (and
   * hashed) at every decision.
   */
  byPlace: Map<string, Map<string, Place>>;
}

export class ServingState {
  private snapshot: Snapshot | null = null;
  private generation = 0;
  private loading: Promise<Snapshot> | null = null;
  /** The background check peek started, while it runs (stop waits for it before the database closes). */
  private checking: Promise<void> | null = null;
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

  /**
   * The line items that may serve on a size to a visitor's location (geo matched by the domain's rule, issue 31 §2:
   * city-level places only where the city is known), in a copy; kept per size and location key (visitor-places.ts).
   */
  place(snapshot: Snapshot, size: string, where: LocatedVisitor): Place {
    let regions = snapshot.byPlace.get(size);
    if (!regions) snapshot.byPlace.set(size, (regions = new Map()));
    let place = regions.get(where.key);
    if (!place) {
      const list = (snapshot.bySize.get(size) ?? []).filter((li) => matchesVisitor(li.targeting, where));
      const capped = list.some((li) => li.frequencyCaps.length > 0);
      const personal = list.some((li) => li.targeting.segments.some(isPersonalizedSegmentId));
      place = { list, capped, personal, ranked: [], rankedAtCounts: -1, rankedOnDay: -1, volume: null };
      regions.set(where.key, place);
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
      const check: Promise<void> = this.refreshIfChanged(s, now)
        .catch(this.onError)
        .finally(() => {
          if (this.checking === check) this.checking = null;
        });
      this.checking = check;
    }
    return s;
  }

  /**
   * Resolves once no background check or read of the copy is running: at stop, before the database closes (a check
   * still reading would fail on a closed pool).
   */
  async settled(): Promise<void> {
    while (this.checking || this.loading) {
      await Promise.allSettled([this.checking, this.loading]);
    }
  }

  private async refreshIfChanged(s: Snapshot, now: number): Promise<void> {
    const stale = this.fullReadMs !== null && (now - s.loadedAt >= this.fullReadMs || now < s.loadedAt);
    if (stale) {
      await this.reload();
      return;
    }
    const version = await this.readVersion();
    if (version === s.version) return;
    const scope = await this.readChanges(Number(s.version), Number(version));
    if (!scope) {
      await this.reload();
      return;
    }
    const from = s.version;
    await this.inTurn(async () => {
      if (!(await this.patch(s, scope))) return;
      if (s.version === from) s.version = version;
    });
  }

  private async readVersion(): Promise<string> {
    const [row] = await this.ctx.db
      .select({ value: adserverServingState.value })
      .from(adserverServingState)
      .where(eq(adserverServingState.key, VERSION_KEY));
    return row?.value ?? '0';
  }

  /** What the changes after version `from` up to `to` touched, together; null when one touched everything. */
  private async readChanges(from: number, to: number): Promise<ServingScope | null> {
    if (!(to > from) || to - from > KEEP_CHANGES) return null;
    const keys = Array.from({ length: to - from }, (_, i) => `${CHANGE_KEY}${from + 1 + i}`);
    const rows = await this.ctx.db
      .select({ value: adserverServingState.value })
      .from(adserverServingState)
      .where(inArray(adserverServingState.key, keys));
    if (rows.length !== keys.length) return null;
    const merged = {
      lineItemIds: new Set<number>(),
      orderIds: new Set<number>(),
      creativeIds: new Set<number>(),
    };
    for (const row of rows) {
      const scope = JSON.parse(row.value) as ServingScope | null;
      if (!scope) return null;
      for (const id of scope.lineItemIds ?? []) merged.lineItemIds.add(id);
      for (const id of scope.orderIds ?? []) merged.orderIds.add(id);
      for (const id of scope.creativeIds ?? []) merged.creativeIds.add(id);
    }
    return {
      lineItemIds: [...merged.lineItemIds],
      orderIds: [...merged.orderIds],
      creativeIds: [...merged.creativeIds],
    };
  }

  /** Patches of the copy run one after the other, in the order of their changes. */
  private patching: Promise<unknown> = Promise.resolve();

  private inTurn(work: () => Promise<void>): Promise<void> {
    const run = this.patching.then(work);
    this.patching = run.catch(() => undefined);
    return run;
  }

  /**
   * Tells every process that what serves changed: the serving version is bumped, with what the change touched (its
   * scope; none: anything), in one transaction. This process puts the touched line items in its copy before this
   * returns (without a scope or a copy, it drops the copy: the next decision reads it all); the others read the
   * same line items within CHECK_MS.
   */
  async changed(scope?: ServingScope): Promise<void> {
    const s = this.snapshot;
    const incremental =
      scope !== undefined && s !== null && s.generation === this.generation && !this.loading;
    if (!incremental) this.invalidate();
    const version = await this.bump(scope);
    if (!incremental) return;
    try {
      await this.inTurn(async () => {
        if (!(await this.patch(s, scope))) return this.invalidate();
        // The copy holds every change up to this one when it held the one before.
        if (s.version === String(version - 1)) s.version = String(version);
      });
    } catch (error) {
      this.invalidate();
      throw error;
    }
  }

  private bump(scope: ServingScope | undefined): Promise<number> {
    const t = adserverServingState;
    return this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t)
        .values({ key: VERSION_KEY, value: '1' })
        .onConflictDoUpdate({ target: t.key, set: { value: sql`(${t.value}::bigint + 1)::text` } })
        .returning({ value: t.value });
      const version = Number(row!.value);
      // Heard by every process at the commit, with the version (issue 30 §4: at once, not at the next CHECK_MS).
      await tx.execute(sql`select pg_notify(${SERVING_CHANNEL}, ${String(version)})`);
      const value = JSON.stringify(scope ?? null);
      await tx
        .insert(t)
        .values({ key: `${CHANGE_KEY}${version}`, value })
        .onConflictDoUpdate({ target: t.key, set: { value } });
      if (version % KEEP_CHANGES === 0) {
        await tx
          .delete(t)
          .where(
            and(
              like(t.key, `${CHANGE_KEY}%`),
              sql`substr(${t.key}, ${CHANGE_KEY.length + 1})::bigint <= ${version - KEEP_CHANGES}`,
            ),
          );
      }
      return version;
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
    await this.beforeRead();
    const now = this.ctx.clock.now();
    const today = this.dayOf(now.getTime());
    const version = await this.readVersion();
    const byId = new Map<number, LiveLineItem>();
    const bySize = new Map<string, LiveLineItem[]>();
    for (const live of await readLiveLineItems(this.ctx.db, now, today, this.dayOf)) {
      byId.set(live.lineItemId, live);
      for (const size of live.creatives.keys()) {
        const list = bySize.get(size);
        if (list) list.push(live);
        else bySize.set(size, [live]);
      }
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

  /**
   * Reads again the line items a change touched and puts them in the copy in place of their old state (a line item
   * that no longer serves leaves it); their counts are kept where this process's are ahead of the tables'. The
   * places of their sizes are made again on their next use.
   */
  private async patch(s: Snapshot, scope: ServingScope): Promise<boolean> {
    await this.beforeRead();
    const now = this.ctx.clock.now();
    const today = this.dayOf(now.getTime());
    const ids = await touchedLineItemIds(this.ctx.db, scope);
    const fresh = await readLiveLineItems(this.ctx.db, now, today, this.dayOf, ids);
    // A full read or another change happened meanwhile: that copy is not this one.
    if (this.snapshot !== s || s.generation !== this.generation) return false;
    const sizes = new Set<string>();
    const olds = new Map<number, LiveLineItem>();
    for (const id of ids) {
      const old = s.byId.get(id);
      if (!old) continue;
      olds.set(id, old);
      s.byId.delete(id);
      for (const size of old.creatives.keys()) {
        sizes.add(size);
        const list = s.bySize.get(size);
        if (list)
          s.bySize.set(
            size,
            list.filter((item) => item !== old),
          );
      }
    }
    for (const live of fresh) {
      const old = olds.get(live.lineItemId);
      if (old) {
        live.delivered = Math.max(live.delivered, old.delivered);
        if (old.today.day === live.today.day) {
          live.today.impressions = Math.max(live.today.impressions, old.today.impressions);
        }
        live.turn = old.turn;
      }
      s.byId.set(live.lineItemId, live);
      for (const size of live.creatives.keys()) {
        sizes.add(size);
        const list = s.bySize.get(size) ?? [];
        const at = list.findIndex((item) => item.lineItemId > live.lineItemId);
        list.splice(at === -1 ? list.length : at, 0, live);
        s.bySize.set(size, list);
      }
    }
    for (const size of sizes) s.byPlace.delete(size);
    this.counts += 1;
    return true;
  }

  /**
   * Another process announced a change (its serving version; '' when announcements may have been missed): the copy
   * reads what changed now, after any check under way, instead of at its next CHECK_MS.
   */
  heard(version: string): void {
    const s = this.snapshot;
    if (!s || s.generation !== this.generation || this.loading) return;
    if (version !== '' && Number(version) <= Number(s.version)) return;
    const previous = this.checking ?? Promise.resolve();
    const check: Promise<void> = previous
      .then(() => this.refreshIfChanged(s, this.ctx.clock.now().getTime()))
      .catch(this.onError)
      .finally(() => {
        if (this.checking === check) this.checking = null;
      });
    this.checking = check;
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
    const completed: number[] = [];
    this.counts += 1;
    for (const row of lineItems) {
      const live = this.snapshot?.byId.get(row.id);
      if (live) live.delivered = Math.max(live.delivered, row.impressionsDelivered);
      if (!(SERVING_STATUSES as readonly string[]).includes(row.status)) completed.push(row.id);
    }
    if (completed.length > 0) this.changed({ lineItemIds: completed }).catch(this.onError);
  }

  /**
   * Delivered impressions every process counted, as Redis holds them (REDIS_URL, issue 30): the copy's totals and
   * today's counts move up to them, so that pacing and a full booking are seen at once, not at the next full read.
   */
  sharedDelivered(found: ReadonlyMap<number, { total: number; today: number }>, day: string): void {
    let moved = false;
    for (const [id, counts] of found) {
      const live = this.snapshot?.byId.get(id);
      if (!live) continue;
      if (counts.total > live.delivered) {
        live.delivered = counts.total;
        moved = true;
      }
      if (live.today.day !== day) live.today = { day, impressions: 0 };
      if (counts.today > live.today.impressions) {
        live.today.impressions = counts.today;
        moved = true;
      }
    }
    if (moved) this.counts += 1;
  }

  /** The ids of the line items in the copy (whose shared counts are read). */
  liveIds(): number[] {
    return this.snapshot ? [...this.snapshot.byId.keys()] : [];
  }
}
