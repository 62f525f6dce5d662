import { Box, Progress, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allCreativesSet, isTargeted, sentForApproval, type TLineItem } from '@portal/domain';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import type { RouteName } from '../../../lib/routes.ts';
import type { OrderView } from '../api/get-order.ts';
import { firstLineItem, WIZARD_STEPS, type WizardStep } from '../order-view.ts';

interface StepState {
  step: WizardStep;
  done: boolean;
  route?: { name: RouteName; params: Record<string, number> };
}

/** Where each step of the wizard is, and whether it is done, for an order (or none yet). */
export function wizardSteps(order: OrderView | undefined, lineItem?: TLineItem): StepState[] {
  const li = lineItem ?? (order ? firstLineItem(order) : undefined);
  const orderId = order?.id;
  const ids = orderId && li ? { orderId, lineItemId: li.id } : undefined;
  const creativesDone = Boolean(
    li && li.creatives.length > 0 && allCreativesSet({ ...li, creatives: li.creatives }),
  );
  return [
    {
      step: 'details',
      done: Boolean(order),
      route: orderId ? { name: 'hub.orders.edit', params: { orderId } } : undefined,
    },
    {
      step: 'lineItem',
      done: Boolean(li),
      route: orderId
        ? li
          ? { name: 'hub.orders.lineItems.edit', params: { orderId, lineItemId: li.id } }
          : { name: 'hub.orders.lineItems.new', params: { orderId } }
        : undefined,
    },
    {
      step: 'targeting',
      done: Boolean(li && (isTargeted(li.targeting) || li.creatives.length > 0)),
      route: ids && { name: 'hub.orders.targeting', params: ids },
    },
    { step: 'creatives', done: creativesDone, route: ids && { name: 'hub.orders.creatives', params: ids } },
    {
      step: 'approval',
      done: Boolean(order && sentForApproval(order)),
      route: ids && { name: 'hub.orders.approval', params: ids },
    },
  ];
}

/**
 * The campaign wizard's steps (spec §2: details, line item, targeting, creatives, approval): a stepper whose
 * reachable steps can be clicked; on a phone, the step's name and a progress bar.
 */
export function WizardNav({
  order,
  lineItem,
  current,
}: {
  order?: OrderView;
  lineItem?: TLineItem;
  current: WizardStep;
}) {
  const { t } = useTranslation('orders');
  const navigateTo = useNavigateTo();
  const steps = wizardSteps(order, lineItem);
  const active = WIZARD_STEPS.indexOf(current);
  return (
    <Box component="nav" aria-label={t('wizard.label')} mb="lg">
      <Box visibleFrom="sm">
        <Stepper
          active={active}
          size="sm"
          iconSize={30}
          onStepClick={(index) => {
            const route = steps[index]?.route;
            if (route) void navigateTo(route.name, route.params);
          }}
        >
          {steps.map((state, index) => (
            <Stepper.Step
              key={state.step}
              label={t(`wizard.steps.${state.step}`)}
              allowStepSelect={Boolean(state.route) && index !== active}
              completedIcon={undefined}
              color={state.done && index !== active ? 'teal' : undefined}
              aria-current={index === active ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </Box>
      <Box hiddenFrom="sm">
        <Text size="sm" fw={600}>
          {t('wizard.mobile', {
            index: active + 1,
            total: WIZARD_STEPS.length,
            step: t(`wizard.steps.${current}`),
          })}
        </Text>
        <Progress value={((active + 1) / WIZARD_STEPS.length) * 100} size="sm" mt={6} aria-hidden="true" />
      </Box>
    </Box>
  );
}
