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

export function useAgencyClients() {
  return useQuery({
    queryKey: agencyClientsKey,
    queryFn: async (): Promise<TAgencyClient[]> =>
      ZAgencyClientSchema.array().parse(await http.get('/agencies/clients')),
    retry: false,
    // Clients accept or withdraw in their own sessions: the list is read again on every visit.
    staleTime: 0,
  });
}

export function useAgencyMembers() {
  return useQuery({
    queryKey: agencyMembersKey,
    queryFn: async (): Promise<TAgencyMember[]> =>
      ZAgencyMemberSchema.array().parse(await http.get('/agencies/members')),
    retry: false,
  });
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
        | { kind: 'remove'; userId: string },
    ): Promise<TAgencyMember[]> => {
      const answer =
        change.kind === 'add'
          ? await http.post('/agencies/members', { email: change.email, agency_role: change.agency_role })
          : change.kind === 'role'
            ? await http.put(`/agencies/members/${change.userId}`, { agency_role: change.agency_role })
            : await http.delete(`/agencies/members/${change.userId}`);
      return ZAgencyMemberSchema.array().parse(answer);
    },
    onSuccess: (members) => client.setQueryData(agencyMembersKey, members),
  });
}

export function useAgencyGrants() {
  return useQuery({
    queryKey: agencyGrantsKey,
    queryFn: async (): Promise<TAgencyGrant[]> =>
      ZAgencyGrantSchema.array().parse(await http.get('/agencies/grants')),
    retry: false,
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

export function useMyAgencyGrants(enabled: boolean) {
  return useQuery({
    queryKey: myAgencyGrantsKey,
    queryFn: async (): Promise<TAgencyGrant[]> =>
      ZAgencyGrantSchema.array().parse(await http.get('/agency-grants')),
    retry: false,
    enabled,
  });
}

export function useDecideGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
    }: {
      id: number;
      decision: 'accept' | 'revoke';
    }): Promise<TAgencyGrant[]> =>
      ZAgencyGrantSchema.array().parse(await http.put(`/agency-grants/${id}/${decision}`)),
    onSuccess: (grants) => client.setQueryData(myAgencyGrantsKey, grants),
  });
}

/** The signed-in account's pending invitations to join an agency (profile). */
export function useMyMemberInvitations(enabled: boolean) {
  return useQuery({
    queryKey: myMemberInvitationsKey,
    queryFn: async (): Promise<TAgencyMemberInvitation[]> =>
      ZAgencyMemberInvitationSchema.array().parse(await http.get('/agency-member-invitations')),
    retry: false,
    enabled,
  });
}

export function useDecideMemberInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
    }: {
      id: number;
      decision: 'accept' | 'decline';
    }): Promise<TAgencyMemberInvitation[]> =>
      ZAgencyMemberInvitationSchema.array().parse(
        await http.put(`/agency-member-invitations/${id}/${decision}`),
      ),
    onSuccess: (invitations) => client.setQueryData(myMemberInvitationsKey, invitations),
  });
}
