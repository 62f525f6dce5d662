import { Alert, Button, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  approvedCreativeSizes,
  isTargeted,
  paymentErrorGroupOf,
  readyForApproval,
  SUBMITTABLE_ORDER_STATUSES,
  type TLineItem,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage, successMessage } from '../../../lib/errors.ts';
import { isApiError } from '../../../lib/http/index.ts';
import { useSubmitForApproval } from '../api/order-mutations.ts';
import { BillingRegionCard, useBillingRegion } from '../components/BillingRegion.tsx';
import { CardStatus, useHasCard } from '../components/CardStatus.tsx';
import { ApprovalFlightCheck } from '../components/FlightWarnings.tsx';
import { OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { RefusedCreatives } from '../components/RefusedCreatives.tsx';
import { StepActions } from '../components/StepActions.tsx';
import { openInventoryDialog, openPaymentDialog } from '../components/submit-dialogs.tsx';
import { useCampaignsWritable } from '../use-can-modify.ts';
import { WizardNav } from '../components/WizardNav.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { budgetOf } from '../order-view.ts';

export const namespaces = ['orders', 'errors', 'alerts', 'caps'];

function Check({ ok, children }: { ok: boolean | undefined; children: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={22} radius="xl" color={ok ? 'teal' : 'gray'} variant={ok ? 'filled' : 'light'}>
          <Icon name={ok ? 'check' : 'circle'} size={14} />
        </ThemeIcon>
      }
    >
      <Text size="sm" c={ok ? undefined : 'dimmed'}>
        {children}
      </Text>
    </List.Item>
  );
}

function Approval({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const navigateTo = useNavigateTo();
  const submit = useSubmitForApproval(order.id);
  const hasCard = useHasCard();
  const region = useBillingRegion();
  const ids = { orderId: order.id, lineItemId: lineItem.id };
  const { placeholders, approved } = approvedCreativeSizes(order);
  // A role without campaigns.write (issue 33) submits nothing: it sees the campaign's detail instead.
  const writable = useCampaignsWritable();
  const submittable = writable && SUBMITTABLE_ORDER_STATUSES.includes(order.status);
  const ready = readyForApproval(order);

  const send = (force: boolean) =>
    submit.mutate(region.submission(force), {
      onSuccess: async () => {
        notifySuccess(successMessage('submittedForApproval', t));
        await navigateTo('hub.orders.detail', { orderId: order.id });
      },
      onError: (error) => {
        const code = isApiError(error) ? error.code : undefined;
        const group = paymentErrorGroupOf(code);
        if (group === 'inventory') {
          openInventoryDialog(
            t,
            {
              modify: () => void navigateTo('hub.orders.lineItems.edit', ids),
              submitAnyway: () => send(true),
            },
            order.lineItems.some((li) => isTargeted(li.targeting)),
          );
        } else if (group === 'paymentMethod') openPaymentDialog(t, errorMessage(error, t));
      },
    });
  const shownError =
    submit.error && !paymentErrorGroupOf(isApiError(submit.error) ? submit.error.code : undefined);

  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="approval" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OrderSummary order={order} lineItem={lineItem} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <CardStatus />
            {submittable && region.asked && <BillingRegionCard question={region} />}
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="h4" mb="sm">
                {t('approval.checklist')}
              </Title>
              <List spacing="xs" center>
                <Check ok={placeholders > 0}>{t('approval.checks.formats', { n: placeholders })}</Check>
                <Check ok={placeholders > 0 && approved >= placeholders}>
                  {t('approval.checks.creatives', { approved, total: placeholders })}
                </Check>
                <Check ok={hasCard}>{t('approval.checks.card')}</Check>
                <Check ok={submittable}>
                  {submittable
                    ? t('approval.checks.status')
                    : t('approval.checks.sent', { status: t(`status.order.${order.status}`) })}
                </Check>
              </List>
              {submittable && placeholders > 0 && approved < placeholders && (
                <Text size="sm" c="dimmed" mt="sm">
                  {t('approval.creativesInReview')}
                </Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      {order.status === 'DISAPPROVED' && order.disapprovalReason && (
        <Alert
          color="red"
          variant="light"
          mt="lg"
          title={t('detail.disapproved')}
          icon={<Icon name="alert" size={18} />}
        >
          {order.disapprovalReason}
        </Alert>
      )}
      {submittable && <ApprovalFlightCheck order={order} lineItem={lineItem} />}
      <RefusedCreatives order={order} mt="lg" />
      {shownError && (
        <Stack mt="lg">
          <FormAlert error={submit.error} />
        </Stack>
      )}
      <StepActions back={{ name: 'hub.orders.creatives', params: ids }}>
        {submittable ? (
          <Button
            onClick={() => region.check() && send(false)}
            loading={submit.isPending}
            disabled={!ready || hasCard === false}
            leftSection={<Icon name="check" size={18} />}
          >
            {t('approval.submit', { budget: f.money(budgetOf(order)) })}
          </Button>
        ) : (
          <Button variant="light" onClick={() => void navigateTo('hub.orders.detail', { orderId: order.id })}>
            {t('actions.seeDetail')}
          </Button>
        )}
      </StepActions>
    </>
  );
}

/** Approval: hub.orders.approval (spec §2), the wizard's last step: summary, budget, card, submission. */
export function Component() {
  return (
    <OrderLoader>
      {(loaded) => (loaded.lineItem ? <Approval {...loaded} lineItem={loaded.lineItem} /> : null)}
    </OrderLoader>
  );
}
