import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The actor's names as they are when the entry is written. */
export async function findUserById(
  db: Db,
  id: number,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}
