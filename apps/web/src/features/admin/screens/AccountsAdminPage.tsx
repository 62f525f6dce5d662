import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@portal/domain';
import { LinkTo } from '../../../lib/navigation.tsx';
import { AuditTrail } from '../../../components/AuditTrail.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAccounts } from '../api.ts';
import { AdminGate } from './AdminGate.tsx';

export const namespaces = ['admin', 'audit', 'caps', 'errors'];

/** hub.admin-accounts (issue 16): search accounts, open one; every account's change history below. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="accounts-title">
          <Group justify="space-between" align="center" mb="md" gap="sm">
            <Title order={2} fz="h4" id="accounts-title">
              {t('accounts.title')}
            </Title>
            <Button component={LinkTo} name="hub.admin-accounts.agencies" variant="light" size="sm">
              {t('agencies.link')}
            </Button>
          </Group>
          <AccountSearch />
        </Paper>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="all-history-title"
        >
          <Title order={2} fz="h4" mb="md" id="all-history-title">
            {t('accounts.history')}
          </Title>
          <AuditTrail scope="staff" showAccount />
        </Paper>
      </Stack>
    </AdminGate>
  );
}

function AccountSearch() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const accounts = useAccounts(debounced);
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('accounts.search')}
        description={t('accounts.searchHelp')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {accounts.error && <FormAlert error={accounts.error} />}
      {accounts.isPending && <Skeleton h={120} />}
      {accounts.data?.length === 0 && <Text c="dimmed">{t('accounts.none')}</Text>}
      {accounts.data && accounts.data.length > 0 && <AccountCards accounts={accounts.data} />}
      {accounts.data && accounts.data.length > 0 && (
        <Table.ScrollContainer minWidth={560} visibleFrom="sm">
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.name')}</Table.Th>
                <Table.Th>{t('accounts.email')}</Table.Th>
                <Table.Th>{t('accounts.role')}</Table.Th>
                <Table.Th>{t('accounts.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((user) => (
                <AccountRow key={user.user_id} user={user} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The account's state: active or suspended. */
function StateBadge({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={user.suspended ? 'red' : 'teal'} variant="light">
      {user.suspended ? t('state.suspended') : t('state.active')}
    </Badge>
  );
}

/** Open, named with the account's e-mail for screen readers. */
function OpenLink({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      component={LinkTo}
      name="hub.admin-accounts.detail"
      params={{ userId: user.user_id }}
      size="xs"
      variant="light"
      aria-label={t('accounts.openAccount', { email: user.email })}
    >
      {t('accounts.open')}
    </Button>
  );
}

const nameOf = (user: TAdminUser) => `${user.first_name} ${user.last_name}`.trim() || '—';

/** The accounts on a phone: a card each, with its e-mail whole and Open in reach (the table from `sm`). */
function AccountCards({ accounts }: { accounts: TAdminUser[] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack
      component="ul"
      role="list"
      aria-label={t('accounts.title')}
      gap="sm"
      hiddenFrom="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {accounts.map((user) => (
        <Paper component="li" key={user.user_id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={600}>{nameOf(user)}</Text>
            <StateBadge user={user} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group justify="space-between" mt="xs">
            <Text size="sm" c="dimmed">
              {t('accounts.roleLine', { role: t(`roles.${user.role}`) })}
            </Text>
            <OpenLink user={user} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function AccountRow({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <Table.Tr>
      <Table.Td>{nameOf(user)}</Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
      <Table.Td>
        <StateBadge user={user} />
      </Table.Td>
      <Table.Td ta="right">
        <OpenLink user={user} />
      </Table.Td>
    </Table.Tr>
  );
}
