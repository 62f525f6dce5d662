import { z } from 'zod';
import { ZIdSchema, text } from './common.ts';

/**
 * The ISO 3166-2 code of the province or state a location lies in ('CA-QC', 'US-NY'): the `regionId` of a
 * location, which the ad server also reads from a request's geo header (X-Geo-Region: CA-QC).
 */
export const ZRegionCodeSchema = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/);

/**
 * Targeting of a line item, in the ad server's shapes (architecture.md): `Location {id, type, canonicalParentId,
 * countryCode, regionId, name}` and `Targeting {geoTargeting: {targetedLocations, excludedLocations},
 * customTargeting}`. Location types are the ad server's (COUNTRY, PROVINCE, STATE, CITY, POSTAL_CODE...), kept as
 * text because its list is longer than the rules need.
 */
export const ZLocationSchema = z.object({
  id: ZIdSchema,
  type: text().min(1).max(100),
  canonicalParentId: ZIdSchema.nullable().optional(),
  countryCode: text().length(2),
  regionId: ZRegionCodeSchema.nullable().optional(),
  name: text().max(255),
});
export type TLocation = z.infer<typeof ZLocationSchema>;

/** A geo target of GET /gam/targeting/geo (spec §3): the same shape as a location. */
export const ZGeoTargetSchema = ZLocationSchema;
export type TGeoTarget = TLocation;

export const ZGeoTargetingSchema = z.object({
  targetedLocations: z.array(ZLocationSchema).default([]),
  excludedLocations: z.array(ZLocationSchema).default([]),
});
export type TGeoTargeting = z.infer<typeof ZGeoTargetingSchema>;

/** customTargeting: the ids of the selected audience segments (catalogue ad_manager_id or personalised ids). */
export const ZTargetingSchema = z.object({
  geoTargeting: ZGeoTargetingSchema.default({ targetedLocations: [], excludedLocations: [] }),
  customTargeting: z.array(ZIdSchema).default([]),
});
export type TTargeting = z.infer<typeof ZTargetingSchema>;
