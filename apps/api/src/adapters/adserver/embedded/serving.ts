import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, not, sql } from 'drizzle-orm';
import { calendarDate, type TFrequencyCap, type TLocation } from '@portal/domain';
import type { AdDailyStats, AdRequest, AdServing, AdSlotDecision } from '../port.ts';
import type { EmbeddedContext } from './context.ts';
import { adserverCreatives, adserverLineItemCreatives, adserverLineItems, adserverOrders } from './tables.ts';
import { adserverDailyStats, adserverDecisions, adserverRequestVolume } from './serving-tables.ts';
import { renderCreative, type ServedCreative } from './serving-render.ts';

/**
 * The serving side of the embedded ad server (issue 5): the decision among eligible line items, and the beacons that
 * count each decision's impression and click exactly once. A count is written in one transaction (the decision's
 * instant, the line item's totals and status, the day's counts) before the beacon answers, so an acknowledged
 * impression is never lost; the conditional update on the decision row makes replays, even concurrent ones, count
 * nothing more.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SERVING_STATUSES = ['READY', 'DELIVERING', 'DELIVERY_EXTENDED'] as const;
const CAP_WINDOW_MS: Record<TFrequencyCap['timeUnit'], number> = {
  MINUTE: 60_000,
  HOUR: 3_600_000,
  DAY: DAY_MS,
  WEEK: 7 * DAY_MS,
  MONTH: 30 * DAY_MS,
  LIFETIME: Number.POSITIVE_INFINITY,
};

export interface ServingContext extends EmbeddedContext {
  timeZone: string;
  /** Clock time of the last sweep of ended flights (throttles it). */
  lastSweepAt?: number;
  /** The serving line items, kept CANDIDATE_TTL_MS (clock time); a change through the port drops them. */
  candidates?: { at: number; list: Candidate[] };
}

/** How long a process serves from its copy of the line items: another process's change shows within it. */
const CANDIDATE_TTL_MS = 1000;

interface Candidate {
  lineItemId: number;
  units: number;
  delivered: number;
  startAt: Date;
  endAt: Date;
  frequencyCaps: TFrequencyCap[];
  targeting: { targeted: TLocation[]; excluded: TLocation[]; segments: number[] };
  creative: ServedCreative;
}

/** Whole days from one calendar day to another ('YYYY-MM-DD'). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

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

/** Audience targeting: a line item with segments needs the request to carry one of them. */
function matchesAudience(c: Candidate, segmentIds: readonly number[]): boolean {
  return c.targeting.segments.length === 0 || c.targeting.segments.some((s) => segmentIds.includes(s));
}

/**
 * Even delivery: today's goal is the quantity left at the start of the day over the days left in the flight
 * (today included); a line item that met it waits for tomorrow.
 */
export function dailyGoal(
  c: Pick<Candidate, 'units' | 'delivered' | 'endAt'>,
  today: string,
  deliveredToday: number,
  timeZone: string,
): number {
  const lastDay = calendarDate(new Date(c.endAt.getTime() - 1), timeZone);
  const daysLeft = Math.max(1, daysBetween(today, lastDay) + 1);
  const leftAtDayStart = c.units - (c.delivered - deliveredToday);
  return Math.ceil(leftAtDayStart / daysLeft);
}

async function completeEndedFlights(ctx: ServingContext): Promise<void> {
  const now = ctx.clock.now();
  if (
    ctx.lastSweepAt !== undefined &&
    now.getTime() - ctx.lastSweepAt < 60_000 &&
    now.getTime() >= ctx.lastSweepAt
  )
    return;
  ctx.lastSweepAt = now.getTime();
  await ctx.db
    .update(adserverLineItems)
    .set({ status: 'COMPLETED', updatedAt: now })
    .where(and(inArray(adserverLineItems.status, [...SERVING_STATUSES]), lte(adserverLineItems.endAt, now)));
}

/** Line items that may serve now on one of the sizes, each with one of its active approved creatives of that size. */
async function loadCandidates(
  ctx: ServingContext,
  sizes: readonly string[],
  now: Date,
): Promise<Candidate[]> {
  const t = now.getTime();
  const cached = ctx.candidates;
  if (!cached || t - cached.at >= CANDIDATE_TTL_MS || t < cached.at) {
    ctx.candidates = { at: t, list: await loadServingLineItems(ctx, now) };
  }
  return ctx.candidates!.list.filter(
    (c) =>
      c.startAt.getTime() <= t &&
      c.endAt.getTime() > t &&
      c.delivered < c.units &&
      sizes.includes(`${c.creative.width}x${c.creative.height}`),
  );
}

