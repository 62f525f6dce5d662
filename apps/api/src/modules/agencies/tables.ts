import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AgencyMemberRole, GrantStatus } from '@portal/domain';
import { users } from '../../platform/db/schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Agencies (issue 16): created by a staff admin with their first admin (POST /admin/agencies). */
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull(),
});

/** Members of an agency with their agency role; an account belongs to one agency at most. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<AgencyMemberRole>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.userId] }), uniqueIndex('agency_members_user').on(t.userId)],
);

/**
 * A client's grant to an agency: INVITED by an agency admin, ACCEPTED by the client in their profile, REVOKED by the
 * client at any time (final; a new invitation makes a new row). At most one live (not revoked) grant per pair.
 */
export const agencyGrants = pgTable(
  'agency_grants',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<GrantStatus>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: instant('invited_at').notNull(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('agency_grants_live')
      .on(t.agencyId, t.clientId)
      .where(sql`${t.status} <> 'REVOKED'`),
    index('agency_grants_client').on(t.clientId),
  ],
);
