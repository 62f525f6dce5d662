import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { calendarDate, normalizeUrl } from '@portal/domain';
import type { AdRequest, AdServing, AdSlotDecision, MaybePromise } from '../port.ts';
import type { EmbeddedContext } from './context.ts';
import { adserverCreatives, adserverLineItems } from './tables.ts';
import { adserverServingState } from './serving-tables.ts';
import { RequestVolume } from './request-volume.ts';
import { dailyStatsReads } from './serving-stats.ts';
import { renderCreative, slotJson, type ServedCreative } from './serving-render.ts';
import { DecisionSigner, readDecisionClaims, type DecisionClaims } from './decision-token.ts';
import { createFileBeaconLog, createMemoryBeaconLog, type BeaconLog } from './beacon-log.ts';
import { BeaconRecorder } from './beacons.ts';
import { createServingPixels } from './serving-pixels.ts';
import { pick, ranked } from './serving-pick.ts';
import {
  dayNumber,
  SERVING_STATUSES,
  ServingState,
  type Place,
  type ServingScope,
  type Snapshot,
} from './serving-state.ts';
import { SERVING_CHANNEL } from '../../../platform/db/client.ts';
import type { SharedCounts } from './shared-counts.ts';
import { createServingCounts } from './serving-counts.ts';
import { visitorPlacesOf, type LocatedVisitor } from './visitor-places.ts';
import { servingFacts } from './diagnosis.ts';
import { reachBreakdown } from './reach.ts';

export { SERVING_STATUSES } from './serving-state.ts';

/**
 * The serving side of the embedded ad server (issue 5). A decision is made from memory (serving-state.ts) and
 * writes nothing: its id is signed (decision-token.ts), and the request volume the forecast reads is summed in
 * memory and written every few seconds. Each beacon counts once (beacons.ts): it is logged and synced to disk, then
 * applied to the tables with the others of its batch, before it answers.
 */

const MINUTE_MS = 60_000;
/** On a shared database server, how often a process reads every line item again (other processes' counts). */
const FULL_READ_MS = 30_000;
interface Chosen {
  size: string;
  lineItemId: number;
  creative: ServedCreative;
  /** The signed decision id. */
  id: string;
}

export interface ServingContext extends EmbeddedContext {
  timeZone: string;
  /** Where the beacon log is kept; null keeps it in memory (with an in-memory database). */
  logDir: string | null;
  /** A database server other processes may share (PostgreSQL), not the embedded one. */
  sharedDatabase: boolean;
  /**
   * With REDIS_URL: the counts every process shares (shared-counts.ts), for a process named by its beacon log's id;
   * null keeps them in this process.
   */
  shared?: ((owner: string) => SharedCounts) | null;
  /** What other processes announce (Database.onAnnounce): a change to what serves heard at once (issue 30 §4). */
  onAnnounce?: (channel: string, listener: (payload: string) => void) => void;
  onError: (error: unknown) => void;
}

/**
 * The calendar day of an instant in the platform time zone, and its day number, worked out once a minute (days
 * change on minutes).
 */
function dayCalculator(timeZone: string): (ms: number) => { day: string; number: number } {
  let minute = NaN;
  let today = { day: '', number: 0 };
  return (ms) => {
    const m = Math.floor(ms / MINUTE_MS);
    if (m !== minute) {
      minute = m;
      const day = calendarDate(new Date(ms), timeZone);
      today = { day, number: dayNumber(day) };
    }
    return today;
  };
}

