import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useOrderTypes } from '../../../lib/catalogues.ts';
import { useCreateOrder } from '../api/order-mutations.ts';
import { LoadError, PageSpinner } from '../components/OrderLoader.tsx';
import { OrderDetailsForm } from '../components/OrderDetailsForm.tsx';
import { WizardNav } from '../components/WizardNav.tsx';
import { notifySuccess } from '../../../lib/notify.ts';

export const namespaces = ['orders', 'errors', 'alerts'];

/** New campaign, the wizard's first step (spec §2): POST /gam/orders, then the line item step. */
export function Component() {
  const { t } = useTranslation('orders');
  const navigateTo = useNavigateTo();
  const types = useOrderTypes();
  const create = useCreateOrder();
  if (types.isPending) return <PageSpinner />;
  if (types.isError) return <LoadError error={types.error} />;
  return (
    <>
      <WizardNav current="details" />
      <OrderDetailsForm
        initial={{ name: '', notes: '', typeName: 'standard' }}
        types={types.data}
        chooseType
        submitLabel={t('details.create')}
        onSubmit={async (values) => {
          const type = types.data.find((candidate) => candidate.name === values.typeName) ?? types.data[0];
          const { orderId } = await create.mutateAsync({
            name: values.name,
            notes: values.notes,
            typeId: type.typeId,
            customFieldId: type.customFieldId,
          });
          notifySuccess(successMessage('orderCreated', t));
          await navigateTo('hub.orders.lineItems.new', { orderId });
        }}
      />
    </>
  );
}
