import { z } from 'zod';
import { ZFrequencyCapListSchema } from '../frequency-caps.ts';
import { ZTargetingInputSchema } from '../geo-targeting.ts';
import { ZOrderStatusSchema, ZUnitTypeSchema } from '../enums.ts';
import {
  ZCreativePlaceholderSchema,
  ZIdSchema,
  ZIsoDateTimeSchema,
  requiredText,
  text,
} from '../entities/common.ts';
import { MAX_LINE_ITEM_UNITS } from '../constants.ts';
import { ZOrderSchema } from '../entities/order.ts';
import { ZBillingRegionShapeSchema } from '../invoice-terms.ts';
import { isRegionOf } from '../regions.ts';
import { addViolations, violation } from '../violations.ts';
import { cursorPageSchema, ZCursorSchema } from '../pagination.ts';

/** Bodies and answers of the order and line item calls of spec §7 (/gam/orders, /gam/line-items). */

const notes = text().trim().max(2000).default('');

/** POST /gam/orders {name, notes, type ids}; the answer is {orderId}. */
export const ZOrderCreateRequestSchema = z.object({
  name: requiredText(),
  notes,
  typeId: ZIdSchema,
  customFieldId: ZIdSchema,
});
export type TOrderCreateRequest = z.infer<typeof ZOrderCreateRequestSchema>;
export const ZOrderCreateResponseSchema = z.object({ orderId: ZIdSchema });

/** PUT /gam/orders/{id} {name, notes}. */
export const ZOrderUpdateRequestSchema = z.object({ name: requiredText(), notes });
export type TOrderUpdateRequest = z.infer<typeof ZOrderUpdateRequestSchema>;

/** GET /gam/orders: [{total}, orders] — the list is the second element (spec §7, issue 4). */
export const ZOrderListResponseSchema = z.tuple([
  z.object({ total: z.number().int().nonnegative() }),
  z.array(ZOrderSchema),
]);

/** GET /gam/orders?archived=true|false: only the archived, or only the live orders; all without it. */
export const ORDER_LIST_MAX_LIMIT = 100;

/**
 * GET /gam/orders: optionally archived or not, and optionally one page (`limit` orders from `offset`, newest
 * first); `total` counts the orders of the filter, all pages together.
 */
export const ZOrderListQuerySchema = z.object({
  archived: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_LIST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /** Cursor pagination (issue 32 §4): the `nextCursor` of the page before. */
  cursor: ZCursorSchema.optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuerySchema>;

/**
 * Which answer GET /gam/orders gives (issue 32 §4): `{items, nextCursor}` for a cursor page — a `cursor`, or a `limit`
 * without `offset` (the first page); the spec's pair `[{total}, orders]` otherwise (no paging, as the web asks, or
 * `limit` with `offset`).
 */
export function isCursorListQuery(query: { limit?: number; offset?: number; cursor?: string }): boolean {
  return query.offset === undefined && (query.cursor !== undefined || query.limit !== undefined);
}

/** GET /gam/orders?limit=&cursor=: one page of orders, newest first, and the cursor of the next (null on the last). */
export const ZOrderPageSchema = cursorPageSchema(ZOrderSchema);
export type TOrderPage = z.infer<typeof ZOrderPageSchema>;

/** Either answer of GET /gam/orders (isCursorListQuery says which). */
export const ZOrderListAnswerSchema = z.union([ZOrderListResponseSchema, ZOrderPageSchema]);

/**
 * POST /gam/orders/{id}/submit-for-approval {force, country?, province?}: force submits despite NOT_ENOUGH_INVENTORY
 * ("Submit anyway"); the country and province the step asks when the account has none (issue 31 §3) come together,
 * the province one of the country's (ZBillingRegionSchema), and are kept with the account's company information.
 */
export const ZSubmitForApprovalRequestSchema = z
  .object({
    force: z.boolean().default(false),
    country: ZBillingRegionShapeSchema.shape.country.optional(),
    province: ZBillingRegionShapeSchema.shape.province.optional(),
  })
  .superRefine(({ country, province }, ctx) => {
    if (country === undefined && province === undefined) return;
    if (country === undefined) addViolations(ctx, [violation('required', {}, ['country'])]);
    else if (province === undefined) addViolations(ctx, [violation('required', {}, ['province'])]);
    else if (!isRegionOf(country, province)) {
      addViolations(ctx, [violation('PROVINCE_INVALID', { country }, ['province'])]);
    }
  });
export type TSubmitForApprovalRequest = z.infer<typeof ZSubmitForApprovalRequestSchema>;
export const ZSubmitForApprovalResponseSchema = z.object({ status: ZOrderStatusSchema });

const lineItemFields = {
  orderId: ZIdSchema,
  units: z.number().int().min(1).max(MAX_LINE_ITEM_UNITS),
  unitType: ZUnitTypeSchema.default('IMPRESSIONS'),
  startDateTime: ZIsoDateTimeSchema,
  endDateTime: ZIsoDateTimeSchema,
  frequencyCaps: ZFrequencyCapListSchema.default([]),
  creativePlaceholders: z.array(ZCreativePlaceholderSchema).min(1),
  nativeFormatId: ZIdSchema.nullable().optional(),
};

/**
 * POST /gam/line-items; the answer is {lineItemIds}. Flight dates depend on the clock: add
 * flightDatesRefinement(now, timeZone) in a form, call validateFlightDates in the service; the budget depends on
 * the order: validateBudget.
 */
export const ZLineItemCreateRequestSchema = z.object(lineItemFields);
export type TLineItemCreateRequest = z.infer<typeof ZLineItemCreateRequestSchema>;
export const ZLineItemCreateResponseSchema = z.object({ lineItemIds: z.array(ZIdSchema) });

/** PUT /gam/line-items: the same fields plus lineItemId and targeting. */
export const ZLineItemUpdateRequestSchema = z.object({
  ...lineItemFields,
  lineItemId: ZIdSchema,
  targeting: ZTargetingInputSchema.optional(),
});
export type TLineItemUpdateRequest = z.infer<typeof ZLineItemUpdateRequestSchema>;

/** PUT /gam/line-items/pause and /resume {lineItemId, orderId}. */
export const ZLineItemPauseRequestSchema = z.object({ lineItemId: ZIdSchema, orderId: ZIdSchema });
export type TLineItemPauseRequest = z.infer<typeof ZLineItemPauseRequestSchema>;
export const ZLineItemResumeRequestSchema = ZLineItemPauseRequestSchema;
export type TLineItemResumeRequest = TLineItemPauseRequest;
