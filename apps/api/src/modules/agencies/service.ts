import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NO_AGENCY_ROLE,
  normalizeEmail,
  type AgencyMemberRole,
  type Language,
  type TAddMemberRequest,
  type TAgency,
  type TAgencyMember,
  type TAgencyMemberInvitation,
} from '@portal/domain';
import { renderMail, type Mailer, type MailTemplate } from '../../adapters/mail/index.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { checkPasswordUnderLock, type ThrottleLimit } from '../accounts/index.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users/index.ts';
import { activeMembership } from './context.ts';
import {
  activateSessionAgency,
  closeInvitation,
  countAdmins,
  deleteMember,
  findMembership,
  findPendingInvitation,
  insertAgency,
  insertMemberInvitation,
  insertMember,
  listInvitationsOf,
  listMembers,
  listPendingInvitations,
  updateMemberRole,
  type Membership,
} from './store.ts';

export { activeMembership } from './context.ts';

export interface AgenciesDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'AGENCY_CONSOLE_PASSWORD_HASH' | 'PUBLIC_URL'>;
  tokens: TokenService;
  mailer: Mailer;
  logMailFailure: (error: unknown) => void;
}

export function agenciesDeps(app: FastifyInstance): AgenciesDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    config: app.config,
    tokens: app.tokens,
    mailer: app.mailer,
    logMailFailure: (error) => app.log.error({ err: error }, 'agency mail not sent'),
  };
}

/** The agency_role of user info (spec §3, §4): the member's role once the session activated it, `user` otherwise. */
export async function sessionAgencyRole(request: FastifyRequest): Promise<string> {
  return (await activeMembership(request))?.role ?? NO_AGENCY_ROLE;
}

/**
 * The console helper's password is one for the whole platform (issue 28 §10): besides each member's own limit, the
 * wrong passwords of all members together lock the helper for everyone 15 minutes once there are this many in 15
 * minutes, so that many accounts cannot share the guessing. Right passwords do not count.
 */
export const AGENCY_CONSOLE_PLATFORM_LIMIT: ThrottleLimit = { maxFailures: 20, onRight: 'uncount' };
const AGENCY_CONSOLE_PLATFORM_KEY = 'agency-console';

/**
 * POST /agencies/activate (the console helper, spec §1). Membership first: anyone else gets FORBIDDEN whatever the
 * password, unchecked and uncounted (issue 28 §10: a 403 for the right password and a 400 for a wrong one let anyone
 * who signed up test it). For a member the password is compared with AGENCY_CONSOLE_PASSWORD_HASH under the login
 * lock, per member (5 wrong ones lock it 15 minutes) and platform-wide (AGENCY_CONSOLE_PLATFORM_LIMIT), both kept in
 * the database for every process; then the session (the refresh-token family the access token names) turns its
 * agency role on, and a new access token says so.
 */
export async function activateAgency(
  deps: AgenciesDeps,
  user: { id: number; sessionId: string | null },
  password: string,
): Promise<{ jwtToken: string; agency_role: AgencyMemberRole }> {
  const now = deps.clock.now();
  const membership = await findMembership(deps.db, user.id);
  if (!membership || !user.sessionId)
    throw new AppError('FORBIDDEN', { message: 'Not a member of an agency' });
  const hash = deps.config.AGENCY_CONSOLE_PASSWORD_HASH;
  const verify = async () => (hash ? verifyPassword(hash, password) : false);
  const right = await checkPasswordUnderLock(deps.db, `agency-console:${user.id}`, now, () =>
    checkPasswordUnderLock(deps.db, AGENCY_CONSOLE_PLATFORM_KEY, now, verify, AGENCY_CONSOLE_PLATFORM_LIMIT),
  );
  if (!right) throw new AppError('USER_WRONG_CREDENTIALS', { message: 'Wrong agency password' });
  const sessionId = user.sessionId;
  await deps.db.transaction(async (tx) => {
    if (!(await activateSessionAgency(tx, sessionId, user.id, now))) {
      throw new AppError('UNAUTHORIZED', { message: 'Session ended' });
    }
    // Per session: each activation is an entry on the member's own account.
    await recordAudit(tx, {
      operation: 'agency.activate',
      objectType: 'agency',
      objectId: membership.agencyId,
      after: { agencyName: membership.agencyName, agencyRole: membership.role },
      subjectAccountId: user.id,
    });
  });
  const row = await findUserById(deps.db, user.id);
  if (!row) throw new AppError('UNAUTHORIZED');
  const jwtToken = await deps.tokens.signAccessToken(row, {
    familyId: user.sessionId,
    agencyActivatedAt: now,
  });
  return { jwtToken, agency_role: membership.role };
}

