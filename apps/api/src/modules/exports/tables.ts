import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DataExportStatus } from '@portal/domain';
import { users } from '../../platform/db/schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * "Download my data" (issue 16): one row per archive an account asked for. The work itself is a job of the jobs
 * table (kind data-export, key = this id); this row is what the account sees: status, progress, the file once
 * ready. At most one export of an account waits or builds at a time (the partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked (the owner, or an agency user viewing as the owner). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** queued, building, ready or failed; "expired" is read from expires_at. */
    status: text('status').$type<Exclude<DataExportStatus, 'expired'>>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** The archive's file name under DATA_DIR/exports once ready; null before, and after its removal. */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    requestedAt: instant('requested_at').notNull(),
    readyAt: instant('ready_at'),
    expiresAt: instant('expires_at'),
    /** Set once the "your data is ready" e-mail is claimed for sending: a resumed job never sends it twice. */
    mailedAt: instant('mailed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('data_exports_owner').on(t.ownerId, t.id),
    uniqueIndex('data_exports_one_pending')
      .on(t.ownerId)
      .where(sql`status in ('queued', 'building')`),
  ],
);
