import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
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

/** Users whose e-mail, first or last name holds `search` (case-insensitively), by id; every user without one. */
export function searchUsers(db: Db, search: string | undefined): Promise<UserRow[]> {
  const term = search?.trim();
  if (!term) return listAllUsers(db);
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * The active administrators other than `exceptId`, their rows locked until the transaction ends: two staff changes
 * at once cannot both remove "another" admin (the second waits, then no longer counts the first's).
 */
export async function lockOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(trim(${users.role})) = 'admin'`, isNull(users.suspendedAt), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update');
  return rows[0];
}
