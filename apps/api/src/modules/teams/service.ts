import type { FastifyInstance } from 'fastify';
import {
  accountName,
  normalizeEmail,
  wouldLeaveNoOwner,
  type Language,
  type TAccountSummary,
  type TeamRole,
  type TReceivedTeamInvitation,
  type TTeamInvitation,
  type TTeamInvitationRequest,
  type TTeamMember,
  type TTeamResponse,
} from '@portal/domain';
import { renderMail, type MailTemplate } from '../../adapters/mail/index.ts';
import { enqueueMail } from '../../adapters/mail/job.ts';
import { recordAudit, withAudit } from '../../platform/audit/record.ts';
import { bumpAuthState } from '../../platform/auth/auth-state.ts';
import { hasConfirmedSecondFactor } from '../../platform/auth/second-factor-state.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import {
  closeInvitation,
  deleteMember,
  emailIsMember,
  findInvitation,
  insertInvitation,
  insertMember,
  isMember,
  listMembers,
  membershipsOf,
  pendingInvitationsOfAccount,
  pendingInvitationsTo,
  requireTwoFactorOf,
  setRequireTwoFactor,
  setSessionAccount,
  updateMemberRole,
  type InvitationRow,
  type MemberRow,
} from './store.ts';

/**
 * Teams (issue 33, decision 0029): an account's members and invitations, managed by its owners (team.manage, checked
 * by route-capabilities.ts before these run); the signed-in user's own accounts and invitations. Every change is
 * audited on the account with the acting member as actor; a role change and a removal mail the member.
 */

export interface TeamsDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Wakes the job queue (the mails) when this process polls it; tests run it themselves. */
  wakeJobs: () => void;
}

export function teamsDeps(app: FastifyInstance): TeamsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    config: app.config,
    wakeJobs: () => {
      if (app.config.JOBS_POLL_MS > 0) void app.jobs.runDue();
    },
  };
}

const TEAM = 'team' as const;
const notFound = (what: string) => new AppError('NOT_FOUND', { message: `No such ${what}` });
const language = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'fr');

function memberView(m: MemberRow): TTeamMember {
  return {
    userId: m.userId,
    email: m.email,
    firstName: m.firstName || null,
    lastName: m.lastName || null,
    role: m.role,
    createdAt: m.createdAt.toISOString(),
  };
}

function invitationView(i: InvitationRow): TTeamInvitation {
  return { id: i.id, email: i.email, role: i.role, createdAt: i.createdAt.toISOString() };
}

/** The name of an account: its founder's organisation, else name, else e-mail. */
async function nameOf(db: Db, accountId: number): Promise<string> {
  const founder = await findUserById(db, accountId);
  return founder ? accountName(founder) : String(accountId);
}

function profileLink(publicUrl: string | undefined, locale: Language): string {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return locale === 'fr' ? `${base}/fr/guichet/profil/` : `${base}/en/hub/profile/`;
}

/** Enqueues a mail in the change's transaction (adapters/mail/job.ts): sent once it commits. */
async function mail(
  deps: TeamsDeps,
  tx: Db,
  key: string,
  to: { email: string; locale: Language },
  template: (link: string) => MailTemplate,
): Promise<void> {
  const message = {
    to: to.email,
    ...renderMail(to.locale, template(profileLink(deps.config.PUBLIC_URL, to.locale))),
  };
  await enqueueMail(tx, `team:${key}`, message, deps.clock.now());
}

