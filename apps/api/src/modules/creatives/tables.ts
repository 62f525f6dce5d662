import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CreativeApprovalStatus } from '@portal/domain';
import { users } from '../../platform/db/schema.ts';
import { portalLineItems, portalOrders } from '../orders/tables.ts';

/**
 * The portal's side of creatives (issue 4): who owns each one and on which order and line item it was made, and the
 * staff's review. The `id` IS the ad server's creative id, the one the wire carries; name, destination, size, file
 * and approbation live in the ad server.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const portalCreatives = pgTable(
  'portal_creatives',
  {
    /** The ad server's creative id. */
    id: integer('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => portalOrders.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => portalLineItems.id, { onDelete: 'cascade' }),
    /**
     * The approbation as the ad server last answered it, kept only to find the review queue without reading every
     * creative of the ad server; the ad server's own value is the truth and is re-read before any decision.
     */
    approbation: text('approbation').$type<CreativeApprovalStatus>().notNull().default('IN_REVIEW'),
    /** The staff's reason when the creative was last disapproved; cleared on approval. */
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('portal_creatives_line_item').on(t.lineItemId),
    index('portal_creatives_owner').on(t.ownerId),
    index('portal_creatives_approbation').on(t.approbation),
  ],
);
