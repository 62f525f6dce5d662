import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLineItem } from '@portal/domain';
import { useCreateCreative } from '../api/creatives.ts';
import { CreativeStep } from '../components/CreativeStep.tsx';
import { OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import '../orders.css';

export const namespaces = ['orders', 'errors', 'alerts'];

function NewCreative({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  const create = useCreateCreative();
  return (
    <CreativeStep
      order={order}
      lineItem={lineItem}
      initialSize={search.get('size') ?? undefined}
      save={(fields, asset, onProgress) => create.mutateAsync({ fields, asset, onProgress })}
      saved={t('creatives.saved')}
    />
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
