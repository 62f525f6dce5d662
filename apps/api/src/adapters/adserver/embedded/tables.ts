import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  CreativeApprovalStatus,
  LineItemStatus,
  TCreativePlaceholder,
  TFrequencyCap,
  TTargeting,
} from '@portal/domain';
import type { AdAssociationStatus, AdCreativeAsset, AdNativeFields, AdOrderStatus } from '../port.ts';

/**
 * The embedded ad server's own tables (adserver_*): the ad server's side of orders, line items, creatives and their
 * associations, apart from the portal's tables (which keep owner and budget, and these ids). Ids are the ad
 * server's, each kind in its own range as Ad Manager's are, so an order id is never mistaken for a line item id.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const adserverOrders = pgTable(
  'adserver_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3_000_001 }),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    advertiserId: integer('advertiser_id').notNull(),
    status: text('status').$type<AdOrderStatus>().notNull().default('DRAFT'),
    isArchived: boolean('is_archived').notNull().default(false),
    typeId: integer('type_id').notNull(),
    customFieldId: integer('custom_field_id').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('adserver_orders_advertiser').on(t.advertiserId)],
);

export const adserverLineItems = pgTable(
  'adserver_line_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5_000_001 }),
    orderId: integer('order_id')
      .notNull()
      .references(() => adserverOrders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<LineItemStatus>().notNull().default('DRAFT'),
    isArchived: boolean('is_archived').notNull().default(false),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    units: integer('units').notNull(),
    unitType: text('unit_type').notNull().default('IMPRESSIONS'),
    costPerUnitCents: integer('cost_per_unit_cents').notNull(),
    creativePlaceholders: jsonb('creative_placeholders').$type<TCreativePlaceholder[]>().notNull(),
    frequencyCaps: jsonb('frequency_caps').$type<TFrequencyCap[]>().notNull(),
    nativeFormatId: integer('native_format_id'),
    targeting: jsonb('targeting').$type<TTargeting>().notNull(),
    impressionsDelivered: integer('impressions_delivered').notNull().default(0),
    clicksDelivered: integer('clicks_delivered').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('adserver_line_items_order').on(t.orderId)],
);

/** Native extras of a native creative, null for an image creative. */
export type StoredNativeFields = AdNativeFields;

export const adserverCreatives = pgTable(
  'adserver_creatives',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7_000_001 }),
    advertiserId: integer('advertiser_id').notNull(),
    kind: text('kind').$type<'IMAGE' | 'NATIVE'>().notNull(),
    name: text('name').notNull(),
    destinationUrl: text('destination_url').notNull(),
    /**
     * The destination as it was when the creative was last approved; null until then. A click goes there and
     * nowhere else: an edited destination waits for review and is never a redirect target (issue 11).
     */
    approvedDestinationUrl: text('approved_destination_url'),
    /**
     * The name as it was when the creative was last approved; null until then. Served as the image's alt text on
     * publisher pages: a rename waits for no review (issue 28), so what is served stays what staff approved.
     */
    approvedName: text('approved_name'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    asset: jsonb('asset').$type<AdCreativeAsset>(),
    native: jsonb('native').$type<StoredNativeFields>(),
    approbation: text('approbation').$type<CreativeApprovalStatus>().notNull().default('IN_REVIEW'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('adserver_creatives_advertiser').on(t.advertiserId)],
);

export const adserverLineItemCreatives = pgTable(
  'adserver_line_item_creatives',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => adserverLineItems.id, { onDelete: 'cascade' }),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => adserverCreatives.id, { onDelete: 'cascade' }),
    status: text('status').$type<AdAssociationStatus>().notNull().default('ACTIVE'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineItemId, t.creativeId] }),
    index('adserver_line_item_creatives_creative').on(t.creativeId),
  ],
);