/** GET /accounts: the accounts the user is a member of, the active one marked. */
export async function listAccounts(
  deps: TeamsDeps,
  userId: number,
  activeAccountId: number | null,
): Promise<TAccountSummary[]> {
  const rows = await membershipsOf(deps.db, userId);
  return rows.map((r) => ({
    accountId: r.accountId,
    name: accountName(r),
    role: r.role,
    active: r.accountId === activeAccountId,
  }));
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
 * POST /team/invitations: addressed to an e-mail, known or not, with the same answer either way (as agencies',
 * decision 0025); mailed in the invitee's language (theirs when they have an account, else the one asked, else the
 * request's) as a job of the invitation's transaction. TEAM_MEMBER_EXISTS, TEAM_INVITATION_EXISTS.
 */
export async function invite(
  deps: TeamsDeps,
  accountId: number,
  inviter: { id: number },
  body: TTeamInvitationRequest,
  requestLanguage: Language,
): Promise<TTeamInvitation> {
  const email = normalizeEmail(body.email);
  if (await emailIsMember(deps.db, accountId, email)) throw new AppError('TEAM_MEMBER_EXISTS');
  const [invitee, inviterRow, name] = await Promise.all([
    findUserByEmail(deps.db, email),
    findUserById(deps.db, inviter.id),
    nameOf(deps.db, accountId),
  ]);
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const inserted = await insertInvitation(tx, {
      accountId,
      email,
      role: body.role,
      invitedBy: inviter.id,
      status: 'INVITED',
      createdAt: now,
    });
    if (!inserted) throw new AppError('TEAM_INVITATION_EXISTS');
    await recordAudit(tx, {
      operation: `${TEAM}.invite`,
      objectType: TEAM,
      objectId: inserted.id,
      after: { email, role: body.role, status: 'INVITED' },
      subjectAccountId: accountId,
    });
    const locale = invitee ? language(invitee.locale) : (body.language ?? requestLanguage);
    const inviterName = inviterRow ? accountName({ ...inviterRow, organisation: null }) : name;
    await mail(deps, tx, `invitation:${inserted.id}`, { email, locale }, (link) => ({
      kind: 'team-invitation',
      accountName: name,
      inviterName,
      role: body.role,
      link,
      firstName: invitee?.firstName ?? '',
    }));
    return inserted;
  });
  deps.wakeJobs();
  return invitationView(row);
}

/** DELETE /team/invitations/{id}: withdrawn; 404 for another account's or one no longer pending. */
export async function withdraw(deps: TeamsDeps, accountId: number, id: number): Promise<void> {
  const row = await findInvitation(deps.db, id);
  if (!row || row.accountId !== accountId || row.status !== 'INVITED') throw notFound('invitation');
  await withAudit(
    deps.db,
    async (tx) => {
      const closed = await closeInvitation(tx, id, 'WITHDRAWN', deps.clock.now());
      if (!closed) throw notFound('invitation');
      return closed;
    },
    (closed) => ({
      operation: `${TEAM}.withdraw`,
      objectType: TEAM,
      objectId: closed.id,
      before: { email: closed.email, role: closed.role, status: 'INVITED' },
      after: { email: closed.email, role: closed.role, status: 'WITHDRAWN' },
      subjectAccountId: accountId,
    }),
  );
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
    if (role === null) await deleteMember(tx, accountId, userId);
    else if (role !== member.role) await updateMemberRole(tx, accountId, userId, role);
    else return memberView(member);
    const left = role === null && userId === actorId;
    await recordAudit(tx, {
      operation: `${TEAM}.${role === null ? (left ? 'leave' : 'remove') : 'role'}`,
      objectType: TEAM,
      objectId: userId,
      before: { email: member.email, role: member.role },
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

/** GET /team-invitations: the pending invitations addressed to the user's e-mail. */
export async function invitationsOf(deps: TeamsDeps, email: string): Promise<TReceivedTeamInvitation[]> {
  const rows = await pendingInvitationsTo(deps.db, normalizeEmail(email));
  return rows.map((r) => {
    const [inviterName, inviterEmail] = (r.inviter ?? '').split('|');
    return {
      id: r.id,
      accountName: accountName(r),
      role: r.role,
      invitedBy: inviterName || inviterEmail || '',
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/**
 * PUT /team-invitations/{id}/accept or decline: the invitee's own pending invitation (addressed to their e-mail);
 * 404 for another's or one no longer pending. Accepting makes the membership in the same transaction.
 */
export async function answer(
  deps: TeamsDeps,
  user: { id: number; email: string },
  id: number,
  decision: 'accept' | 'decline',
): Promise<TAccountSummary | undefined> {
  const row = await findInvitation(deps.db, id);
  if (!row || row.status !== 'INVITED' || row.email !== normalizeEmail(user.email))
    throw notFound('invitation');
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const closed = await closeInvitation(tx, id, decision === 'accept' ? 'ACCEPTED' : 'DECLINED', now);
    if (!closed) throw notFound('invitation');
    if (decision === 'accept') await insertMember(tx, row.accountId, user.id, row.role, now);
    await recordAudit(tx, {
      operation: `${TEAM}.${decision}`,
      objectType: TEAM,
      objectId: row.id,
      before: { email: row.email, role: row.role, status: 'INVITED' },
      after: { email: row.email, role: row.role, status: closed.status },
      subjectAccountId: row.accountId,
    });
  });
  if (decision === 'decline') return undefined;
  return {
    accountId: row.accountId,
    name: await nameOf(deps.db, row.accountId),
    role: row.role,
    active: false,
  };
}
