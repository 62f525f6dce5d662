import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { displaySize, type TOrder } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { AuditTrail } from '../../../components/AuditTrail.tsx';
import { PaymentMethodNotice } from '../../../components/PaymentMethodNotice.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useChangeDelivery } from '../api/line-items.ts';
import { useDuplicateOrder } from '../api/order-mutations.ts';
import { DeliveryPanel } from '../components/DeliveryPanel.tsx';
import { EndCampaignButtons, useEndCampaign } from '../components/EndCampaign.tsx';
import { useCampaignsWritable } from '../use-can-modify.ts';
import { ReadOnlyRole } from '../components/ReadOnlyNotice.tsx';
import { OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { RefusedCreatives } from '../components/RefusedCreatives.tsx';
import { ServingDiagnosis } from '../components/ServingDiagnosis.tsx';
import { wizardSteps } from '../components/WizardNav.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  canModify,
  deliveryAction,
  firstLineItem,
  lineItemTone,
  pausedForPayment,
  refusedCreatives,
} from '../order-view.ts';

export const namespaces = ['orders', 'errors', 'alerts', 'audit', 'caps', 'diagnosis'];

function Detail({ order }: LoadedOrder) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const navigateTo = useNavigateTo();
  const { features } = useSettings();
  const delivery = useChangeDelivery();
  const duplicate = useDuplicateOrder();
  const { ask, end } = useEndCampaign();
  const lineItem = firstLineItem(order);
  // A role without campaigns.write (issue 33) sees the campaign and none of the actions that change it.
  const writable = useCampaignsWritable();
  const action = writable ? deliveryAction(order) : undefined;
  const next =
    writable && canModify(order) ? wizardSteps(order).find((step) => !step.done && step.route) : undefined;
  // A refused creative comes first: the campaign cannot be submitted until it is edited and approved again.
  const [refused] = writable && canModify(order) ? refusedCreatives(order) : [];

  const changeDelivery = (kind: 'pause' | 'resume') => {
    if (!lineItem) return;
    delivery.mutate(
      { action: kind, lineItemId: lineItem.id, orderId: order.id },
      {
        onSuccess: () => notifySuccess(successMessage(kind === 'pause' ? 'orderPaused' : 'orderResumed', t)),
      },
    );
  };
  const askPause = () =>
    modals.openConfirmModal({
      title: t('detail.pauseTitle'),
      centered: true,
      children: <Text size="sm">{t('detail.pauseText')}</Text>,
      labels: { confirm: t('actions.pause'), cancel: t('actions.cancel') },
      onConfirm: () => changeDelivery('pause'),
    });
  const copy = () =>
    duplicate.mutate(order.id, {
      onSuccess: async (orderId) => {
        notifySuccess(t('detail.duplicated', { name: order.cleanName }));
        if (orderId) await navigateTo('hub.orders.edit', { orderId });
        else await navigateTo('hub.orders');
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Button component={LinkTo} name="hub.orders" variant="subtle" color="gray" px={0}>
          {t('actions.backToList')}
        </Button>
        <Group gap="xs">
          {refused && (
            <Button
              component={LinkTo}
              name="hub.orders.creatives.edit"
              params={{ orderId: order.id, lineItemId: refused.lineItemId, creativeId: refused.creative.id }}
              leftSection={<Icon name="edit" size={16} />}
            >
              {t('detail.editRefused')}
            </Button>
          )}
          {!refused && next?.route && (
            <Button
              component={LinkTo}
              name={next.route.name}
              params={next.route.params}
              leftSection={<Icon name="edit" size={16} />}
            >
              {t('detail.continue', { step: t(`wizard.steps.${next.step}`) })}
            </Button>
          )}
          {!next && writable && canModify(order) && (
            <Button
              component={LinkTo}
              name="hub.orders.edit"
              params={{ orderId: order.id }}
              variant="default"
              leftSection={<Icon name="edit" size={16} />}
            >
              {t('actions.edit')}
            </Button>
          )}
          {action === 'pause' && (
            <Button
              variant="default"
              onClick={askPause}
              loading={delivery.isPending}
              leftSection={<Icon name="pause" size={16} />}
            >
              {t('actions.pause')}
            </Button>
          )}
          {action === 'resume' && (
            <Button
              onClick={() => changeDelivery('resume')}
              loading={delivery.isPending}
              leftSection={<Icon name="play" size={16} />}
            >
              {t('actions.resume')}
            </Button>
          )}
          {writable && features.duplicateOrder && (
            <Button
              variant="default"
              onClick={copy}
              loading={duplicate.isPending}
              leftSection={<Icon name="copy" size={16} />}
            >
              {t('actions.duplicate')}
            </Button>
          )}
          <EndCampaignButtons order={order} ask={ask} busy={end.isPending} />
        </Group>
      </Group>
      <FormAlert error={delivery.error ?? duplicate.error ?? end.error} />
      <ReadOnlyRole />
      {order.isArchived && (
        <Alert
          color="gray"
          variant="light"
          title={t('end.archivedTitle')}
          icon={<Icon name="archive" size={18} />}
        >
          {t('end.archivedText')}
        </Alert>
      )}
      {pausedForPayment(order) && (
        <PaymentMethodNotice
          title={t('paymentHold.detailTitle')}
          extra={
            <Button component={LinkTo} name="hub.payment" variant="default">
              {t('paymentHold.payNow')}
            </Button>
          }
        />
      )}
      {order.status === 'DISAPPROVED' && (
        <Alert
          color="red"
          variant="light"
          title={t('detail.disapproved')}
          icon={<Icon name="alert" size={18} />}
        >
          <Text size="sm">{order.disapprovalReason || t('detail.noReason')}</Text>
          <Text size="sm" mt={6}>
            {t('detail.disapprovedNext')}
          </Text>
        </Alert>
      )}
      <RefusedCreatives order={order} />
      {order.status === 'PENDING_APPROVAL' && (
        <Alert
          color="yellow"
          variant="light"
          title={t('detail.pending')}
          icon={<Icon name="info" size={18} />}
        >
          {t('detail.pendingText')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OrderSummary order={order} lineItem={lineItem} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DeliveryPanel order={order} />
        </Grid.Col>
      </Grid>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="h4" mb="sm">
          {t('detail.lineItems')}
        </Title>
        {order.lineItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noLineItem')}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.columns.lineItem')}</Table.Th>
                    <Table.Th>{t('list.columns.status')}</Table.Th>
                    <Table.Th>{t('list.columns.dates')}</Table.Th>
                    <Table.Th ta="right">{t('summary.impressions')}</Table.Th>
                    <Table.Th ta="right">{t('detail.delivered')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.lineItems.map((li) => (
                    <Table.Tr key={li.id}>
                      <Table.Td>
                        <Text
                          size="sm"
                          fw={500}
                          component={LinkTo}
                          name="hub.orders.lineItems.edit"
                          params={{ orderId: order.id, lineItemId: li.id }}
                          c="brand.8"
                        >
                          {li.name || t('detail.lineItemName', { id: li.id })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {li.nativeFormatId != null
                            ? t('summary.native')
                            : li.creativePlaceholders.map((p) => displaySize(p.size)).join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={lineItemTone(li.status)} variant="light" radius="sm">
                          {t(`status.lineItem.${li.status}`)}
                        </Badge>
                        {li.pauseReason === 'PAYMENT' && (
                          <Text size="xs" c="red.8" mt={4}>
                            {t('status.pausedForPayment')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{f.dateRange(li.startDateTime, li.endDateTime)}</Text>
                      </Table.Td>
                      <Table.Td ta="right">{f.number(li.units)}</Table.Td>
                      <Table.Td ta="right">{f.number(li.stats?.impressionsDelivered ?? 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <LineItemCards order={order} />
          </>
        )}
      </Paper>
      {order.lineItems.length > 0 && <ServingDiagnosis orderId={order.id} />}
      <CampaignHistory orderId={order.id} />
    </Stack>
  );
}

/**
 * "Change history" of the campaign (issue 16): its own entries, newest first, shown on demand (the campaign's
 * details come first; its history is read only when asked for).
 */
function CampaignHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="campaign-history-title"
    >
      <Title order={2} fz="h4" id="campaign-history-title">
        {t('campaignTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('campaignIntro')}
      </Text>
      <Button
        variant="light"
        aria-expanded={open}
        aria-controls="campaign-history"
        onClick={() => setOpen((shown) => !shown)}
        mb={open ? 'md' : 0}
      >
        {open ? t('hideCampaignHistory') : t('showCampaignHistory')}
      </Button>
      <div id="campaign-history">
        {open && <AuditTrail scope="own" fixed={{ orderId: String(orderId) }} />}
      </div>
    </Paper>
  );
}

/**
 * The line items as stacked cards on a phone (issue 12 item 14): every column readable, long names wrapping, in
 * place of the table, which shows from the sm breakpoint up.
 */
function LineItemCards({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  return (
    <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {order.lineItems.map((li) => (
        <Paper key={li.id} withBorder p="sm" component="li">
          <Stack gap={6}>
            <Text
              size="sm"
              fw={600}
              component={LinkTo}
              name="hub.orders.lineItems.edit"
              params={{ orderId: order.id, lineItemId: li.id }}
              c="brand.8"
              style={{ overflowWrap: 'anywhere' }}
            >
              {li.name || t('detail.lineItemName', { id: li.id })}
            </Text>
            <Text size="xs" c="dimmed">
              {li.nativeFormatId != null
                ? t('summary.native')
                : li.creativePlaceholders.map((p) => displaySize(p.size)).join(', ')}
            </Text>
            <Badge
              color={lineItemTone(li.status)}
              variant="light"
              radius="sm"
              maw="100%"
              style={{ height: 'auto', whiteSpace: 'normal' }}
            >
              {t(`status.lineItem.${li.status}`)}
            </Badge>
            {li.pauseReason === 'PAYMENT' && (
              <Text size="xs" c="red.8">
                {t('status.pausedForPayment')}
              </Text>
            )}
            <Text size="sm">{f.dateRange(li.startDateTime, li.endDateTime)}</Text>
            <SimpleGrid cols={2} spacing="xs">
              {[
                [t('summary.impressions'), f.number(li.units)],
                [t('detail.delivered'), f.number(li.stats?.impressionsDelivered ?? 0)],
              ].map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Campaign detail (spec §2): status, the reason of a disapproval, delivery; pause, resume, duplicate; archive,
 * restore, delete (issue 31 §6).
 */
export function Component() {
  return <OrderLoader>{(loaded) => <Detail {...loaded} />}</OrderLoader>;
}
