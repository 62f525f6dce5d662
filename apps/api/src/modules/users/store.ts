import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'sub' | 'createdAt'>>;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** By normalised e-mail (the column holds normalised addresses only). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** Inserts a user; throws the database's unique violation when the e-mail is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(user).returning();
  return rows[0]!;
}

/** Inserts a user unless the e-mail is taken: undefined then. */
export async function insertUserIfAbsent(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return rows[0];
}

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow | undefined> {
  const rows = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return rows[0];
}

/** Increments the token version of a user: every access token issued before stops working. */
export async function bumpTokenVersion(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export function listAllUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}
