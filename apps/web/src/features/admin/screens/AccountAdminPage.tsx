import { useState } from 'react';
import {
  Badge,
  Button,
  Flex,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, ROLES, type Role } from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { AuditTrail } from '../../../components/AuditTrail.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAccount, useChangeAccount, type TAccountDetail } from '../api.ts';
import { AdminGate } from './AdminGate.tsx';
import { SuspendForm } from '../components/SuspendForm.tsx';

export const namespaces = ['admin', 'audit', 'caps', 'errors'];

/**
 * hub.admin-accounts.detail (issue 16): one account for staff: its role (changed here), its suspension, its
 * campaigns and invoices read-only, and its change history.
 */
export function Component() {
  const { userId = '' } = useParams();
  return (
    <AdminGate>
      <AccountDetail id={userId} />
    </AdminGate>
  );
}

function AccountDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const account = useAccount(id);
  if (account.error) return <FormAlert error={account.error} />;
  if (account.isPending) return <Skeleton h={320} />;
  const { user } = account.data;
  return (
    <Stack gap="lg">
      <Button component={LinkTo} name="hub.admin-accounts" variant="subtle" w="fit-content" px={0}>
        {t('account.back')}
      </Button>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-title">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} fz="h4" id="account-title">
            {`${user.first_name} ${user.last_name}`.trim() || user.email}
          </Title>
          <Badge color={user.suspended ? 'red' : 'teal'} variant="light" size="lg">
            {user.suspended ? t('state.suspended') : t('state.active')}
          </Badge>
        </Group>
        {/* Each fact as wide as its value (not thirds of the card): an e-mail breaks only when no line holds it. */}
        <Flex wrap="wrap" columnGap={48} rowGap="sm" mb="md">
          <Fact label={t('accounts.email')} value={user.email} />
          <Fact label={t('account.number')} value={user.user_id} />
          <Fact label={t('account.company')} value={user.organisation ?? '—'} />
        </Flex>
        <AccountActions detail={account.data} />
      </Paper>
      <Campaigns detail={account.data} />
      <Invoices detail={account.data} />
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="account-history-title"
      >
        <Title order={2} fz="h4" mb="md" id="account-history-title">
          {t('account.history')}
        </Title>
        <AuditTrail scope="staff" fixed={{ accountId: user.user_id }} />
      </Paper>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

function AccountActions({ detail }: { detail: TAccountDetail }) {
  const { t } = useTranslation(['admin', 'errors']);
  const { user } = detail;
  const change = useChangeAccount();
  const [role, setRole] = useState<Role>(user.role);
  const done = (key: string) => () => notifications.show({ color: 'teal', message: t(key) });
  const suspend = () => {
    const modalId = modals.open({
      title: t('account.suspendTitle'),
      centered: true,
      children: (
        <SuspendForm
          email={user.email}
          onCancel={() => modals.close(modalId)}
          onConfirm={(reason) =>
            change.mutateAsync({ id: user.user_id, kind: 'suspend', reason }).then(
              () => {
                modals.close(modalId);
                done('account.suspended')();
              },
              // The error shows above the actions (change.error).
              () => modals.close(modalId),
            )
          }
        />
      ),
    });
  };
  return (
    <Stack gap="sm">
      {change.error && <FormAlert error={change.error} />}
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label={t('accounts.role')}
          data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
          w={220}
        />
        <Button
          variant="light"
          disabled={role === user.role}
          loading={change.isPending && change.variables?.kind === 'role'}
          onClick={() =>
            change.mutate(
              { id: user.user_id, kind: 'role', role },
              { onSuccess: done('account.roleChanged') },
            )
          }
        >
          {t('account.changeRole')}
        </Button>
        {user.suspended ? (
          <Button
            color="teal"
            loading={change.isPending && change.variables?.kind === 'reactivate'}
            onClick={() =>
              change.mutate(
                { id: user.user_id, kind: 'reactivate' },
                { onSuccess: done('account.reactivated') },
              )
            }
          >
            {t('account.reactivate')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={suspend}>
            {t('account.suspend')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('account.suspendHelp')}
      </Text>
    </Stack>
  );
}

function Campaigns({ detail }: { detail: TAccountDetail }) {
  const { t } = useTranslation(['admin', 'audit']);
  const lang = useLanguage();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-orders-title">
      <Title order={2} fz="h4" mb="md" id="account-orders-title">
        {t('account.orders')}
      </Title>
      {detail.orders.length === 0 ? (
        <Text c="dimmed">{t('account.noOrders')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account.orderName')}</Table.Th>
              <Table.Th>{t('account.status')}</Table.Th>
              <Table.Th ta="right">{t('account.budget')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>{order.cleanName}</Table.Td>
                <Table.Td>{t(`audit:values.${order.status}`, { defaultValue: order.status })}</Table.Td>
                <Table.Td ta="right">
                  {order.totalBudget === null || order.totalBudget === undefined
                    ? '—'
                    : formatMoney(order.totalBudget, lang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function Invoices({ detail }: { detail: TAccountDetail }) {
  const { t } = useTranslation(['admin', 'audit']);
  const lang = useLanguage();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="account-invoices-title"
    >
      <Title order={2} fz="h4" mb="md" id="account-invoices-title">
        {t('account.invoices')}
      </Title>
      {detail.invoices.length === 0 ? (
        <Text c="dimmed">{t('account.noInvoices')}</Text>
      ) : (
        // Numbers, dates and amounts on one line each (issue 31 §26): on a phone the table scrolls in its card.
        <Table.ScrollContainer minWidth={420} type="native">
          <Table striped style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.invoiceNumber')}</Table.Th>
                <Table.Th>{t('account.invoiceDate')}</Table.Th>
                <Table.Th>{t('account.status')}</Table.Th>
                <Table.Th ta="right">{t('account.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>{invoice.invoiceDate}</Table.Td>
                  <Table.Td>{t(`audit:values.${invoice.status}`, { defaultValue: invoice.status })}</Table.Td>
                  <Table.Td ta="right">{formatMoney(invoice.totalCents, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
