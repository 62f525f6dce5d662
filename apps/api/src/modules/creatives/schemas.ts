import { z } from 'zod';
import { ZCreativeSchema, ZCursorPageQuerySchema, ZIdSchema, text } from '@portal/domain';

/** What the creative calls answer: the domain's creative (spec §3) with the staff's reason of a disapproval. */
export const ZCreativeViewSchema = ZCreativeSchema.extend({ reviewReason: z.string().nullable() });
export type TCreativeView = z.infer<typeof ZCreativeViewSchema>;

/** An entry of the staff's review queue: the creative, the order it was made on, and whose it is. */
export const ZCreativeReviewEntrySchema = ZCreativeViewSchema.extend({
  orderId: ZIdSchema,
  ownerId: ZIdSchema,
  ownerEmail: z.string(),
  /** The advertiser (company, else name) and the campaign the creative belongs to (issue 12 item 10). */
  ownerName: z.string(),
  orderName: z.string(),
  createdAt: z.string(),
  /**
   * The reason staff gave when they refused it before, when it came back to review after a change (issue 31 §17:
   * the reviewer sees whether what was asked was done); null for a creative never refused with a reason.
   */
  earlierRefusalReason: z.string().nullable(),
});
export type TCreativeReviewEntry = z.infer<typeof ZCreativeReviewEntrySchema>;

/** POST /review/creatives/{id}/disapprove: the reason, optional, shown to the advertiser. */
export const ZCreativeDisapproveBodySchema = z
  .object({ reason: text().trim().max(1000).optional() })
  .nullish();

/** GET /gam/creatives: the creatives of one of the caller's line items. */
export const ZCreativeListQuerySchema = z.object({
  orderId: z.coerce.number().pipe(ZIdSchema),
  lineItemId: z.coerce.number().pipe(ZIdSchema),
  // Cursor pages (issue 32 §4).
  ...ZCursorPageQuerySchema.shape,
});

export const ZCreativeIdParamsSchema = z.object({ id: z.coerce.number().pipe(ZIdSchema) });

/** A creative form as the multipart reader hands it over: text fields, and the `asset` file when one came. */
export interface CreativeForm {
  fields: Record<string, unknown>;
  file?: { filename: string; bytes: Buffer };
}