/** Every line item that may serve from now on, with each of its active approved creatives. */
async function loadServingLineItems(ctx: ServingContext, now: Date): Promise<Candidate[]> {
  const li = adserverLineItems;
  const c = adserverCreatives;
  const rows = await ctx.db
    .select({ li, creative: c })
    .from(li)
    .innerJoin(adserverOrders, eq(adserverOrders.id, li.orderId))
    .innerJoin(
      adserverLineItemCreatives,
      and(eq(adserverLineItemCreatives.lineItemId, li.id), eq(adserverLineItemCreatives.status, 'ACTIVE')),
    )
    .innerJoin(c, and(eq(c.id, adserverLineItemCreatives.creativeId), eq(c.approbation, 'APPROVED')))
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
    .orderBy(asc(li.id), asc(c.id));
  return rows.map(({ li: row, creative }) => ({
    lineItemId: row.id,
    units: row.units,
    delivered: row.impressionsDelivered,
    startAt: row.startAt,
    endAt: row.endAt,
    frequencyCaps: row.frequencyCaps,
    targeting: {
      targeted: row.targeting.geoTargeting.targetedLocations,
      excluded: row.targeting.geoTargeting.excludedLocations,
      segments: row.targeting.customTargeting.map(Number),
    },
    creative: {
      id: creative.id,
      kind: creative.kind,
      name: creative.name,
      width: creative.width,
      height: creative.height,
      destinationUrl: creative.destinationUrl,
      asset: creative.asset,
      native: creative.native,
    },
  }));
}

/** The visitor's impression instants per line item (for frequency caps). */
async function visitorImpressions(ctx: ServingContext, visitorId: string, lineItemIds: number[]) {
  const seen = new Map<number, number[]>();
  if (lineItemIds.length === 0) return seen;
  const rows = await ctx.db
    .select({ lineItemId: adserverDecisions.lineItemId, at: adserverDecisions.impressionAt })
    .from(adserverDecisions)
    .where(
      and(
        eq(adserverDecisions.visitorId, visitorId),
        inArray(adserverDecisions.lineItemId, lineItemIds),
        isNotNull(adserverDecisions.impressionAt),
      ),
    );
  for (const r of rows) {
    const list = seen.get(r.lineItemId) ?? [];
    list.push(r.at!.getTime());
    seen.set(r.lineItemId, list);
  }
  return seen;
}

function underCaps(caps: readonly TFrequencyCap[], instants: readonly number[], now: number): boolean {
  return caps.every((cap) => {
    const window = CAP_WINDOW_MS[cap.timeUnit] * cap.numTimeUnits;
    return instants.filter((at) => now - at < window).length < cap.maxImpressions;
  });
}

async function todaysCounts(ctx: ServingContext, today: string, lineItemIds: number[]) {
  const counts = new Map<number, number>();
  if (lineItemIds.length === 0) return counts;
  const rows = await ctx.db
    .select({ lineItemId: adserverDailyStats.lineItemId, impressions: adserverDailyStats.impressions })
    .from(adserverDailyStats)
    .where(and(eq(adserverDailyStats.day, today), inArray(adserverDailyStats.lineItemId, lineItemIds)));
  for (const r of rows) counts.set(r.lineItemId, r.impressions);
  return counts;
}

async function decide(
  ctx: ServingContext,
  request: AdRequest,
  publicUrl: string,
): Promise<(AdSlotDecision | null)[]> {
  const now = ctx.clock.now();
  const today = calendarDate(now, ctx.timeZone);
  await completeEndedFlights(ctx);
  const wanted = [...new Set(request.sizes)];
  const all = wanted.length ? await loadCandidates(ctx, wanted, now) : [];
  const candidates = all.filter(
    (c) => matchesGeo(c, request.region) && matchesAudience(c, request.segmentIds),
  );
  const ids = [...new Set(candidates.map((c) => c.lineItemId))];
  const capped = [...new Set(candidates.filter((c) => c.frequencyCaps.length > 0).map((c) => c.lineItemId))];
  const [seen, deliveredToday] = await Promise.all([
    visitorImpressions(ctx, request.visitorId, capped),
    todaysCounts(ctx, today, ids),
  ]);
  const nowMs = now.getTime();
  const decisions: (typeof adserverDecisions.$inferInsert)[] = [];
  const slots = request.sizes.map((size) => {
    let best: { c: Candidate; progress: number } | undefined;
    for (const c of candidates) {
      if (`${c.creative.width}x${c.creative.height}` !== size) continue;
      if (best?.c.lineItemId === c.lineItemId) continue;
      const done = deliveredToday.get(c.lineItemId) ?? 0;
      const goal = dailyGoal(c, today, done, ctx.timeZone);
      if (done >= goal || c.delivered >= c.units) continue;
      if (!underCaps(c.frequencyCaps, seen.get(c.lineItemId) ?? [], nowMs)) continue;
      // Ties go to the line item furthest behind its pace: the smallest share of today's goal delivered.
      const progress = done / goal;
      if (!best || progress < best.progress) best = { c, progress };
    }
    if (!best) return null;
    const { c } = best;
    // What this answer serves counts against the other slots of the same page.
    deliveredToday.set(c.lineItemId, (deliveredToday.get(c.lineItemId) ?? 0) + 1);
    seen.set(c.lineItemId, [...(seen.get(c.lineItemId) ?? []), nowMs]);
    const id = randomUUID();
    decisions.push({
      id,
      lineItemId: c.lineItemId,
      creativeId: c.creative.id,
      visitorId: request.visitorId,
      destinationUrl: c.creative.destinationUrl,
      createdAt: now,
    });
    const impressionUrl = `${publicUrl}/ads/v1/i/${id}`;
    const clickUrl = `${publicUrl}/ads/v1/c/${id}`;
    return {
      size,
      lineItemId: c.lineItemId,
      creativeId: c.creative.id,
      width: c.creative.width,
      height: c.creative.height,
      html: renderCreative(c.creative, clickUrl, publicUrl),
      impressionUrl,
      clickUrl,
    };
  });
  await Promise.all([
    decisions.length ? ctx.db.insert(adserverDecisions).values(decisions) : undefined,
    recordRequestVolume(ctx, today, request),
  ]);
  return slots;
}

