import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adserverLineItems } from './tables.ts';

/**
 * The serving side of the embedded ad server (issue 5): each decision it answered (the key of exactly-once counting:
 * a beacon sets its decision's impression or click instant once), the daily counts per line item (reports and
 * pacing) and the request volume per day, size and region (the forecast).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const adserverDecisions = pgTable(
  'adserver_decisions',
  {
    id: text('id').primaryKey(),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => adserverLineItems.id, { onDelete: 'cascade' }),
    creativeId: integer('creative_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    destinationUrl: text('destination_url').notNull(),
    createdAt: instant('created_at').notNull(),
    impressionAt: instant('impression_at'),
    clickAt: instant('click_at'),
  },
  (t) => [index('adserver_decisions_visitor').on(t.visitorId, t.lineItemId)],
);

export const adserverDailyStats = pgTable(
  'adserver_daily_stats',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => adserverLineItems.id, { onDelete: 'cascade' }),
    /** The calendar day in the platform time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.day] })],
);

export const adserverRequestVolume = pgTable(
  'adserver_request_volume',
  {
    day: date('day', { mode: 'string' }).notNull(),
    size: text('size').notNull(),
    /** 'CA-QC', or '' for a request of unknown location. */
    region: text('region').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.size, t.region] })],
);
