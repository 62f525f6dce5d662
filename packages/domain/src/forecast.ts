import { z } from 'zod';
import type { TAvailabilityForecast } from './entities/catalogues.ts';
import { ZCreativePlaceholderSchema, ZIdSchema, ZIsoDateTimeSchema } from './entities/common.ts';
import { MAX_LINE_ITEM_UNITS } from './constants.ts';
import { ZFrequencyCapListSchema } from './frequency-caps.ts';
import { ZTargetingInputSchema } from './geo-targeting.ts';
import { addViolations, violation } from './violations.ts';

/**
 * The live availability forecast of the campaign wizard (issues 4 and 5): the line item step and the targeting
 * step ask POST /gam/forecast what the ad server could deliver of the line item as it is being edited, and say
 * "about N of your M impressions are available"; below M the campaign may not be delivered in full, which is
 * what NOT_ENOUGH_INVENTORY refuses at submission unless forced.
 */

/**
 * POST /gam/forecast: the line item as the wizard holds it, unsaved. lineItemId names the saved line item being
 * edited, so that its own booking is not counted against it; the order (and that line item) must be the caller's.
 */
export const ZForecastRequestSchema = z
  .object({
    orderId: ZIdSchema,
    lineItemId: ZIdSchema.optional(),
    units: z.number().int().min(1).max(MAX_LINE_ITEM_UNITS),
    startDateTime: ZIsoDateTimeSchema,
    endDateTime: ZIsoDateTimeSchema,
    creativePlaceholders: z.array(ZCreativePlaceholderSchema).min(1),
    frequencyCaps: ZFrequencyCapListSchema.default([]),
    targeting: ZTargetingInputSchema.optional(),
  })
  .superRefine((value, ctx) => {
    // Past dates are the line item's own rules (saving refuses them); a flight must only have a length.
    if (Date.parse(value.endDateTime) <= Date.parse(value.startDateTime)) {
      addViolations(ctx, [violation('INVALID_DATES', { reason: 'END_BEFORE_START' }, ['endDateTime'])]);
    }
  });
export type TForecastRequest = z.infer<typeof ZForecastRequestSchema>;

/**
 * Its answer: the units the ad server has for that line item, the units it asks for, whether the network has
 * enough traffic history to estimate at all (estimable), and whether the geo targeting narrows the estimate.
 */
export const ZForecastResponseSchema = z.object({
  availableUnits: z.number().int().nonnegative(),
  requestedUnits: z.number().int().nonnegative(),
  estimable: z.boolean().default(true),
  narrowedByTargeting: z.boolean().default(false),
  /**
   * The targeted personalised segments so small (fewer than SEGMENT_MIN_DELIVERABLE_SIZE members, issue 15) that
   * delivery will be tiny: they may be chosen, serve to their members, and the wizard says so (issue 31 §10).
   */
  smallSegments: z.array(z.object({ id: ZIdSchema, name: z.string(), size: z.number().int() })).optional(),
  /**
   * True when a targeted place is city-level (a city, a region of cities: isCityLevel, issue 31 §2): the line item
   * serves, and the estimate counts, only visitors whose city is known. Absent otherwise.
   */
  cityKnownOnly: z.boolean().optional(),
});
export type TForecastResponse = z.infer<typeof ZForecastResponseSchema>;

/**
 * Below this many days of recorded traffic (a fresh install, a publisher just added), the network's history is too
 * short to forecast from: the portal says "not enough traffic yet to estimate" and does not refuse a submission
 * with NOT_ENOUGH_INVENTORY (issue 12).
 */
export const FORECAST_MIN_HISTORY_DAYS = 7;

/** The domain's reading of the ad server's forecast for a line item asking `requestedUnits`. */
export function readForecast(
  forecast: TAvailabilityForecast,
  requestedUnits: number,
  minHistoryDays: number = FORECAST_MIN_HISTORY_DAYS,
): TForecastResponse {
  const estimable = forecast.historyDays === undefined || forecast.historyDays >= minHistoryDays;
  return {
    availableUnits: estimable ? forecast.availableUnits : requestedUnits,
    requestedUnits,
    estimable,
    narrowedByTargeting:
      forecast.untargetedUnits !== undefined && forecast.matchedUnits < forecast.untargetedUnits,
  };
}

/**
 * Whether a submission is refused with NOT_ENOUGH_INVENTORY (spec §8): only on an estimate (a history long enough)
 * that does not deliver the line item in full.
 */
export function lacksInventory(forecast: TForecastResponse): boolean {
  return forecast.estimable && !forecastSummary(forecast).deliversInFull;
}

/**
 * What the wizard says of a forecast: "about {available} of your {requested} impressions" (never more than asked:
 * the network's spare inventory beyond the goal is not the advertiser's), and whether it is delivered in full.
 */
export function forecastSummary(forecast: Pick<TForecastResponse, 'availableUnits' | 'requestedUnits'>): {
  available: number;
  requested: number;
  deliversInFull: boolean;
} {
  const { availableUnits, requestedUnits } = forecast;
  return {
    available: Math.min(availableUnits, requestedUnits),
    requested: requestedUnits,
    deliversInFull: availableUnits >= requestedUnits,
  };
}