async function decisionSecret(ctx: EmbeddedContext): Promise<Buffer> {
  await ctx.db
    .insert(adserverServingState)
    .values({ key: 'decision-secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ value: adserverServingState.value })
    .from(adserverServingState)
    .where(eq(adserverServingState.key, 'decision-secret'));
  return Buffer.from(row!.value, 'hex');
}

export type EmbeddedServing = AdServing & {
  open(): Promise<void>;
  close(): Promise<void>;
  /** Before reading counts or statuses: every acknowledged beacon applied, ended flights completed. */
  settle(): Promise<void>;
  /**
   * What serves changed: this process reads again what the change touched (everything without a scope) at once,
   * the others within seconds.
   */
  invalidate(scope?: ServingScope): Promise<void>;
  /** Writes the request volume summed so far (the forecast reads it). */
  flushVolume(): Promise<void>;
  /** Before reading segment sizes or conversions: every acknowledged pixel hit applied. */
  settleHits(): Promise<void>;
  /** A segment or a conversion pixel changed (status): hits are checked against the database again. */
  pixelsChanged(): void;
};

/** The decision's answer, `{"slots":[…]}`, from parts escaped once per creative (serving-render.ts). */
function answerJson(chosen: readonly (Chosen | null)[], publicUrl: string): string {
  let json = '{"slots":[';
  for (let i = 0; i < chosen.length; i += 1) {
    const c = chosen[i];
    if (i > 0) json += ',';
    json += c ? slotJson(c.size, c.lineItemId, c.creative, c.id, publicUrl) : 'null';
  }
  return `${json}]}`;
}

export function createServing(ctx: ServingContext): EmbeddedServing {
  const dayAndNumber = dayCalculator(ctx.timeZone);
  const dayOf = (ms: number) => dayAndNumber(ms).day;
  const state: ServingState = new ServingState(
    ctx,
    dayOf,
    ctx.onError,
    ctx.sharedDatabase ? FULL_READ_MS : null,
    (): Promise<void> => recorder.drained(),
  );
  ctx.onAnnounce?.(SERVING_CHANNEL, (version) => state.heard(version));
  const log: BeaconLog = ctx.logDir
    ? createFileBeaconLog(ctx.logDir, (entry) => {
        const { kind } = entry;
        if (kind !== 'I' && kind !== 'C') return null;
        const claims = readDecisionClaims(entry.token);
        return claims && { seq: entry.seq, kind, nonce: claims.nonce, issuedAt: claims.issuedAt };
      })
    : createMemoryBeaconLog();
  // Named after the beacon log in what it counts on Redis: the same after a restart on the same data folder.
  const shared = ctx.shared ? ctx.shared(log.id) : null;
  /** Where a request's visitor is, as the geo catalogue knows it (issue 31 §2). */
  const located = visitorPlacesOf(ctx.catalogues.geo);
  const counts = createServingCounts({ ctx, state, shared, dayOf });
  const { visitors } = counts;
  const recorder: BeaconRecorder = new BeaconRecorder({
    db: ctx.db,
    log,
    now: () => ctx.clock.now().getTime(),
    dayOf,
    isCapped: (id) => {
      const live = state.lineItem(id);
      return live && live.frequencyCaps.length > 0;
    },
    onLogged: counts.logged,
    onApplied: (lineItems) => state.applied(lineItems),
    shared: counts.beacons,
    onError: ctx.onError,
  });
  const pixels = createServingPixels(ctx, dayOf);
  const { memberships } = pixels;
  let signer: DecisionSigner | null = null;
  let lastSweepAt: number | undefined;
  let sweeping: Promise<void> | null = null;
  /** The request volume the forecast reads, summed in memory and written every few seconds. */
  const volume = new RequestVolume(ctx.db, () => ctx.clock.now().getTime(), dayOf, ctx.onError);

  const sweepDue = (t: number) =>
    lastSweepAt === undefined || t - lastSweepAt >= MINUTE_MS || t < lastSweepAt;

  /** Line items whose flight ended move to COMPLETED (once a minute at most). */
  async function completeEndedFlights(): Promise<void> {
    // Concurrent reads (an order and its line items, on two connections) all wait for the sweep under way.
    if (sweeping) return sweeping;
    const now = ctx.clock.now();
    const t = now.getTime();
    if (!sweepDue(t)) return;
    lastSweepAt = t;
    sweeping = (async () => {
      const ended = await ctx.db
        .update(adserverLineItems)
        .set({ status: 'COMPLETED', updatedAt: now })
        .where(
          and(inArray(adserverLineItems.status, [...SERVING_STATUSES]), lte(adserverLineItems.endAt, now)),
        )
        .returning({ id: adserverLineItems.id });
      if (ended.length > 0) await state.changed({ lineItemIds: ended.map((row) => row.id) });
    })().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  /**
   * The line item and creative of each slot, in the order of the sizes, and the decision ids. Answered at once when
   * what it reads is at hand — the serving copy current, the visitor's history loaded if a cap needs it — as it is
   * for nearly every decision; else once that is read (decision 0007). The minute's sweep of ended flights runs
   * beside it: a line item whose flight ended never serves (`pick` reads its end), whatever its status says, so no
   * decision waits for the sweep's statement (they all did, once a minute, in the open-loop tail: issue 13 §3).
   */
  function choose(request: AdRequest): MaybePromise<(Chosen | null)[]> {
    const now = ctx.clock.now().getTime();
    if (sweepDue(now)) completeEndedFlights().catch(ctx.onError);
    counts.readSharedDelivered(now);
    return chooseIn(request, now, state.peek(now));
  }

  function chooseIn(
    request: AdRequest,
    now: number,
    snapshot: Snapshot | null,
  ): MaybePromise<(Chosen | null)[]> {
    if (!snapshot) return state.current(now).then((current) => chooseIn(request, now, current));
    const where = located.locate(request.region, request.city);
    const places = request.sizes.map((size) => state.place(snapshot, size, where));
    const capped = places.some((place) => place.capped);
    const personal = places.some((place) => place.personal);
    // Without caps the ids name no visitor (chooseFor), and without personal segments no membership is read.
    if (!capped && !personal) return chooseFor(request, where, now, places, '', null, null);
    const visitor = request.visitorId.replaceAll('-', '');
    const seen = capped ? visitors.peek(visitor, now) : null;
    const members = personal ? memberships.peek(visitor, now) : null;
    if ((!capped || seen) && (!personal || members)) {
      return chooseFor(request, where, now, places, visitor, seen, members);
    }
    return Promise.all([
      capped ? (seen ?? visitors.of(visitor)) : null,
      personal ? (members ?? memberships.of(visitor)) : null,
    ]).then(([s, m]) => chooseFor(request, where, now, places, visitor, s, m));
  }

  function chooseFor(
    request: AdRequest,
    where: LocatedVisitor,
    now: number,
    places: Place[],
    visitor: string,
    seen: Map<number, number[]> | null,
    members: Map<number, number> | null,
  ): (Chosen | null)[] {
    const { day: today, number: todayNumber } = dayAndNumber(now);
    // What this answer serves counts against the other slots of the same page.
    const taken = new Map<number, number>();
    const chosen = request.sizes.map((size, i) => {
      const place = places[i]!;
      volume.count(place, today, size, where.key, now);
      const li = pick(
        ranked(place, state.counts, today, todayNumber),
        request,
        today,
        todayNumber,
        now,
        seen,
        taken,
        members,
      );
      if (!li) return null;
      taken.set(li.lineItemId, (taken.get(li.lineItemId) ?? 0) + 1);
      const creatives = li.creatives.get(size)!;
      const creative = creatives[li.turn++ % creatives.length]!;
      const id = signer!.sign({
        lineItemId: li.lineItemId,
        creativeId: creative.id,
        // Only frequency caps need to know whose impression it was.
        visitor: li.frequencyCaps.length > 0 ? visitor : '',
        issuedAt: now,
        // Where the visitor was, for the reports' breakdown by region (issue 31).
        region: where.region ?? undefined,
      });
      return { size, lineItemId: li.lineItemId, creative, id };
    });
    return chosen;
  }

  async function decide(request: AdRequest, publicUrl: string): Promise<(AdSlotDecision | null)[]> {
    return (await choose(request)).map((c) => {
      if (!c) return null;
      const { creative, id } = c;
      const clickUrl = `${publicUrl}/ads/v1/c/${id}`;
      return {
        size: c.size,
        lineItemId: c.lineItemId,
        creativeId: creative.id,
        width: creative.width,
        height: creative.height,
        html: renderCreative(creative, clickUrl, publicUrl),
        impressionUrl: `${publicUrl}/ads/v1/i/${id}`,
        clickUrl,
      };
    });
  }

  function decideJson(request: AdRequest, publicUrl: string): MaybePromise<string> {
    const chosen = choose(request);
    return Array.isArray(chosen)
      ? answerJson(chosen, publicUrl)
      : chosen.then((done) => answerJson(done, publicUrl));
  }

  /**
   * Where a click goes: the destination of the creative as served (a live creative is an approved one), else the
   * destination it had when last approved, read from the table; never one edited since and not yet reviewed. In its
   * normalised form: one stored before destinations were normalised (`/pri€e`) cannot go in a Location header as it
   * is (issue 28), and one no browser can read goes nowhere.
   */
  async function destinationOf(claims: DecisionClaims): Promise<string | undefined> {
    const live = state.lineItem(claims.lineItemId);
    for (const list of live?.creatives.values() ?? []) {
      const creative = list.find((c) => c.id === claims.creativeId);
      if (creative) return normalizeUrl(creative.destinationUrl);
    }
    const [row] = await ctx.db
      .select({ destinationUrl: adserverCreatives.approvedDestinationUrl })
      .from(adserverCreatives)
      .where(eq(adserverCreatives.id, claims.creativeId));
    return row?.destinationUrl ? normalizeUrl(row.destinationUrl) : undefined;
  }

  return {
    async open() {
      signer = new DecisionSigner(await decisionSecret(ctx));
      await recorder.open();
      await pixels.open();
    },
    async close() {
      await state.settled();
      await recorder.close();
      await pixels.close();
      await volume.flush().catch(ctx.onError);
      await log.close();
    },
    settleHits: () => pixels.drained(),
    pixelsChanged: () => pixels.changed(),
    recordAudienceHit: pixels.recordAudienceHit,
    recordConversionHit: pixels.recordConversionHit,
    invalidate: (scope) => state.changed(scope),
    flushVolume: () => volume.flush(),
    decide: (request, urls) => decide(request, urls.publicUrl),
    decideJson: (request, urls) => decideJson(request, urls.publicUrl),
    async recordImpression(id, visitorId) {
      const claims = signer!.verify(id);
      if (!claims) return false;
      const counted = recorder.record('I', id, claims);
      if (counted !== false && visitorId) pixels.touch(claims, visitorId, 'I');
      await counted;
      return true;
    },
    async clickDestination(id) {
      const claims = signer!.verify(id);
      return claims ? destinationOf(claims) : undefined;
    },
    async recordClick(id, visitorId) {
      const claims = signer!.verify(id);
      if (!claims) return undefined;
      // A click is counted only when it goes somewhere.
      const destination = await destinationOf(claims);
      if (!destination) return undefined;
      const counted = recorder.record('C', id, claims);
      if (counted !== false && visitorId) pixels.touch(claims, visitorId, 'C');
      await counted;
      return destination;
    },
    ...dailyStatsReads({
      db: ctx.db,
      beaconsApplied: () => recorder.drained(),
      allApplied: async () => {
        await recorder.drained();
        await pixels.drained();
      },
    }),
    async settle() {
      await recorder.drained();
      await completeEndedFlights();
    },
    // The reports' reach and the campaign's diagnosis (issue 31), once what was counted before is applied.
    async getReachBreakdown(groups, range, by) {
      await pixels.drained();
      return reachBreakdown(ctx.db, groups, range, by);
    },
    async servingFacts(ids) {
      await recorder.drained();
      await pixels.drained();
      await volume.flush();
      return servingFacts(ctx, ids);
    },
  };
}

/** The beacon log's folder in a data directory. */
export const beaconLogDir = (dataDir: string) => path.resolve(dataDir, 'adserver-beacons');
