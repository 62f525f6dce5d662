import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZReceivedTeamInvitationsSchema,
  ZTeamInvitationSchema,
  ZTeamMemberSchema,
  ZTeamResponseSchema,
  ZTeamSettingsSchema,
  type Language,
  type TReceivedTeamInvitation,
  type TTeamResponse,
  type TeamRole,
} from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { userQuery } from '../../lib/session.ts';
import { accountsKey } from '../../lib/active-account.ts';

/**
 * The account's team (issue 33, decision 0029): its members, pending invitations and the owner's second-factor
 * requirement (GET /team/members; owners only), and the invitations the signed-in user received (GET
 * /team-invitations), accepted or declined in their profile.
 */

export const teamKey = ['team'] as const;
export const receivedInvitationsKey = ['team-invitations', 'mine'] as const;

export function useTeam() {
  return useQuery({
    queryKey: teamKey,
    queryFn: async (): Promise<TTeamResponse> => ZTeamResponseSchema.parse(await http.get('/team/members')),
    // Members answer invitations in their own sessions: read again on every visit.
    staleTime: 0,
    retry: false,
  });
}

/** A change to the team; each answers something small, and the team is read again after it. */
export type TeamChange =
  | { kind: 'invite'; email: string; role: TeamRole; language: Language }
  | { kind: 'withdraw'; invitationId: number; email: string }
  | { kind: 'role'; userId: number; email: string; role: TeamRole }
  | { kind: 'remove'; userId: number; email: string }
  | { kind: 'settings'; requireTwoFactor: boolean };

async function send(change: TeamChange): Promise<void> {
  switch (change.kind) {
    case 'invite':
      ZTeamInvitationSchema.parse(
        await http.post('/team/invitations', {
          email: change.email,
          role: change.role,
          language: change.language,
        }),
      );
      return;
    case 'withdraw':
      await http.delete(`/team/invitations/${change.invitationId}`);
      return;
    case 'role':
      ZTeamMemberSchema.parse(await http.put(`/team/members/${change.userId}`, { role: change.role }));
      return;
    case 'remove':
      await http.delete(`/team/members/${change.userId}`);
      return;
    case 'settings':
      ZTeamSettingsSchema.parse(
        await http.put('/team/settings', { requireTwoFactor: change.requireTwoFactor }),
      );
      return;
  }
}

export function useChangeTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async (_, __, change) => {
      await client.invalidateQueries({ queryKey: teamKey });
      // The owner's own role or requirement shows in the header and the menu (GET /user/'s account).
      if (change.kind === 'role' || change.kind === 'settings' || change.kind === 'remove')
        await client.invalidateQueries({ queryKey: userQuery.queryKey });
    },
  });
}

export function useReceivedInvitations() {
  return useQuery({
    queryKey: receivedInvitationsKey,
    queryFn: async (): Promise<TReceivedTeamInvitation[]> =>
      ZReceivedTeamInvitationsSchema.parse(await http.get('/team-invitations')).items,
    staleTime: 0,
    retry: false,
  });
}

/** Accepts or declines an invitation; an accepted one adds an account to the user's (the header's switcher). */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) => {
      await http.put(`/team-invitations/${id}/${decision}`);
    },
    onSettled: async (_, __, { decision }) => {
      await client.invalidateQueries({ queryKey: receivedInvitationsKey });
      if (decision === 'accept')
        await Promise.all([
          client.invalidateQueries({ queryKey: userQuery.queryKey }),
          client.invalidateQueries({ queryKey: accountsKey }),
        ]);
    },
  });
}
