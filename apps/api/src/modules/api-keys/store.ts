import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { apiKeys } from '../../platform/db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The queries of the API keys; no rules here. */

/** A user's keys that are not revoked, the newest first. */
export async function findLiveKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** How many live keys a user holds, the user's row locked until the transaction ends (two creations in turn). */
export async function countLiveKeysLocked(db: Db, userId: number): Promise<number> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
  const rows = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return rows[0]?.n ?? 0;
}

export async function insertKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const rows = await db.insert(apiKeys).values(row).returning();
  return rows[0]!;
}

/** Revokes a user's live key; undefined when the user has no such live key. */
export async function revokeKey(
  db: Db,
  userId: number,
  id: number,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return rows[0];
}
