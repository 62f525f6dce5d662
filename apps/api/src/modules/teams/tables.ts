import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TeamInvitationStatus, TeamRole } from '@portal/domain';
import { users } from '../../platform/db/schema.ts';

/**
 * An owner's invitation to join the account with a role (decision 0029): addressed to an e-mail (normalised), known
 * or not; INVITED, then ACCEPTED (the membership made in the same transaction) or DECLINED by the invitee, or
 * WITHDRAWN by an owner. At most one pending invitation per account and e-mail.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TeamInvitationStatus>().notNull().default('INVITED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_pending')
      .on(t.accountId, t.email)
      .where(sql`${t.status} = 'INVITED'`),
    index('team_invitations_email').on(t.email),
  ],
);
