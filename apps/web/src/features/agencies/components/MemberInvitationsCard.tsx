import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { myTeamInvitationsFlow } from '../api.ts';
import { InvitationsCard } from './InvitationsCard.tsx';

/**
 * The profile's invitations to join an agency's team (issue 16): Join or Decline. Shown only while one is pending;
 * an account joins an agency only by accepting here.
 */
export function MemberInvitationsCard() {
  const { t } = useTranslation('agencies');
  return (
    <InvitationsCard
      flow={myTeamInvitationsFlow}
      title={t('team.title')}
      description={t('team.description')}
      details={(invitation) => (
        <Text size="sm" c="dimmed">
          {t('team.role', { role: t(`roles.${invitation.agency_role}`) })}
        </Text>
      )}
      actions={(invitation) => [
        {
          decision: 'accept',
          label: t('team.accept'),
          ariaLabel: t('team.acceptLabel', { agency: invitation.agencyName }),
          done: t('team.accepted'),
        },
        {
          decision: 'decline',
          label: t('team.decline'),
          ariaLabel: t('team.declineLabel', { agency: invitation.agencyName }),
          done: t('team.declined'),
          danger: true,
        },
      ]}
    />
  );
}
