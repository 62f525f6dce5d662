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
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name as two agencies may not share it (the domain's agencyNameKey; issue 31 §1). */
    nameKey: text('name_key').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('agencies_name_key').on(t.nameKey)],
);

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
 * What both kinds of invitation (invitations.ts) record: which agency invited which e-mail, and the account it is
 * once known (the invitee's column keeps its name of each table): the account of that e-mail when the invitation was
 * made, else the one that decides it (issue 31 §12: an invitation is addressed to an e-mail, known or not); who
 * invited it and when, and where it stands.
 */
function invitationColumns(inviteeColumn: 'client_id' | 'user_id') {
  return {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    inviteeId: integer(inviteeColumn).references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail invited, normalised (normalizeEmail). */
    inviteeEmail: text('invitee_email').notNull(),
    status: text('status').$type<GrantStatus>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: instant('invited_at').notNull(),
  };
}

/**
 * A client's grant to an agency: INVITED by an agency admin, ACCEPTED by the client in their profile, REVOKED by the
 * client at any time (final; a new invitation makes a new row). At most one live (not revoked) grant per pair.
 */
export const agencyGrants = pgTable(
  'agency_grants',
  {
    ...invitationColumns('client_id'),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('agency_grants_live')
      .on(t.agencyId, t.inviteeId)
      .where(sql`${t.status} <> 'REVOKED'`),
    uniqueIndex('agency_grants_live_email')
      .on(t.agencyId, t.inviteeEmail)
      .where(sql`${t.status} <> 'REVOKED'`),
    index('agency_grants_client').on(t.inviteeId),
  ],
);

/**
 * An agency admin's invitation to join the agency with a role (issue 16: members are invited): INVITED, then
 * ACCEPTED by the invitee in their profile (the membership is made in the same transaction) or REVOKED (declined by
 * the invitee, or withdrawn by an agency admin). At most one pending invitation per agency and account.
 */
export const agencyMemberInvitations = pgTable(
  'agency_member_invitations',
  {
    ...invitationColumns('user_id'),
    role: text('role').$type<AgencyMemberRole>().notNull(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    uniqueIndex('agency_member_invitations_pending')
      .on(t.agencyId, t.inviteeId)
      .where(sql`${t.status} = 'INVITED'`),
    uniqueIndex('agency_member_invitations_pending_email')
      .on(t.agencyId, t.inviteeEmail)
      .where(sql`${t.status} = 'INVITED'`),
    index('agency_member_invitations_user').on(t.inviteeId),
  ],
);
