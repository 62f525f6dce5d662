import type { FastifyRequest } from 'fastify';
import type { AgencyMemberRole } from '@portal/domain';
import { authUser } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { findMembership, sessionAgencyActive, type Membership } from './store.ts';

/**
 * The agency role of a request (spec §4: `user` unless the session flag says it was activated): the caller belongs
 * to an agency, and the access token's session (refresh-token family) is live and turned the role on. A logout
 * revokes the family, so the role ends with it even while the access token is still unexpired.
 */
export async function activeMembership(request: FastifyRequest): Promise<Membership | undefined> {
  const user = authUser(request);
  if (request.server.config.AGENCIES_DISABLED || !user.agencyClaim) return undefined;
  const db = request.server.database.db;
  // An API key made while its session had the role on (issue 32 §1): the membership alone, as long as the key lives.
  if (user.apiKey) return findMembership(db, user.id);
  if (!user.sessionId) return undefined;
  if (!(await sessionAgencyActive(db, user.sessionId, user.id, request.server.clock.now()))) return undefined;
  return findMembership(db, user.id);
}

/** 403 AGENCIES_DISABLED while the platform has agencies off (spec §6, the default). */
export async function requireAgenciesEnabled(request: FastifyRequest): Promise<void> {
  if (request.server.config.AGENCIES_DISABLED) throw new AppError('AGENCIES_DISABLED');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAgencyRole: the caller's agency and role, activated in this session. */
    agency?: Membership;
  }
}

/** preHandler of the agency calls: the session's agency role is on (and admin when asked for), 403 otherwise. */
export function requireAgencyRole(role?: AgencyMemberRole) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireAgenciesEnabled(request);
    const membership = await activeMembership(request);
    if (!membership || (role && membership.role !== role)) throw new AppError('FORBIDDEN');
    request.agency = membership;
  };
}

export function requestAgency(request: FastifyRequest): Membership {
  if (!request.agency) throw new AppError('FORBIDDEN');
  return request.agency;
}
