import { z } from 'zod';
import type { LineItemStatus } from './enums.ts';
import { underFrequencyCaps, type TFrequencyCap } from './frequency-caps.ts';
import { dailyGoal } from './pacing.ts';
import { RUNNING_LINE_ITEM_STATUSES, CARD_DEPENDENT_LINE_ITEM_STATUSES } from './payment-hold.ts';
import { isSegmentTooSmall } from './audiences.ts';
import { matchesVisitor, type GeoTargetingOf, type VisitorLocation } from './visitor-location.ts';

/**
 * When a line item serves (issue 5) and, from the same predicates, why one does not (issue 31, "Why isn't my ad
 * serving?"). The embedded ad server's serving copy and its decisions call these (serving-read.ts, serving-pick.ts,
 * serving-state.ts), and the diagnosis of a campaign weighs the same facts with them (servingReasons): a rule changed
 * here changes both, so the diagnosis never describes a serving that no longer exists.
 */

/** The line item statuses that serve: ready (approved, waiting for its first impression) or delivering. */
export const SERVING_LINE_ITEM_STATUSES = RUNNING_LINE_ITEM_STATUSES;

/** Whether an order lets its line items serve: approved by staff, not archived. */
export function orderServes(order: { status: string; isArchived: boolean }): boolean {
  return order.status === 'APPROVED' && !order.isArchived;
}

/** Whether a line item's own state lets it serve: a serving status, not archived. */
export function lineItemServes(li: { status: string; isArchived: boolean }): boolean {
  return !li.isArchived && (SERVING_LINE_ITEM_STATUSES as readonly string[]).includes(li.status);
}

/** Whether an instant lies in a flight [start, end): a line item serves from its start until its end, excluded. */
export function withinFlight(flight: { startMs: number; endMs: number }, now: number): boolean {
  return flight.startMs <= now && now < flight.endMs;
}

/** Whether a line item still has impressions to deliver on its booking (its quantity). */
export function bookingLeft(li: { units: number; delivered: number }): boolean {
  return li.delivered < li.units;
}

/**
 * Whether a line item is under today's goal (even delivery, the domain's dailyGoal): one that met it waits for
 * tomorrow. `daysLeft` counts today and the flight's last day.
 */
export function underDailyGoal(li: {
  units: number;
  delivered: number;
  deliveredToday: number;
  daysLeft: number;
}): boolean {
  const goal = dailyGoal({
    units: li.units,
    deliveredBeforeToday: li.delivered - li.deliveredToday,
    daysLeft: li.daysLeft,
  });
  return li.deliveredToday < goal;
}

/** Whether a creative associated with a line item is served: the association active, the creative approved. */
export function isServableCreative(
  association: { status: string },
  creative: { approbation: string },
): boolean {
  return association.status === 'ACTIVE' && creative.approbation === 'APPROVED';
}

/**
 * Whether a visitor matches a line item's audience segments: none targeted matches everyone; a personalised segment
 * matches a current member (membership ending after now), a catalogue one the page's segment ids.
 */
