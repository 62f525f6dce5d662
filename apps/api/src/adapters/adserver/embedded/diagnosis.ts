import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import {
  calendarDate,
  capWindowMs,
  cleanName,
  isServableCreative,
  type LineItemServingFacts,
  type TFrequencyCap,
} from '@portal/domain';
import { adserverCreatives, adserverLineItemCreatives, adserverLineItems, adserverOrders } from './tables.ts';
import { adserverDailyStats, adserverRequestVolume, adserverVisitorImpressions } from './serving-tables.ts';
import { isPersonalizedSegmentId } from './audience-tables.ts';
import { personalizedSegments } from './audiences.ts';
import { servedSizes } from './forecast.ts';
import { dayNumber } from './serving-read.ts';
import type { ServingContext } from './serving.ts';
import { visitorPlacesOf } from './visitor-places.ts';

/**
 * What serving weighs of line items now (issue 31, "Why isn't my ad serving?"): the facts the domain's
 * servingReasons judges with the predicates serving itself calls (serving-rules.ts). Read from the same tables the
 * serving copy is read from (serving-read.ts), the request volume the forecast reads (the visitor locations seen on
 * the line item's sizes) and the impressions per visitor the frequency caps count (visitor-history.ts).
 */

const DAY_MS = 86_400_000;
/** The visitor locations seen over the forecast's window. */
const HISTORY_DAYS = 28;
/** Visitors whose caps are weighed: the most recent impressions' visitors. */
const VISITOR_ROWS = 20_000;

/** The window the longest of the caps counts over (ms); Infinity for a lifetime cap. */
function longestWindow(caps: readonly TFrequencyCap[]): number {
  return Math.max(...caps.map(capWindowMs));
}

export async function servingFacts(
  ctx: ServingContext,
  lineItemIds: readonly number[],
): Promise<LineItemServingFacts[]> {
  if (lineItemIds.length === 0) return [];
  const now = ctx.clock.now();
  const today = calendarDate(now, ctx.timeZone);
  const lineItems = await ctx.db
    .select()
    .from(adserverLineItems)
    .where(inArray(adserverLineItems.id, [...lineItemIds]));
  if (lineItems.length === 0) return [];
  const ids = lineItems.map((li) => li.id);
  const [orders, todays, associations, volume] = await Promise.all([
    ctx.db
      .select({ id: adserverOrders.id, status: adserverOrders.status, isArchived: adserverOrders.isArchived })
      .from(adserverOrders)
      .where(inArray(adserverOrders.id, [...new Set(lineItems.map((li) => li.orderId))])),
    ctx.db
      .select({ lineItemId: adserverDailyStats.lineItemId, impressions: adserverDailyStats.impressions })
      .from(adserverDailyStats)
      .where(and(eq(adserverDailyStats.day, today), inArray(adserverDailyStats.lineItemId, ids))),
    ctx.db
      .select({
        lineItemId: adserverLineItemCreatives.lineItemId,
        status: adserverLineItemCreatives.status,
        approbation: adserverCreatives.approbation,
        width: adserverCreatives.width,
        height: adserverCreatives.height,
      })
      .from(adserverLineItemCreatives)
      .innerJoin(adserverCreatives, eq(adserverCreatives.id, adserverLineItemCreatives.creativeId))
      .where(inArray(adserverLineItemCreatives.lineItemId, ids)),
    ctx.db
      .selectDistinct({ size: adserverRequestVolume.size, region: adserverRequestVolume.region })
      .from(adserverRequestVolume)
      .where(
        gte(
          adserverRequestVolume.day,
          calendarDate(new Date(now.getTime() - HISTORY_DAYS * DAY_MS), ctx.timeZone),
        ),
      ),
  ]);
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const todayById = new Map(todays.map((row) => [row.lineItemId, row.impressions]));
  const places = visitorPlacesOf(ctx.catalogues.geo);
  const segments = await personalizedSegments(
    ctx,
    lineItems.flatMap((li) => li.targeting.customTargeting.map(Number)).filter(isPersonalizedSegmentId),
  );

  const facts: LineItemServingFacts[] = [];
  for (const li of lineItems) {
    const order = orderById.get(li.orderId) ?? { status: 'DRAFT', isArchived: false };
    const servable = associations.filter((a) => a.lineItemId === li.id && isServableCreative(a, a));
    const sizes = li.creativePlaceholders.map(({ size }) =>
      size.width === 1 && size.height === 1
        ? { size: 'native', servable: servable.length > 0 }
        : {
            size: `${size.width}x${size.height}`,
            servable: servable.some((a) => a.width === size.width && a.height === size.height),
          },
    );
    const served = servedSizes(ctx, li.creativePlaceholders);
    const seen = volume.filter((v) => served.includes(v.size));
    const keys = [...new Set(seen.map((v) => v.region))];
    const ownSegments = new Set(li.targeting.customTargeting.map(Number));
    facts.push({
      lineItemId: li.id,
      order: { status: order.status, isArchived: order.isArchived },
      status: li.status,
      isArchived: li.isArchived,
      startMs: li.startAt.getTime(),
      endMs: li.endAt.getTime(),
      units: li.units,
      delivered: li.impressionsDelivered,
      deliveredToday: todayById.get(li.id) ?? 0,
      // As serving counts them (serving-read.ts lastDayNumber, serving-pick.ts goalOf).
      daysLeft:
        dayNumber(calendarDate(new Date(li.endAt.getTime() - 1), ctx.timeZone)) - dayNumber(today) + 1,
      frequencyCaps: li.frequencyCaps,
      visitorImpressions: await visitorImpressions(ctx, li.id, li.frequencyCaps, now.getTime()),
      geo: {
        targeted: li.targeting.geoTargeting.targetedLocations,
        excluded: li.targeting.geoTargeting.excludedLocations,
      },
      recentLocations: volume.length === 0 ? null : keys.map((key) => places.fromKey(key)),
      personalSegments: segments
        .filter((s) => ownSegments.has(s.id))
        .map((s) => ({ id: s.id, name: cleanName(s.name), size: s.size })),
      sizes,
    });
  }
  return facts;
}

/** The instants each recent visitor saw a capped line item at, within its longest cap's window. */
async function visitorImpressions(
  ctx: ServingContext,
  lineItemId: number,
  caps: readonly TFrequencyCap[],
  now: number,
): Promise<number[][]> {
  if (caps.length === 0) return [];
  const window = longestWindow(caps);
  const t = adserverVisitorImpressions;
  const rows = await ctx.db
    .select({ visitorId: t.visitorId, at: t.at })
    .from(t)
    .where(
      and(
        eq(t.lineItemId, lineItemId),
        Number.isFinite(window) ? gt(t.at, new Date(now - window)) : sql`true`,
      ),
    )
    .orderBy(desc(t.at))
    .limit(VISITOR_ROWS);
  const byVisitor = new Map<string, number[]>();
  for (const row of rows) {
    const list = byVisitor.get(row.visitorId);
    if (list) list.push(row.at.getTime());
    else byVisitor.set(row.visitorId, [row.at.getTime()]);
  }
  return [...byVisitor.values()];
}
