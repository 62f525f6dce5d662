import { useTranslation } from 'react-i18next';
import { useLanguage, useNavigateTo } from '../../../app/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useNativeTemplates, useOrderTypes } from '../api/catalogues.ts';
import { useCreateLineItem, useUpdateLineItem } from '../api/line-items.ts';
import { lineItemRequest, lineItemUpdateRequest } from '../line-item-form.ts';
import { notifySuccess } from '../notify.ts';
import { canModify, isNativeOrder } from '../order-view.ts';
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
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const types = useOrderTypes();
  const native = isNativeOrder(order, types.data);
  const natives = useNativeTemplates(lang, native);
  const create = useCreateLineItem();
  const update = useUpdateLineItem();
  if (types.isPending || (native && natives.isPending)) return <PageSpinner />;
  if (native && natives.isError) return <LoadError error={natives.error} />;
  const readOnly = !canModify(order);
  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="lineItem" />
      {readOnly && <ReadOnlyNotice order={order} />}
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
            await update.mutateAsync(lineItemUpdateRequest(values, ctx, lineItem.id, lineItem.targeting));
            notifySuccess(successMessage('lineItemUpdated', t));
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
