import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Language } from '@portal/domain';
import { findUserById, updateAccount, type UserRow } from '../users/index.ts';
import { sha256 } from './codes.ts';
import type { AccountsDeps } from './deps.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  revokeUserRefreshTokens,
} from './store.ts';

/** A refresh token lives 30 days; each refresh replaces it (rotation), so an active session does not end. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export interface RefreshTokenIssued {
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The session (token family): access tokens name it (`sid`), so a call can find its session's flags. */
  familyId: string;
  /** When the session turned its agency role on (issue 16); null: off. A rotation carries it over. */
  agencyActivatedAt: Date | null;
}

async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId: string,
  now: Date,
  agencyActivatedAt: Date | null = null,
  activeAccountId: number | null = null,
): Promise<RefreshTokenIssued> {
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(db, {
    id: randomUUID(),
    userId,
    familyId,
    tokenHash: sha256(refreshToken),
    createdAt: now,
    expiresAt: refreshExpiresAt,
    agencyActivatedAt,
    activeAccountId,
  });
  return { refreshToken, refreshExpiresAt, familyId, agencyActivatedAt };
}

/**
 * Keeps the language of the user's last session (login or refresh) on the user: every e-mail to them goes out in
 * it (issue 12), whichever screen or staff action sends it.
 */
export async function rememberSessionLocale(
  db: Db,
  user: UserRow,
  locale: Language | undefined,
  now: Date,
): Promise<void> {
  if (locale && user.locale !== locale) await updateAccount(db, user.id, { locale }, now);
}

/** A new session (token family) for a user who just proved who they are; run inside the caller's transaction. */
export function startSession(db: Db, user: UserRow, now: Date): Promise<RefreshTokenIssued> {
  return issueRefreshToken(db, user.id, randomUUID(), now);
}

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', { message });

/**
 * How long a rotated refresh token still refreshes. Two tabs of one browser (or a page reloaded while its refresh
 * was under way) present the same cookie at nearly the same time: the later one must not end the session. The
 * refresh's own time-out on the client is 25 s.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Rotates a refresh token: the presented one is used up and a new one of the same family is issued. A token
 * presented again within REFRESH_REUSE_GRACE_MS of its rotation is a concurrent refresh and gets a token of its
 * own; later it is a replay (stolen, or a copy): its whole family is revoked.
 */
export async function rotateSession(
  deps: AccountsDeps,
  presented: string | undefined,
  locale?: Language,
): Promise<RefreshTokenIssued & { jwtToken: string }> {
  if (!presented || presented.length > 200) throw unauthorized('No refresh token');
  const now = deps.clock.now();
  const row = await findRefreshToken(deps.db, sha256(presented));
  if (!row) throw unauthorized('Refresh token revoked');
  // A suspension revokes the account's sessions: its own browser, which still holds one of them, is told why
  // (issue 31 §14: not that the session expired), and never gets a token.
  const user = await findUserById(deps.db, row.userId);
  if (user?.suspendedAt && row.expiresAt.getTime() > now.getTime()) {
    throw new AppError('ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  }
  if (row.revokedAt) throw unauthorized('Refresh token revoked');
  const usedSince = new Date(now.getTime() - REFRESH_REUSE_GRACE_MS);
  if (row.usedAt && row.usedAt < usedSince) {
    await revokeRefreshTokenFamily(deps.db, row.familyId, now);
    throw unauthorized('Refresh token reused: session revoked');
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized('Refresh token expired');
  if (!user) throw unauthorized('No such user');
  // Used by this request, or by a concurrent one a moment ago: either gets a token of the same family. Revoked
  // between the read and the update (a logout): refused.
  const issued = await deps.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, row.id, now, usedSince))) return undefined;
    // The session's active account (decision 0029) too.
    return issueRefreshToken(tx, row.userId, row.familyId, now, row.agencyActivatedAt, row.activeAccountId);
  });
  if (!issued) throw unauthorized('Refresh token revoked');
  await rememberSessionLocale(deps.db, user, locale, now);
  const jwtToken = await deps.tokens.signAccessToken(user, issued);
  return { ...issued, jwtToken };
}

/** Ends the session of a refresh token: its whole family is revoked, so no copy of it works again. */
export async function endSession(deps: AccountsDeps, presented: string | undefined): Promise<void> {
  if (!presented || presented.length > 200) return;
  const row = await findRefreshToken(deps.db, sha256(presented));
  if (row) await revokeRefreshTokenFamily(deps.db, row.familyId, deps.clock.now());
}

/** Revokes every refresh token of a user (password reset or change). */
export function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  return revokeUserRefreshTokens(db, userId, now);
}
