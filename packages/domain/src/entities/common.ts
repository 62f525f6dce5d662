import { z } from 'zod';

/** Building blocks shared by the entity and request schemas (architecture.md "Wire conventions"). */

/** Ad-server ids (orders, line items, creatives, locations, segments) are positive integers. */
export const ZIdSchema = z.number().int().min(1);

/** Money is integer cents, never a float of dollars. */
export const ZCentsSchema = z.number().int().nonnegative();

/** Instants are ISO 8601 strings with an offset or Z; calendar dates are 'YYYY-MM-DD'. */
export const ZIsoDateTimeSchema = z.iso.datetime({ offset: true });
export const ZIsoDateSchema = z.iso.date();

/** A creative or placeholder size in pixels. */
export const ZSizeSchema = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type TSize = z.infer<typeof ZSizeSchema>;

/** A creative placeholder of a line item (ad-server shape: {size: {width, height}}). */
export const ZCreativePlaceholderSchema = z.object({ size: ZSizeSchema });
export type TCreativePlaceholder = z.infer<typeof ZCreativePlaceholderSchema>;

/**
 * View-as (spec §6): GET carries `viewAs` in the query, POST and PUT in the body, holding the target user id. The
 * request schemas leave it out (their objects strip unknown keys): read it from the raw request before validation.
 */
export const ZViewAsSchema = z.object({ viewAs: z.string().min(1).optional() });
export type TViewAs = z.infer<typeof ZViewAsSchema>;

/** A required, trimmed text of at most `max` characters (names, titles). */
export function requiredText(max = 255) {
  return z.string().trim().min(1, { abort: true }).max(max);
}

/**
 * A whole number within bounds, with zod's own checks so the bounds reach the OpenAPI document; they are worded
 * as `integer`, `min_value {min}` and `max_value {max}` (issues.ts).
 */
export function intBetween(min: number, max: number) {
  return z.number().int().min(min).max(max);
}
