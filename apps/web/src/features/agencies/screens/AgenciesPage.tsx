import { ComingSoon } from '../../../app/ui/ComingSoon.tsx';

/** Agencies root (spec §2 "Agencies area"). Not built yet: its title shows above, this says so. */
export function Component() {
  return <ComingSoon />;
}
