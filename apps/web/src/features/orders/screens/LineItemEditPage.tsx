import { LineItemStep } from '../components/LineItemStep.tsx';
import { OrderLoader } from '../components/OrderLoader.tsx';

export const namespaces = ['orders', 'errors', 'alerts'];

/** A line item of a campaign: hub.orders.lineItems.edit (spec §2), read-only per isEditable/isReadOnly. */
export function Component() {
  return <OrderLoader>{(loaded) => <LineItemStep {...loaded} />}</OrderLoader>;
}
