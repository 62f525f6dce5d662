import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useNativeTemplates, useOrderTypes } from '../../../lib/catalogues.ts';
import { useCreateLineItem, useUpdateLineItem } from '../api/line-items.ts';
import { useFormatters } from '../../../lib/format.ts';
import { lineItemRequest, lineItemUpdateRequest } from '../line-item-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isNativeOrder } from '../order-view.ts';
import { useCanModify } from '../use-can-modify.ts';
import { LineItemForm } from './LineItemForm.tsx';
import { LoadError, PageSpinner, type LoadedOrder } from './OrderLoader.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
import { WizardNav } from './WizardNav.tsx';

/**
 * The line item step, new (POST /gam/line-items) or saved (PUT /gam/line-items, its targeting kept), then the
 * targeting step with the success alert of spec §8.
 */
export function LineItemStep({ order, lineItem }: LoadedOrder) {
  const { t } = useTranslation('orders');
  const canModify = useCanModify();
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const types = useOrderTypes();
  const native = isNativeOrder(order, types.data);
  const natives = useNativeTemplates(lang, native);
  const create = useCreateLineItem();
  const update = useUpdateLineItem();
  const f = useFormatters();
  if (types.isPending || (native && natives.isPending)) return <PageSpinner />;
  if (native && natives.isError) return <LoadError error={natives.error} />;
  const readOnly = !canModify(order);
  // A submitted campaign's budget is held on the card: a raise is held too, as submission does (issue 12 item 13).
  const held = lineItem !== undefined && order.status !== 'DRAFT' && order.status !== 'DISAPPROVED';
  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="lineItem" />
      {readOnly && <ReadOnlyNotice order={order} />}
      {!readOnly && held && (
        <Alert variant="light" color="brand" mb="md" data-testid="budget-hold-notice">
          {t('lineItem.raiseNotice')}
        </Alert>
      )}
      <LineItemForm
        orderId={order.id}
        lineItem={lineItem}
        isNative={native}
        natives={natives.data ?? []}
        readOnly={readOnly}
        submitLabel={t('lineItem.save')}
        back={{ name: 'hub.orders.edit', params: { orderId: order.id } }}
        onSubmit={async (values, ctx) => {
          let lineItemId = lineItem?.id;
          if (lineItem) {
            const saved = (await update.mutateAsync(
              lineItemUpdateRequest(values, ctx, lineItem.id, lineItem.targeting),
            )) as Partial<TOrder>;
            notifySuccess(
              saved.preAuthorizedAmount === undefined
                ? successMessage('lineItemUpdated', t)
                : t('lineItem.preAuthorized', { amount: f.money(saved.preAuthorizedAmount) }),
            );
          } else {
            const { lineItemIds } = await create.mutateAsync(lineItemRequest(values, ctx));
            lineItemId = lineItemIds[0];
            notifySuccess(successMessage('lineItemAdded', t));
          }
          if (lineItemId) await navigateTo('hub.orders.targeting', { orderId: order.id, lineItemId });
          else await navigateTo('hub.orders.detail', { orderId: order.id });
        }}
      />
    </>
  );
}
