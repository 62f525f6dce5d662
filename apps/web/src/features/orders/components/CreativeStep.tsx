import { useTranslation } from 'react-i18next';
import { formatSize, type TCreative, type TLineItem } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { useNativeTemplates } from '../../../lib/catalogues.ts';
import type { CreativeFields } from '../api/creatives.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCanModify } from '../use-can-modify.ts';
import type { OrderView } from '../api/get-order.ts';
import { CreativeForm } from './CreativeForm.tsx';
import { LoadError, PageSpinner } from './OrderLoader.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
import { WizardNav } from './WizardNav.tsx';

/**
 * The creative form on the wizard's creatives step, for a new creative or for `creative` being edited: the line
 * item's native template when it is a native one, read-only while the order cannot change; once saved, the success
 * alert and back to the line item's creatives.
 */
export function CreativeStep({
  order,
  lineItem,
  creative,
  initialSize,
  save,
  saved,
}: {
  order: OrderView;
  lineItem: TLineItem;
  creative?: TCreative;
  initialSize?: string;
  save: (
    fields: CreativeFields,
    asset: File | null,
    onProgress: (fraction: number) => void,
  ) => Promise<unknown>;
  /** The success alert. */
  saved: string;
}) {
  const { t } = useTranslation('orders');
  const canModify = useCanModify();
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const native = lineItem.nativeFormatId != null;
  const natives = useNativeTemplates(lang, native);
  const ids = { orderId: order.id, lineItemId: lineItem.id };
  if (native && natives.isPending) return <PageSpinner />;
  if (native && natives.isError) return <LoadError error={natives.error} />;
  const formatId = creative?.nativeFormatId ?? lineItem.nativeFormatId;
  const template = natives.data?.find((n) => n.nativeFormatId === formatId);
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
          initialSize={initialSize}
          template={template}
          back={{ name: 'hub.orders.creatives', params: ids, label: t('creatives.backToList') }}
          onSubmit={async (fields, asset, onProgress) => {
            await save(fields, asset, onProgress);
            notifySuccess(saved);
            await navigateTo('hub.orders.creatives', ids);
          }}
        />
      )}
    </>
  );
}
