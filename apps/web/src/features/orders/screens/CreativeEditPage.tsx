import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatSize, type TLineItem } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../app/navigation.tsx';
import { useNativeTemplates } from '../api/catalogues.ts';
import { useEditCreative } from '../api/creatives.ts';
import { CreativeForm } from '../components/CreativeForm.tsx';
import { LoadError, OrderLoader, PageSpinner, type LoadedOrder } from '../components/OrderLoader.tsx';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice.tsx';
import { WizardNav } from '../components/WizardNav.tsx';
import { notifySuccess } from '../notify.ts';
import { canModify } from '../order-view.ts';
import '../orders.css';

export const namespaces = ['orders', 'errors', 'alerts'];

function EditCreative({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const creativeId = Number(useParams().creativeId);
  const native = lineItem.nativeFormatId != null;
  const natives = useNativeTemplates(lang, native);
  const edit = useEditCreative();
  const ids = { orderId: order.id, lineItemId: lineItem.id };
  const creative = lineItem.creatives.find((c) => c.id === creativeId && c.approbation !== 'DELETED_BY_USER');
  if (!creative) return <LoadError error={{ code: 'NOT_FOUND' }} />;
  if (native && natives.isPending) return <PageSpinner />;
  if (native && natives.isError) return <LoadError error={natives.error} />;
  const template = natives.data?.find(
    (n) => n.nativeFormatId === (creative.nativeFormatId ?? lineItem.nativeFormatId),
  );
  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="creatives" />
      {!canModify(order) ? (
        <ReadOnlyNotice order={order} />
      ) : (
        <CreativeForm
          creative={creative}
          orderId={order.id}
          lineItemId={lineItem.id}
          sizes={lineItem.creativePlaceholders.map((p) => formatSize(p.size))}
          template={template}
          back={{ name: 'hub.orders.creatives', params: ids, label: t('creatives.backToList') }}
          onSubmit={async (fields, asset, onProgress) => {
            await edit.mutateAsync({ creativeId: creative.id, fields, asset, onProgress });
            notifySuccess(t('creatives.updated'));
            await navigateTo('hub.orders.creatives', ids);
          }}
        />
      )}
    </>
  );
}

/** A creative's edit form: hub.orders.creatives.edit, reached from its card on the creatives step. */
export function Component() {
  return (
    <OrderLoader>
      {(loaded) => (loaded.lineItem ? <EditCreative {...loaded} lineItem={loaded.lineItem} /> : null)}
    </OrderLoader>
  );
}
