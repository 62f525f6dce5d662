import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { bumpAuthState } from '../../platform/auth/auth-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { loginThrottle, refreshTokens, verificationCodes } from '../../platform/db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = VerificationCodeRow['purpose'];
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type LoginThrottleRow = typeof loginThrottle.$inferSelect;

// Verification codes: one per purpose and subject.

/** Stores a code, replacing the pending one of the same purpose and subject (a resend). */
export async function replaceCode(db: Db, code: typeof verificationCodes.$inferInsert): Promise<void> {
  await db
    .insert(verificationCodes)
    .values(code)
    .onConflictDoUpdate({
      target: [verificationCodes.purpose, verificationCodes.subject],
      set: {
        userId: code.userId ?? null,
        newEmail: code.newEmail ?? null,
        codeHash: code.codeHash,
        attempts: 0,
        expiresAt: code.expiresAt,
        createdAt: code.createdAt,
      },
    });
}

export async function findCode(
  db: Db,
  purpose: CodePurpose,
  subject: string,
): Promise<VerificationCodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.subject, subject)))
    .limit(1);
  return rows[0];
}

/** Counts a wrong attempt against a code: its new count. */
export async function countWrongAttempt(db: Db, id: number): Promise<number> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return rows[0]?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Deletes a code once used: false when it was gone already (used by a concurrent request). */
export async function deleteCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(verificationCodes)
    .where(eq(verificationCodes.id, id))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// Refresh tokens.

export async function insertRefreshToken(db: Db, token: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/**
 * Marks a token used (rotated), keeping the time of its first use. False when it is revoked or was first used
 * before `usedSince` (a replay); a use since then is a concurrent refresh, which may go on.
 */
export async function markRefreshTokenUsed(db: Db, id: string, at: Date, usedSince: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`coalesce(${refreshTokens.usedAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.revokedAt),
        or(isNull(refreshTokens.usedAt), gte(refreshTokens.usedAt, usedSince)),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Ends a session (token family): its refresh tokens are revoked and, in the same transaction, auth_state moves, so
 * that every process stops admitting the session's access tokens (the request guard keeps live sessions in memory).
 */
export async function revokeRefreshTokenFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await bumpAuthState(tx);
  });
}

/** Ends every session of a user, as revokeRefreshTokenFamily ends one. */
export async function revokeUserRefreshTokens(db: Db, userId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await bumpAuthState(tx);
  });
}

// Login throttle.

/**
 * Counts a login attempt in one statement, BEFORE its password is checked (issue 11: concurrent guesses must not
 * all read "not locked" and pass): a window older than `windowStartCutoff` starts again at 1; while the e-mail is
 * locked the count stays as it is. Returns the attempts of the current window (this one included) and the lock.
 */
export async function countLoginAttempt(
  db: Db,
  email: string,
  now: Date,
  windowStartCutoff: Date,
): Promise<{ attempts: number; lockedUntil: Date | null }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cutoff = sql`${windowStartCutoff.toISOString()}::timestamptz`;
  const locked = sql`coalesce(${loginThrottle.lockedUntil} > ${at}, false)`;
  const stale = sql`${loginThrottle.windowStart} <= ${cutoff}`;
  const rows = await db
    .insert(loginThrottle)
    .values({ email, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`case when ${locked} then ${loginThrottle.failures} when ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when not ${locked} and ${stale} then ${at} else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ attempts: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
  return { attempts: rows[0]?.attempts ?? 1, lockedUntil: rows[0]?.lockedUntil ?? null };
}

/** Locks an e-mail until `until`; the failures count starts again after it. */
export async function lockLogin(db: Db, email: string, until: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: until, failures: 0, windowStart: until })
    .where(eq(loginThrottle.email, email));
}

/** Takes one attempt back from a key's count (a right password on a count shared by many callers). */
export async function uncountLoginAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.email, key));
}

export async function clearLoginThrottle(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
