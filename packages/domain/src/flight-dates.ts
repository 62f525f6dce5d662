import type { z } from 'zod';
import { DEFAULT_TIMEZONE, FLIGHT_MAX_DAYS_AHEAD } from './constants.ts';
import { addDays, calendarDate, toInstant } from './time-zone.ts';
import type { InvalidDatesReason } from './validation-codes.ts';
import { addViolations, violation, type Violation } from './violations.ts';

/**
 * Flight dates of a line item (spec §5): start and end not in the past, end after start, end not too far ahead.
 * "Not in the past" is calendar-based for the start (a start of today is allowed, whatever its time, since the
 * start is moved to 00:00 of its day) and instant-based for the end; "too far" means the end's calendar day is
 * more than FLIGHT_MAX_DAYS_AHEAD days after today. Days are those of the platform time zone.
 */

export interface FlightDates {
  readonly startDateTime: string;
  readonly endDateTime: string;
}

function invalidDates(
  reason: InvalidDatesReason,
  field: keyof FlightDates,
  extra: Record<string, number> = {},
): Violation {
  return violation('INVALID_DATES', { reason, ...extra }, [field]);
}

/** The refusals of a flight, each INVALID_DATES with its reason; empty when the dates are acceptable. */
export function validateFlightDates(
  dates: FlightDates,
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): Violation[] {
  const start = toInstant(dates.startDateTime, timeZone);
  const end = toInstant(dates.endDateTime, timeZone);
  const found: Violation[] = [];
  if (!start) found.push(invalidDates('INVALID_FORMAT', 'startDateTime'));
  if (!end) found.push(invalidDates('INVALID_FORMAT', 'endDateTime'));
  if (!start || !end) return found;

  const today = calendarDate(now, timeZone);
  if (calendarDate(start, timeZone) < today) found.push(invalidDates('START_IN_PAST', 'startDateTime'));
  if (end.getTime() <= now.getTime()) found.push(invalidDates('END_IN_PAST', 'endDateTime'));
  if (end.getTime() <= start.getTime()) found.push(invalidDates('END_BEFORE_START', 'endDateTime'));
  if (calendarDate(end, timeZone) > addDays(today, FLIGHT_MAX_DAYS_AHEAD)) {
    found.push(invalidDates('END_TOO_FAR', 'endDateTime', { maxDays: FLIGHT_MAX_DAYS_AHEAD }));
  }
  return found;
}

/**
 * The same rule as a zod refinement for a form or request schema holding startDateTime and endDateTime:
 * `ZLineItemCreateRequestSchema.superRefine(flightDatesRefinement(() => new Date(), timeZone))`.
 * The clock is a parameter because "now" is not part of a static schema.
 */
export function flightDatesRefinement(now: () => Date, timeZone: string = DEFAULT_TIMEZONE) {
  return (value: FlightDates, ctx: z.RefinementCtx): void =>
    addViolations(ctx, validateFlightDates(value, now(), timeZone));
}
