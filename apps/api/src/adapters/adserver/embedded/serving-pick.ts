import { bookingLeft, dailyGoal, segmentsMatch, underFrequencyCaps, withinFlight } from '@portal/domain';
import type { AdRequest } from '../port.ts';
import { isPersonalizedSegmentId } from './audience-tables.ts';
import type { LiveLineItem, Place } from './serving-state.ts';

/**
 * How a decision picks a slot's line item from the serving copy (serving-state.ts): each place's line items under
 * their goals, ranked by pace, then the first eligible for this request and visitor.
 */

/** Today's goal of a line item (even delivery, the domain's rule), with what it delivered today so far. */
export function goalOf(
  li: Pick<LiveLineItem, 'units' | 'delivered' | 'lastDayNumber'>,
  todayNumber: number,
  deliveredToday: number,
): number {
  return dailyGoal({
    units: li.units,
    deliveredBeforeToday: li.delivered - deliveredToday,
    daysLeft: li.lastDayNumber - todayNumber + 1,
  });
}

/**
 * A place's line items under their goals, the furthest behind their pace first (the smallest share of today's
 * goal delivered; line item order among equals). Made again after counts were applied or when the day changed.
 */
export function ranked(
  place: Place,
  counts: number,
  today: string,
  todayNumber: number,
): readonly LiveLineItem[] {
  if (place.rankedAtCounts === counts && place.rankedOnDay === todayNumber) return place.ranked;
  const open: LiveLineItem[] = [];
  for (const li of place.list) {
    if (!bookingLeft(li)) continue;
    const done = li.today.day === today ? li.today.impressions : 0;
    const goal = goalOf(li, todayNumber, done);
    if (done >= goal) continue;
    li.progress = done / goal;
    open.push(li);
  }
  place.ranked = open.sort((a, b) => a.progress - b.progress);
  place.rankedAtCounts = counts;
  place.rankedOnDay = todayNumber;
  return place.ranked;
}

/**
 * The best line item for a slot: eligible, and the furthest behind its pace. The ranking lets the walk stop at the
 * first line item that cannot be further behind than the best found; what the page's other slots took (`taken`)
 * only moves a line item further ahead.
 */
export function pick(
  candidates: readonly LiveLineItem[],
  request: AdRequest,
  today: string,
  todayNumber: number,
  now: number,
  seen: Map<number, number[]> | null,
  taken: Map<number, number>,
  members: Map<number, number> | null,
): LiveLineItem | undefined {
  let best: LiveLineItem | undefined;
  let bestProgress = Infinity;
  const visitor = { isPersonalized: isPersonalizedSegmentId, pageSegmentIds: request.segmentIds, members };
  for (const li of candidates) {
    if (li.progress >= bestProgress) break;
    // The domain's rules (serving-rules.ts), which the diagnosis of a campaign applies too.
    if (!withinFlight(li, now)) continue;
    // A personalised segment is matched by the visitor's membership only, a catalogue one by the page's kv.
    if (!segmentsMatch(li.targeting.segments, visitor, now)) continue;
    let progress = li.progress;
    const extra = taken.size > 0 ? (taken.get(li.lineItemId) ?? 0) : 0;
    if (extra > 0) {
      if (li.delivered + extra >= li.units) continue;
      const before = li.today.day === today ? li.today.impressions : 0;
      const goal = goalOf(li, todayNumber, before);
      if (before + extra >= goal) continue;
      progress = (before + extra) / goal;
    }
    if (li.frequencyCaps.length > 0) {
      const instants = seen?.get(li.lineItemId) ?? [];
      if (
        !underFrequencyCaps(
          li.frequencyCaps,
          extra ? [...instants, ...Array(extra).fill(now)] : instants,
          now,
        )
      )
        continue;
    }
    if (progress < bestProgress) {
      best = li;
      bestProgress = progress;
    }
  }
  return best;
}
