import { ComingSoon } from '../../../app/ui/ComingSoon.tsx';

/** List of invoices: hub.invoices-list (spec §2). Not built yet: its title shows above, this says so. */
export function Component() {
  return <ComingSoon />;
}
