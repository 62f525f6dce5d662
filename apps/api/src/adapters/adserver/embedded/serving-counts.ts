import type { EmbeddedContext } from './context.ts';
import type { CountedBeacon } from './beacon-apply.ts';
import type { BeaconRecorderDeps } from './beacons.ts';
import type { ServingState, Snapshot } from './serving-state.ts';
import { SharedVisitorHistory, VisitorHistory } from './visitor-history.ts';
import { PENDING_MS, windowOf, type SharedCounts } from './shared-counts.ts';

/**
 * What the embedded ad server counts (serving.ts's plumbing, issue 30): in this process alone without REDIS_URL, as
 * decisions 0006 and 0007 made it; with it, on the counts every process shares (shared-counts.ts) — each beacon asked
 * of Redis, the delivered counts taken every second, a capped decision's visitor history read there — and, when
 * Redis does not answer, on this process's own counts (degraded) until Redis is back and takes what was counted
 * meanwhile. The decision path (serving.ts) asks `visitors` for a visitor's history and nothing else.
 */

/**
 * With REDIS_URL, how often the copy takes the delivered counts of every process (pacing; a full booking is refused by
 * Redis at the beacon whatever the copy says): one script for every live line item (by a thousand).
 */
const SHARED_READ_MS = 1_000;
/**
 * With REDIS_URL, how far under every cap a visitor's history must be for a capped decision to take it from the 250 ms
 * local cache instead of Redis: more than the impressions other processes can serve one visitor in 250 ms.
 */
const CAP_MARGIN = 10;

/** The smallest cap of a serving copy's line items (Infinity: none), worked out once a copy. */
const smallestCaps = new WeakMap<object, number>();

/**
 * With REDIS_URL: whether a visitor's history is far enough from every cap to be taken from the short local cache
 * (SharedVisitorHistory): CAP_MARGIN impressions more than any line item's count in it (every instant counted,
 * whatever the window) still under the serving copy's smallest cap. A cap of 3 (or anything up to CAP_MARGIN) is
 * always read from Redis; so is every visitor while no copy is at hand.
 */
export function farFromCaps(
  seen: ReadonlyMap<number, readonly number[]>,
  snapshot: Pick<Snapshot, 'byId'> | null,
): boolean {
  if (!snapshot) return false;
  let smallest = smallestCaps.get(snapshot);
  if (smallest === undefined) {
    smallest = Infinity;
    for (const live of snapshot.byId.values())
      for (const cap of live.frequencyCaps) smallest = Math.min(smallest, cap.maxImpressions);
    smallestCaps.set(snapshot, smallest);
  }
  let most = 0;
  for (const instants of seen.values()) most = Math.max(most, instants.length);
  return most + CAP_MARGIN < smallest;
}

/** A visitor's impressions by capped line item, at hand (`peek`) or read (`of`); this process's impressions added. */
export type ServingVisitors = Pick<VisitorHistory, 'peek' | 'of' | 'add'>;

export interface ServingCounts {
  visitors: ServingVisitors;
  /** With REDIS_URL: how the beacon recorder counts on Redis (beacons.ts); undefined without. */
  beacons: BeaconRecorderDeps['shared'];
  /** Durable beacons count at once: today's impressions and totals in the copy, each visitor's caps. */
  logged(beacons: readonly CountedBeacon[]): void;
  /** With REDIS_URL, at a decision: the delivered counts every process counted, taken once a second at most. */
  readSharedDelivered(now: number): void;
}