export function segmentsMatch(
  segments: readonly number[],
  visitor: {
    isPersonalized: (id: number) => boolean;
    pageSegmentIds: readonly number[];
    members: ReadonlyMap<number, number> | null;
  },
  now: number,
): boolean {
  if (segments.length === 0) return true;
  return segments.some((s) =>
    visitor.isPersonalized(s) ? (visitor.members?.get(s) ?? 0) > now : visitor.pageSegmentIds.includes(s),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The diagnosis: why a line item is not delivering now

export const SERVING_REASON_CODES = [
  'NOT_SUBMITTED',
  'AWAITING_APPROVAL',
  'DISAPPROVED',
  'ARCHIVED',
  'PAUSED_BY_ADVERTISER',
  'PAUSED_FOR_PAYMENT',
  'PAUSED_FOR_SUSPENSION',
  'NOT_STARTED',
  'FLIGHT_ENDED',
  'BOOKING_REACHED',
  'DAILY_GOAL_REACHED',
  'NO_CARD',
  'FREQUENCY_CAPPED',
  'NO_MATCHING_VISITORS',
  'AUDIENCE_TOO_SMALL',
  'NO_CREATIVE_FOR_SIZE',
] as const;
export const ZServingReasonCodeSchema = z.enum(SERVING_REASON_CODES);
export type ServingReasonCode = z.infer<typeof ZServingReasonCodeSchema>;

/**
 * Blockers stop every impression; limits leave the line item serving to some visitors or some of the day (a
 * frequency cap reached by some visitors, today's goal met, a tiny audience).
 */
export const SERVING_LIMIT_CODES: readonly ServingReasonCode[] = [
  'DAILY_GOAL_REACHED',
  'FREQUENCY_CAPPED',
  'AUDIENCE_TOO_SMALL',
];

export const ZServingReasonSchema = z.object({
  code: ZServingReasonCodeSchema,
  /** What the sentence names: a size ('300x250'), a date, segment names, counts. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type TServingReason = z.infer<typeof ZServingReasonSchema>;

export const ZLineItemDiagnosisSchema = z.object({
  lineItemId: z.number().int(),
  name: z.string(),
  status: z.string(),
  /** Whether nothing blocks it now (limits aside): it serves to the visitors its targeting matches. */
  serving: z.boolean(),
  reasons: z.array(ZServingReasonSchema),
});
export type TLineItemDiagnosis = z.infer<typeof ZLineItemDiagnosisSchema>;

export const ZOrderDiagnosisSchema = z.object({
  orderId: z.number().int(),
  /** When it was checked (ISO 8601): the reasons hold for that instant. */
  checkedAt: z.string(),
  lineItems: z.array(ZLineItemDiagnosisSchema),
});
export type TOrderDiagnosis = z.infer<typeof ZOrderDiagnosisSchema>;

/** What the ad server knows of a line item that serving weighs (AdServing.servingFacts). */
export interface LineItemServingFacts {
  lineItemId: number;
  order: { status: string; isArchived: boolean };
  status: LineItemStatus;
  isArchived: boolean;
  startMs: number;
  endMs: number;
  units: number;
  delivered: number;
  /** Delivered today, in the platform time zone. */
  deliveredToday: number;
  /** Days of the flight from today to its last day, both included. */
  daysLeft: number;
  frequencyCaps: TFrequencyCap[];
  /** The instants each recent visitor saw it at (capped line items only; the most recent visitors). */
  visitorImpressions: readonly (readonly number[])[];
  geo: GeoTargetingOf;
  /** The visitor locations recorded recently on its sizes; null when no traffic was recorded at all. */
  recentLocations: readonly VisitorLocation[] | null;
  /** The personalised segments it targets, with their current members. */
  personalSegments: readonly { id: number; name: string; size: number }[];
  /** Each size it buys ('300x250'; 'native' for a native line item) and whether a creative serves on it. */
  sizes: readonly { size: string; servable: boolean }[];
}

/** What the portal knows of a line item: why it paused it, and whether the account has a card on file. */
export interface LineItemPortalFacts {
  pausedFor: string | null;
  hasCard: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Why a line item does not deliver now, from the rules serving applies (blockers first, in the order serving meets
 * them, then limits). An empty list: it serves.
 */
export function servingReasons(
  facts: LineItemServingFacts,
  portal: LineItemPortalFacts,
  now: number,
): TServingReason[] {
  const reasons: TServingReason[] = [];
  const add = (code: ServingReasonCode, params: Record<string, string | number> = {}) =>
    reasons.push({ code, params });
  const { order, status } = facts;

  if (order.isArchived || facts.isArchived) add('ARCHIVED');
  else if (order.status === 'DRAFT') add('NOT_SUBMITTED');
  else if (order.status === 'PENDING_APPROVAL') add('AWAITING_APPROVAL');
  else if (order.status === 'DISAPPROVED') add('DISAPPROVED');

  if (status === 'PAUSED' || status === 'PAUSED_INVENTORY_RELEASED') {
    if (portal.pausedFor === 'PAYMENT') add('PAUSED_FOR_PAYMENT');
    else if (portal.pausedFor === 'SUSPENSION') add('PAUSED_FOR_SUSPENSION');
    else add('PAUSED_BY_ADVERTISER');
  }
  const needsCard = (CARD_DEPENDENT_LINE_ITEM_STATUSES as readonly string[]).includes(status);
  if (!portal.hasCard && needsCard && !order.isArchived && !facts.isArchived) add('NO_CARD');

  if (facts.endMs <= now) add('FLIGHT_ENDED', { end: iso(facts.endMs) });
  else if (!withinFlight(facts, now)) add('NOT_STARTED', { start: iso(facts.startMs) });
  if (!bookingLeft(facts)) add('BOOKING_REACHED', { units: facts.units });

  for (const { size, servable } of facts.sizes) if (!servable) add('NO_CREATIVE_FOR_SIZE', { size });

  if (facts.recentLocations !== null && facts.recentLocations.length > 0) {
    if (!facts.recentLocations.some((where) => matchesVisitor(facts.geo, where))) add('NO_MATCHING_VISITORS');
  }

  // Limits: only worth saying of a line item that could serve otherwise.
  const blocked = reasons.length > 0;
  if (!blocked && lineItemServes(facts) && bookingLeft(facts) && !underDailyGoal(facts)) {
    add('DAILY_GOAL_REACHED', { delivered: facts.deliveredToday });
  }
  if (facts.frequencyCaps.length > 0 && facts.visitorImpressions.length > 0) {
    const capped = facts.visitorImpressions.filter(
      (instants) => !underFrequencyCaps(facts.frequencyCaps, instants, now),
    ).length;
    if (capped > 0) add('FREQUENCY_CAPPED', { capped, visitors: facts.visitorImpressions.length });
  }
  const small = facts.personalSegments.filter((s) => isSegmentTooSmall(s.size));
  if (small.length > 0) {
    add('AUDIENCE_TOO_SMALL', {
      segments: small.map((s) => s.name).join(', '),
      size: Math.min(...small.map((s) => s.size)),
    });
  }
  return reasons;
}

/** Whether the reasons leave the line item serving: none of them a blocker. */
export function servesDespite(reasons: readonly TServingReason[]): boolean {
  return reasons.every((r) => SERVING_LIMIT_CODES.includes(r.code));
}
