import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AgencyMemberRole, GrantStatus } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { refreshTokens, users } from '../../platform/db/schema.ts';
import { agencies, agencyGrants, agencyMemberInvitations, agencyMembers } from './tables.ts';

export type AgencyRow = typeof agencies.$inferSelect;
export type GrantRow = typeof agencyGrants.$inferSelect;

export interface Membership {
  agencyId: number;
  agencyName: string;
  role: AgencyMemberRole;
}

/** A new agency; undefined when another agency has a name of the same key (agencyNameKey). */
export async function insertAgency(
  db: Db,
  agency: { name: string; nameKey: string },
  createdBy: number,
  now: Date,
): Promise<AgencyRow | undefined> {
  const [row] = await db
    .insert(agencies)
    .values({ ...agency, createdBy, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Every agency, by name, with its members and its accepted grants' clients, and how many invitations are pending. */
export async function listAgenciesForStaff(db: Db) {
  const [rows, members, clients, pending] = await Promise.all([
    db.select().from(agencies).orderBy(asc(agencies.nameKey)),
    db
      .select({
        agencyId: agencyMembers.agencyId,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: agencyMembers.role,
      })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .orderBy(asc(users.email)),
    db
      .select({
        agencyId: agencyGrants.agencyId,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        organisation: users.organisation,
        suspendedAt: users.suspendedAt,
      })
      .from(agencyGrants)
      .innerJoin(users, eq(users.id, agencyGrants.inviteeId))
      .where(eq(agencyGrants.status, 'ACCEPTED'))
      .orderBy(asc(users.email)),
    Promise.all(
      [agencyGrants, agencyMemberInvitations].map((table) =>
        db
          .select({ agencyId: table.agencyId, n: count() })
          .from(table)
          .where(eq(table.status, 'INVITED'))
          .groupBy(table.agencyId),
      ),
    ),
  ]);
  return { rows, members, clients, pending: pending.flat() };
}

export async function findMembership(db: Db, userId: number): Promise<Membership | undefined> {
  const rows = await db
    .select({ agencyId: agencyMembers.agencyId, agencyName: agencies.name, role: agencyMembers.role })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.userId, userId))
    .limit(1);
  return rows[0];
}

/** Inserts a member; false when the account already belongs to an agency (one agency per account). */
export async function insertMember(
  db: Db,
  member: { agencyId: number; userId: number; role: AgencyMemberRole },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(agencyMembers)
    .values({ ...member, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: agencyMembers.userId });
  return rows.length > 0;
}

/** The agency's members with their roles. */
export function listMembers(db: Db, agencyId: number) {
  return accountsWithRole(db, agencyMembers, agencyMembers.userId, eq(agencyMembers.agencyId, agencyId));
}

/**
 * The e-mails the agency invited to join that have not decided yet, with the roles offered: the e-mail as it was
 * invited, never the account behind it (issue 31 §12).
 */
export function listPendingInvitations(db: Db, agencyId: number) {
  return db
    .select({
      id: agencyMemberInvitations.id,
      email: agencyMemberInvitations.inviteeEmail,
      role: agencyMemberInvitations.role,
      invitedAt: agencyMemberInvitations.invitedAt,
    })
    .from(agencyMemberInvitations)
    .where(and(eq(agencyMemberInvitations.agencyId, agencyId), eq(agencyMemberInvitations.status, 'INVITED')))
    .orderBy(asc(agencyMemberInvitations.inviteeEmail));
}

/** Accounts with a role in the agency, as the members panel lists them, by e-mail. */
function accountsWithRole(
  db: Db,
  table: typeof agencyMembers,
  account: typeof agencyMembers.userId,
  where: SQL | undefined,
) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: table.role,
      joinedAt: table.createdAt,
    })
    .from(table)
    .innerJoin(users, eq(users.id, account))
    .where(where)
    .orderBy(asc(users.email));
}

export async function countAdmins(db: Db, agencyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, 'admin')));
  return row?.n ?? 0;
}

export async function updateMemberRole(
  db: Db,
  agencyId: number,
  userId: number,
  role: AgencyMemberRole,
): Promise<boolean> {
  const rows = await db
    .update(agencyMembers)
    .set({ role })
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)))
    .returning({ userId: agencyMembers.userId });
  return rows.length > 0;
}

export async function deleteMember(db: Db, agencyId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)))
    .returning({ userId: agencyMembers.userId });
  return rows.length > 0;
}

const grantColumns = {
  id: agencyGrants.id,
  agencyId: agencyGrants.agencyId,
  agencyName: agencies.name,
  status: agencyGrants.status,
  invitedAt: agencyGrants.invitedAt,
  acceptedAt: agencyGrants.acceptedAt,
  revokedAt: agencyGrants.revokedAt,
  clientId: agencyGrants.inviteeId,
  inviteeId: agencyGrants.inviteeId,
  inviteeEmail: agencyGrants.inviteeEmail,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  organisation: users.organisation,
  clientSuspendedAt: users.suspendedAt,
};

function grantsQuery(db: Db) {
  return db
    .select(grantColumns)
    .from(agencyGrants)
    .innerJoin(agencies, eq(agencies.id, agencyGrants.agencyId))
    .leftJoin(users, eq(users.id, agencyGrants.inviteeId));
}

/**
 * The invitations of `table` addressed to the account `userId`: bound to it, or sent to its e-mail and not decided by
 * anyone yet (issue 31 §12: an e-mail is invited before it has an account, or without the agency knowing it has one).
 */
