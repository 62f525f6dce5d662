import { z } from 'zod';
import { ZDynamicInputTypeSchema } from '../enums.ts';
import { ZIdSchema, text } from './common.ts';
import { ZNativeTemplateSchema } from './creative.ts';
import { ZCatalogueSegmentBaseSchema } from './segments.ts';
import { ZRegionCodeSchema } from './targeting.ts';

/**
 * The ad server's catalogues as the portal reads them (spec §7 "Targeting and segments", GET /gam/natives) and its
 * availability forecast: the schemas of what GET /gam/targeting/geo filters on, of the native templates' fields
 * and of a forecast answer.
 */

/** An optional query-string text: trimmed, and absent when empty (`?q=`). */
const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Filters of GET /gam/targeting/geo and GET /targeting/geo: `q` searches the names in both languages (accents and
 * case ignored); `countryCode` ('CA'), `parentId` (the canonical parent) and `regionId` ('CA-QC') narrow the list.
 */
export const ZGeoTargetQuerySchema = z.object({
  q: optionalQueryText(100),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  parentId: z.coerce.number().pipe(ZIdSchema).optional(),
  regionId: text().trim().toUpperCase().pipe(ZRegionCodeSchema).optional(),
});
export type TGeoTargetQuery = z.infer<typeof ZGeoTargetQuerySchema>;

/**
 * Catalogue segments as GET /segments/ and /segments/children/{id} answer them (without nesting) and as GET
 * /segments/{id} does (with its direct children): one level each, so the OpenAPI document can describe them, which
 * it cannot do inline for the recursive ZCatalogueSegmentSchema.
 */
export const ZCatalogueSegmentEntrySchema = ZCatalogueSegmentBaseSchema;
export const ZCatalogueSegmentWithChildrenSchema = ZCatalogueSegmentBaseSchema.extend({
  segments: z.array(ZCatalogueSegmentBaseSchema),
});
export type TCatalogueSegmentWithChildren = z.infer<typeof ZCatalogueSegmentWithChildrenSchema>;

/** The creative fields a native template asks for: the native extras of a creative (spec §3) and its image. */
export const NATIVE_TEMPLATE_FIELD_NAMES = [
  'title',
  'text',
  'adContentTitle',
  'prefixText',
  'asset',
] as const;

/** One field of a native template: its creative field, its form input type (spec §3), its limits and label. */
export const ZNativeTemplateFieldSchema = z.object({
  name: z.enum(NATIVE_TEMPLATE_FIELD_NAMES),
  type: ZDynamicInputTypeSchema,
  required: z.boolean(),
  maxLength: z.number().int().positive().optional(),
  /** The label in the request's language. */
  label: z.string(),
});
export type TNativeTemplateField = z.infer<typeof ZNativeTemplateFieldSchema>;

/** A native template of GET /gam/natives with the fields its creative form shows. */
export const ZNativeTemplateWithFieldsSchema = ZNativeTemplateSchema.extend({
  fields: z.array(ZNativeTemplateFieldSchema),
});
export type TNativeTemplateWithFields = z.infer<typeof ZNativeTemplateWithFieldsSchema>;

/**
 * The ad server's availability forecast for a line item (after Ad Manager's AvailabilityForecast): the units its
 * targeting matches over its flight, and those still available once booked line items are served. Whether that
 * delivers the line item in full is the domain's rule (forecastSummary), not the ad server's.
 */
export const ZAvailabilityForecastSchema = z.object({
  availableUnits: z.number().int().nonnegative(),
  matchedUnits: z.number().int().nonnegative(),
  /** The units the same line item would match without its geo targeting (absent: not known). */
  untargetedUnits: z.number().int().nonnegative().optional(),
  /** Days of traffic history the forecast stands on (absent: the ad server vouches for its own forecast). */
  historyDays: z.number().int().nonnegative().optional(),
});
export type TAvailabilityForecast = z.infer<typeof ZAvailabilityForecastSchema>;
