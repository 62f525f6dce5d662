import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatSize, type TLineItem } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../app/navigation.tsx';
import { useNativeTemplates } from '../api/catalogues.ts';
import { useCreateCreative } from '../api/creatives.ts';
import { CreativeForm } from '../components/CreativeForm.tsx';
import { LoadError, OrderLoader, PageSpinner, type LoadedOrder } from '../components/OrderLoader.tsx';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice.tsx';
import { WizardNav } from '../components/WizardNav.tsx';
import { notifySuccess } from '../notify.ts';
import { canModify } from '../order-view.ts';
import '../orders.css';

export const namespaces = ['orders', 'errors', 'alerts'];

function NewCreative({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const [search] = useSearchParams();
  const native = lineItem.nativeFormatId != null;
  const natives = useNativeTemplates(lang, native);
  const create = useCreateCreative();
  const ids = { orderId: order.id, lineItemId: lineItem.id };
  if (native && natives.isPending) return <PageSpinner />;
  if (native && natives.isError) return <LoadError error={natives.error} />;
  const template = natives.data?.find((n) => n.nativeFormatId === lineItem.nativeFormatId);
  const sizes = lineItem.creativePlaceholders.map((p) => formatSize(p.size));
  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="creatives" />
      {!canModify(order) ? (
        <ReadOnlyNotice order={order} />
      ) : (
        <CreativeForm
          orderId={order.id}
          lineItemId={lineItem.id}
          sizes={sizes}
          initialSize={search.get('size') ?? undefined}
          template={template}
          back={{ name: 'hub.orders.creatives', params: ids, label: t('creatives.backToList') }}
          onSubmit={async (fields, asset, onProgress) => {
            await create.mutateAsync({ fields, asset, onProgress });
            notifySuccess(t('creatives.saved'));
            await navigateTo('hub.orders.creatives', ids);
          }}
        />
      )}
    </>
  );
}

/** New creative of a line item: hub.orders.creatives.new (spec §2), an image upload or a native ad. */
export function Component() {
  return (
    <OrderLoader>
      {(loaded) => (loaded.lineItem ? <NewCreative {...loaded} lineItem={loaded.lineItem} /> : null)}
    </OrderLoader>
  );
}
