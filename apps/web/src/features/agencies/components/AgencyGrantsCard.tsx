import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canAcceptGrant, canRevokeGrant, type TAgencyGrant } from '@portal/domain';
import { myGrantsFlow } from '../api.ts';
import { GrantStanding } from './GrantStanding.tsx';
import { InvitationsCard, type InvitationAction } from './InvitationsCard.tsx';

/** The profile's agencies (issue 16): each invitation or grant of the signed-in client, Accept and Withdraw. */
export function AgencyGrantsCard() {
  const { t } = useTranslation('agencies');
  const actions = (grant: TAgencyGrant): InvitationAction[] => [
    ...(canAcceptGrant(grant.status)
      ? [
          {
            decision: 'accept',
            label: t('profile.accept'),
            ariaLabel: t('profile.acceptLabel', { agency: grant.agencyName }),
            done: t('profile.accepted'),
          },
        ]
      : []),
    ...(canRevokeGrant(grant.status)
      ? [
          {
            decision: 'revoke',
            label: t(grant.status === 'INVITED' ? 'profile.decline' : 'profile.revoke'),
            ariaLabel: t('profile.revokeLabel', { agency: grant.agencyName }),
            done: t('profile.revoked'),
            danger: true,
          },
        ]
      : []),
  ];
  return (
    <InvitationsCard
      flow={myGrantsFlow}
      title={t('profile.title')}
      description={t('profile.description')}
      empty={t('profile.empty')}
      details={(grant) => (
        <Group gap="xs">
          <GrantStanding grant={grant} />
        </Group>
      )}
      actions={actions}
    />
  );
}