export function createServingCounts(deps: {
  ctx: EmbeddedContext & { onError: (error: unknown) => void };
  state: ServingState;
  /** With REDIS_URL, the shared counts of this process; null keeps them here. */
  shared: SharedCounts | null;
  dayOf: (ms: number) => string;
}): ServingCounts {
  const { ctx, state, shared, dayOf } = deps;
  const now = () => ctx.clock.now().getTime();
  const visitors: ServingVisitors = shared
    ? new SharedVisitorHistory(shared, new VisitorHistory(ctx), now, (seen) =>
        farFromCaps(seen, state.peek(now())),
      )
    : new VisitorHistory(ctx);

  /** Whether Redis answered the last time it was asked (a change is reported once, not at every beacon). */
  let sharedUp = true;
  function sharedAnswered(up: boolean, error?: unknown): void {
    if (up !== sharedUp) ctx.onError(up ? 'redis: shared counts back' : error);
    sharedUp = up;
    if (up) reconcile();
  }

  /**
   * Beacons counted on this process's counts alone while Redis did not answer (degraded), by kind and nonce, until
   * they are logged (then `unpushed`) or taken back (not durable).
   */
  const degraded = new Set<string>();
  /** Counted while Redis was away and logged, not pushed to Redis yet: kept until a push of them succeeds. */
  let unpushed: CountedBeacon[] = [];
  /** Those beacons: confirmed on Redis as 'd:' (held for the push, replays refused) once they are logged. */
  const notShared = new WeakSet<CountedBeacon>();
  let reconciling = false;
  /**
   * When Redis is back (issue 30 §5): the counts made meanwhile are pushed to it (shared-counts.ts `reconcile`), so
   * that every process sees this line item's delivery and the visitors' caps include them. Kept, and pushed again at
   * the next answer, if the push fails; pushing twice adds nothing twice (each beacon's nonce marks it pushed).
   */
  function reconcile(): void {
    if (!shared || reconciling || unpushed.length === 0) return;
    reconciling = true;
    const batch = unpushed;
    unpushed = [];
    const capWindow = (id: number) => {
      const caps = state.lineItem(id)?.frequencyCaps ?? [];
      return caps.reduce((longest, cap) => Math.max(longest, windowOf(cap)), 0);
    };
    shared
      .reconcile(batch.map((b) => ({ ...b, capWindowMs: capWindow(b.claims.lineItemId) })))
      .then(
        (pushed) => ctx.onError(`serving: Redis back, ${pushed} counts reconciled`),
        (error: unknown) => {
          unpushed = [...batch, ...unpushed];
          sharedUp = false;
          ctx.onError(error);
        },
      )
      .finally(() => {
        reconciling = false;
        if (sharedUp && unpushed.length > 0) reconcile();
      });
  }
  // The connection ready again: Redis answers (reported once), and what was counted meanwhile is pushed at once,
  // whether or not a decision or beacon comes.
  shared?.onReady(() => sharedAnswered(true));

  /**
   * Beacons counted across processes (issue 30): each asks Redis once whether it counts (its nonce, the booking, the
   * caps). When Redis does not answer, serving goes on with this process's counts (degraded), as without REDIS_URL.
   */
  function sharedBeacons(counts: SharedCounts) {
    return {
      count: async (b: CountedBeacon): Promise<boolean> => {
        try {
          // The line item as this process serves it (its booking, its caps): the copy is read if it is not at hand.
          const id = b.claims.lineItemId;
          const live = state.lineItem(id) ?? (await state.current(b.at)).byId.get(id);
          let outcome = await counts.count(b.kind, b.claims, b.at, b.day, live ?? null);
          // Counted by a process that has not made it durable yet: confirmed (a replay), or, the process having
          // died, its mark expires and the beacon counts here (nothing acknowledged is lost).
          for (let waited = 0; outcome === 'pending' && waited <= PENDING_MS; waited += 50) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            outcome = await counts.count(b.kind, b.claims, b.at, b.day, live ?? null);
          }
          sharedAnswered(true);
          return outcome === 'counted';
        } catch (error) {
          sharedAnswered(false, error);
          degraded.add(b.kind + b.claims.nonce);
          return true;
        }
      },
      uncount: (b: CountedBeacon) => {
        degraded.delete(b.kind + b.claims.nonce);
        return counts.uncount(b.kind, b.claims, b.at, b.day);
      },
      claim: (beacons: readonly CountedBeacon[]) => counts.claim(beacons),
      confirm: (beacons: readonly CountedBeacon[]) =>
        counts
          .confirm(
            beacons.filter((b) => !notShared.has(b)),
            beacons.filter((b) => notShared.has(b)),
          )
          .then(
            () => sharedAnswered(true),
            (error: unknown) => sharedAnswered(false, error),
          ),
    };
  }

  /** With REDIS_URL: when the copy last took the delivered counts every process counted, and the read under way. */
  let sharedReadAt = 0;
  let sharedReading = false;
  function readSharedDelivered(now: number): void {
    if (!shared || sharedReading || (now - sharedReadAt < SHARED_READ_MS && now >= sharedReadAt)) return;
    sharedReadAt = now;
    sharedReading = true;
    const day = dayOf(now);
    shared
      .delivered(state.liveIds(), day)
      .then((found) => {
        sharedAnswered(true);
        state.sharedDelivered(found, day);
      })
      .catch((error: unknown) => sharedAnswered(false, error))
      .finally(() => (sharedReading = false));
  }

  /** Durable beacons count at once: today's impressions and totals in the copy, each visitor's caps. */
  function logged(beacons: readonly CountedBeacon[]): void {
    const impressions: { lineItemId: number; day: string }[] = [];
    for (const b of beacons) {
      if (degraded.delete(b.kind + b.claims.nonce)) {
        unpushed.push(b);
        notShared.add(b);
      }
      if (b.kind !== 'I') continue;
      impressions.push({ lineItemId: b.claims.lineItemId, day: b.day });
      if (b.claims.visitor) visitors.add(b.claims.visitor, b.claims.lineItemId, b.at);
    }
    state.logged(impressions);
    if (sharedUp && unpushed.length > 0) reconcile();
  }

  return {
    visitors,
    beacons: shared ? sharedBeacons(shared) : undefined,
    logged,
    readSharedDelivered,
  };
}
