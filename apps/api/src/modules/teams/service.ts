import {
  accountName,
  wouldLeaveNoOwner,
  type TAccountSummary,
  type TCursorPageQuery,
  type TeamRole,
  type TTeamMember,
  type TTeamResponse,
} from '@portal/domain';
import { recordAudit, withAudit } from '../../platform/audit/record.ts';
import { bumpAuthState } from '../../platform/auth/auth-state.ts';
import { hasConfirmedSecondFactor } from '../../platform/auth/second-factor-state.ts';
import { cursorPageOf, type TCursorPage } from '../../platform/cursor-page.ts';
import { AppError } from '../../platform/errors.ts';
import {
  deleteMember,
  revokeMemberKeys,
  isMember,
  listMembers,
  membershipsOf,
  pendingInvitationsOfAccount,
  requireTwoFactorOf,
  setRequireTwoFactor,
  setSessionAccount,
  updateMemberRole,
} from './store.ts';
import {
  TEAM,
  invitationView,
  language,
  mail,
  memberView,
  nameOf,
  notFound,
  type TeamsDeps,
} from './common.ts';

/** GET /accounts: the accounts the user is a member of, the active one marked. */
export async function listAccounts(
  deps: TeamsDeps,
  userId: number,
  activeAccountId: number | null,
): Promise<TAccountSummary[]> {
  const rows = await membershipsOf(deps.db, userId);
  return rows.map((r) => accountSummary(r, activeAccountId));
}

/**
 * GET /accounts?limit=&cursor= (issue 32 §4): a page of the same list in its order, the oldest membership first (one
 * joined meanwhile comes last), by when the user joined each and the account's id.
 */
export async function listAccountsPage(
  deps: TeamsDeps,
  userId: number,
  activeAccountId: number | null,
  query: TCursorPageQuery,
): Promise<TCursorPage<TAccountSummary>> {
  const page = cursorPageOf(
    await membershipsOf(deps.db, userId),
    query,
    (r) => ({ at: r.joinedAt.getTime(), id: r.accountId }),
    'oldest-first',
  );
  return { items: page.items.map((r) => accountSummary(r, activeAccountId)), nextCursor: page.nextCursor };
}

function accountSummary(
  r: Awaited<ReturnType<typeof membershipsOf>>[number],
  activeAccountId: number | null,
): TAccountSummary {
  return {
    accountId: r.accountId,
    name: accountName(r),
    role: r.role,
    active: r.accountId === activeAccountId,
  };
}

/** PUT /accounts/active: the session acts on another account of the user's (404 for one they are not a member of). */
export async function switchAccount(
  deps: TeamsDeps,
  user: { id: number; sessionId: string | null },
  accountId: number,
): Promise<void> {
  if (!user.sessionId || !(await isMember(deps.db, accountId, user.id))) throw notFound('account');
  const sessionId = user.sessionId;
  await deps.db.transaction(async (tx) => {
    await setSessionAccount(tx, sessionId, user.id, accountId);
    // The guard keeps the session's account (user-cache.ts): every process reads it again.
    await bumpAuthState(tx);
  });
}

/** GET /team/members. */
export async function teamView(deps: TeamsDeps, accountId: number): Promise<TTeamResponse> {
  const [members, invitations, requireTwoFactor] = await Promise.all([
    listMembers(deps.db, accountId),
    pendingInvitationsOfAccount(deps.db, accountId),
    requireTwoFactorOf(deps.db, accountId),
  ]);
  return { members: members.map(memberView), invitations: invitations.map(invitationView), requireTwoFactor };
}

/**
 * PUT /team/members/{userId} (a role) and DELETE (role null: removed, or left when the member is the actor). The
 * members are locked for the change, so two owners demoting each other at once cannot leave none (409 LAST_OWNER).
 */
export async function changeMember(
  deps: TeamsDeps,
  accountId: number,
  actorId: number,
  userId: number,
  role: TeamRole | null,
): Promise<TTeamMember | undefined> {
  const name = await nameOf(deps.db, accountId);
  const result = await deps.db.transaction(async (tx) => {
    const members = await listMembers(tx, accountId, true);
    const member = members.find((m) => m.userId === userId);
    if (!member) throw notFound('member');
    const change = role === null ? { userId, removed: true as const } : { userId, role };
    if (wouldLeaveNoOwner(members, change)) throw new AppError('LAST_OWNER');
    // A member who leaves takes no key to the account with them: re-invited later, they make new ones.
    let revokedKeys = 0;
    if (role === null) {
      await deleteMember(tx, accountId, userId);
      revokedKeys = await revokeMemberKeys(tx, accountId, userId, deps.clock.now());
    } else if (role !== member.role) await updateMemberRole(tx, accountId, userId, role);
    else return memberView(member);
    const left = role === null && userId === actorId;
    await recordAudit(tx, {
      operation: `${TEAM}.${role === null ? (left ? 'leave' : 'remove') : 'role'}`,
      objectType: TEAM,
      objectId: userId,
      before: {
        email: member.email,
        role: member.role,
        ...(revokedKeys > 0 ? { apiKeys: revokedKeys } : {}),
      },
      after: role === null ? null : { email: member.email, role },
      subjectAccountId: accountId,
    });
    if (!left) {
      const to = { email: member.email, locale: language(member.locale) };
      const key = `${role === null ? 'removed' : 'role'}:${accountId}:${userId}:${deps.clock.now().getTime()}`;
      await mail(deps, tx, key, to, (link) =>
        role === null
          ? { kind: 'team-removed', accountName: name, firstName: member.firstName }
          : { kind: 'team-role-changed', accountName: name, role, link, firstName: member.firstName },
      );
    }
    return role === null ? undefined : memberView({ ...member, role });
  });
  deps.wakeJobs();
  return result;
}

/**
 * PUT /team/settings: the owner's second-factor requirement of the account's members, owners included; an owner
 * without a factor cannot turn it on (403 TWO_FACTOR_SETUP_REQUIRED: it would lock them out of the account).
 */
export async function changeSettings(
  deps: TeamsDeps,
  accountId: number,
  actorId: number,
  requireTwoFactor: boolean,
): Promise<{ requireTwoFactor: boolean }> {
  if (requireTwoFactor && !(await hasConfirmedSecondFactor(deps.db, actorId))) {
    throw new AppError('TWO_FACTOR_SETUP_REQUIRED', { message: 'Turn on your own second factor first' });
  }
  const before = await requireTwoFactorOf(deps.db, accountId);
  await withAudit(deps.db, (tx) => setRequireTwoFactor(tx, accountId, requireTwoFactor), {
    operation: `${TEAM}.settings`,
    objectType: TEAM,
    objectId: accountId,
    before: { requireTwoFactor: before },
    after: { requireTwoFactor },
    subjectAccountId: accountId,
  });
  return { requireTwoFactor };
}
