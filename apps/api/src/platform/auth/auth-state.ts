import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authState } from '../db/schema.ts';

/**
 * Moves auth_state's version, which every process polls (user-cache.ts): what the request guard keeps in memory is
 * dropped everywhere within AUTH_STATE_POLL_MS. A change of `users` moves it by a trigger; an ended session (logout,
 * a replayed refresh token, every session of a user) moves it through this, in the revocation's transaction.
 */
export async function bumpAuthState(db: Db): Promise<void> {
  await db
    .update(authState)
    .set({ version: sql`${authState.version} + 1` })
    .where(eq(authState.id, 1));
}
