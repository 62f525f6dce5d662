import { z } from 'zod';
import { ZDiscountTypeSchema, ZVoucherTypeSchema } from '../enums.ts';
import { ZCentsSchema, ZIsoDateTimeSchema } from './common.ts';

const discountAmounts = {
  /** AMOUNT: the discount in cents. */
  amount_off: ZCentsSchema.optional(),
  /** PERCENT: the discount in percent (0..100). */
  percent_off: z.number().min(0).max(100).optional(),
};

/**
 * A promotional code as the voucher service answers it (spec §3: code, campaign, type, discount, date, start_date,
 * expiration), before the portal decides whether it accepts it: types are open text here, since an unaccepted
 * type is a refusal with its own code ('INVALID PROMO CODE TYPE', vouchers.ts validateVoucher), not a malformed reply.
 */
export const ZVoucherCandidateSchema = z.object({
  code: z.string().min(1),
  campaign: z.string().nullable().optional(),
  type: z.string(),
  discount: z
    .object({ type: z.string(), ...discountAmounts })
    .nullable()
    .optional(),
  /** GIFT_VOUCHER: the credit in cents and what is left of it. */
  gift: z.object({ amount: ZCentsSchema, balance: ZCentsSchema }).nullable().optional(),
  /** When the code was added to the user's list. */
  date: ZIsoDateTimeSchema.nullable().optional(),
  start_date: ZIsoDateTimeSchema.nullable().optional(),
  expiration: ZIsoDateTimeSchema.nullable().optional(),
  /** False when the voucher service has switched the code off. */
  active: z.boolean().default(true),
  /** How many times it may be redeemed (null: unlimited) and has been. */
  redemption: z
    .object({
      quantity: z.number().int().min(1).nullable(),
      redeemed_quantity: z.number().int().nonnegative(),
    })
    .nullable()
    .optional(),
  /** The labels of spec §3: a discount that decreases over time, a code usable once. */
  decreasing: z.boolean().default(false),
  singleUse: z.boolean().default(false),
});
export type TVoucherCandidate = z.infer<typeof ZVoucherCandidateSchema>;

/** A promotional code the portal accepts: a discount voucher (AMOUNT or PERCENT) or a gift voucher (spec §5). */
export const ZVoucherSchema = ZVoucherCandidateSchema.extend({
  type: ZVoucherTypeSchema,
  discount: z
    .object({ type: ZDiscountTypeSchema, ...discountAmounts })
    .nullable()
    .optional(),
});
export type TVoucher = z.infer<typeof ZVoucherSchema>;
