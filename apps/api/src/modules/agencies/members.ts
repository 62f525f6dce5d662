import type {
  AgencyMemberRole,
  TAddMemberRequest,
  TAgencyMember,
  TAgencyMemberInvitation,
  TCursorPageQuery,
  TCursorPosition,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { cursorPageOf, type TCursorPage } from '../../platform/cursor-page.ts';
import { AppError } from '../../platform/errors.ts';
import { close, invite, type InvitationKind } from './invitations.ts';
import type { AgenciesDeps } from './service.ts';
import {
  countAdmins,
  deleteMember,
  findMembership,
  findPendingInvitation,
  insertMember,
  listInvitationsOf,
  listMembers,
  listPendingInvitations,
  updateMemberRole,
  type InvitationView,
  type Membership,
} from './store.ts';
import { agencyMemberInvitations } from './tables.ts';

/**
 * An agency's members (issue 16): an agency admin invites an account to join with a role, which joins once it
 * accepts in its profile; the admin changes roles and removes members, the agency always keeping an admin.
 */

/**
 * An invitation to join as an invitation (invitations.ts): accepting it makes the membership with the role offered
 * (AGENCY_MEMBER_EXISTS when the account belongs to an agency by then: the invitation stays pending, to be
 * declined). Inviting a member of this very agency is AGENCY_MEMBER_EXISTS (the agency lists its members); a member
 * of another agency is invited as anyone else (issue 31 §12). Entries are on the invitee's account (the agency admin
 * is the actor), or on the agency admin's while the e-mail has none.
 */
export const memberInvitation: InvitationKind<AgencyMemberRole, InvitationView, TAgencyMemberInvitation> = {
  table: agencyMemberInvitations,
  noun: 'invitation',
  exists: 'AGENCY_MEMBER_EXISTS',
  async admit(db, user, agency) {
    if (user && (await findMembership(db, user.id))?.agencyId === agency.agencyId) {
      throw new AppError('AGENCY_MEMBER_EXISTS');
    }
  },
  columns: (role) => ({ role }),
  invited: (agency, user, _id, role) => ({
    operation: 'agency.memberInvite',
    objectType: 'agency',
    objectId: agency.agencyId,
    after: { agencyName: agency.agencyName, agencyRole: role, status: 'INVITED' },
    ...(user && { subjectAccountId: user.id }),
  }),
  mail: (agency, user, role) => (link) => ({
    kind: 'agency-member-invitation',
    agencyName: agency.agencyName,
    role,
    firstName: user.firstName,
    link,
  }),
  mine: async (db, userId) =>
    (await listInvitationsOf(db, userId)).map((row) => ({
      id: row.id,
      agencyName: row.agencyName,
      agency_role: row.role,
      invitedAt: row.invitedAt.toISOString(),
    })),
  find: (db, userId, id) => findPendingInvitation(db, id, { userId }),
  stamps: (_to, now) => ({ decidedAt: now }),
  raced: () => new AppError('NOT_FOUND'),
  async accepted(tx, invitation, userId, now) {
    if (!(await insertMember(tx, { agencyId: invitation.agencyId, userId, role: invitation.role }, now))) {
      throw new AppError('AGENCY_MEMBER_EXISTS');
    }
  },
  decided: (invitation, userId, decision, to) =>
    decision === 'accept'
      ? memberEntry(invitation, userId, 'agency.memberAdd', null, invitation.role)
      : {
          operation: decision === 'withdraw' ? 'agency.memberWithdraw' : 'agency.memberDecline',
          objectType: 'agency',
          objectId: invitation.agencyId,
          before: { agencyName: invitation.agencyName, agencyRole: invitation.role, status: 'INVITED' },
          after: { agencyName: invitation.agencyName, agencyRole: invitation.role, status: to },
          ...(userId !== null && { subjectAccountId: userId }),
        },
};

/**
 * The agency's members, then the e-mails invited to join that have not accepted yet: those by the e-mail invited and
 * the invitation's id only (issue 31 §12).
 */
export async function agencyMembers(deps: AgenciesDeps, agency: Membership): Promise<TAgencyMember[]> {
  return (await positionedMembers(deps, agency)).map((entry) => entry.member);
}

/**
 * GET /agencies/members?limit=&cursor= (issue 32 §4): a page of the same list, newest first by when each joined or
 * was invited. Members and invitations are two tables whose ids may meet: the cursor's id is twice a member's
 * account id, and twice an invitation's id plus one.
 */
export async function agencyMembersPage(
  deps: AgenciesDeps,
  agency: Membership,
  query: TCursorPageQuery,
): Promise<TCursorPage<TAgencyMember>> {
  const page = cursorPageOf(await positionedMembers(deps, agency), query, (entry) => entry.position);
  return { items: page.items.map((entry) => entry.member), nextCursor: page.nextCursor };
}

async function positionedMembers(
  deps: AgenciesDeps,
  agency: Membership,
): Promise<{ member: TAgencyMember; position: TCursorPosition }[]> {
  const [members, invited] = await Promise.all([
    listMembers(deps.db, agency.agencyId),
    listPendingInvitations(deps.db, agency.agencyId),
  ]);
  return [
    ...members.map((row) => ({
      member: {
        user_id: String(row.userId),
        invitation_id: null,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        agency_role: row.role,
        status: 'ACTIVE' as const,
      },
      position: { at: row.joinedAt.getTime(), id: row.userId * 2 },
    })),
    ...invited.map((row) => ({
      member: {
        user_id: null,
        invitation_id: row.id,
        email: row.email,
        first_name: null,
        last_name: null,
        agency_role: row.role,
        status: 'INVITED' as const,
      },
      position: { at: row.invitedAt.getTime(), id: row.id * 2 + 1 },
    })),
  ];
}

/** DELETE /agencies/member-invitations/{id}: an agency admin withdraws a pending invitation of the agency (else 404). */
export async function withdrawMemberInvitation(
  deps: AgenciesDeps,
  agency: Membership,
  id: number,
): Promise<TAgencyMember[]> {
  await deps.db.transaction(async (tx) => {
    const invitation = await findPendingInvitation(tx, id, { agencyId: agency.agencyId });
    if (!invitation) throw new AppError('NOT_FOUND');
    await close(tx, memberInvitation, invitation, null, 'withdraw', deps.clock.now());
  });
  return agencyMembers(deps, agency);
}

/**
 * POST /agencies/members: an agency admin invites an existing account to join with a role; it is mailed in its
 * language and joins once it accepts in its profile. AGENCY_MEMBER_EXISTS when it already belongs to an agency or
 * this agency already invited it.
 */
export async function inviteMember(
  deps: AgenciesDeps,
  agency: Membership,
  inviterId: number,
  body: TAddMemberRequest,
): Promise<TAgencyMember[]> {
  await invite(deps, memberInvitation, agency, inviterId, body.email, body.agency_role);
  return agencyMembers(deps, agency);
}

/** Changes or removes a member; the agency always keeps an admin (AGENCY_LAST_ADMIN). */
export async function changeMember(
  deps: AgenciesDeps,
  agency: Membership,
  userId: number,
  role: AgencyMemberRole | null,
): Promise<TAgencyMember[]> {
  await deps.db.transaction(async (tx) => {
    const was = await findMembership(tx, userId);
    const found =
      role === null
        ? await deleteMember(tx, agency.agencyId, userId)
        : await updateMemberRole(tx, agency.agencyId, userId, role);
    if (!found || !was) throw new AppError('NOT_FOUND');
    if ((await countAdmins(tx, agency.agencyId)) === 0) throw new AppError('AGENCY_LAST_ADMIN');
    await recordAudit(
      tx,
      memberEntry(
        agency,
        userId,
        role === null ? 'agency.memberRemove' : 'agency.memberRole',
        was.role,
        role,
      ),
    );
  });
  return agencyMembers(deps, agency);
}

/** A membership's entry, on the member's own account (the agency admin is the actor). */
function memberEntry(
  agency: Pick<Membership, 'agencyId' | 'agencyName'>,
  userId: number | null,
  operation: string,
  before: AgencyMemberRole | null,
  after: AgencyMemberRole | null,
) {
  return {
    operation,
    objectType: 'agency' as const,
    objectId: agency.agencyId,
    before: before === null ? null : { agencyName: agency.agencyName, agencyRole: before },
    after: after === null ? null : { agencyName: agency.agencyName, agencyRole: after },
    ...(userId !== null && { subjectAccountId: userId }),
  };
}
