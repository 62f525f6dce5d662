import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { useDecideMemberInvitation, useMyMemberInvitations } from '../api.ts';

/**
 * The profile's invitations to join an agency's team (issue 16): Join or Decline. Shown only while one is pending;
 * an account joins an agency only by accepting here.
 */
export function MemberInvitationsCard() {
  const { t } = useTranslation('agencies');
  const { agenciesDisabled } = useSettings();
  const { data: invitations, error } = useMyMemberInvitations(!agenciesDisabled);
  const decide = useDecideMemberInvitation();
  if (agenciesDisabled || (!error && !invitations?.length && !decide.error)) return null;

  const run = (id: number, decision: 'accept' | 'decline') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(decision === 'accept' ? 'team.accepted' : 'team.declined'),
          }),
      },
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {t('team.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('team.description')}
          </Text>
        </div>
        <FormAlert error={error ?? decide.error} />
        {invitations?.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text fw={600}>{invitation.agencyName}</Text>
              <Text size="sm" c="dimmed">
                {t('team.role', { role: t(`roles.${invitation.agency_role}`) })}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => run(invitation.id, 'accept')}
                aria-label={t('team.acceptLabel', { agency: invitation.agencyName })}
              >
                {t('team.accept')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => run(invitation.id, 'decline')}
                aria-label={t('team.declineLabel', { agency: invitation.agencyName })}
              >
                {t('team.decline')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
