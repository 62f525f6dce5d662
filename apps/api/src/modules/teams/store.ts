import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { apiKeys, refreshTokens, users } from '../../platform/db/schema.ts';
import { accountMembers, accountSettings } from '../../platform/auth/team-tables.ts';
import { teamInvitations } from './tables.ts';

/** The queries of teams (decision 0029); no rules here. */

export type InvitationRow = typeof teamInvitations.$inferSelect;

export interface MemberRow {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  organisation: string | null;
  locale: string;
  role: TeamRole;
  createdAt: Date;
}

const memberColumns = {
  userId: accountMembers.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  organisation: users.organisation,
  locale: users.locale,
  role: accountMembers.role,
  createdAt: accountMembers.createdAt,
};

/** An account's members, the oldest first; with `lock`, their rows are locked until the transaction ends. */
export async function listMembers(db: Db, accountId: number, lock = false): Promise<MemberRow[]> {
  if (lock)
    await db.execute(sql`select user_id from account_members where account_id = ${accountId} for update`);
  return db
    .select(memberColumns)
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(eq(accountMembers.accountId, accountId))
    .orderBy(asc(accountMembers.createdAt), asc(accountMembers.userId));
}

/** A user's memberships with each account's founder (its name), the oldest first. */
export async function membershipsOf(db: Db, userId: number) {
  return db
    .select({
      accountId: accountMembers.accountId,
      role: accountMembers.role,
      joinedAt: accountMembers.createdAt,
      organisation: users.organisation,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, userId))
    .orderBy(asc(accountMembers.createdAt), asc(accountMembers.accountId));
}

export async function isMember(db: Db, accountId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ role: accountMembers.role })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether a user with this e-mail (normalised) is a member of the account. */
export async function emailIsMember(db: Db, accountId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, accountId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return rows.length > 0;
}

/** Adds a member; false when they already are one. */
export async function insertMember(db: Db, accountId: number, userId: number, role: TeamRole, now: Date) {
  const rows = await db
    .insert(accountMembers)
    .values({ accountId, userId, role, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: accountMembers.userId });
  return rows.length > 0;
}

export async function updateMemberRole(db: Db, accountId: number, userId: number, role: TeamRole) {
  await db
    .update(accountMembers)
    .set({ role })
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));
}

export async function deleteMember(db: Db, accountId: number, userId: number): Promise<void> {
  await db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));
}

/** Revokes the member's live API keys made in the account (they left it); how many. */
export async function revokeMemberKeys(db: Db, accountId: number, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}

export async function requireTwoFactorOf(db: Db, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ on: accountSettings.requireTwoFactor })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId))
    .limit(1);
  return rows[0]?.on ?? false;
}

export async function setRequireTwoFactor(db: Db, accountId: number, on: boolean): Promise<void> {
  await db
    .insert(accountSettings)
    .values({ accountId, requireTwoFactor: on })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: { requireTwoFactor: on } });
}

/** A pending invitation of the account; undefined when there is none already (TEAM_INVITATION_EXISTS). */
export async function insertInvitation(db: Db, row: typeof teamInvitations.$inferInsert) {
  const rows = await db.insert(teamInvitations).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function pendingInvitationsOfAccount(db: Db, accountId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.status, 'INVITED')))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

/** The pending invitations addressed to an e-mail (normalised), with the account's founder and the inviter. */
export async function pendingInvitationsTo(db: Db, email: string) {
  const inviter = sql<
    string | null
  >`(select trim(first_name || ' ' || last_name) || '|' || email from users where id = ${teamInvitations.invitedBy})`;
  return db
    .select({
      id: teamInvitations.id,
      accountId: teamInvitations.accountId,
      role: teamInvitations.role,
      createdAt: teamInvitations.createdAt,
      organisation: users.organisation,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      inviter,
    })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.accountId))
    .where(and(eq(teamInvitations.email, email), eq(teamInvitations.status, 'INVITED')))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

export async function findInvitation(db: Db, id: number): Promise<InvitationRow | undefined> {
  const rows = await db.select().from(teamInvitations).where(eq(teamInvitations.id, id)).limit(1);
  return rows[0];
}

/** Closes a pending invitation; undefined when it was no longer pending. */
export async function closeInvitation(
  db: Db,
  id: number,
  status: 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN',
  now: Date,
): Promise<InvitationRow | undefined> {
  const rows = await db
    .update(teamInvitations)
    .set({ status, answeredAt: now })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'INVITED')))
    .returning();
  return rows[0];
}

/** Sets the account a session (every token of its family) acts on; null: the default one. */
export async function setSessionAccount(
  db: Db,
  familyId: string,
  userId: number,
  accountId: number | null,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ activeAccountId: accountId })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
