import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_KEY_AUDIT_OBJECT,
  apiKeyInQuery,
  apiKeyScopeAllows,
  isCredentialRoute,
  isWellFormedApiKey,
  normalizeRole,
  type TApiKeyScope,
} from '@portal/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { apiKeys } from '../db/schema.ts';
import { setActiveAccount } from './active-account.ts';
import type { KeptApiKey, KeptMembership, KeptUser } from './user-cache.ts';

/** The SHA-256 of a key, as stored (hex): a key has 256 random bits, so a fast hash is enough. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** How often a key's last use is written, at most (issue 32 §1: not a write per request). */
export const API_KEY_USE_WRITE_MS = 60_000;

/**
 * The guard's path for `Authorization: Bearer pk_live_…` (issue 32 §1): the key by its SHA-256 and its owner, both
 * from the process's AuthUserCache while nothing changed (no database round trip, as for an access token). A
 * malformed, unknown or revoked key answers 401 API_KEY_INVALID; a suspended owner 403 ACCOUNT_SUSPENDED; a route
 * that manages credentials 403 API_KEY_NOT_ALLOWED; a read-only key on anything but GET and HEAD 403
 * API_KEY_READ_ONLY. Admitted, the request acts as the key's owner (request.user.apiKeyId names the key).
 */
export function authenticateApiKey(
  request: FastifyRequest,
  key: string,
  done: (error?: Error) => void,
): void {
  if (!isWellFormedApiKey(key)) return done(invalidKey());
  const hash = hashApiKey(key);
  const { authUsers } = request.server;
  const kept = authUsers.keptApiKey(hash);
  if (kept === null) return done(invalidKey());
  if (kept) {
    const owner = authUsers.kept(kept.userId);
    const memberships = owner ? authUsers.keptMemberships(kept.userId) : [];
    if (owner !== undefined && memberships !== undefined) {
      return done(admitApiKey(request, kept, owner ?? undefined, memberships));
    }
  }
  void (async () => {
    const found = await authUsers.findApiKey(hash);
    const owner = found && !found.revoked ? await authUsers.find(found.userId) : undefined;
    const memberships = owner ? await authUsers.findMemberships(owner.id) : [];
    return admitApiKey(request, found, owner, memberships);
  })().then(done, done);
}

function invalidKey(): AppError {
  return new AppError('API_KEY_INVALID', { message: 'Unknown or revoked API key' });
}

function admitApiKey(
  request: FastifyRequest,
  key: KeptApiKey | undefined,
  owner: KeptUser | undefined,
  memberships: readonly KeptMembership[],
): AppError | undefined {
  if (!key || key.revoked || !owner || owner.id !== key.userId) return invalidKey();
  if (owner.suspendedAt) return new AppError('ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  const route = request.routeOptions.url ?? request.url;
  if (isCredentialRoute(request.method, route)) {
    return new AppError('API_KEY_NOT_ALLOWED', { message: 'This call needs a signed-in session' });
  }
  const scope = key.scope as TApiKeyScope;
  if (!apiKeyScopeAllows(scope, request.method)) {
    return new AppError('API_KEY_READ_ONLY', { message: 'This API key is read-only' });
  }
  request.user = {
    id: owner.id,
    sub: owner.sub,
    email: owner.email,
    role: normalizeRole(owner.role),
    sessionId: null,
    agencyClaim: key.agency,
    apiKey: { id: key.id, scope },
  };
  // The key acts on the account it was made in, with its member's current role (decision 0029).
  setActiveAccount(request, owner.id, key.accountId, memberships);
  noteApiKeyUse(request, key);
  return undefined;
}

/** When this process last wrote each key's use (ms), so that a key in use writes once a minute, not per request. */
const written = new WeakMap<object, Map<number, number>>();

/**
 * Writes the key's last use at most once a minute (across processes too: the update is conditional), and its first
 * use into the audit trail, once (the update that sets it from null says it was first). In the background: the
 * request does not wait, and a failed write only leaves the last use older.
 */
function noteApiKeyUse(request: FastifyRequest, key: KeptApiKey): void {
  const now = request.server.clock.now();
  const nowMs = now.getTime();
  let byKey = written.get(request.server.authUsers);
  if (!byKey) written.set(request.server.authUsers, (byKey = new Map()));
  const last = byKey.get(key.id) ?? key.lastUsedAt;
  if (last !== null && nowMs - last < API_KEY_USE_WRITE_MS) return;
  if (byKey.size > 100_000) byKey.clear();
  byKey.set(key.id, nowMs);
  const db = request.server.database.db;
  const since = new Date(nowMs - API_KEY_USE_WRITE_MS);
  void db
    .transaction(async (tx) => {
      // The tag keeps the user cache from taking this write for a change of what authenticates (client.ts).
      const first = await tx.execute<{ id: number }>(
        sql`/* api_key_use */ update ${apiKeys} set last_used_at = ${now.toISOString()}::timestamptz where ${and(eq(apiKeys.id, key.id), isNull(apiKeys.lastUsedAt))} returning id`,
      );
      if (rowsOf(first).length > 0) {
        await recordAudit(tx, {
          operation: `${API_KEY_AUDIT_OBJECT}.firstUse`,
          objectType: API_KEY_AUDIT_OBJECT,
          objectId: key.id,
          subjectAccountId: key.accountId,
        });
        return;
      }
      await tx.execute(
        sql`/* api_key_use */ update ${apiKeys} set last_used_at = ${now.toISOString()}::timestamptz where ${and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since)))}`,
      );
    })
    .catch((error: unknown) => request.log.warn({ err: error }, 'API key use not written'));
}

/** The rows of an execute() on either driver (PGlite and pg answer {rows}). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Refuses a key in a query string on the /api/v2 scope (issue 32: proxies and access logs keep addresses), 400
 * API_KEY_IN_QUERY, whether it would have authenticated or not. A callback that looks no further when the address
 * has no query.
 */
export function registerApiKeyQueryRefusal(api: FastifyInstance): void {
  api.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.includes('?') || !apiKeyInQuery(request.query)) return done();
    done(new AppError('API_KEY_IN_QUERY', { message: 'Send the API key in the Authorization header' }));
  });
}
