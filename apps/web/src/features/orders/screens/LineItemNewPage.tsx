import { LineItemStep } from '../components/LineItemStep.tsx';
import { OrderLoader } from '../components/OrderLoader.tsx';

export const namespaces = ['orders', 'errors', 'alerts'];

/** New line item: hub.orders.lineItems.new (spec §2), the wizard's second step. */
export function Component() {
  return <OrderLoader>{(loaded) => <LineItemStep {...loaded} />}</OrderLoader>;
}
