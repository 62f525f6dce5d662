import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLineItem } from '@portal/domain';
import { useEditCreative } from '../api/creatives.ts';
import { CreativeStep } from '../components/CreativeStep.tsx';
import { LoadError, OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import '../orders.css';

export const namespaces = ['orders', 'errors', 'alerts'];

function EditCreative({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const creativeId = Number(useParams().creativeId);
  const edit = useEditCreative();
  const creative = lineItem.creatives.find((c) => c.id === creativeId && c.approbation !== 'DELETED_BY_USER');
  if (!creative) return <LoadError error={{ code: 'NOT_FOUND' }} />;
  return (
    <CreativeStep
      order={order}
      lineItem={lineItem}
      creative={creative}
      save={(fields, asset, onProgress) => edit.mutateAsync({ creativeId, fields, asset, onProgress })}
      saved={t('creatives.updated')}
    />
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