export async function accountByEmail(db: Db, email: string): Promise<UserRow> {
  const row = await findUserByEmail(db, normalizeEmail(email));
  if (!row) throw new AppError('USER_NOT_PRESENT');
  return row;
}

/** POST /admin/agencies (staff admin): a new agency whose first admin is an existing account. */
export async function createAgency(
  deps: AgenciesDeps,
  staffId: number,
  body: { name: string; adminEmail: string },
): Promise<TAgency> {
  const admin = await accountByEmail(deps.db, body.adminEmail);
  const now = deps.clock.now();
  const agency = await deps.db.transaction(async (tx) => {
    const row = await insertAgency(tx, body.name, staffId, now);
    if (!(await insertMember(tx, { agencyId: row.id, userId: admin.id, role: 'admin' }, now))) {
      throw new AppError('AGENCY_MEMBER_EXISTS');
    }
    await recordAudit(tx, {
      operation: 'agency.create',
      objectType: 'agency',
      objectId: row.id,
      after: { agencyName: row.name, agencyRole: 'admin' },
      subjectAccountId: admin.id,
    });
    return row;
  });
  return { id: agency.id, name: agency.name, createdAt: agency.createdAt.toISOString() };
}

/** The agency's members, then the accounts invited to join that have not accepted yet. */
export async function agencyMembers(deps: AgenciesDeps, agency: Membership): Promise<TAgencyMember[]> {
  const [members, invited] = await Promise.all([
    listMembers(deps.db, agency.agencyId),
    listPendingInvitations(deps.db, agency.agencyId),
  ]);
  const view = (status: TAgencyMember['status']) => (row: (typeof members)[number]) => ({
    user_id: String(row.userId),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    agency_role: row.role,
    status,
  });
  return [...members.map(view('ACTIVE')), ...invited.map(view('INVITED'))];
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
  const user = await accountByEmail(deps.db, body.email);
  if (await findMembership(deps.db, user.id)) throw new AppError('AGENCY_MEMBER_EXISTS');
  await deps.db.transaction(async (tx) => {
    const invitation = await insertMemberInvitation(
      tx,
      { agencyId: agency.agencyId, userId: user.id, role: body.agency_role, invitedBy: inviterId },
      deps.clock.now(),
    );
    if (!invitation) throw new AppError('AGENCY_MEMBER_EXISTS');
    await recordAudit(tx, {
      operation: 'agency.memberInvite',
      objectType: 'agency',
      objectId: agency.agencyId,
      after: { agencyName: agency.agencyName, agencyRole: body.agency_role, status: 'INVITED' },
      subjectAccountId: user.id,
    });
  });
  await mailInvitation(deps, user, (link) => ({
    kind: 'agency-member-invitation',
    agencyName: agency.agencyName,
    role: body.agency_role,
    firstName: user.firstName,
    link,
  }));
  return agencyMembers(deps, agency);
}

function toInvitation(row: { id: number; agencyName: string; role: AgencyMemberRole; invitedAt: Date }) {
  return {
    id: row.id,
    agencyName: row.agencyName,
    agency_role: row.role,
    invitedAt: row.invitedAt.toISOString(),
  };
}

