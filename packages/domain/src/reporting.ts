import { z } from 'zod';
import { regionsOf } from './regions.ts';

/**
 * Reporting breakdowns (issue 31): the metrics of a range grouped by campaign, line item, creative, size or region,
 * with reach (distinct visitors) and average frequency (impressions per visitor reached).
 */

export const BREAKDOWN_DIMENSIONS = ['campaign', 'lineItem', 'creative', 'size', 'region'] as const;
export const ZBreakdownDimensionSchema = z.enum(BREAKDOWN_DIMENSIONS);
export type BreakdownDimension = z.infer<typeof ZBreakdownDimensionSchema>;

/** GET /metric/breakdown's query (the range rule is metricsRangeViolation's, as GET /metric/orders). */
export const ZMetricsBreakdownQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  by: ZBreakdownDimensionSchema.default('campaign'),
  orderId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  format: z.enum(['json', 'csv']).default('json'),
  lang: z.enum(['fr', 'en']).optional(),
});
export type TMetricsBreakdownQuery = z.infer<typeof ZMetricsBreakdownQuerySchema>;

export const ZBreakdownRowSchema = z.object({
  /**
   * The group's key: an order, line item or creative id (as text), a size '300x250', or a region 'CA-QC' ('' when
   * the visitor's region was unknown).
   */
  key: z.string(),
  /** What a person reads: the campaign's, line item's or creative's name; the size or region code otherwise. */
  label: z.string(),
  /** The campaign a line item or creative row belongs to (its name), for the reader. */
  orderName: z.string().nullable(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  ctr: z.number().nonnegative(),
  /** Distinct visitors who saw at least one impression of the group in the range. */
  reach: z.number().int().nonnegative(),
  /** Impressions per visitor reached (0 without reach). */
  frequency: z.number().nonnegative(),
});
export type TBreakdownRow = z.infer<typeof ZBreakdownRowSchema>;

/** Average frequency: the impressions seen by the visitors reached, per visitor, to two decimals. */
export function averageFrequency(impressions: number, reach: number): number {
  return reach > 0 ? Math.round((impressions / reach) * 100) / 100 : 0;
}

/** A region key of the breakdown ('CA-QC') by its name in the language; null when unknown or not listed. */
export function regionName(key: string, lang: 'fr' | 'en'): string | null {
  const [country, code] = key.split('-');
  if (!country || !code) return null;
  const found = regionsOf(country).find((r) => r.code === code);
  return found ? found[lang] : null;
}
