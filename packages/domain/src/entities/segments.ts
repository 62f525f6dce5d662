import { z } from 'zod';
import {
  ZConversionStatusSchema,
  ZConversionTypeSchema,
  ZSegmentStatusSchema,
  ZSegmentTypeSchema,
} from '../enums.ts';
import { ZIdSchema } from './common.ts';

/** A segment of the audience catalogue (spec §3), with its children when loaded. */
export const ZCatalogueSegmentBaseSchema = z.object({
  segment_id: ZIdSchema,
  parent_id: ZIdSchema.nullable(),
  ad_manager_id: ZIdSchema.nullable(),
  title_fr: z.string(),
  title_en: z.string(),
  rank_number: z.number().int(),
  has_children: z.boolean(),
});
export type TCatalogueSegment = z.infer<typeof ZCatalogueSegmentBaseSchema> & {
  segments?: TCatalogueSegment[];
};
export const ZCatalogueSegmentSchema: z.ZodType<TCatalogueSegment> = ZCatalogueSegmentBaseSchema.extend({
  get segments() {
    return z.array(ZCatalogueSegmentSchema).optional();
  },
});

/**
 * A personalised segment, i.e. an audience (spec §3). `rawName` is the ad server's name, `name` the same without
 * its prefix before the first dash (names.ts cleanName); `description` holds the notes; `tag` the code to install.
 */
export const ZPersonalizedSegmentSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  rawName: z.string(),
  description: z.string().default(''),
  type: ZSegmentTypeSchema.default('Pixel'),
  pageViews: z.number().int(),
  membershipExpirationDays: z.number().int(),
  size: z.number().int().nonnegative().default(0),
  status: ZSegmentStatusSchema,
  tag: z.string().default(''),
});
export type TPersonalizedSegment = z.infer<typeof ZPersonalizedSegmentSchema>;

/** A conversion pixel (spec §3; lookback windows named as architecture.md). */
export const ZConversionPixelSchema = z.object({
  activityGroupId: ZIdSchema,
  id: ZIdSchema,
  name: z.string(),
  type: ZConversionTypeSchema,
  impressionsLookbackDays: z.number().int(),
  clicksLookbackDays: z.number().int(),
  totalConversions: z.number().int().nonnegative().default(0),
  status: ZConversionStatusSchema,
  tag: z.string().default(''),
  /** True on the samples of ?mock=true (spec §2), which are never stored. */
  sample: z.boolean().optional(),
});
export type TConversionPixel = z.infer<typeof ZConversionPixelSchema>;
