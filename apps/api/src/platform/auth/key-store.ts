import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signingKeys } from '../db/schema.ts';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** Every stored key, newest generation first. */
export function listSigningKeys(db: Db): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys).orderBy(desc(signingKeys.generation));
}

export async function findNewestSigningKey(db: Db): Promise<SigningKeyRow | undefined> {
  const rows = await db.select().from(signingKeys).orderBy(desc(signingKeys.generation)).limit(1);
  return rows[0];
}

/** Inserts a key unless its generation exists already (another process rotated first): true when inserted. */
export async function insertSigningKey(db: Db, row: typeof signingKeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(signingKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ kid: signingKeys.kid });
  return inserted.length === 1;
}

/** Retires every key older than `generation`: its private half is dropped, its public half kept for a while. */
export async function retireSigningKeysBefore(db: Db, generation: number, at: Date): Promise<void> {
  await db
    .update(signingKeys)
    .set({ retiredAt: at, privateJwk: null })
    .where(and(lt(signingKeys.generation, generation), isNull(signingKeys.retiredAt)));
}

/** Deletes the keys retired before `cutoff`: no unexpired token can carry them. */
export async function deleteSigningKeysRetiredBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(signingKeys).where(lt(signingKeys.retiredAt, cutoff));
}

export async function findSigningKey(db: Db, kid: string): Promise<SigningKeyRow | undefined> {
  const rows = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid)).limit(1);
  return rows[0];
}
