import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
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

export async function insertAgency(db: Db, name: string, createdBy: number, now: Date): Promise<AgencyRow> {
  const [row] = await db.insert(agencies).values({ name, createdBy, createdAt: now }).returning();
  return row!;
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

export function listMembers(db: Db, agencyId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: agencyMembers.role,
    })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.agencyId, agencyId))
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

/** Inserts an invitation; undefined when the pair already has a live (not revoked) grant. */
export async function insertGrant(
  db: Db,
  grant: { agencyId: number; clientId: number; invitedBy: number },
  now: Date,
): Promise<GrantRow | undefined> {
  const rows = await db
    .insert(agencyGrants)
    .values({ ...grant, status: 'INVITED', invitedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

const grantColumns = {
  id: agencyGrants.id,
  agencyId: agencyGrants.agencyId,
  agencyName: agencies.name,
  status: agencyGrants.status,
  invitedAt: agencyGrants.invitedAt,
  acceptedAt: agencyGrants.acceptedAt,
  revokedAt: agencyGrants.revokedAt,
  clientId: users.id,
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
    .innerJoin(users, eq(users.id, agencyGrants.clientId));
}
export type GrantView = Awaited<ReturnType<typeof listAgencyGrants>>[number];

export function listAgencyGrants(db: Db, agencyId: number) {
  return grantsQuery(db).where(eq(agencyGrants.agencyId, agencyId)).orderBy(desc(agencyGrants.id));
}

/** The client's invitations and grants, revoked ones left out. */
export function listClientGrants(db: Db, clientId: number) {
  return grantsQuery(db)
    .where(and(eq(agencyGrants.clientId, clientId), ne(agencyGrants.status, 'REVOKED')))
    .orderBy(desc(agencyGrants.id));
}

export async function findClientGrant(db: Db, clientId: number, id: number): Promise<GrantView | undefined> {
  const rows = await grantsQuery(db)
    .where(and(eq(agencyGrants.id, id), eq(agencyGrants.clientId, clientId)))
    .limit(1);
  return rows[0];
}

/** Moves a grant from one status to another; false when it was no longer in `from` (a concurrent change). */
export async function moveGrant(
  db: Db,
  id: number,
  from: GrantStatus,
  to: GrantStatus,
  now: Date,
): Promise<boolean> {
  const stamp = to === 'ACCEPTED' ? { acceptedAt: now } : { revokedAt: now };
  const rows = await db
    .update(agencyGrants)
    .set({ status: to, ...stamp })
    .where(and(eq(agencyGrants.id, id), eq(agencyGrants.status, from)))
    .returning({ id: agencyGrants.id });
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
    .innerJoin(users, eq(users.id, agencyGrants.clientId))
    .where(
      and(
        eq(agencyGrants.agencyId, agencyId),
        eq(agencyGrants.clientId, clientId),
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

export type MemberInvitationRow = typeof agencyMemberInvitations.$inferSelect;

/** A pending invitation to join; undefined when the agency already has one pending for the account. */
export async function insertMemberInvitation(
  db: Db,
  invitation: { agencyId: number; userId: number; role: AgencyMemberRole; invitedBy: number },
  now: Date,
): Promise<MemberInvitationRow | undefined> {
  const rows = await db
    .insert(agencyMemberInvitations)
    .values({ ...invitation, status: 'INVITED', invitedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** The agency's pending invitations, with the invitees' names. */
export function listPendingInvitations(db: Db, agencyId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: agencyMemberInvitations.role,
    })
    .from(agencyMemberInvitations)
    .innerJoin(users, eq(users.id, agencyMemberInvitations.userId))
    .where(and(eq(agencyMemberInvitations.agencyId, agencyId), eq(agencyMemberInvitations.status, 'INVITED')))
    .orderBy(asc(users.email));
}

function invitationsQuery(db: Db) {
  return db
    .select({
      id: agencyMemberInvitations.id,
      agencyId: agencyMemberInvitations.agencyId,
      agencyName: agencies.name,
      role: agencyMemberInvitations.role,
      invitedAt: agencyMemberInvitations.invitedAt,
    })
    .from(agencyMemberInvitations)
    .innerJoin(agencies, eq(agencies.id, agencyMemberInvitations.agencyId));
}
export type InvitationView = Awaited<ReturnType<typeof listInvitationsOf>>[number];

/** The account's pending invitations, with the agencies' names. */
export function listInvitationsOf(db: Db, userId: number) {
  return invitationsQuery(db)
    .where(and(eq(agencyMemberInvitations.userId, userId), eq(agencyMemberInvitations.status, 'INVITED')))
    .orderBy(desc(agencyMemberInvitations.id));
}

/** The account's pending invitation `id`; undefined for another account's, or one no longer pending. */
export async function findPendingInvitation(
  db: Db,
  userId: number,
  id: number,
): Promise<InvitationView | undefined> {
  const rows = await invitationsQuery(db)
    .where(
      and(
        eq(agencyMemberInvitations.id, id),
        eq(agencyMemberInvitations.userId, userId),
        eq(agencyMemberInvitations.status, 'INVITED'),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Closes a pending invitation (ACCEPTED or REVOKED), by id or by agency and account; answers the closed row, or
 * undefined when it was no longer pending (a concurrent decision).
 */
export async function closeInvitation(
  db: Db,
  where: { id: number } | { agencyId: number; userId: number },
  to: 'ACCEPTED' | 'REVOKED',
  now: Date,
): Promise<MemberInvitationRow | undefined> {
  const rows = await db
    .update(agencyMemberInvitations)
    .set({ status: to, decidedAt: now })
    .where(
      and(
        eq(agencyMemberInvitations.status, 'INVITED'),
        'id' in where
          ? eq(agencyMemberInvitations.id, where.id)
          : and(
              eq(agencyMemberInvitations.agencyId, where.agencyId),
              eq(agencyMemberInvitations.userId, where.userId),
            ),
      ),
    )
    .returning();
  return rows[0];
}
