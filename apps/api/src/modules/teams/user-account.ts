import type { FastifyRequest } from 'fastify';
import { accountName, type TUserAccount } from '@portal/domain';
import { defaultMembership } from '../../platform/auth/active-account.ts';
import { bumpAuthState } from '../../platform/auth/auth-state.ts';
import { authUser } from '../../platform/auth/guard.ts';
import { setSessionAccount } from './store.ts';

/**
 * What GET /user/ adds (decision 0029): the active account (under view-as the actor's own) with the user's role in it
 * and the owner's second-factor requirement, and how many accounts the user is a member of; from the process's auth
 * cache, so that GET /user/ stays without a database round trip. A session whose account is no longer the user's
 * (removed: its account calls answer 403 NOT_A_MEMBER) is moved back to the default account here, where the web
 * lands on that code; null when the user is a member of no account at all.
 */
export async function userAccountInfo(
  request: FastifyRequest,
): Promise<{ account: TUserAccount | null; accounts_count: number }> {
  const user = authUser(request);
  const { authUsers } = request.server;
  const memberships = await authUsers.findMemberships(user.id);
  let membership = memberships.find((m) => m.accountId === request.accountId);
  if (!membership && user.sessionId && !user.apiKey) {
    const sessionId = user.sessionId;
    await request.server.database.db.transaction(async (tx) => {
      await setSessionAccount(tx, sessionId, user.id, null);
      await bumpAuthState(tx);
    });
    membership = defaultMembership(user.id, memberships);
  }
  if (!membership) return { account: null, accounts_count: memberships.length };
  const founder = await authUsers.find(membership.accountId);
  return {
    account: {
      id: membership.accountId,
      name: founder ? accountName(founder) : String(membership.accountId),
      role: membership.role,
      requireTwoFactor: membership.requireTwoFactor,
    },
    accounts_count: memberships.length,
  };
}
