import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  passkeyLoginChallenges,
  passkeyRegistrations,
  recoveryCodes,
  secondFactorChallenges,
  userPasskeys,
  userTotp,
} from '../../platform/auth/second-factor-tables.ts';

export type UserTotpRow = typeof userTotp.$inferSelect;
export type SecondFactorChallengeRow = typeof secondFactorChallenges.$inferSelect;

// The authenticator app.

export async function findTotp(db: Db, userId: number): Promise<UserTotpRow | undefined> {
  const rows = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return rows[0];
}

/** A new, unconfirmed secret, replacing an unconfirmed one; none is written over a confirmed factor (false). */
export async function putPendingTotp(db: Db, userId: number, secret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, createdAt: now, lastStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Turns the pending factor on with the step of its first code: false when it was on already (a concurrent call). */
export async function confirmTotp(db: Db, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ confirmedAt: now, lastStep: step })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Takes a code of time step `step` for a confirmed factor: only a step later than the last one taken, in one
 * statement, so that a code is taken once even by concurrent requests (RFC 6238 §5.2).
 */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Turns the factor off: the app's secret, every passkey and every recovery code go. */
export async function deleteSecondFactor(db: Db, userId: number): Promise<void> {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(userPasskeys).where(eq(userPasskeys.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

// Recovery codes.

/** A new set of codes (their hashes) in place of the old one, used or not. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Uses an unused recovery code: false when it is not one of the user's, or was used already. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(rows[0]?.n ?? 0);
}

// Challenges of the second step.

export async function insertChallenge(
  db: Db,
  challenge: typeof secondFactorChallenges.$inferInsert,
): Promise<void> {
  // A user's expired challenges go as a new one comes: the table holds only the live ones of recent logins.
  await db
    .delete(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.userId, challenge.userId),
        lt(secondFactorChallenges.expiresAt, challenge.createdAt),
      ),
    );
  await db.insert(secondFactorChallenges).values(challenge);
}

/** A live challenge by its hash. */
export async function findLiveChallenge(
  db: Db,
  challengeHash: string,
  now: Date,
): Promise<SecondFactorChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(eq(secondFactorChallenges.challengeHash, challengeHash), gt(secondFactorChallenges.expiresAt, now)),
    )
    .limit(1);
  return rows[0];
}

/** Uses a challenge up: false when a concurrent second step used it first. */
export async function deleteChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(secondFactorChallenges)
    .where(eq(secondFactorChallenges.id, id))
    .returning({ id: secondFactorChallenges.id });
  return rows.length === 1;
}

// Passkeys.

export type PasskeyRow = typeof userPasskeys.$inferSelect;

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(userPasskeys.id);
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

/** A passkey by its credential id, whoever it belongs to (the caller checks it is the user's). */
export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const rows = await db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.credentialId, credentialId))
    .limit(1);
  return rows[0];
}

export async function insertPasskey(db: Db, passkey: typeof userPasskeys.$inferInsert): Promise<PasskeyRow> {
  const rows = await db.insert(userPasskeys).values(passkey).returning();
  return rows[0]!;
}

/**
 * Moves a passkey's signature counter forward (an authenticator that counts never repeats a value: a lower or equal
 * one is a cloned key), in one statement so that two uses of one assertion cannot both pass.
 */
export async function usePasskey(db: Db, id: number, counter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(userPasskeys.id, id), or(lt(userPasskeys.counter, counter), eq(userPasskeys.counter, 0))))
    .returning({ id: userPasskeys.id });
  return rows.length === 1;
}

/** Deletes one of the user's passkeys: false when it is not theirs (or gone). */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const rows = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning();
  return rows[0];
}

export async function putPasskeyRegistration(db: Db, userId: number, challenge: string, expiresAt: Date) {
  await db
    .insert(passkeyRegistrations)
    .values({ userId, challenge, expiresAt })
    .onConflictDoUpdate({ target: passkeyRegistrations.userId, set: { challenge, expiresAt } });
}

/** Takes the user's pending registration (it is used once): its challenge while live, else undefined. */
export async function takePasskeyRegistration(
  db: Db,
  userId: number,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .delete(passkeyRegistrations)
    .where(eq(passkeyRegistrations.userId, userId))
    .returning();
  const row = rows[0];
  return row && row.expiresAt.getTime() > now.getTime() ? row.challenge : undefined;
}

// A login with a passkey alone.

export type PasskeyLoginChallengeRow = typeof passkeyLoginChallenges.$inferSelect;

/** A new challenge of the login page's passkey button; the expired ones go as it comes. */
export async function insertPasskeyLoginChallenge(
  db: Db,
  challenge: typeof passkeyLoginChallenges.$inferInsert,
): Promise<void> {
  await db.delete(passkeyLoginChallenges).where(lt(passkeyLoginChallenges.expiresAt, challenge.createdAt));
  await db.insert(passkeyLoginChallenges).values(challenge);
}

/** Takes a challenge by its hash (it is used once, whatever the assertion proves): the row while live, else undefined. */
export async function takePasskeyLoginChallenge(
  db: Db,
  challengeHash: string,
  now: Date,
): Promise<PasskeyLoginChallengeRow | undefined> {
  const rows = await db
    .delete(passkeyLoginChallenges)
    .where(eq(passkeyLoginChallenges.challengeHash, challengeHash))
    .returning();
  const row = rows[0];
  return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
}
