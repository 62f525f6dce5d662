import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { accountViewable, formatMoney, frenchElides, type TAgencyClient } from '@portal/domain';
import { LinkTo, useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAgencyClients } from '../api.ts';
import { switchViewedAccount, viewAsEnded } from '../../../lib/view-as.ts';
import { withEmailBreak } from '../../../components/EmailAddress.tsx';

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
  // View-as ended by itself (the client revoked the grant, or was suspended): say so (ViewAsBanner brought the user here).
  const ended = viewAsEnded(useLocation().state);
  const endedNotice = ended && (
    <Alert color="orange" role="status">
      {t(ended.suspended ? 'banner.endedSuspended' : 'banner.ended', {
        name: ended.name,
        context: frenchElides(ended.name) ? 'elided' : undefined,
      })}
    </Alert>
  );
  if (error)
    return (
      <Stack gap="lg">
        {endedNotice}
        <FormAlert error={error} />
      </Stack>
    );
  if (isPending) return <Skeleton h={240} radius="lg" />;

  const viewAs = (client: TAgencyClient) => {
    switchViewedAccount(queryClient, { id: client.user_id, name: clientName(client) });
    void navigateTo('hub.orders');
  };

  return (
    <Stack gap="lg">
      {endedNotice}
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
        <EmptyState
          icon="profile"
          title={t('clients.empty')}
          text={t(session.agencyRole === 'admin' ? 'clients.emptyAdmin' : 'clients.emptyMember')}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {clients.map((client) => (
            <Paper key={client.user_id} component="li" withBorder p="md">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Text fw={600}>{clientName(client)}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {withEmailBreak(client.email)}
                  </Text>
                  <Group gap={6} mt={4}>
                    {client.campaigns.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('clients.noCampaign')}
                      </Text>
                    ) : (
                      client.campaigns.map(({ status, count }) => (
                        <Badge key={status} variant="light" radius="sm">
                          {`${tOrders(`status.order.${status}`)} · ${count}`}
                        </Badge>
                      ))
                    )}
                  </Group>
                </Stack>
                {/* Growing too: under the client's name on a phone, its figures and button keep to the right edge. */}
                <Stack gap={6} align="flex-end" style={{ flex: '1 0 auto' }}>
                  <Text size="sm" c="dimmed">
                    {t('clients.monthSpend')}
                  </Text>
                  <Text fw={600}>{formatMoney(client.monthSpendCents, lang)}</Text>
                  {accountViewable(client) ? (
                    <Button
                      size="xs"
                      onClick={() => viewAs(client)}
                      aria-label={t('clients.viewAsLabel', { name: clientName(client) })}
                    >
                      {t('clients.viewAs')}
                    </Button>
                  ) : (
                    // Staff suspended the account: no one acts for it until it is reactivated (issue 28).
                    <Badge color="red" variant="light" radius="sm" title={t('clients.suspendedHint')}>
                      {t('clients.suspended')}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
