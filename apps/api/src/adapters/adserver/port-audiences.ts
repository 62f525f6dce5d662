import type { SegmentStatus } from '@portal/domain';

/**
 * The ad-server port's audiences (port.ts): AudienceSegmentService's first-party segments fed by a pixel, and
 * conversion pixels (activity groups).
 */

export interface AdAudienceSegment {
  id: number;
  advertiserId: number;
  /** The ad server's name, "<advertiser id>-<name>" (audienceServerName). */
  name: string;
  description: string;
  /** PERSONALIZED_SEGMENT_PARENT_ID. */
  parentId: number;
  pageViews: number;
  membershipExpirationDays: number;
  /** ARCHIVED: deleted by its advertiser (issue 28), its pixel back in the pool; it never comes back. */
  status: SegmentStatus;
  /** The pool's pixel the segment's tag hits. */
  pixelId: string;
  /** Current members. */
  size: number;
}

export type AdAudienceSegmentInput = Pick<
  AdAudienceSegment,
  'advertiserId' | 'name' | 'description' | 'pageViews' | 'membershipExpirationDays'
>;
export type AdAudienceSegmentUpdate = Partial<
  Pick<AdAudienceSegment, 'name' | 'description' | 'pageViews' | 'membershipExpirationDays'> & {
    status: 'ACTIVE' | 'INACTIVE';
  }
>;

export interface AdConversionPixel {
  id: number;
  activityGroupId: number;
  advertiserId: number;
  name: string;
  type: 'page_views' | 'daily_visits' | 'custom';
  impressionsLookbackDays: number;
  clicksLookbackDays: number;
  status: 'ACTIVE' | 'INACTIVE';
  totalConversions: number;
  /**
   * The id the pixel's tag carries (`/ads/v1/cv/{tagId}`): random for a pixel made since issue 28, so that nobody
   * can hit another advertiser's pixel by counting; a pixel made before keeps its decimal id, installed on sites.
   */
  tagId: string;
}

export type AdConversionPixelInput = Pick<
  AdConversionPixel,
  'advertiserId' | 'name' | 'type' | 'impressionsLookbackDays' | 'clicksLookbackDays'
>;
export type AdConversionPixelUpdate = Partial<Omit<AdConversionPixelInput, 'advertiserId'>>;
