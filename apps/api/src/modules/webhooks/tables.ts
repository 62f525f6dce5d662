import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An account's webhook endpoints (issue 32 §6): the URL, the events it listens to, and the secret deliveries are
 * signed with (kept to sign, answered once at creation). Deleting an endpoint deletes its delivery log.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('webhook_endpoints_owner').on(t.ownerId)],
);

/**
 * One event sent to one endpoint: the body as signed (its `id` the event's, the same on a redelivery), and how the
 * attempts went. Its job (kind webhook.deliver, key delivery:<id>) does the sending and the retries.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending (not tried yet), retrying, succeeded, failed (24 hours of attempts over, or refused address). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    deliveredAt: instant('delivered_at'),
    redeliveryOf: integer('redelivery_of'),
  },
  (t) => [index('webhook_deliveries_endpoint').on(t.endpointId, t.id)],
);
