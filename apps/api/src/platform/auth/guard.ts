import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  hasRole,
  isApiKeyCredential,
  mustTurnOnSecondFactor,
  normalizeRole,
  type Role,
  type TApiKeyScope,
  type TeamRole,
} from '@portal/domain';
import { AppError } from '../errors.ts';
import { authenticateApiKey } from './api-key-guard.ts';
import { hasConfirmedSecondFactor } from './second-factor-state.ts';
import type { AccessTokenClaims } from './tokens.ts';
import { setActiveAccount } from './active-account.ts';
import type { KeptMembership, KeptSession, KeptUser } from './user-cache.ts';

/** The signed-in user of a request, as the guard read it from the token and the database. */
export interface AuthUser {
  id: number;
  sub: string;
  email: string;
  role: Role;
  /** The session (refresh-token family) of the access token, when the token names it. */
  sessionId: string | null;
  /**
   * The token says the session turned its agency role on (issue 16); agencies/context.ts checks the session. For an
   * API key: the key was made while its session had the role on.
   */
  agencyClaim: boolean;
  /** The API key the request authenticated with (issue 32 §1); null for an access token. */
  apiKey?: { id: number; scope: TApiKeyScope } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes without it (read it through authUser). */
    user: AuthUser | null;
    /**
     * The account the request acts on when it is not the signed-in user's own (an agency's view-as, spec §6); null
     * otherwise. Read it through subjectAccountId.
     */
    subjectId: number | null;
    /**
     * The account the session (or the API key) acts on (decision 0029): set by the guard with the session; read it
     * through subjectAccountId. Under view-as it stays the actor's own.
     */
    accountId: number | null;
    /** The actor's role in accountId; null when they are not (or no longer) a member of it (403 NOT_A_MEMBER). */
    memberRole: TeamRole | null;
    /** The owner of accountId requires a second factor of its members (403 TWO_FACTOR_SETUP_REQUIRED without one). */
    accountRequiresTwoFactor: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * onRequest hook of every route that needs a signed-in user (or an API key: api-key-guard.ts, issue 32 §1): a valid access token (RS256, see TokenService) of a user
 * that still exists, issued since the user's last password reset or change (token version), to a session that has
 * not ended (its `sid`: a logout ends the session's access tokens, issue 28 §6). Decorates request.user; 401
 * otherwise. The user and the session are read through the process's AuthUserCache.
 * A callback hook: a token verified before of a user and session kept in memory (nearly every request) is admitted
 * without a promise; anything else waits for the verification and the database.
 */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const token = bearerToken(request);
  if (!token) return done(new AppError('UNAUTHORIZED', { message: 'Missing bearer token' }));
  if (isApiKeyCredential(token)) return authenticateApiKey(request, token, done);
  const { tokens, authUsers } = request.server;
  const claims = tokens.verifiedBefore(token);
  if (claims) {
    const id = userIdOf(claims);
    const row = authUsers.kept(id);
    const sid = sessionOf(claims);
    const session = sid ? authUsers.keptSessionState(sid, id) : NO_SESSION;
    const memberships = row ? authUsers.keptMemberships(id) : NO_MEMBERSHIP;
    if (row !== undefined && session !== undefined && memberships !== undefined) {
      return done(admit(request, claims, row ?? undefined, session, memberships));
    }
  }
  void (async () => {
    const verified = await tokens.verifyAccessToken(token);
    const id = userIdOf(verified);
    const sid = sessionOf(verified);
    // From memory while nothing changed (user-cache.ts: a revocation or a logout holds at once here, within
    // AUTH_STATE_POLL_MS elsewhere; so does a membership's change, decision 0029).
    const user = id > 0 ? await authUsers.find(id) : undefined;
    const session = user && sid ? await authUsers.sessionState(sid, id) : NO_SESSION;
    const memberships = user && session.live ? await authUsers.findMemberships(id) : NO_MEMBERSHIP;
    return admit(request, verified, user, session, memberships);
  })().then(done, done);
}

const NO_SESSION: KeptSession = { live: false, activeAccountId: null };
const NO_MEMBERSHIP: readonly KeptMembership[] = [];

function userIdOf(claims: AccessTokenClaims): number {
  const id = Number(claims['custom:user_id']);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session a token names (every token since issue 16 does); null for none or a malformed one. */
function sessionOf(claims: AccessTokenClaims): string | null {
  return typeof claims.sid === 'string' && SESSION_ID.test(claims.sid) ? claims.sid : null;
}

/**
 * Sets request.user when the token's user is this row, the token is of its current version and its session has not
 * ended; the error otherwise.
 */
function admit(
  request: FastifyRequest,
  claims: AccessTokenClaims,
  row: KeptUser | undefined,
  session: KeptSession,
  memberships: readonly KeptMembership[],
): AppError | undefined {
  if (!row || row.sub !== claims.sub) return new AppError('UNAUTHORIZED');
  if (claims.ver !== row.tokenVersion || !session.live) {
    return new AppError('UNAUTHORIZED', { message: 'Session revoked' });
  }
  request.user = {
    id: row.id,
    sub: row.sub,
    email: row.email,
    role: normalizeRole(row.role),
    sessionId: sessionOf(claims),
    agencyClaim: claims.agency === true,
    apiKey: null,
  };
  setActiveAccount(request, row.id, session.activeAccountId, memberships);
  return undefined;
}

/**
 * preHandler after requireUser: 403 unless the user has one of the roles (compared case-insensitively); on a staff
 * route with REQUIRE_2FA_FOR_STAFF on, 403 TWO_FACTOR_SETUP_REQUIRED until the staff member's second factor is on.
 */
export function requireRole(...roles: Role[]) {
  const staffRoute = !roles.includes('user');
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = authUser(request);
    if (!hasRole(user.role, roles)) throw new AppError('FORBIDDEN');
    // REQUIRE_2FA_FOR_STAFF (issue 33): a staff route answers staff only once their second factor is on.
    const required = staffRoute && request.server.config.REQUIRE_2FA_FOR_STAFF;
    if (required && mustTurnOnSecondFactor(user.role, required, await secondFactorOn(request, user.id))) {
      throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
    }
  };
}

const secondFactorOn = (request: FastifyRequest, userId: number) =>
  hasConfirmedSecondFactor(request.server.database.db, userId);

/** The signed-in user of a guarded route. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/**
 * The account a guarded request acts on, and owns what it reads and writes: under an agency's view-as its client's,
 * else the session's active account (decision 0029: the user's own unless they switched to another they are a member
 * of). Every route on objects an account owns reads the account from here, never from authUser (which is the actor:
 * who did it).
 */
export function subjectAccountId(request: FastifyRequest): number {
  return request.subjectId ?? request.accountId ?? authUser(request).id;
}
