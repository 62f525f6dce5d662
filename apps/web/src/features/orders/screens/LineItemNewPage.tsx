import { ComingSoon } from '../../../app/ui/ComingSoon.tsx';

/** New line item: hub.orders.lineItems.new (spec §2). Not built yet: its title shows above, this says so. */
export function Component() {
  return <ComingSoon />;
}
