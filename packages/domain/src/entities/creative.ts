import { z } from 'zod';
import { ZCreativeApprovalStatusSchema, ZCreativeStatusSchema } from '../enums.ts';
import { ZIdSchema, ZSizeSchema } from './common.ts';

/** A creative (spec §3), with the native extras, which are null or absent on an image creative. */
export const ZCreativeSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  destinationUrl: z.string(),
  /** The stored file's name, when the creative has one. */
  asset: z.string().nullable().optional(),
  /** Where the stored file is served from. */
  assetUrl: z.string().nullable().optional(),
  size: ZSizeSchema,
  status: ZCreativeStatusSchema,
  approbation: ZCreativeApprovalStatusSchema,
  lineItemId: ZIdSchema,
  title: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  adContentTitle: z.string().nullable().optional(),
  prefixText: z.string().nullable().optional(),
  nativeStyleId: ZIdSchema.nullable().optional(),
  nativeFormatId: ZIdSchema.nullable().optional(),
  /** The staff's reason of a refusal (REFUSED only). */
  reviewReason: z.string().nullable().optional(),
});
export type TCreative = z.infer<typeof ZCreativeSchema>;

/** A native template of GET /gam/natives: the style and format a native creative refers to. */
export const ZNativeTemplateSchema = z.object({
  nativeStyleId: ZIdSchema,
  nativeFormatId: ZIdSchema,
  name: z.string(),
  size: ZSizeSchema,
});
export type TNativeTemplate = z.infer<typeof ZNativeTemplateSchema>;
