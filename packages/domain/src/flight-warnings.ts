import type { TForecastResponse } from './forecast.ts';

/**
 * Warnings on a flight that is accepted but at risk (issue 31 §22), shown before submission beside the forecast:
 * nothing here refuses anything (spec §5's flight rules do), it says what the advertiser would otherwise learn from
 * a campaign that under-delivers.
 */

const HOUR_MS = 3_600_000;

/**
 * Below this many hours left in its flight, a line item is at risk whatever the network's traffic: the review takes
 * time, and every hour it waits is an hour of the goal that must be served in the hours left.
 */
export const SHORT_FLIGHT_HOURS = 48;

export type FlightWarning =
  /** The start (00:00 of a day, spec §5) has passed: the hours since are lost to delivery. */
  | { code: 'START_PASSED'; params: { hoursPassed: number } }
  /** Few hours left until the end: the goal must be served at `perHour` impressions an hour. */
  | { code: 'SHORT_FLIGHT'; params: { hoursLeft: number; perHour: number } }
  /** The forecast finds fewer impressions than the goal over the flight (what NOT_ENOUGH_INVENTORY refuses). */
  | { code: 'NOT_ENOUGH_INVENTORY'; params: { available: number; requested: number } };

export interface WarnedFlight {
  readonly startDateTime: string;
  readonly endDateTime: string;
  readonly units: number;
}

/** The warnings of a line item's flight at `now`, with its forecast when known; empty when none. */
export function flightWarnings(
  lineItem: WarnedFlight,
  now: Date,
  forecast?: Pick<TForecastResponse, 'availableUnits' | 'requestedUnits' | 'estimable'> | null,
): FlightWarning[] {
  const start = Date.parse(lineItem.startDateTime);
  const end = Date.parse(lineItem.endDateTime);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
  const at = now.getTime();
  const warnings: FlightWarning[] = [];
  if (start < at && end > at) {
    warnings.push({ code: 'START_PASSED', params: { hoursPassed: Math.floor((at - start) / HOUR_MS) } });
  }
  const hoursLeft = (end - Math.max(start, at)) / HOUR_MS;
  if (hoursLeft > 0 && hoursLeft < SHORT_FLIGHT_HOURS) {
    warnings.push({
      code: 'SHORT_FLIGHT',
      params: {
        hoursLeft: Math.max(1, Math.floor(hoursLeft)),
        perHour: Math.ceil(lineItem.units / Math.max(1, hoursLeft)),
      },
    });
  }
  if (forecast && forecast.estimable !== false && forecast.availableUnits < forecast.requestedUnits) {
    warnings.push({
      code: 'NOT_ENOUGH_INVENTORY',
      params: { available: forecast.availableUnits, requested: forecast.requestedUnits },
    });
  }
  return warnings;
}
