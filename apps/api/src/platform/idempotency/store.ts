import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The queries of the idempotency keys; the rules are in idempotency.ts. */

/** Inserts a running record; undefined when the user has one with that key already. */
export async function insertRunning(
  db: Db,
  row: { userId: number; key: string; fingerprint: string; createdAt: Date; lockedUntil: Date },
): Promise<number | undefined> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return rows[0]?.id;
}

export async function findByKey(db: Db, userId: number, key: string): Promise<IdempotencyRow | undefined> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0];
}

/**
 * Takes over a record that no longer holds: older than the window, or left running by a process that died (its
 * lease over). Only one taker wins (the condition is checked again in the update).
 */
export async function takeOver(
  db: Db,
  id: number,
  row: { fingerprint: string; createdAt: Date; lockedUntil: Date },
  expiredBefore: Date,
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ ...row, status: null, contentType: null, body: null })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        or(
          lt(idempotencyKeys.createdAt, expiredBefore),
          and(isNull(idempotencyKeys.status), lt(idempotencyKeys.lockedUntil, row.createdAt)),
        ),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return taken.length > 0;
}

export async function saveAnswer(
  db: Db,
  id: number,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
}

/** Lets the key go (the first request failed on the server's side: a retry may run it). */
export async function release(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)));
}

/** Removes the records older than the window. */
export async function purgeBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
