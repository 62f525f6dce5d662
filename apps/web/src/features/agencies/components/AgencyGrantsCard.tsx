import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { canAcceptGrant, canRevokeGrant } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { useDecideGrant, useMyAgencyGrants } from '../api.ts';
import { GRANT_TONE, useGrantDate } from './ClientGrantsPanel.tsx';

/** The profile's agencies (issue 16): each invitation or grant of the signed-in client, Accept and Withdraw. */
export function AgencyGrantsCard() {
  const { t } = useTranslation('agencies');
  const { agenciesDisabled } = useSettings();
  const { data: grants, error } = useMyAgencyGrants(!agenciesDisabled);
  const decide = useDecideGrant();
  const dateOf = useGrantDate();
  if (agenciesDisabled) return null;

  const run = (id: number, decision: 'accept' | 'revoke') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(decision === 'accept' ? 'profile.accepted' : 'profile.revoked'),
          }),
      },
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('profile.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('profile.description')}
          </Text>
        </Stack>
        <FormAlert error={error ?? decide.error} />
        {grants?.length === 0 && <Text c="dimmed">{t('profile.empty')}</Text>}
        {grants?.map((grant) => (
          <Group key={grant.id} justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text fw={600}>{grant.agencyName}</Text>
              <Group gap="xs">
                <Badge color={GRANT_TONE[grant.status]} variant="light" radius="sm">
                  {t(`status.${grant.status}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {dateOf(grant)}
                </Text>
              </Group>
            </div>
            <Group gap="xs">
              {canAcceptGrant(grant.status) && (
                <Button
                  size="xs"
                  onClick={() => run(grant.id, 'accept')}
                  aria-label={t('profile.acceptLabel', { agency: grant.agencyName })}
                >
                  {t('profile.accept')}
                </Button>
              )}
              {canRevokeGrant(grant.status) && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => run(grant.id, 'revoke')}
                  aria-label={t('profile.revokeLabel', { agency: grant.agencyName })}
                >
                  {t(grant.status === 'INVITED' ? 'profile.decline' : 'profile.revoke')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
