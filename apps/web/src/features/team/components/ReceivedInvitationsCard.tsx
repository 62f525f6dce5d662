import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TReceivedTeamInvitation } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAnswerInvitation, useReceivedInvitations } from '../api.ts';
import { TeamSection } from './TeamSection.tsx';

/**
 * The profile's invitations to join an advertiser account (issue 33): the account, the role offered and who invited;
 * Accept or Decline (confirmed). Shown only while one is pending, as the agencies' invitation cards.
 */
export function ReceivedInvitationsCard() {
  const { t } = useTranslation('team');
  const { data: invitations, error } = useReceivedInvitations();
  const answer = useAnswerInvitation();
  if (!error && !answer.error && !invitations?.length) return null;

  const accept = (invitation: TReceivedTeamInvitation) =>
    answer.mutate(
      { id: invitation.id, decision: 'accept' },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('received.accepted', { account: invitation.accountName }),
          }),
      },
    );
  const decline = (invitation: TReceivedTeamInvitation) =>
    modals.openConfirmModal({
      title: t('received.declineLabel', { account: invitation.accountName }),
      children: (
        <Text size="sm">
          {t('received.details', {
            role: t(`roles.${invitation.role}`),
            invitedBy: invitation.invitedBy,
          })}
        </Text>
      ),
      labels: { confirm: t('received.decline'), cancel: t('members.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        answer.mutate(
          { id: invitation.id, decision: 'decline' },
          { onSuccess: () => notifications.show({ color: 'green', message: t('received.declined') }) },
        ),
    });

  return (
    <TeamSection title={t('received.title')} description={t('received.description')}>
      <FormAlert error={error ?? answer.error} />
      <Stack gap="sm">
        {invitations?.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="wrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {invitation.accountName}
              </Text>
              <Text size="sm" c="dimmed">
                {t('received.details', {
                  role: t(`roles.${invitation.role}`),
                  invitedBy: invitation.invitedBy,
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`roleHints.${invitation.role}`)}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                loading={answer.isPending && answer.variables.id === invitation.id}
                aria-label={t('received.acceptLabel', { account: invitation.accountName })}
                onClick={() => accept(invitation)}
              >
                {t('received.accept')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={t('received.declineLabel', { account: invitation.accountName })}
                onClick={() => decline(invitation)}
              >
                {t('received.decline')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </TeamSection>
  );
}
