import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canAcceptGrant, canRevokeGrant, type TAgencyGrant } from '@portal/domain';
import { myGrantsFlow } from '../api.ts';
import { GrantStanding } from './GrantStanding.tsx';
import { InvitationsCard, type InvitationAction } from './InvitationsCard.tsx';

/**
 * The profile's agencies (issue 16): each invitation or grant of the signed-in client, Accept and Withdraw. Giving an
 * agency the account and taking it back each ask for a confirmation first (issue 31 §13); declining an invitation
 * does not (nothing was given).
 */
export function AgencyGrantsCard() {
  const { t } = useTranslation('agencies');
  const confirm = (kind: 'accept' | 'revoke', agency: string) => ({
    title: t(`profile.${kind}Title`, { agency }),
    text: t(`profile.${kind}Text`, { agency }),
    confirm: t(`profile.${kind}Confirm`),
    cancel: t('profile.cancel'),
  });
  const actions = (grant: TAgencyGrant): InvitationAction[] => [
    ...(canAcceptGrant(grant.status)
      ? [
          {
            decision: 'accept',
            label: t('profile.accept'),
            ariaLabel: t('profile.acceptLabel', { agency: grant.agencyName }),
            done: t('profile.accepted'),
            confirm: confirm('accept', grant.agencyName),
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
            ...(grant.status === 'ACCEPTED' && { confirm: confirm('revoke', grant.agencyName) }),
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
