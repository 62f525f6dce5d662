import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TeamRole } from '@portal/domain';
import { users } from '../db/schema.ts';

/**
 * Teams (issue 33, decision 0029). In platform/ rather than the teams module: the request guard reads the session's
 * membership and the owner's second-factor requirement, and platform/ imports no module. An account is identified by
 * its founder's `users.id` (nothing owned moves); a trigger makes every new user the OWNER of their own account, and
 * any change of a membership (but that one) bumps auth_state (migration 0027).
 */
export const accountMembers = pgTable(
  'account_members',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The domain's TEAM_ROLES. */
    role: text('role').$type<TeamRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_members_user').on(t.userId)],
);

/** What an owner set for the account: its members must have a second factor (403 TWO_FACTOR_SETUP_REQUIRED). */
export const accountSettings = pgTable('account_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
});
