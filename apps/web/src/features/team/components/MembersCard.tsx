import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@portal/domain';
import { errorMessage } from '../../../lib/errors.ts';
import { isApiError } from '../../../lib/http/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useChangeTeam } from '../api.ts';
import { parseRole, roleOptions } from './roles.ts';
import { TeamSection } from './TeamSection.tsx';

/** A refusal beside the member's row: LAST_OWNER in the team's words, any other from the error catalogue. */
function refusal(error: unknown, email: string, t: ReturnType<typeof useTranslation<'team'>>['t']): string {
  return isApiError(error) && error.code === 'LAST_OWNER'
    ? t('members.lastOwner', { email })
    : errorMessage(error, t);
}

/**
 * The account's members (owners only): each with their role, changed with a select, and Remove after a
 * confirmation. A refusal (the last owner, 409 LAST_OWNER) shows beside the member's role.
 */
export function MembersCard({ members, selfId }: { members: TTeamMember[]; selfId: string | undefined }) {
  const { t } = useTranslation('team');
  const { date } = useFormatters();
  const change = useChangeTeam();
  const [refused, setRefused] = useState<{ userId: number; message: string } | null>(null);
  const roles = roleOptions(t);

  const changeRole = (member: TTeamMember, value: string | null) => {
    const role = parseRole(value);
    if (!role || role === member.role) return;
    setRefused(null);
    change.mutate(
      { kind: 'role', userId: member.userId, email: member.email, role },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('members.changed', { email: member.email, role: t(`roles.${role}`) }),
          }),
        onError: (error) => setRefused({ userId: member.userId, message: refusal(error, member.email, t) }),
      },
    );
  };

  const askRemove = (member: TTeamMember) => {
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
    modals.openConfirmModal({
      title: t('members.removeTitle', { name }),
      children: <Text size="sm">{t('members.removeText')}</Text>,
      labels: { confirm: t('members.removeConfirm'), cancel: t('members.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setRefused(null);
        change.mutate(
          { kind: 'remove', userId: member.userId, email: member.email },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('members.removed', { email: member.email }) }),
            onError: (error) =>
              setRefused({ userId: member.userId, message: refusal(error, member.email, t) }),
          },
        );
      },
    });
  };

  return (
    <TeamSection title={t('members.title')} description={t('members.description')}>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const self = String(member.userId) === selfId;
          const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
          const error = refused?.userId === member.userId ? refused.message : undefined;
          return (
            <Group
              key={member.userId}
              component="li"
              justify="space-between"
              align="flex-start"
              gap="xs"
              py="sm"
              wrap="wrap"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap="xs">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name || member.email}
                  </Text>
                  {self && (
                    <Badge variant="light" radius="sm">
                      {t('members.you')}
                    </Badge>
                  )}
                </Group>
                {name && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('members.since', { date: date(member.createdAt) })}
                </Text>
              </div>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  size="sm"
                  w={{ base: 170, sm: 190 }}
                  data={roles}
                  value={member.role}
                  allowDeselect={false}
                  aria-label={t('members.roleOf', { email: member.email })}
                  error={Boolean(error)}
                  aria-describedby={error ? `team-member-${member.userId}-error` : undefined}
                  disabled={change.isPending}
                  onChange={(value) => changeRole(member, value)}
                />
                {!self && (
                  <Button
                    size="sm"
                    color="red"
                    variant="subtle"
                    aria-label={t('members.removeLabel', { email: member.email })}
                    onClick={() => askRemove(member)}
                  >
                    {t('members.remove')}
                  </Button>
                )}
              </Group>
              {error && (
                <Text id={`team-member-${member.userId}-error`} role="alert" size="sm" c="red.8" w="100%">
                  {error}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </TeamSection>
  );
}