export function addressedTo(table: InvitationTable, userId: number): SQL {
  return or(
    eq(table.inviteeId, userId),
    and(
      isNull(table.inviteeId),
      eq(table.inviteeEmail, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`),
    ),
  )!;
}
export type GrantView = Awaited<ReturnType<typeof listAgencyGrants>>[number];

export function listAgencyGrants(db: Db, agencyId: number) {
  return grantsQuery(db).where(eq(agencyGrants.agencyId, agencyId)).orderBy(desc(agencyGrants.id));
}

/** The client's invitations and grants, revoked ones left out. */
export function listClientGrants(db: Db, clientId: number) {
  return grantsQuery(db)
    .where(and(addressedTo(agencyGrants, clientId), ne(agencyGrants.status, 'REVOKED')))
    .orderBy(desc(agencyGrants.id));
}

export async function findClientGrant(db: Db, clientId: number, id: number): Promise<GrantView | undefined> {
  const rows = await grantsQuery(db)
    .where(and(eq(agencyGrants.id, id), addressedTo(agencyGrants, clientId)))
    .limit(1);
  return rows[0];
}

/** Whether the account already has a live invitation of `table` from the agency other than `exceptId`. */
export async function hasLiveInvitation(
  db: Db,
  table: InvitationTable,
  agencyId: number,
  userId: number,
  exceptId: number,
): Promise<boolean> {
  const live = table === agencyGrants ? ne(table.status, 'REVOKED') : eq(table.status, 'INVITED');
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.agencyId, agencyId), eq(table.inviteeId, userId), ne(table.id, exceptId), live))
    .limit(1);
  return rows.length > 0;
}

/**
 * The client of an accepted grant of the agency, with whether staff suspended it (one statement: view-as reads it on
 * every request that names a viewed account); undefined without such a grant.
 */
export async function acceptedGrantClient(
  db: Db,
  agencyId: number,
  clientId: number,
): Promise<{ suspended: boolean } | undefined> {
  const rows = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(agencyGrants)
    .innerJoin(users, eq(users.id, agencyGrants.inviteeId))
    .where(
      and(
        eq(agencyGrants.agencyId, agencyId),
        eq(agencyGrants.inviteeId, clientId),
        eq(agencyGrants.status, 'ACCEPTED'),
      ),
    )
    .limit(1);
  return rows[0] && { suspended: rows[0].suspendedAt !== null };
}

/** Whether the user's session (token family) is live and turned its agency role on. */
export async function sessionAgencyActive(
  db: Db,
  familyId: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNotNull(refreshTokens.agencyActivatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Turns the agency role on for every live token of the user's session; false when the session has ended. */
export async function activateSessionAgency(
  db: Db,
  familyId: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ agencyActivatedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

function invitationsQuery(db: Db) {
  return db
    .select({
      id: agencyMemberInvitations.id,
      agencyId: agencyMemberInvitations.agencyId,
      agencyName: agencies.name,
      status: agencyMemberInvitations.status,
      role: agencyMemberInvitations.role,
      invitedAt: agencyMemberInvitations.invitedAt,
      inviteeId: agencyMemberInvitations.inviteeId,
    })
    .from(agencyMemberInvitations)
    .innerJoin(agencies, eq(agencies.id, agencyMemberInvitations.agencyId));
}
export type InvitationView = Awaited<ReturnType<typeof listInvitationsOf>>[number];

/** The account's pending invitations, with the agencies' names. */
export function listInvitationsOf(db: Db, userId: number) {
  return invitationsQuery(db)
    .where(and(addressedTo(agencyMemberInvitations, userId), eq(agencyMemberInvitations.status, 'INVITED')))
    .orderBy(desc(agencyMemberInvitations.id));
}

/**
 * A pending invitation by id: the invitee's (`{userId}`, addressed to that account) or the agency admin's
 * (`{agencyId}`, one of that agency's); undefined for anyone else's, or one no longer pending.
 */
export async function findPendingInvitation(
  db: Db,
  id: number,
  whose: { userId: number } | { agencyId: number },
): Promise<InvitationView | undefined> {
  const rows = await invitationsQuery(db)
    .where(
      and(
        eq(agencyMemberInvitations.id, id),
        'userId' in whose
          ? addressedTo(agencyMemberInvitations, whose.userId)
          : eq(agencyMemberInvitations.agencyId, whose.agencyId),
        eq(agencyMemberInvitations.status, 'INVITED'),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The two tables of invitations (tables.ts): their shared columns are what the statements below read and write. */
export type InvitationTable = typeof agencyGrants | typeof agencyMemberInvitations;

/**
 * A pending invitation (with a member invitation's role); undefined when the pair already has one live (the tables'
 * partial unique indexes: a grant not revoked, a member invitation pending).
 */
export async function insertInvitation(
  db: Db,
  table: InvitationTable,
  invitation: {
    agencyId: number;
    inviteeId: number | null;
    inviteeEmail: string;
    invitedBy: number;
    role?: AgencyMemberRole;
  },
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .insert(table)
    .values({
      ...invitation,
      status: 'INVITED',
      invitedAt: now,
    } as typeof agencyMemberInvitations.$inferInsert)
    .onConflictDoNothing()
    .returning({ id: table.id });
  return rows[0]?.id;
}

/**
 * Moves the invitation `id` from one status to another with its stamps (the columns saying when); false when it was
 * no longer in `from` (a concurrent decision).
 */
export async function moveInvitation(
  db: Db,
  table: InvitationTable,
  id: number,
  from: GrantStatus,
  to: { status: GrantStatus; inviteeId?: number } & Record<string, Date | GrantStatus | number>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set(to)
    .where(and(eq(table.id, id), eq(table.status, from)))
    .returning({ id: table.id });
  return rows.length > 0;
}
