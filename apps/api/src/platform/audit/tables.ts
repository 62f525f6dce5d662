import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TAuditChange } from '@portal/domain';

/**
 * The audit trail (issue 16): one row per change made through the API, written in the change's own transaction.
 * Append-only: the code has no update or delete of it (store.ts). No foreign keys: an entry outlives what it names.
 * The actor's e-mail and name are kept as they were when the change was made.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The user who made the change; null for the platform itself (a scheduled job: billing). */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorFirstName: text('actor_first_name').notNull().default(''),
    actorLastName: text('actor_last_name').notNull().default(''),
    subjectAccountId: integer('subject_account_id').notNull(),
    operation: text('operation').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** The campaign the object belongs to (an order, its line items and creatives): a campaign's own history. */
    orderId: integer('order_id'),
    changes: jsonb('changes').$type<TAuditChange[]>().notNull().default([]),
    requestId: text('request_id').notNull(),
    /** The API key the change was made with (issue 32 §1); null for a browser's session or the platform. */
    apiKeyId: integer('api_key_id'),
  },
  (t) => [
    index('audit_entries_subject_at').on(t.subjectAccountId, t.at),
    index('audit_entries_object').on(t.objectType, t.objectId),
    index('audit_entries_at').on(t.at),
    index('audit_entries_order').on(t.orderId, t.at),
  ],
);
