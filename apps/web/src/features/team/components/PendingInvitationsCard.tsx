import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TTeamInvitation } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useChangeTeam } from '../api.ts';
import { TeamSection } from './TeamSection.tsx';

/** The invitations not answered yet (owners only), each withdrawn with one click. */
export function PendingInvitationsCard({ invitations }: { invitations: TTeamInvitation[] }) {
  const { t } = useTranslation('team');
  const { date } = useFormatters();
  const change = useChangeTeam();
  const withdraw = (invitation: TTeamInvitation) =>
    change.mutate(
      { kind: 'withdraw', invitationId: invitation.id, email: invitation.email },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('invitations.withdrawn', { email: invitation.email }),
          }),
      },
    );
  return (
    <TeamSection title={t('invitations.title')} description={t('invitations.description')}>
      <FormAlert error={change.error} />
      {invitations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('invitations.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.map((invitation) => (
            <Group
              key={invitation.id}
              component="li"
              justify="space-between"
              gap="xs"
              py="sm"
              wrap="wrap"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('invitations.sent', {
                    date: date(invitation.createdAt),
                    role: t(`roles.${invitation.role}`),
                  })}
                </Text>
              </div>
              <Button
                size="sm"
                color="red"
                variant="subtle"
                loading={
                  change.isPending &&
                  change.variables.kind === 'withdraw' &&
                  change.variables.invitationId === invitation.id
                }
                aria-label={t('invitations.withdrawLabel', { email: invitation.email })}
                onClick={() => withdraw(invitation)}
              >
                {t('invitations.withdraw')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </TeamSection>
  );
}
