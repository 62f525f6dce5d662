import { z } from 'zod';
import { ZUrlSchema } from '../credentials.ts';
import { ZAssociationActionSchema, ZCreativeApprovalStatusSchema } from '../enums.ts';
import { ZIdSchema, ZSizeSchema, requiredText, text, type TSize } from '../entities/common.ts';
import { parseSize } from '../sizes.ts';

/**
 * Creative calls of spec §7, sent as multipart form data: the text fields are strings (ids are coerced); the file
 * (`asset`) is checked apart with validateCreativeFile.
 */

/** A size written as text ("300x250"), parsed into {width, height}. */
export const ZSizeTextSchema = text()
  .refine((value) => parseSize(value) !== undefined, { message: 'SIZE_FORMAT' })
  .transform((value) => parseSize(value) as TSize);

const formId = z.coerce.number().pipe(ZIdSchema);
const optionalText = text().trim().max(255).optional();

/** The native extras; nativeStyleId and nativeFormatId name the template. */
const nativeFields = {
  title: optionalText,
  text: text().trim().max(1000).optional(),
  adContentTitle: optionalText,
  prefixText: optionalText,
  nativeStyleId: formId.optional(),
  nativeFormatId: formId.optional(),
};

/** POST /gam/creatives: orderId, lineItemId, name, destinationUrl, size as text "300x250", native extras. */
export const ZCreativeCreateFieldsSchema = z.object({
  orderId: formId,
  lineItemId: formId,
  name: requiredText(),
  destinationUrl: ZUrlSchema,
  size: ZSizeTextSchema,
  ...nativeFields,
});
export type TCreativeCreateFields = z.infer<typeof ZCreativeCreateFieldsSchema>;

/**
 * An entry of PUT /gam/creatives editing a creative; a native creative's entry may carry the native extras too,
 * checked as at creation (their template's rules). An extra left out keeps its value; null (or "") clears it.
 */
export const ZCreativeEditEntrySchema = z.object({
  id: ZIdSchema,
  name: requiredText(),
  destinationUrl: ZUrlSchema,
  assetUrl: text().max(2048).nullable().optional(),
  size: z.union([ZSizeSchema, ZSizeTextSchema]),
  title: nativeFields.title.nullable(),
  text: nativeFields.text.nullable(),
  adContentTitle: nativeFields.adContentTitle.nullable(),
  prefixText: nativeFields.prefixText.nullable(),
  nativeStyleId: nativeFields.nativeStyleId,
  nativeFormatId: nativeFields.nativeFormatId,
});
export type TCreativeEditEntry = z.infer<typeof ZCreativeEditEntrySchema>;

/** An entry of PUT /gam/creatives changing a status (associationAction ACTIVATE or DEACTIVATE, spec §4). */
export const ZCreativeStatusEntrySchema = z.object({
  id: ZIdSchema,
  approbation: ZCreativeApprovalStatusSchema,
  associationAction: ZAssociationActionSchema,
});

/** PUT /gam/creatives: orderId, lineItemId, and creatives as a JSON list (parsed here as the list itself). */
export const ZCreativeUpdateFieldsSchema = z.object({
  orderId: formId,
  lineItemId: formId,
  creatives: z.array(z.union([ZCreativeStatusEntrySchema, ZCreativeEditEntrySchema])).min(1),
});
export type TCreativeUpdateFields = z.infer<typeof ZCreativeUpdateFieldsSchema>;