/** GET /agency-member-invitations: the signed-in account's pending invitations to join an agency. */
export async function memberInvitations(
  deps: AgenciesDeps,
  userId: number,
): Promise<TAgencyMemberInvitation[]> {
  return (await listInvitationsOf(deps.db, userId)).map(toInvitation);
}

/**
 * The invitee accepts (joins the agency with the role offered, in the same transaction) or declines; another
 * account's invitation, or one no longer pending, is 404. AGENCY_MEMBER_EXISTS when the account joined an agency
 * meanwhile (the invitation stays pending).
 */
export async function decideInvitation(
  deps: AgenciesDeps,
  userId: number,
  id: number,
  decision: 'accept' | 'decline',
): Promise<TAgencyMemberInvitation[]> {
  const invitation = await findPendingInvitation(deps.db, userId, id);
  if (!invitation) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const closed = await closeInvitation(tx, { id }, decision === 'accept' ? 'ACCEPTED' : 'REVOKED', now);
    if (!closed) throw new AppError('NOT_FOUND');
    const agency = {
      agencyId: invitation.agencyId,
      agencyName: invitation.agencyName,
      role: invitation.role,
    };
    if (decision === 'accept') {
      if (!(await insertMember(tx, { agencyId: agency.agencyId, userId, role: invitation.role }, now))) {
        throw new AppError('AGENCY_MEMBER_EXISTS');
      }
      await recordAudit(tx, memberEntry(agency, userId, 'agency.memberAdd', null, invitation.role));
    } else {
      await recordAudit(tx, {
        operation: 'agency.memberDecline',
        objectType: 'agency',
        objectId: agency.agencyId,
        before: { agencyName: agency.agencyName, agencyRole: invitation.role, status: 'INVITED' },
        after: { agencyName: agency.agencyName, agencyRole: invitation.role, status: 'REVOKED' },
        subjectAccountId: userId,
      });
    }
  });
  return memberInvitations(deps, userId);
}

/** Changes or removes a member; the agency always keeps an admin (AGENCY_LAST_ADMIN). */
export async function changeMember(
  deps: AgenciesDeps,
  agency: Membership,
  userId: number,
  role: AgencyMemberRole | null,
): Promise<TAgencyMember[]> {
  await deps.db.transaction(async (tx) => {
    // An account invited but not joined yet: removing it withdraws the invitation.
    if (role === null) {
      const withdrawn = await closeInvitation(
        tx,
        { agencyId: agency.agencyId, userId },
        'REVOKED',
        deps.clock.now(),
      );
      if (withdrawn) {
        await recordAudit(tx, {
          operation: 'agency.memberWithdraw',
          objectType: 'agency',
          objectId: agency.agencyId,
          before: { agencyName: agency.agencyName, agencyRole: withdrawn.role, status: 'INVITED' },
          after: { agencyName: agency.agencyName, agencyRole: withdrawn.role, status: 'REVOKED' },
          subjectAccountId: userId,
        });
        return;
      }
    }
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
  agency: Membership,
  userId: number,
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
    subjectAccountId: userId,
  };
}

function profileLink(publicUrl: string | undefined, locale: Language): string {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return locale === 'fr' ? `${base}/fr/guichet/profil/` : `${base}/en/hub/profile/`;
}

/**
 * Mails an invitation to an account, in its language, with the link to its profile (where invitations are decided);
 * a mail that cannot be sent is logged, never undoes the invitation.
 */
export async function mailInvitation(
  deps: AgenciesDeps,
  to: Pick<UserRow, 'email' | 'locale'>,
  template: (link: string) => MailTemplate,
): Promise<void> {
  const locale: Language = to.locale === 'en' ? 'en' : 'fr';
  try {
    await deps.mailer.send({
      to: to.email,
      ...renderMail(locale, template(profileLink(deps.config.PUBLIC_URL, locale))),
    });
  } catch (error) {
    deps.logMailFailure(error);
  }
}
