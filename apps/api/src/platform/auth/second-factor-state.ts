import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPasskeys, userTotp } from './second-factor-tables.ts';

/**
 * Whether a user has the second factor on (a confirmed authenticator app or a passkey, issue 33). Read from the database on each
 * staff request when REQUIRE_2FA_FOR_STAFF is on: staff calls are few, and a factor turned on or off holds at once in
 * every process.
 */
export async function hasConfirmedSecondFactor(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  if (rows.length === 1) return true;
  const passkeys = await db
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .limit(1);
  return passkeys.length === 1;
}
