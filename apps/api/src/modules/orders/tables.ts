import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * The portal's side of orders and line items (issue 4): who owns them and what budget was last saved. Their `id`
 * IS the ad server's id (order, line item), the one the wire carries; name, status, dates and targeting live in the
 * ad server. An order's name is kept here too, for its uniqueness per advertiser (case-insensitive, spec §5).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const portalOrders = pgTable(
  'portal_orders',
  {
    /** The ad server's order id. */
    id: integer('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The budget of the last saved line items, in cents (spec §5: it can't be reduced). */
    budgetCents: integer('budget_cents').notNull().default(0),
    /** When the order was last submitted and is waiting for staff review (the review queue); null otherwise. */
    submittedAt: instant('submitted_at'),
    /** The staff's reason when the order was last disapproved; cleared on a new submission or approval. */
    disapprovalReason: text('disapproval_reason'),
    /**
     * A short claim on the order while a change that calls the ad server or the card processor is under way, so
     * that two such changes never interleave, across API processes (ORDER_IN_PROCESS for the second). A claim older
     * than its lease is stale (a crashed process) and may be taken over.
     */
    claimId: text('claim_id'),
    claimedAt: instant('claimed_at'),
    /**
     * Set at approval, cleared once the advertiser has been told that the campaign started delivering (issue 31 §5):
     * the delivery notices' schedule looks only at these orders (delivery-notice.ts).
     */
    deliveryNoticeDueAt: instant('delivery_notice_due_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('portal_orders_owner_name').on(t.ownerId, sql`lower(${t.name})`),
    index('portal_orders_owner').on(t.ownerId),
    index('portal_orders_submitted').on(t.submittedAt),
    index('portal_orders_delivery_notice_due')
      .on(t.deliveryNoticeDueAt)
      .where(sql`${t.deliveryNoticeDueAt} is not null`),
  ],
);

export const portalLineItems = pgTable(
  'portal_line_items',
  {
    /** The ad server's line item id. */
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => portalOrders.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Units of the last save: the saved budget is computed from them (validateBudget's lastSavedUnits). */
    units: integer('units').notNull(),
    budgetCents: integer('budget_cents').notNull(),
    /**
     * Why the portal paused the line item, when it did (issue 14): 'PAYMENT' while an invoice of the account is
     * DEFAULTED. Null for a line item the advertiser paused, which a payment never resumes.
     */
    pausedFor: text('paused_for'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('portal_line_items_order').on(t.orderId)],
);

/**
 * The pre-authorisations taken at submission (spec §4, §8): at most one per order and budget, so a repeated or
 * concurrent submission never holds the amount twice. `idempotencyKey` is what the card processor was given.
 */
export const orderPreAuthorizations = pgTable(
  'order_pre_authorizations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => portalOrders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The processor's pre-authorisation id, once it answered (null while the call is under way). */
    preAuthorizationId: text('pre_authorization_id'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('order_pre_authorizations_order_amount').on(t.orderId, t.amountCents)],
);
