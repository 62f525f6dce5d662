import { z } from 'zod';
import { ZConversionStatusSchema, ZSegmentStatusChangeSchema } from '../enums.ts';
import { ZConversionPixelInputSchema } from '../audiences.ts';
import { ZIdSchema, text } from '../entities/common.ts';
import { ZCreditStatusSchema } from '../entities/user.ts';

/** Bodies and answers of the segment, conversion, voucher and payment calls of spec §7. */

/** PUT /segments/personalized_segments/{id}/status {id, status}. */
export const ZSegmentStatusRequestSchema = z.object({ id: ZIdSchema, status: ZSegmentStatusChangeSchema });
export type TSegmentStatusRequest = z.infer<typeof ZSegmentStatusRequestSchema>;
export const ZSegmentCreateResponseSchema = z.object({ id: ZIdSchema });
export const ZPoolCountResponseSchema = z.object({ count: z.number().int().nonnegative() });

/** POST and PUT /conversions/ answer {id, activityGroupId}. */
export const ZConversionSaveResponseSchema = z.object({ id: ZIdSchema, activityGroupId: ZIdSchema });

/** PUT /conversions/: the pixel named by its activity group, and its new settings. */
export const ZConversionPixelUpdateRequestSchema = ZConversionPixelInputSchema.extend({
  activityGroupId: ZIdSchema,
  status: ZConversionStatusSchema.optional(),
});
export type TConversionPixelUpdateRequest = z.infer<typeof ZConversionPixelUpdateRequestSchema>;

/** POST /vouchers/validate {code}. */
export const ZVoucherValidateRequestSchema = z.object({ code: text().trim().min(1).max(100) });
export type TVoucherValidateRequest = z.infer<typeof ZVoucherValidateRequestSchema>;

/**
 * POST /payment/paymentMethod: the single-use `dataKey` the hosted tokenisation page gave back, and the
 * cardholder's name as the portal's form collected it (optional: a processor may know it). The card number never
 * reaches the portal.
 */
export const ZPaymentMethodSaveRequestSchema = z.object({
  dataKey: text().trim().min(1).max(200),
  holderName: text().trim().max(100).default(''),
});
export type TPaymentMethodSaveRequest = z.input<typeof ZPaymentMethodSaveRequestSchema>;

/**
 * DELETE /payment/paymentMethod?pauseCampaigns=true (issue 31 §4): without it, a card that campaigns pending approval,
 * ready or delivering rely on is not deleted (PAYMENT_METHOD_IN_USE); with it, the advertiser confirmed that those
 * campaigns pause for payment at once.
 */
export const ZPaymentMethodDeleteQuerySchema = z.object({
  pauseCampaigns: z.enum(['true', 'false']).optional(),
});
export type TPaymentMethodDeleteQuery = z.infer<typeof ZPaymentMethodDeleteQuerySchema>;

/** The code of the hosted tokenisation page's answer when the card was tokenised (else 940 to 945, spec §8). */
export const TOKENISATION_SUCCESS_CODE = '001';

/**
 * The hosted tokenisation page's answer, as it posts it to the portal's window (a JSON text): `responseCode`
 * holds "001" with a `dataKey`, or the failing codes 940 to 945 in the spec's order.
 */
export const ZTokenisationResponseSchema = z.object({
  responseCode: z.array(z.string()).min(1),
  dataKey: z.string().nullish(),
  errorMessage: z.string().nullish(),
  bin: z.string().nullish(),
});
export type TTokenisationResponse = z.infer<typeof ZTokenisationResponseSchema>;

/** GET /gam/companies/credit-status. */
export const ZCreditStatusResponseSchema = z.object({ creditStatus: ZCreditStatusSchema });
