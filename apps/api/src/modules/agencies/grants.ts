import type { FastifyRequest } from 'fastify';
import { inviteeRevealed, type TAgencyGrant } from '@portal/domain';
import { authUser } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { invite, type InvitationKind } from './invitations.ts';
import type { AgenciesDeps } from './service.ts';
import {
  findClientGrant,
  listAgencyGrants,
  listClientGrants,
  type GrantView,
  type Membership,
} from './store.ts';
import { agencyGrants as agencyGrantsTable } from './tables.ts';

/**
 * An agency's clients (spec §6 agencies): the agency admin invites an advertiser account, which accepts or revokes
 * the grant in its profile; the agency then acts for it (view-as.ts).
 */

/** A grant as its agency and its client read it: who the client is only once they accepted (inviteeRevealed). */
function toGrant(row: GrantView): TAgencyGrant {
  const known = inviteeRevealed(row) && row.clientId !== null;
  return {
    id: row.id,
    agencyName: row.agencyName,
    client: {
      user_id: known ? String(row.clientId) : null,
      email: known ? (row.email ?? row.inviteeEmail) : row.inviteeEmail,
      first_name: known ? row.firstName : null,
      last_name: known ? row.lastName : null,
      organisation: known ? row.organisation : null,
    },
    status: row.status,
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function agencyGrants(deps: AgenciesDeps, agency: Membership): Promise<TAgencyGrant[]> {
  return (await listAgencyGrants(deps.db, agency.agencyId)).map(toGrant);
}

/**
 * A client's grant as an invitation (invitations.ts): an advertiser account other than the inviter's; accepting it
 * lets the agency view as the client, and the client may still revoke it once accepted.
 */
export const clientInvitation: InvitationKind<null, GrantView, TAgencyGrant> = {
  table: agencyGrantsTable,
  noun: 'grant',
  exists: 'AGENCY_GRANT_EXISTS',
  // The inviter's own e-mail: they know it is theirs.
  async admit(_db, client, _agency, inviterId) {
    if (client?.id === inviterId)
      throw new AppError('FORBIDDEN', { message: 'An agency cannot invite itself' });
  },
  columns: () => ({}),
  // On the client's account: they see who invited them, and the agency's name. An e-mail without an account: on the
  // inviter's own.
  invited: (agency, client, id) => ({
    operation: 'agencyGrant.invite',
    objectType: 'agencyGrant',
    objectId: id,
    after: { agencyName: agency.agencyName, status: 'INVITED' },
    ...(client && { subjectAccountId: client.id }),
  }),
  mail: (agency, client) => (link) => ({
    kind: 'agency-invitation',
    agencyName: agency.agencyName,
    firstName: client.firstName,
    link,
  }),
  mine: async (db, clientId) => (await listClientGrants(db, clientId)).map(toGrant),
  find: findClientGrant,
  stamps: (to, now) => ({ [to === 'ACCEPTED' ? 'acceptedAt' : 'revokedAt']: now }),
  raced: () => new AppError('FORBIDDEN', { message: 'The grant changed meanwhile' }),
  accepted: async () => {},
  decided: (grant, clientId, decision, to) => ({
    operation: `agencyGrant.${decision}`,
    objectType: 'agencyGrant',
    objectId: grant.id,
    before: { agencyName: grant.agencyName, status: grant.status },
    after: { agencyName: grant.agencyName, status: to },
    ...(clientId !== null && { subjectAccountId: clientId }),
  }),
};

/** An agency admin invites a client (an advertiser account): the grant is INVITED and the client is mailed. */
export async function inviteClient(
  deps: AgenciesDeps,
  agency: Membership,
  inviterId: number,
  email: string,
): Promise<TAgencyGrant[]> {
  await invite(deps, clientInvitation, agency, inviterId, email, null);
  return agencyGrants(deps, agency);
}

/**
 * The account of a client call: the session's active account (decision 0029: grants are the account's, given by an
 * owner, grants.manage), never a viewed one (view-as has no grants.manage: route-capabilities.ts refuses it).
 */
export function grantOwner(request: FastifyRequest): number {
  return request.accountId ?? authUser(request).id;
}
