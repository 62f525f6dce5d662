import { z } from 'zod';
import { ZFrequencyCapShapeSchema } from '../frequency-caps.ts';
import {
  ZLineItemStatusSchema,
  ZOrderStatusSchema,
  ZOrderTypeNameSchema,
  ZUnitTypeSchema,
} from '../enums.ts';
import { ZCentsSchema, ZCreativePlaceholderSchema, ZIdSchema, ZIsoDateTimeSchema } from './common.ts';
import { ZCreativeSchema } from './creative.ts';
import { ZTargetingSchema } from './targeting.ts';
import { ZPauseReasonSchema } from '../payment-hold.ts';

/** Order type (spec §3): native or standard, with its ad-server ids. */
export const ZOrderTypeSchema = z.object({
  name: ZOrderTypeNameSchema,
  typeId: ZIdSchema,
  customFieldId: ZIdSchema,
});
export type TOrderType = z.infer<typeof ZOrderTypeSchema>;

export const ZLineItemStatsSchema = z.object({
  impressionsDelivered: z.number().int().nonnegative().default(0),
  clicksDelivered: z.number().int().nonnegative().default(0),
});

/** Line item (spec §3). */
export const ZLineItemSchema = z.object({
  id: ZIdSchema,
  orderId: ZIdSchema,
  name: z.string(),
  startDateTime: ZIsoDateTimeSchema,
  endDateTime: ZIsoDateTimeSchema,
  units: z.number().int().nonnegative(),
  unitType: ZUnitTypeSchema.default('IMPRESSIONS'),
  status: ZLineItemStatusSchema,
  stats: ZLineItemStatsSchema.default({ impressionsDelivered: 0, clicksDelivered: 0 }),
  creativePlaceholders: z.array(ZCreativePlaceholderSchema).default([]),
  creatives: z.array(ZCreativeSchema).default([]),
  frequencyCaps: z.array(ZFrequencyCapShapeSchema).default([]),
  nativeFormatId: ZIdSchema.nullable().optional(),
  isArchived: z.boolean().default(false),
  targeting: ZTargetingSchema.default({
    geoTargeting: { targetedLocations: [], excludedLocations: [] },
    customTargeting: [],
  }),
  /** Why the portal paused it (issue 14: PAYMENT, an invoice defaulted); null when it did not. */
  pauseReason: ZPauseReasonSchema.nullable().optional(),
  /**
   * The names of targeting.customTargeting's audiences in the request's language (issue 12 item 4), on the read of
   * one order (GET /gam/orders/{id}): a saved audience is named, not shown as its id, after a reload.
   */
  customTargetingNames: z.array(z.object({ id: ZIdSchema, name: z.string() })).optional(),
});
export type TLineItem = z.infer<typeof ZLineItemSchema>;

/**
 * Order (spec §3). `totalBudget` is in cents; when absent it is units/1000 times the rate (see budget.ts
 * orderTotalBudgetCents). Dates and units are null until a line item exists. `cleanName` is the name after its
 * first dash (names.ts cleanName).
 */
export const ZOrderSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  cleanName: z.string(),
  notes: z.string().default(''),
  status: ZOrderStatusSchema,
  units: z.number().int().nonnegative().nullable().optional(),
  unitType: ZUnitTypeSchema.default('IMPRESSIONS'),
  startDateTime: ZIsoDateTimeSchema.nullable().optional(),
  endDateTime: ZIsoDateTimeSchema.nullable().optional(),
  totalBudget: ZCentsSchema.nullable().optional(),
  isArchived: z.boolean().default(false),
  lineItems: z.array(ZLineItemSchema).default([]),
  type: ZOrderTypeSchema.partial({ name: true }).nullable().optional(),
  /** The staff's reason when the order was disapproved (issue 4 review), shown to the advertiser. */
  disapprovalReason: z.string().nullable().optional(),
  /** What the delivery so far costs, in cents: each line item's delivered impressions at 3 $ CPM, within its budget. */
  spendToDateCents: ZCentsSchema.optional(),
  /**
   * In the answer of PUT /gam/line-items only: the new budget (cents) just pre-authorised on the card, when the change
   * raised the budget of a campaign whose budget was already held (issue 12 item 13).
   */
  preAuthorizedAmount: ZCentsSchema.optional(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;
