import type { FastifyRequest } from 'fastify';
import { canAcceptGrant, canRevokeGrant, type TAgencyGrant } from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { authUser } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { accountByEmail, mailInvitation, type AgenciesDeps } from './service.ts';
import {
  findClientGrant,
  insertGrant,
  listAgencyGrants,
  listClientGrants,
  moveGrant,
  type GrantView,
  type Membership,
} from './store.ts';

/**
 * An agency's clients (spec §6 agencies): the agency admin invites an advertiser account, which accepts or revokes
 * the grant in its profile; the agency then acts for it (view-as.ts).
 */

function toGrant(row: GrantView): TAgencyGrant {
  return {
    id: row.id,
    agencyName: row.agencyName,
    client: {
      user_id: String(row.clientId),
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      organisation: row.organisation,
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

/** An agency admin invites a client (an advertiser account): the grant is INVITED and the client is mailed. */
export async function inviteClient(
  deps: AgenciesDeps,
  agency: Membership,
  inviterId: number,
  email: string,
): Promise<TAgencyGrant[]> {
  const client = await accountByEmail(deps.db, email);
  if (client.id === inviterId) throw new AppError('FORBIDDEN', { message: 'An agency cannot invite itself' });
  await deps.db.transaction(async (tx) => {
    const grant = await insertGrant(
      tx,
      { agencyId: agency.agencyId, clientId: client.id, invitedBy: inviterId },
      deps.clock.now(),
    );
    if (!grant) throw new AppError('AGENCY_GRANT_EXISTS');
    // On the client's account: they see who invited them, and the agency's name.
    await recordAudit(tx, {
      operation: 'agencyGrant.invite',
      objectType: 'agencyGrant',
      objectId: grant.id,
      after: { agencyName: agency.agencyName, status: grant.status },
      subjectAccountId: client.id,
    });
  });
  await mailInvitation(deps, client, (link) => ({
    kind: 'agency-invitation',
    agencyName: agency.agencyName,
    firstName: client.firstName,
    link,
  }));
  return agencyGrants(deps, agency);
}

export async function clientGrants(deps: AgenciesDeps, clientId: number): Promise<TAgencyGrant[]> {
  return (await listClientGrants(deps.db, clientId)).map(toGrant);
}

/** The client accepts an invitation or revokes a grant, in their profile; another account's grant is 404. */
export async function decideGrant(
  deps: AgenciesDeps,
  clientId: number,
  grantId: number,
  decision: 'accept' | 'revoke',
): Promise<TAgencyGrant[]> {
  const grant = await findClientGrant(deps.db, clientId, grantId);
  if (!grant) throw new AppError('NOT_FOUND');
  const allowed = decision === 'accept' ? canAcceptGrant(grant.status) : canRevokeGrant(grant.status);
  if (!allowed) throw new AppError('FORBIDDEN', { message: `A ${grant.status} grant cannot be changed so` });
  const to = decision === 'accept' ? 'ACCEPTED' : 'REVOKED';
  await deps.db.transaction(async (tx) => {
    if (!(await moveGrant(tx, grant.id, grant.status, to, deps.clock.now()))) {
      throw new AppError('FORBIDDEN', { message: 'The grant changed meanwhile' });
    }
    await recordAudit(tx, {
      operation: `agencyGrant.${decision}`,
      objectType: 'agencyGrant',
      objectId: grant.id,
      before: { agencyName: grant.agencyName, status: grant.status },
      after: { agencyName: grant.agencyName, status: to },
      subjectAccountId: clientId,
    });
  });
  return clientGrants(deps, clientId);
}

/** The caller of a client call: always the signed-in user, never a viewed account (a grant is the client's own). */
export function grantOwner(request: FastifyRequest): number {
  return authUser(request).id;
}
