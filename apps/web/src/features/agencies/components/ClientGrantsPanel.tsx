import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { GrantStatus, TAgencyGrant } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useAgencyGrants, useInviteClient } from '../api.ts';

export const GRANT_TONE: Record<GrantStatus, string> = {
  INVITED: 'yellow',
  ACCEPTED: 'green',
  REVOKED: 'gray',
};

/** The day a grant reached its status: YYYY-MM-DD in the platform's time zone, as the portal's dates (spec §2). */
export function useGrantDate() {
  const f = useFormatters();
  return (grant: TAgencyGrant) => f.date(grant.revokedAt ?? grant.acceptedAt ?? grant.invitedAt);
}

/** The agency's clients (admin only): invite by e-mail, and every invitation and grant with its status. */
export function ClientGrantsPanel() {
  const { t } = useTranslation('agencies');
  const { data: grants, error } = useAgencyGrants();
  const invite = useInviteClient();
  const dateOf = useGrantDate();
  const [email, setEmail] = useState('');

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {t('admin.grants.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin.grants.description')}
          </Text>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(email, {
              onSuccess: () => {
                setEmail('');
                notifications.show({ color: 'green', message: t('admin.grants.invited') });
              },
            });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              required
              label={t('admin.grants.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={invite.isPending}>
              {t('admin.grants.invite')}
            </Button>
          </Group>
        </form>
        <FormAlert error={error ?? invite.error} />
        {grants && grants.length === 0 && <Text c="dimmed">{t('admin.grants.empty')}</Text>}
        {grants && grants.length > 0 && (
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('admin.grants.title')}
          >
            {grants.map((grant) => (
              <Group
                key={grant.id}
                component="li"
                justify="space-between"
                gap="xs"
                py="sm"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {grant.client.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${grant.client.first_name} ${grant.client.last_name}`.trim()}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge color={GRANT_TONE[grant.status]} variant="light" radius="sm">
                    {t(`status.${grant.status}`)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {dateOf(grant)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
