import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAgencyClientSchema,
  ZAgencyGrantSchema,
  ZAgencyMemberInvitationSchema,
  ZAgencyMemberSchema,
  type AgencyMemberRole,
  type TAgencyClient,
  type TAgencyGrant,
  type TAgencyMember,
  type TAgencyMemberInvitation,
} from '@portal/domain';
import { http } from '../../lib/http/index.ts';

/**
 * Agencies (issue 16): the agency's clients (GET /agencies/clients), its members and grants (admin), and the
 * client's own invitations and grants in the profile (GET /agency-grants, PUT /agency-grants/{id}/accept|revoke).
 */

export const agencyClientsKey = ['agencies', 'clients'] as const;
export const agencyMembersKey = ['agencies', 'members'] as const;
export const agencyGrantsKey = ['agencies', 'grants'] as const;
export const myAgencyGrantsKey = ['agency-grants', 'mine'] as const;
export const myMemberInvitationsKey = ['agency-member-invitations', 'mine'] as const;

/** A list the API answers at `path`, not retried (a refusal is shown at once). */
function useAgencyList<T>(
  key: readonly string[],
  path: string,
  parse: (answer: unknown) => T[],
  options: { staleTime?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: key,
    queryFn: async () => parse(await http.get(path)),
    retry: false,
    ...options,
  });
}

export function useAgencyClients() {
  // Clients accept or withdraw in their own sessions: the list is read again on every visit.
  return useAgencyList<TAgencyClient>(
    agencyClientsKey,
    '/agencies/clients',
    ZAgencyClientSchema.array().parse,
    {
      staleTime: 0,
    },
  );
}

export function useAgencyMembers() {
  return useAgencyList<TAgencyMember>(
    agencyMembersKey,
    '/agencies/members',
    ZAgencyMemberSchema.array().parse,
  );
}

/**
 * Invites a member (they join once they accept), changes a role, or removes a member or withdraws an invitation;
 * each answers the members and the pending invitations.
 */
export function useChangeMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'add'; email: string; agency_role: AgencyMemberRole }
        | { kind: 'role'; userId: string; agency_role: AgencyMemberRole }
        | { kind: 'remove'; userId: string }
        | { kind: 'withdraw'; invitationId: number },
    ): Promise<TAgencyMember[]> => {
      const answer =
        change.kind === 'add'
          ? await http.post('/agencies/members', { email: change.email, agency_role: change.agency_role })
          : change.kind === 'role'
            ? await http.put(`/agencies/members/${change.userId}`, { agency_role: change.agency_role })
            : change.kind === 'remove'
              ? await http.delete(`/agencies/members/${change.userId}`)
              : await http.delete(`/agencies/member-invitations/${change.invitationId}`);
      return ZAgencyMemberSchema.array().parse(answer);
    },
    onSuccess: (members) => client.setQueryData(agencyMembersKey, members),
  });
}

export function useAgencyGrants() {
  return useAgencyList<TAgencyGrant>(agencyGrantsKey, '/agencies/grants', ZAgencyGrantSchema.array().parse, {
    staleTime: 0,
  });
}

export function useInviteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (email: string): Promise<TAgencyGrant[]> =>
      ZAgencyGrantSchema.array().parse(await http.post('/agencies/grants', { email })),
    onSuccess: (grants) => client.setQueryData(agencyGrantsKey, grants),
  });
}

/**
 * The invitee's side of a kind of agency invitation: their own in the profile (GET {path}) and deciding one
 * (PUT {path}/{id}/{decision}), which answers the list again.
 */
export interface InviteeFlow<T> {
  path: string;
  key: readonly string[];
  parse: (answer: unknown) => T[];
}

/** A client's invitations and grants to agencies. */
export const myGrantsFlow: InviteeFlow<TAgencyGrant> = {
  path: '/agency-grants',
  key: myAgencyGrantsKey,
  parse: (answer) => ZAgencyGrantSchema.array().parse(answer),
};

/** An account's pending invitations to join an agency. */
export const myTeamInvitationsFlow: InviteeFlow<TAgencyMemberInvitation> = {
  path: '/agency-member-invitations',
  key: myMemberInvitationsKey,
  parse: (answer) => ZAgencyMemberInvitationSchema.array().parse(answer),
};

export function useMyInvitations<T>(flow: InviteeFlow<T>, enabled: boolean) {
  return useAgencyList(flow.key, flow.path, flow.parse, { enabled });
}

export function useDecideInvitation<T>(flow: InviteeFlow<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: string }): Promise<T[]> =>
      flow.parse(await http.put(`${flow.path}/${id}/${decision}`)),
    onSuccess: (invitations) => client.setQueryData(flow.key, invitations),
  });
}
