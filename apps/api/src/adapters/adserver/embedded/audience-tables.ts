import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConversionType, SegmentStatus } from '@portal/domain';

/**
 * Audiences and conversion pixels of the embedded ad server (issue 15). A personalised segment holds one pixel of
 * the pool (AUDIENCE_PIXEL_POOL_SIZE) until it is archived (issue 28); its tag's hits are kept per visitor (hits and the
 * last one), from which membership and size follow. A conversion pixel's hits count by its type: the keys already
 * counted are kept (conversion keys), and each attributed conversion goes to its line item's daily counts.
 * Hits reach these tables through the pixel log (pixel-hits.ts), like beacons through the beacon log.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Personalised segments' ids: a range of their own, apart from the catalogue's ad_manager_ids. */
export const PERSONALIZED_SEGMENT_FIRST_ID = 9_000_001;
export const PERSONALIZED_SEGMENT_LAST_ID = 9_999_999;
export const isPersonalizedSegmentId = (id: number) =>
  id >= PERSONALIZED_SEGMENT_FIRST_ID && id <= PERSONALIZED_SEGMENT_LAST_ID;

export const adserverAudienceSegments = pgTable(
  'adserver_audience_segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: PERSONALIZED_SEGMENT_FIRST_ID }),
    advertiserId: integer('advertiser_id').notNull(),
    /** The ad server's name: "<advertiser id>-<name as typed>". */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id').notNull(),
    pageViews: integer('page_views').notNull(),
    membershipDays: integer('membership_days').notNull(),
    status: text('status').$type<SegmentStatus>().notNull().default('ACTIVE'),
    /** The pool's pixel this segment's tag hits (unguessable: a forged id records nothing). */
    pixelId: text('pixel_id').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('adserver_audience_segments_advertiser').on(t.advertiserId),
    uniqueIndex('adserver_audience_segments_pixel').on(t.pixelId),
    // Among segments holding a pixel: an archived one's name is free again (issue 28).
    uniqueIndex('adserver_audience_segments_name')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.status} <> 'ARCHIVED'`),
  ],
);

/** A visitor's hits on a segment's tag: membership is hits ≥ pageViews, until membershipDays after the last. */
export const adserverSegmentVisitors = pgTable(
  'adserver_segment_visitors',
  {
    /**
     * The segment (no foreign key: segments are never deleted, and the apply writes only visits of segments it joins
     * as ACTIVE; the key's check, a lookup per row, was a third of the cost of writing a new visitor on the embedded
     * database — migration 0015). Archiving a segment deletes its visitors (audiences.ts archiveAudienceSegment).
     */
    segmentId: integer('segment_id').notNull(),
    /** The visitor id (vid) as 32 hex digits. */
    visitorId: text('visitor_id').notNull(),
    hits: integer('hits').notNull(),
    lastHitAt: instant('last_hit_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.visitorId] }),
    index('adserver_segment_visitors_visitor').on(t.visitorId),
  ],
);

/** Conversion pixel names are unique per advertiser, in any case (issue 28). */
export const PIXEL_NAME_INDEX = 'adserver_conversion_pixels_name';

export const adserverConversionPixels = pgTable(
  'adserver_conversion_pixels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 11_000_001 }),
    activityGroupId: integer('activity_group_id').notNull(),
    advertiserId: integer('advertiser_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<ConversionType>().notNull(),
    impressionsLookbackDays: integer('impressions_lookback_days').notNull(),
    clicksLookbackDays: integer('clicks_lookback_days').notNull(),
    status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    totalConversions: integer('total_conversions').notNull().default(0),
    /**
     * The id the tag carries (`/ads/v1/cv/{tagId}`, issue 28): 96 random bits in base64url, so that nobody can hit
     * another advertiser's pixel by counting. A pixel made before migration 0017 keeps its decimal id here: its tag
     * is installed on the advertiser's pages, and changing it would silently stop counting their conversions.
     */
    tagId: text('tag_id').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('adserver_conversion_pixels_advertiser').on(t.advertiserId),
    uniqueIndex('adserver_conversion_pixels_group').on(t.activityGroupId),
    uniqueIndex('adserver_conversion_pixels_tag').on(t.tagId),
    uniqueIndex(PIXEL_NAME_INDEX).on(t.advertiserId, sql`lower(${t.name})`),
  ],
);

/** The keys a pixel already counted a conversion under (conversionKey: a visitor's day, or an ord). */
export const adserverConversionKeys = pgTable(
  'adserver_conversion_keys',
  {
    pixelId: integer('pixel_id')
      .notNull()
      .references(() => adserverConversionPixels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pixelId, t.key] })],
);

/** The ads a visitor saw or clicked, per advertiser: what a conversion is attributed to (lookbacks ≤ 30 days). */
export const adserverVisitorTouches = pgTable(
  'adserver_visitor_touches',
  {
    visitorId: text('visitor_id').notNull(),
    advertiserId: integer('advertiser_id').notNull(),
    lineItemId: integer('line_item_id').notNull(),
    kind: text('kind').$type<'IMPRESSION' | 'CLICK'>().notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('adserver_visitor_touches_visitor').on(t.visitorId, t.advertiserId, t.at)],
);
