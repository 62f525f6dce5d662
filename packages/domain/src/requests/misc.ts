import { z } from 'zod';
import { ZSegmentStatusSchema } from '../enums.ts';
import { ZIdSchema } from '../entities/common.ts';
import { ZCreditStatusSchema } from '../entities/user.ts';

/** Bodies and answers of the segment, conversion, voucher and payment calls of spec §7. */

/** PUT /segments/personalized_segments/{id}/status {id, status}. */
export const ZSegmentStatusRequestSchema = z.object({ id: ZIdSchema, status: ZSegmentStatusSchema });
export type TSegmentStatusRequest = z.infer<typeof ZSegmentStatusRequestSchema>;
export const ZSegmentCreateResponseSchema = z.object({ id: ZIdSchema });
export const ZPoolCountResponseSchema = z.object({ count: z.number().int().nonnegative() });

/** POST and PUT /conversions/ answer {id, activityGroupId}. */
export const ZConversionSaveResponseSchema = z.object({ id: ZIdSchema, activityGroupId: ZIdSchema });

/** POST /vouchers/validate {code}. */
export const ZVoucherValidateRequestSchema = z.object({ code: z.string().trim().min(1).max(100) });
export type TVoucherValidateRequest = z.infer<typeof ZVoucherValidateRequestSchema>;

/**
 * POST /payment/paymentMethod: what the hosted tokenisation page gave back (its single-use token), and the
 * cardholder's name. The card number never reaches the portal.
 */
export const ZPaymentMethodSaveRequestSchema = z.object({
  token: z.string().trim().min(1),
  holderName: z.string().trim().max(255).optional(),
});
export type TPaymentMethodSaveRequest = z.infer<typeof ZPaymentMethodSaveRequestSchema>;

/** GET /gam/companies/credit-status. */
export const ZCreditStatusResponseSchema = z.object({ creditStatus: ZCreditStatusSchema });
