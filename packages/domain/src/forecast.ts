import { z } from 'zod';
import { ZCreativePlaceholderSchema, ZIdSchema, ZIsoDateTimeSchema } from './entities/common.ts';
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
    units: z.number().int().min(1),
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

/** Its answer: the units the ad server has for that line item, and the units it asks for. */
export const ZForecastResponseSchema = z.object({
  availableUnits: z.number().int().nonnegative(),
  requestedUnits: z.number().int().nonnegative(),
});
export type TForecastResponse = z.infer<typeof ZForecastResponseSchema>;

/**
 * What the wizard says of a forecast: "about {available} of your {requested} impressions" (never more than asked:
 * the network's spare inventory beyond the goal is not the advertiser's), and whether it is delivered in full.
 */
export function forecastSummary(forecast: TForecastResponse): {
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
