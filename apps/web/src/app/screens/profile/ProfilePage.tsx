import { AgencyGrantsCard, MemberInvitationsCard } from '../../../features/agencies/index.ts';
import { ProfilePage, profilePageNamespaces } from '../../../features/profile/index.ts';
import { ReceivedInvitationsCard } from '../../../features/team/index.ts';
import { useCan } from '../../../lib/account-role.ts';

export const namespaces = [...profilePageNamespaces, 'agencies', 'team'];

/**
 * hub.profile: the profile's page, with the invitations to join an account (issue 33) and the agencies' invitations
 * and grants (issue 16) below its cards.
 */
export function Component() {
  // The agency grants are the account's, for a role with grants.manage (issue 33).
  const can = useCan();
  return (
    <ProfilePage
      agencyCards={
        <>
          <ReceivedInvitationsCard />
          <MemberInvitationsCard />
          {can('grants.manage') && <AgencyGrantsCard />}
        </>
      }
    />
  );
}
