import { and, gte, inArray, not, sql } from 'drizzle-orm';
import {
  calendarDate,
  matchesVisitor,
  type GeoTargetingOf,
  type TAvailabilityForecast,
} from '@portal/domain';
import type { AdLineItemSpec } from '../port.ts';
import { adserverLineItems } from './tables.ts';
import { adserverRequestVolume } from './serving-tables.ts';
import type { ServingContext } from './serving.ts';
import { visitorPlacesOf } from './visitor-places.ts';

/**
 * The availability forecast (issue 5, Ad Manager's ForecastService): the daily request volume recorded over the last
 * 28 days for the line item's sizes and visitor locations (province, and city where known: issue 31 §2), times the
 * days of its flight still ahead, minus what the booked line items sharing a size and a location still hold over the
 * same days. It also tells the days of history it stands on and what the line item would match without its geo
 * targeting; whether that is enough to estimate, and whether the targeting narrows the estimate, is the domain's
 * reading (readForecast).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 28;
/** The statuses that hold inventory. */
const BOOKED = ['PENDING_APPROVAL', 'READY', 'DELIVERING', 'DELIVERY_EXTENDED', 'PAUSED'] as const;

const geoOf = (t: AdLineItemSpec['targeting']): GeoTargetingOf => ({
  targeted: t?.geoTargeting.targetedLocations ?? [],
  excluded: t?.geoTargeting.excludedLocations ?? [],
});

/** The sizes a line item serves on: its placeholders, the native 1x1 one standing for the native templates' sizes. */
export function servedSizes(
  ctx: ServingContext,
  placeholders: AdLineItemSpec['creativePlaceholders'],
): string[] {
  const sizes = placeholders.flatMap(({ size }) =>
    size.width === 1 && size.height === 1
      ? ctx.catalogues.nativeTemplates.map((t) => `${t.size.width}x${t.size.height}`)
      : [`${size.width}x${size.height}`],
  );
  return [...new Set(sizes)];
}

/** Days of [start, end) from `from` on. */
function daysAhead(start: Date, end: Date, from: Date): number {
  const begin = Math.max(start.getTime(), from.getTime());
  return Math.max(0, (end.getTime() - begin) / DAY_MS);
}

export async function forecastAvailability(
  ctx: ServingContext,
  spec: AdLineItemSpec,
): Promise<TAvailabilityForecast> {
  const now = ctx.clock.now();
  const since = calendarDate(new Date(now.getTime() - HISTORY_DAYS * DAY_MS), ctx.timeZone);
  const sizes = servedSizes(ctx, spec.creativePlaceholders);
  const volume = await ctx.db
    .select({
      size: adserverRequestVolume.size,
      region: adserverRequestVolume.region,
      requests: sql<number>`sum(${adserverRequestVolume.requests})::int`,
    })
    .from(adserverRequestVolume)
    .where(gte(adserverRequestVolume.day, since))
    .groupBy(adserverRequestVolume.size, adserverRequestVolume.region);
  if (volume.length === 0) {
    return { availableUnits: spec.units, matchedUnits: spec.units, historyDays: 0 };
  }
  const [history] = await ctx.db
    .select({ days: sql<number>`count(distinct ${adserverRequestVolume.day})::int` })
    .from(adserverRequestVolume)
    .where(gte(adserverRequestVolume.day, since));

  // Each row's visitors where serving located them (issue 31 §2): a city-level place counts only known cities.
  const places = visitorPlacesOf(ctx.catalogues.geo);
  const where = (key: string) => places.fromKey(key);
  const own = geoOf(spec.targeting);
  const mine = volume.filter((v) => sizes.includes(v.size) && matchesVisitor(own, where(v.region)));
  const perDay = (rows: typeof volume) => rows.reduce((sum, v) => sum + Number(v.requests), 0) / HISTORY_DAYS;
  const start = new Date(spec.startDateTime);
  const end = new Date(spec.endDateTime);
  const matchedUnits = Math.floor(perDay(mine) * daysAhead(start, end, now));
  const anywhere = volume.filter((v) => sizes.includes(v.size));
  const untargetedUnits = Math.floor(perDay(anywhere) * daysAhead(start, end, now));

  const li = adserverLineItems;
  const others = await ctx.db
    .select()
    .from(li)
    .where(
      and(
        inArray(li.status, [...BOOKED]),
        not(li.isArchived),
        spec.lineItemId === undefined ? undefined : not(sql`${li.id} = ${spec.lineItemId}`),
      ),
    );
  let booked = 0;
  for (const other of others) {
    const shared = mine.filter(
      (v) =>
        servedSizes(ctx, other.creativePlaceholders).includes(v.size) &&
        matchesVisitor(geoOf(other.targeting), where(v.region)),
    );
    const overlapDays = daysAhead(
      new Date(Math.max(start.getTime(), other.startAt.getTime())),
      new Date(Math.min(end.getTime(), other.endAt.getTime())),
      now,
    );
    const flightDays = daysAhead(other.startAt, other.endAt, now);
    if (shared.length === 0 || overlapDays === 0 || flightDays === 0) continue;
    // What it still has to deliver, spread evenly over its flight, on the part it shares with this one.
    const left = Math.max(0, other.units - other.impressionsDelivered);
    booked += Math.min(left * (overlapDays / flightDays), perDay(shared) * overlapDays);
  }
  const availableUnits = Math.max(0, Math.floor(matchedUnits - booked));
  return { availableUnits, matchedUnits, untargetedUnits, historyDays: Number(history?.days ?? 0) };
}
