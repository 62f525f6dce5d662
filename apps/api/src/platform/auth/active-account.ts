import type { FastifyRequest } from 'fastify';
import type { KeptMembership } from './user-cache.ts';

/**
 * The account a request acts on (decision 0029): the session's (or API key's) when it names one, else the user's own
 * account when they are a member of it, else their oldest membership. Sets request.accountId and memberRole; a
 * named account the user is no longer a member of leaves memberRole null (account routes answer 403 NOT_A_MEMBER).
 */
export function setActiveAccount(
  request: FastifyRequest,
  userId: number,
  wanted: number | null,
  memberships: readonly KeptMembership[],
): void {
  const chosen =
    wanted !== null
      ? memberships.find((m) => m.accountId === wanted)
      : defaultMembership(userId, memberships);
  request.accountId = chosen?.accountId ?? wanted ?? userId;
  request.memberRole = chosen?.role ?? null;
  request.accountRequiresTwoFactor = chosen?.requireTwoFactor ?? false;
}

/** A session's default account: the user's own when they are a member of it, else their oldest membership. */
export function defaultMembership(
  userId: number,
  memberships: readonly KeptMembership[],
): KeptMembership | undefined {
  return memberships.find((m) => m.accountId === userId) ?? memberships[0];
}
