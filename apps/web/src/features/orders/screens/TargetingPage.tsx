import { ComingSoon } from '../../../app/ui/ComingSoon.tsx';

/** Targeting of a line item: hub.orders.targeting (spec §2). Not built yet: its title shows above, this says so. */
export function Component() {
  return <ComingSoon />;
}
