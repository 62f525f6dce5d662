import { z } from 'zod';
import {
  CONVERSION_LOOKBACK_DEFAULT_DAYS,
  CONVERSION_LOOKBACK_MAX_DAYS,
  CONVERSION_LOOKBACK_MIN_DAYS,
  SEGMENT_MEMBERSHIP_DAYS_DEFAULT,
  SEGMENT_MEMBERSHIP_DAYS_MAX,
  SEGMENT_MEMBERSHIP_DAYS_MIN,
  SEGMENT_PAGE_VIEWS_DEFAULT,
  SEGMENT_PAGE_VIEWS_MAX,
  SEGMENT_PAGE_VIEWS_MIN,
} from './constants.ts';
import { ZConversionTypeSchema, type SegmentStatus } from './enums.ts';
import { intBetween, requiredText } from './entities/common.ts';

/** Audience (personalised segment) and conversion pixel inputs of spec §5. */

/** The catalogue key of the segment name's placeholder ("Enter a name"). */
export const SEGMENT_NAME_PLACEHOLDER_KEY = 'placeholders.segmentName';

/** POST and PUT /segments/personalized_segments (spec §7): name required, pageViews 1..12, membership 1..540 days. */
export const ZPersonalizedSegmentInputSchema = z.object({
  name: requiredText(),
  description: z.string().trim().max(1000).default(''),
  pageViews: intBetween(SEGMENT_PAGE_VIEWS_MIN, SEGMENT_PAGE_VIEWS_MAX).default(SEGMENT_PAGE_VIEWS_DEFAULT),
  membershipExpirationDays: intBetween(SEGMENT_MEMBERSHIP_DAYS_MIN, SEGMENT_MEMBERSHIP_DAYS_MAX).default(
    SEGMENT_MEMBERSHIP_DAYS_DEFAULT,
  ),
});
export type TPersonalizedSegmentInput = z.infer<typeof ZPersonalizedSegmentInputSchema>;

/** Only ACTIVE segments are selectable in the status filter and in targeting (spec §5). */
export function isSelectableSegment(segment: { readonly status: SegmentStatus | string }): boolean {
  return segment.status === 'ACTIVE';
}

/** POST and PUT /conversions/ (architecture.md): lookback windows of 1 to 30 days. */
export const ZConversionPixelInputSchema = z.object({
  name: requiredText(),
  type: ZConversionTypeSchema,
  impressionsLookbackDays: intBetween(CONVERSION_LOOKBACK_MIN_DAYS, CONVERSION_LOOKBACK_MAX_DAYS).default(
    CONVERSION_LOOKBACK_DEFAULT_DAYS,
  ),
  clicksLookbackDays: intBetween(CONVERSION_LOOKBACK_MIN_DAYS, CONVERSION_LOOKBACK_MAX_DAYS).default(
    CONVERSION_LOOKBACK_DEFAULT_DAYS,
  ),
});
export type TConversionPixelInput = z.infer<typeof ZConversionPixelInputSchema>;
