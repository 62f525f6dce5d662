import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useOrderTypes } from '../../../lib/catalogues.ts';
import { useUpdateOrder } from '../api/order-mutations.ts';
import { OrderDetailsForm } from '../components/OrderDetailsForm.tsx';
import { OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice.tsx';
import { WizardNav } from '../components/WizardNav.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { firstLineItem, orderTypeOf } from '../order-view.ts';
import { useCanModify } from '../use-can-modify.ts';

export const namespaces = ['orders', 'errors', 'alerts'];

function EditDetails({ order }: LoadedOrder) {
  const { t } = useTranslation('orders');
  const navigateTo = useNavigateTo();
  const types = useOrderTypes();
  const update = useUpdateOrder(order.id);
  const editable = useCanModify()(order);
  const lineItem = firstLineItem(order);
  const typeName = orderTypeOf(order, types.data)?.name ?? 'standard';
  return (
    <>
      <WizardNav order={order} current="details" />
      {!editable && <ReadOnlyNotice order={order} />}
      <OrderDetailsForm
        initial={{ name: order.cleanName, notes: order.notes, typeName }}
        types={types.data ?? []}
        chooseType={false}
        readOnly={!editable}
        submitLabel={t('details.save')}
        onSubmit={async (values) => {
          await update.mutateAsync({ name: values.name, notes: values.notes });
          notifySuccess(successMessage('changeSaved', t));
          if (lineItem) {
            await navigateTo('hub.orders.lineItems.edit', { orderId: order.id, lineItemId: lineItem.id });
          } else await navigateTo('hub.orders.lineItems.new', { orderId: order.id });
        }}
      />
    </>
  );
}

/** The campaign's edit page, at its root (spec §2): its details, read-only per isEditable/isReadOnly (spec §4). */
export function Component() {
  return <OrderLoader>{(loaded) => <EditDetails {...loaded} />}</OrderLoader>;
}
