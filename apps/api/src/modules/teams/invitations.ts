import {
  accountName,
  normalizeEmail,
  type Language,
  type TAccountSummary,
  type TReceivedTeamInvitation,
  type TTeamInvitation,
  type TTeamInvitationRequest,
} from '@portal/domain';
import { recordAudit, withAudit } from '../../platform/audit/record.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import {
  closeInvitation,
  emailIsMember,
  findInvitation,
  insertInvitation,
  insertMember,
  pendingInvitationsTo,
} from './store.ts';
import { TEAM, invitationView, language, mail, nameOf, notFound, type TeamsDeps } from './common.ts';

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
