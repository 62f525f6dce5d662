import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { AGENCY_MEMBER_ROLES, ZAgencyMemberRoleSchema, type AgencyMemberRole } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAgencyMembers, useChangeMembers } from '../api.ts';

/**
 * The agency's members (admin only): invite by e-mail with a role (they join once they accept in their profile),
 * change a role, remove; a pending invitation shows as Invited and can be withdrawn.
 */
export function MembersPanel() {
  const { t } = useTranslation('agencies');
  const { data: members, error } = useAgencyMembers();
  const change = useChangeMembers();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AgencyMemberRole>('member');
  const roles = AGENCY_MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));
  const run = (payload: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(payload, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(done) });
        if (payload.kind === 'add') setEmail('');
      },
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {t('admin.members.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin.members.description')}
          </Text>
        </div>
        <FormAlert error={error ?? change.error} />
        {members && (
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('admin.members.title')}
          >
            {members.map((member) => (
              <Group
                key={member.user_id}
                component="li"
                justify="space-between"
                gap="xs"
                py="sm"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {`${member.first_name} ${member.last_name}`.trim()}
                    </Text>
                    {member.status === 'INVITED' && (
                      <Badge color="yellow" variant="light" radius="sm">
                        {t('admin.members.invited')}
                      </Badge>
                    )}
                  </Group>
                </div>
                <Group gap="xs">
                  <Select
                    disabled={member.status === 'INVITED'}
                    size="xs"
                    w={150}
                    data={roles}
                    value={member.agency_role}
                    allowDeselect={false}
                    aria-label={t('admin.members.roleOf', { email: member.email })}
                    onChange={(value) => {
                      const parsed = ZAgencyMemberRoleSchema.safeParse(value);
                      if (parsed.success && parsed.data !== member.agency_role)
                        run(
                          { kind: 'role', userId: member.user_id, agency_role: parsed.data },
                          'admin.members.changed',
                        );
                    }}
                  />
                  {member.status === 'INVITED' ? (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={t('admin.members.withdrawLabel', { email: member.email })}
                      onClick={() =>
                        run({ kind: 'remove', userId: member.user_id }, 'admin.members.withdrawn')
                      }
                    >
                      {t('admin.members.withdraw')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={t('admin.members.removeLabel', { email: member.email })}
                      onClick={() => run({ kind: 'remove', userId: member.user_id }, 'admin.members.removed')}
                    >
                      {t('admin.members.remove')}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'add', email, agency_role: role }, 'admin.members.added');
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              required
              label={t('admin.members.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Select
              label={t('admin.members.role')}
              data={roles}
              value={role}
              allowDeselect={false}
              onChange={(value) => setRole(ZAgencyMemberRoleSchema.catch('member').parse(value))}
              w={160}
            />
            <Button type="submit" loading={change.isPending && change.variables?.kind === 'add'}>
              {t('admin.members.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
