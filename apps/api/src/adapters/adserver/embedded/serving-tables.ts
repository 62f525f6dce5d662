import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adserverLineItems } from './tables.ts';

/**
 * The serving side of the embedded ad server (issue 5). A decision writes nothing: its id is signed (decision-token.ts)
 * and each counted beacon is kept in the beacon log (beacon-log.ts) before it is applied here in batches: the daily
 * counts per line item (reports and pacing), the impressions of line items with frequency caps per visitor (the caps
 * of a visitor that a process has not seen yet), and the request volume per day, size and region (the forecast).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    /** Conversions attributed to the line item that day (issue 15). */
    conversions: integer('conversions').notNull().default(0),
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

/** Impressions of line items that have frequency caps, per visitor (the visitor id as 32 hex digits). */
export const adserverVisitorImpressions = pgTable(
  'adserver_visitor_impressions',
  {
    visitorId: text('visitor_id').notNull(),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => adserverLineItems.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
  },
  (t) => [index('adserver_visitor_impressions_visitor').on(t.visitorId, t.lineItemId)],
);

/** The serving side's own small state: the decision-signing secret and each beacon log's applied position. */
export const adserverServingState = pgTable('adserver_serving_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Each visitor's impressions and clicks per day, line item, creative and region (issue 31, reporting breakdowns):
 * reach is the number of distinct visitors of a group, average frequency its impressions per visitor. Written from
 * the touches (serving-pixels.ts, pixel-hits.ts): the impressions and clicks of visitors with a vid cookie. `region`
 * is the province or state the decision located the visitor in ('CA-QC'), '' when unknown.
 */
export const adserverReach = pgTable(
  'adserver_reach',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => adserverLineItems.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    creativeId: integer('creative_id').notNull(),
    region: text('region').notNull(),
    visitorId: text('visitor_id').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.day, t.creativeId, t.region, t.visitorId] })],
);
