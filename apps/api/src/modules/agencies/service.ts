import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  agencyNameKey,
  NO_AGENCY_ROLE,
  normalizeEmail,
  type AgencyMemberRole,
  type TAdminAgency,
  type TAgency,
  type TCreateAgencyRequest,
} from '@portal/domain';
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
  findMembership,
  insertAgency,
  insertMember,
  listAgenciesForStaff,
} from './store.ts';

export { activeMembership } from './context.ts';

export interface AgenciesDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'AGENCY_CONSOLE_PASSWORD_HASH' | 'PUBLIC_URL'>;
  tokens: TokenService;
  /** Wakes the job queue (an invitation's mail) when this process polls it; tests run it themselves. */
  wakeJobs: () => void;
}

export function agenciesDeps(app: FastifyInstance): AgenciesDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    config: app.config,
    tokens: app.tokens,
    wakeJobs: () => {
      if (app.config.JOBS_POLL_MS > 0) void app.jobs.runDue();
    },
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

/**
 * POST /admin/agencies (staff admin; issue 31 §1): a new agency whose first admin is an existing account, in one
 * transaction. USER_NOT_PRESENT for an e-mail without an account (staff may know it: they search accounts),
 * AGENCY_NAME_EXISTS for a name another agency has (agencyNameKey), AGENCY_MEMBER_EXISTS when the account already
 * belongs to an agency; nothing is written then. The entry is on the new admin's account (staff are the actor).
 */
export async function createAgency(
  deps: AgenciesDeps,
  staffId: number,
  body: TCreateAgencyRequest,
): Promise<TAgency> {
  const admin = await accountByEmail(deps.db, body.adminEmail);
  const now = deps.clock.now();
  const agency = await deps.db.transaction(async (tx) => {
    const row = await insertAgency(tx, { name: body.name, nameKey: agencyNameKey(body.name) }, staffId, now);
    if (!row) throw new AppError('AGENCY_NAME_EXISTS');
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

/** GET /admin/agencies (staff admin; issue 31 §1): every agency with its members, clients and pending invitations. */
export async function listAgencies(deps: Pick<AgenciesDeps, 'db'>): Promise<TAdminAgency[]> {
  const { rows, members, clients, pending } = await listAgenciesForStaff(deps.db);
  const account = (row: { userId: number; email: string; firstName: string; lastName: string }) => ({
    user_id: String(row.userId),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
  });
  return rows.map((agency) => ({
    id: agency.id,
    name: agency.name,
    createdAt: agency.createdAt.toISOString(),
    members: members
      .filter((m) => m.agencyId === agency.id)
      .map((m) => ({ ...account(m), agency_role: m.role })),
    clients: clients
      .filter((c) => c.agencyId === agency.id)
      .map((c) => ({ ...account(c), organisation: c.organisation, suspended: c.suspendedAt !== null })),
    pendingInvitations: pending.filter((p) => p.agencyId === agency.id).reduce((sum, p) => sum + p.n, 0),
  }));
}
