import { randomBytes } from 'node:crypto';
import {
  API_KEY_AUDIT_OBJECT,
  API_KEY_PREFIX,
  API_KEY_RANDOM_BYTES,
  MAX_API_KEYS,
  apiKeyVisiblePrefix,
  type TApiKey,
  type TApiKeyScope,
  type TCreateApiKeyRequest,
  type TCreatedApiKey,
} from '@portal/domain';
import { withAudit } from '../../platform/audit/record.ts';
import { hashApiKey } from '../../platform/auth/api-key-guard.ts';
import { bumpAuthState } from '../../platform/auth/auth-state.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countLiveKeysLocked, findLiveKeys, insertKey, revokeKey, type ApiKeyRow } from './store.ts';

export interface ApiKeysDeps {
  db: Db;
  clock: Clock;
}

function keyView(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as TApiKeyScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** GET /user/api-keys: the user's live keys (never a key itself: only its hash is kept). */
export async function listApiKeys(deps: ApiKeysDeps, userId: number): Promise<TApiKey[]> {
  return (await findLiveKeys(deps.db, userId)).map(keyView);
}

/**
 * POST /user/api-keys (issue 32 §1): a new key of 32 random bytes, answered this once; its SHA-256 and visible prefix
 * are kept. `agency`: made while the session had its agency role on, the key acts for the agency's clients (view-as).
 * auth_state moves with it, so that every process reads the key again rather than keep it as unknown.
 */
export async function createApiKey(
  deps: ApiKeysDeps,
  user: { id: number; agency: boolean; accountId?: number },
  body: TCreateApiKeyRequest,
): Promise<TCreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(API_KEY_RANDOM_BYTES).toString('base64url')}`;
  const row = await withAudit(
    deps.db,
    async (tx) => {
      if ((await countLiveKeysLocked(tx, user.id)) >= MAX_API_KEYS) {
        throw new AppError('API_KEY_LIMIT_REACHED', {
          message: `At most ${MAX_API_KEYS} API keys`,
          params: { max: MAX_API_KEYS },
        });
      }
      const inserted = await insertKey(tx, {
        userId: user.id,
        accountId: user.accountId ?? user.id,
        name: body.name,
        scope: body.scope,
        agency: user.agency,
        prefix: apiKeyVisiblePrefix(key),
        keyHash: hashApiKey(key),
        createdAt: deps.clock.now(),
      });
      await bumpAuthState(tx);
      return inserted;
    },
    (inserted) => ({
      operation: `${API_KEY_AUDIT_OBJECT}.create`,
      objectType: API_KEY_AUDIT_OBJECT,
      objectId: inserted.id,
      after: { name: inserted.name, scope: inserted.scope, prefix: inserted.prefix },
      subjectAccountId: user.accountId ?? user.id,
    }),
  );
  return { ...keyView(row), key };
}

/**
 * DELETE /user/api-keys/{id}: the key stops at once in this process and within AUTH_STATE_POLL_MS in the others
 * (auth_state moves in the revocation's transaction). Another user's key, or one already revoked, is a 404.
 */
export async function revokeApiKey(deps: ApiKeysDeps, userId: number, id: number): Promise<void> {
  await withAudit(
    deps.db,
    async (tx) => {
      const revoked = await revokeKey(tx, userId, id, deps.clock.now());
      if (!revoked) throw new AppError('NOT_FOUND', { message: 'No such API key' });
      await bumpAuthState(tx);
      return revoked;
    },
    (revoked) => ({
      operation: `${API_KEY_AUDIT_OBJECT}.revoke`,
      objectType: API_KEY_AUDIT_OBJECT,
      objectId: revoked.id,
      before: { name: revoked.name, scope: revoked.scope, prefix: revoked.prefix },
      after: null,
      subjectAccountId: userId,
    }),
  );
}
