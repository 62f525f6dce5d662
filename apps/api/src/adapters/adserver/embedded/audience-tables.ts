import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConversionType, SegmentStatus } from '@portal/domain';

/**
 * Audiences and conversion pixels of the embedded ad server (issue 15). A personalised segment holds one pixel of
 * the pool (AUDIENCE_PIXEL_POOL_SIZE) for as long as it exists; its tag's hits are kept per visitor (hits and the
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
    uniqueIndex('adserver_audience_segments_name').on(sql`lower(${t.name})`),
  ],
);

/** A visitor's hits on a segment's tag: membership is hits ≥ pageViews, until membershipDays after the last. */
export const adserverSegmentVisitors = pgTable(
  'adserver_segment_visitors',
  {
    /**
     * The segment (no foreign key: segments are never deleted, and the apply writes only visits of segments it joins
     * as ACTIVE; the key's check, a lookup per row, was a third of the cost of writing a new visitor on the embedded
     * database — migration 0015). Whatever comes to delete a segment deletes its visitors too.
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
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('adserver_conversion_pixels_advertiser').on(t.advertiserId),
    uniqueIndex('adserver_conversion_pixels_group').on(t.activityGroupId),
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
