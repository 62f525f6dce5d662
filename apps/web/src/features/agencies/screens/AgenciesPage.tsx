import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type TAgencyClient } from '@portal/domain';
import { LinkTo, useLanguage, useNavigateTo } from '../../../app/navigation.tsx';
import { EmptyState } from '../../../app/ui/EmptyState.tsx';
import { FormAlert } from '../../../app/ui/FormAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAgencyClients } from '../api.ts';
import { switchViewedAccount } from '../view-as.ts';

export const namespaces = ['agencies', 'orders', 'errors'];

export function clientName(
  client: Pick<TAgencyClient, 'first_name' | 'last_name' | 'email' | 'organisation'>,
) {
  const name = `${client.first_name} ${client.last_name}`.trim();
  return [name || client.email, client.organisation].filter(Boolean).join(' — ');
}

/** Agencies root (spec §2 "Agencies area"): the agency's clients, their campaigns' state, this month's spend. */
export function Component() {
  const { t } = useTranslation('agencies');
  const { t: tOrders } = useTranslation('orders');
  const lang = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { data: clients, error, isPending } = useAgencyClients();
  if (error) return <FormAlert error={error} />;
  if (isPending) return <Skeleton h={240} radius="lg" />;

  const viewAs = (client: TAgencyClient) => {
    switchViewedAccount(queryClient, { id: client.user_id, name: clientName(client) });
    void navigateTo('hub.orders');
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text c="dimmed" maw={640}>
          {t('clients.intro')}
        </Text>
        {session.agencyRole === 'admin' && (
          <Button component={LinkTo} name="agencies.admin" variant="light">
            {t('clients.administration')}
          </Button>
        )}
      </Group>
      {clients.length === 0 ? (
        <EmptyState icon="profile" title={t('clients.empty')} text={t('clients.intro')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clients.client')}</Table.Th>
                <Table.Th>{t('clients.campaigns')}</Table.Th>
                <Table.Th ta="end">{t('clients.monthSpend')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.map((client) => (
                <Table.Tr key={client.user_id}>
                  <Table.Td>
                    <Text fw={600}>{clientName(client)}</Text>
                    <Text size="sm" c="dimmed">
                      {client.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {client.campaigns.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('clients.noCampaign')}
                      </Text>
                    ) : (
                      <Group gap={6}>
                        {client.campaigns.map(({ status, count }) => (
                          <Badge key={status} variant="light" radius="sm">
                            {`${tOrders(`status.order.${status}`)} · ${count}`}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">{formatMoney(client.monthSpendCents, lang)}</Table.Td>
                  <Table.Td ta="end">
                    <Button
                      size="xs"
                      onClick={() => viewAs(client)}
                      aria-label={t('clients.viewAsLabel', { name: clientName(client) })}
                    >
                      {t('clients.viewAs')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
