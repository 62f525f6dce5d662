import { z } from 'zod';
import {
  FREQUENCY_DURATION_LIMITS,
  MAX_FREQUENCY_CAPS,
  MAX_IMPRESSIONS_PER_CAP,
  MIN_FREQUENCY_DURATION,
  MIN_IMPRESSIONS_PER_CAP,
} from './constants.ts';
import { ZTimeUnitSchema, type TimeUnit } from './enums.ts';
import { addViolations, underPath, violation, type Violation } from './violations.ts';

/**
 * Frequency caps of a line item (spec §5, shape of architecture.md): at most 10; impressions 1..511 per cap;
 * duration above 0 and within the unit's limit (LIFETIME has none); no two caps with the same unit and number.
 */

/** The shape alone, without the rules: what an order read from the store carries. */
export const ZFrequencyCapShapeSchema = z.object({
  maxImpressions: z.number().int(),
  numTimeUnits: z.number().int(),
  timeUnit: ZTimeUnitSchema,
});
export type TFrequencyCap = z.infer<typeof ZFrequencyCapShapeSchema>;

/** The longest duration of a unit, or undefined for LIFETIME. */
export function durationLimitOf(timeUnit: TimeUnit): number | undefined {
  return timeUnit === 'LIFETIME' ? undefined : FREQUENCY_DURATION_LIMITS[timeUnit];
}

/** The refusals of one cap, with paths inside the cap. */
export function validateFrequencyCap(cap: TFrequencyCap): Violation[] {
  const found: Violation[] = [];
  if (cap.maxImpressions < MIN_IMPRESSIONS_PER_CAP) {
    found.push(
      violation('FREQUENCY_CAP_IMPRESSIONS_MIN', { min: MIN_IMPRESSIONS_PER_CAP }, ['maxImpressions']),
    );
  }
  if (cap.maxImpressions > MAX_IMPRESSIONS_PER_CAP) {
    found.push(
      violation('FREQUENCY_CAP_IMPRESSIONS_MAX', { max: MAX_IMPRESSIONS_PER_CAP }, ['maxImpressions']),
    );
  }
  if (cap.numTimeUnits < MIN_FREQUENCY_DURATION) {
    found.push(violation('FREQUENCY_CAP_DURATION_MIN', { min: MIN_FREQUENCY_DURATION }, ['numTimeUnits']));
  }
  const limit = durationLimitOf(cap.timeUnit);
  if (limit !== undefined && cap.numTimeUnits > limit) {
    found.push(
      violation('FREQUENCY_CAP_DURATION_MAX', { max: limit, timeUnit: cap.timeUnit }, ['numTimeUnits']),
    );
  }
  return found;
}

/** The refusals of a list of caps: its length, each cap (path [index, field]) and duplicates (path [index]). */
export function validateFrequencyCaps(caps: readonly TFrequencyCap[]): Violation[] {
  const found: Violation[] = [];
  if (caps.length > MAX_FREQUENCY_CAPS)
    found.push(violation('FREQUENCY_CAP_TOO_MANY', { max: MAX_FREQUENCY_CAPS }));
  const seen = new Set<string>();
  caps.forEach((cap, index) => {
    found.push(...underPath([index], validateFrequencyCap(cap)));
    const key = `${cap.timeUnit}:${cap.numTimeUnits}`;
    if (seen.has(key)) {
      found.push(
        violation('FREQUENCY_CAP_DUPLICATE', { timeUnit: cap.timeUnit, numTimeUnits: cap.numTimeUnits }, [
          index,
        ]),
      );
    }
    seen.add(key);
  });
  return found;
}

/** One cap, with its rules (a form row). */
export const ZFrequencyCapSchema = ZFrequencyCapShapeSchema.superRefine((cap, ctx) =>
  addViolations(ctx, validateFrequencyCap(cap)),
);

/** A line item's caps, with every rule of the list (what a request carries). */
export const ZFrequencyCapListSchema = z
  .array(ZFrequencyCapShapeSchema)
  .superRefine((caps, ctx) => addViolations(ctx, validateFrequencyCaps(caps)));

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The length of a cap's time unit when serving (a month counts 30 days; LIFETIME never ends). */
const TIME_UNIT_MS: Record<TimeUnit, number> = {
  MINUTE: MINUTE_MS,
  HOUR: 60 * MINUTE_MS,
  DAY: DAY_MS,
  WEEK: 7 * DAY_MS,
  MONTH: 30 * DAY_MS,
  LIFETIME: Number.POSITIVE_INFINITY,
};

/** The window a cap counts impressions over, in ms (Infinity for LIFETIME). */
export function capWindowMs(cap: Pick<TFrequencyCap, 'timeUnit' | 'numTimeUnits'>): number {
  return TIME_UNIT_MS[cap.timeUnit] * cap.numTimeUnits;
}

/**
 * Whether one more impression may go to a visitor who saw the line item at these instants (ms): under every cap,
 * fewer impressions than its maximum within its window (numTimeUnits × the unit) before `now`.
 */
export function underFrequencyCaps(
  caps: readonly TFrequencyCap[],
  instants: readonly number[],
  now: number,
): boolean {
  return caps.every((cap) => {
    const window = capWindowMs(cap);
    let count = 0;
    for (const at of instants) if (now - at < window) count += 1;
    return count < cap.maxImpressions;
  });
}
