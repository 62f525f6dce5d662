import { AgencyGrantsCard, MemberInvitationsCard } from '../../../features/agencies/index.ts';
import { ProfilePage, profilePageNamespaces } from '../../../features/profile/index.ts';

export const namespaces = [...profilePageNamespaces, 'agencies'];

/** hub.profile: the profile's page, with the agencies' invitations and grants below its cards (issue 16). */
export function Component() {
  return (
    <ProfilePage
      agencyCards={
        <>
          <MemberInvitationsCard />
          <AgencyGrantsCard />
        </>
      }
    />
  );
}
