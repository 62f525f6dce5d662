import { z } from 'zod';
import { ZIdSchema, ZIsoDateTimeSchema, requiredText } from '../entities/common.ts';
import { ZOrderSchema } from '../entities/order.ts';

/** Review of orders by platform staff (issue 4: role editor or admin), under /review. */

/** The advertiser who owns a reviewed object. */
export const ZReviewOwnerSchema = z.object({
  userId: ZIdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TReviewOwner = z.infer<typeof ZReviewOwnerSchema>;

/** GET /review/orders: an order waiting for review, with its owner and when it was submitted. */
export const ZReviewOrderSchema = ZOrderSchema.extend({
  owner: ZReviewOwnerSchema,
  submittedAt: ZIsoDateTimeSchema.nullable(),
});
export type TReviewOrder = z.infer<typeof ZReviewOrderSchema>;

/** POST /review/orders/{id}/disapprove {reason}: the reason is shown to the advertiser and e-mailed. */
export const ZReviewDisapproveRequestSchema = z.object({ reason: requiredText(2000) });
export type TReviewDisapproveRequest = z.infer<typeof ZReviewDisapproveRequestSchema>;