/** The request volume per day, size and region: what the forecast reads. */
async function recordRequestVolume(ctx: ServingContext, day: string, request: AdRequest): Promise<void> {
  const counts = new Map<string, number>();
  for (const size of request.sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  if (counts.size === 0) return;
  const region = request.region ?? '';
  await ctx.db
    .insert(adserverRequestVolume)
    .values([...counts].map(([size, requests]) => ({ day, size, region, requests })))
    .onConflictDoUpdate({
      target: [adserverRequestVolume.day, adserverRequestVolume.size, adserverRequestVolume.region],
      set: { requests: sql`${adserverRequestVolume.requests} + excluded.requests` },
    });
}

async function addToDay(
  ctx: ServingContext,
  tx: EmbeddedContext['db'],
  lineItemId: number,
  kind: 'impressions' | 'clicks',
) {
  const day = calendarDate(ctx.clock.now(), ctx.timeZone);
  const column = adserverDailyStats[kind];
  await tx
    .insert(adserverDailyStats)
    .values({ lineItemId, day, [kind]: 1 })
    .onConflictDoUpdate({
      target: [adserverDailyStats.lineItemId, adserverDailyStats.day],
      set: { [kind]: sql`${column} + 1` },
    });
}

async function recordImpression(ctx: ServingContext, decisionId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [counted] = await tx
      .update(adserverDecisions)
      .set({ impressionAt: now })
      .where(and(eq(adserverDecisions.id, decisionId), isNull(adserverDecisions.impressionAt)))
      .returning({ lineItemId: adserverDecisions.lineItemId });
    if (!counted) {
      const [known] = await tx
        .select({ id: adserverDecisions.id })
        .from(adserverDecisions)
        .where(eq(adserverDecisions.id, decisionId));
      return Boolean(known);
    }
    const li = adserverLineItems;
    // The first impression moves the line item to DELIVERING; reaching its quantity completes it.
    const [updated] = await tx
      .update(li)
      .set({
        impressionsDelivered: sql`${li.impressionsDelivered} + 1`,
        status: sql`case when ${li.status} in ('READY', 'DELIVERING', 'DELIVERY_EXTENDED') and ${li.impressionsDelivered} + 1 >= ${li.units} then 'COMPLETED' when ${li.status} = 'READY' then 'DELIVERING' else ${li.status} end`,
        updatedAt: now,
      })
      .where(eq(li.id, counted.lineItemId))
      .returning({ status: li.status });
    if (updated?.status === 'COMPLETED') ctx.candidates = undefined;
    await addToDay(ctx, tx, counted.lineItemId, 'impressions');
    return true;
  });
}

async function recordClick(ctx: ServingContext, decisionId: string): Promise<string | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(adserverDecisions)
      .set({ clickAt: ctx.clock.now() })
      .where(and(eq(adserverDecisions.id, decisionId), isNull(adserverDecisions.clickAt)))
      .returning({
        lineItemId: adserverDecisions.lineItemId,
        destinationUrl: adserverDecisions.destinationUrl,
      });
    if (!counted) {
      const [known] = await tx
        .select({ destinationUrl: adserverDecisions.destinationUrl })
        .from(adserverDecisions)
        .where(eq(adserverDecisions.id, decisionId));
      return known?.destinationUrl;
    }
    const li = adserverLineItems;
    await tx
      .update(li)
      .set({ clicksDelivered: sql`${li.clicksDelivered} + 1` })
      .where(eq(li.id, counted.lineItemId));
    await addToDay(ctx, tx, counted.lineItemId, 'clicks');
    return counted.destinationUrl;
  });
}

async function getDailyStats(ctx: ServingContext, lineItemIds: readonly number[]): Promise<AdDailyStats[]> {
  if (lineItemIds.length === 0) return [];
  return ctx.db
    .select()
    .from(adserverDailyStats)
    .where(inArray(adserverDailyStats.lineItemId, [...lineItemIds]))
    .orderBy(asc(adserverDailyStats.lineItemId), asc(adserverDailyStats.day));
}

export function createServing(
  ctx: ServingContext,
): AdServing & { sweep(): Promise<void>; invalidate(): void } {
  return {
    invalidate: () => {
      ctx.candidates = undefined;
    },
    decide: (request, urls) => decide(ctx, request, urls.publicUrl),
    recordImpression: (id) => recordImpression(ctx, id),
    recordClick: (id) => recordClick(ctx, id),
    getDailyStats: (ids) => getDailyStats(ctx, ids),
    sweep: () => completeEndedFlights(ctx),
  };
}
