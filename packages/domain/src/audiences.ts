import { z } from 'zod';
import {
  SEGMENT_MIN_DELIVERABLE_SIZE,
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
import { intBetween, requiredText, text } from './entities/common.ts';
import { adServerName } from './names.ts';

export * from './audience-quota.ts';

/** Audience (personalised segment) and conversion pixel inputs of spec §5. */

/** The catalogue key of the segment name's placeholder ("Enter a name"). */
export const SEGMENT_NAME_PLACEHOLDER_KEY = 'placeholders.segmentName';

/** POST and PUT /segments/personalized_segments (spec §7): name required, pageViews 1..12, membership 1..540 days. */
export const ZPersonalizedSegmentInputSchema = z.object({
  name: requiredText(),
  description: text().trim().max(1000).default(''),
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

const DAY_MS = 86_400_000;

/** The name a segment is kept under on the ad server: "<advertiser id>-<name>"; cleanName shows it as typed. */
export function audienceServerName(advertiserId: number, name: string): string {
  return adServerName(advertiserId, name);
}

/** What the ad server knows of a visitor on a segment's tag: how many hits, and the last one. */
export interface SegmentVisits {
  readonly hits: number;
  /** Instant of the last hit (ms). */
  readonly lastHitAt: number;
}

/** Until when a visitor with these visits belongs to the segment (ms), or null when they have not joined yet. */
export function memberUntil(
  segment: Pick<TPersonalizedSegmentInput, 'pageViews' | 'membershipExpirationDays'>,
  visits: SegmentVisits,
): number | null {
  if (visits.hits < segment.pageViews) return null;
  return visits.lastHitAt + segment.membershipExpirationDays * DAY_MS;
}

/** How precisely the last hit is kept: a visitor's membership ends within a minute of `membershipExpirationDays`. */
export const SEGMENT_LAST_HIT_PRECISION_MS = 60_000;

/**
 * Whether a hit on a segment's tag can change what is known of the visitor, given visits already counted (a lower
 * bound: hits only add up and the last hit only moves forward). It cannot once the hits reached
 * SEGMENT_PAGE_VIEWS_MAX (the most any segment asks, so no change of `pageViews` makes a further one count) and the
 * last hit is less than SEGMENT_LAST_HIT_PRECISION_MS older: a visitor browsing a site makes most of a tag's hits,
 * and those need no write.
 */
export function hitChangesVisits(counted: SegmentVisits | undefined, at: number): boolean {
  return (
    counted === undefined ||
    counted.hits < SEGMENT_PAGE_VIEWS_MAX ||
    at - counted.lastHitAt >= SEGMENT_LAST_HIT_PRECISION_MS
  );
}

/**
 * Membership (issue 15): a visitor joins a segment once they have made `pageViews` hits on its tag, and stays a
 * member for `membershipExpirationDays` after their last hit.
 */
export function isSegmentMember(
  segment: Pick<TPersonalizedSegmentInput, 'pageViews' | 'membershipExpirationDays'>,
  visits: SegmentVisits,
  now: number,
): boolean {
  const until = memberUntil(segment, visits);
  return until !== null && now < until;
}

/** An ad a visitor saw or clicked: the line item, its advertiser's order, and when. */
export interface AdTouch {
  readonly kind: 'IMPRESSION' | 'CLICK';
  readonly lineItemId: number;
  /** Instant (ms). */
  readonly at: number;
}

export interface Attribution {
  readonly lineItemId: number;
  readonly via: 'CLICK' | 'IMPRESSION';
}

/**
 * Attribution (issue 15): a conversion goes to the visitor's last click within `clicksLookbackDays`, else their last
 * impression within `impressionsLookbackDays`, else it is unattributed (null). `touches` are the visitor's touches
 * on the pixel's advertiser's ads; touches after the conversion do not count.
 */
export function attributeConversion(
  pixel: Pick<TConversionPixelInput, 'impressionsLookbackDays' | 'clicksLookbackDays'>,
  touches: readonly AdTouch[],
  now: number,
): Attribution | null {
  const lastWithin = (kind: AdTouch['kind'], days: number) => {
    let last: AdTouch | undefined;
    for (const t of touches) {
      if (t.kind !== kind || t.at > now || now - t.at > days * DAY_MS) continue;
      if (!last || t.at >= last.at) last = t;
    }
    return last;
  };
  const click = lastWithin('CLICK', pixel.clicksLookbackDays);
  if (click) return { lineItemId: click.lineItemId, via: 'CLICK' };
  const impression = lastWithin('IMPRESSION', pixel.impressionsLookbackDays);
  return impression ? { lineItemId: impression.lineItemId, via: 'IMPRESSION' } : null;
}

/**
 * Counting by type (issue 15): the key a conversion hit is counted once under — page_views counts every hit (null:
 * no key), daily_visits once per visitor per day, custom once per `ord` (the advertiser's transaction id; a custom
 * hit without one counts once per visitor per day, so a tag missing its ord is not counted on every reload).
 */
export function conversionKey(
  type: TConversionPixelInput['type'],
  hit: { readonly visitorId: string; readonly day: string; readonly ord?: string | null },
): string | null {
  if (type === 'page_views') return null;
  if (type === 'custom' && hit.ord) return `ord:${hit.ord}`;
  return `visit:${hit.visitorId}:${hit.day}`;
}

/**
 * A personalised segment with fewer members than this can be targeted and serves to its members, but its delivery will
 * be tiny: the wizard says so (issues 15, 31 §10).
 */
export function isSegmentTooSmall(size: number): boolean {
  return size < SEGMENT_MIN_DELIVERABLE_SIZE;
}

/**
 * The id a pixel's tag carries (`/ads/v1/px/{id}`, `/ads/v1/cv/{id}`): 96 random bits in base64url for every pixel
 * made since issue 28, the decimal id of a conversion pixel made before (its tag is installed on sites). One shape for
 * both, read as text and never as a number: an id of any length or value is an unknown pixel, never an error.
 */
const PIXEL_TAG_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The id of a pixel tag's path segment, or null when it cannot name a pixel (the one parser of the pixel routes). */
export function parsePixelTagId(value: unknown): string | null {
  return typeof value === 'string' && PIXEL_TAG_ID.test(value) ? value : null;
}

/** An audience pixel's id in its tag (`…/ads/v1/px/{id}`), alone or inside the whole tag as pasted. */
export const AUDIENCE_PIXEL_IN_TAG = {
  id: PIXEL_TAG_ID,
  inTag: /\/ads\/v1\/px\/([A-Za-z0-9_-]{1,32})/,
};
/** A conversion pixel's id in its tag (`…/ads/v1/cv/{id}`), alone or inside the whole tag. */
export const CONVERSION_PIXEL_IN_TAG = { id: PIXEL_TAG_ID, inTag: /\/ads\/v1\/cv\/([A-Za-z0-9_-]{1,32})/ };

/** The pixel id a pasted value names (an id, or a tag holding one), else null. */
export function pixelIdIn(value: unknown, rule: { id: RegExp; inTag: RegExp }): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return rule.id.test(text) ? text : (rule.inTag.exec(text)?.[1] ?? null);
}

/** The demo advertiser site carrying a tag's pixel (the embedded ad server's /ads/demo/advertiser), or null. */
export function demoSiteUrlForTag(tag: string): string | null {
  const audience = AUDIENCE_PIXEL_IN_TAG.inTag.exec(tag)?.[1];
  const conversion = CONVERSION_PIXEL_IN_TAG.inTag.exec(tag)?.[1];
  if (audience) return `/ads/demo/advertiser?audience=${audience}`;
  if (conversion) return `/ads/demo/advertiser?conversion=${conversion}`;
  return null;
}
