import { ComingSoon } from '../../../app/ui/ComingSoon.tsx';

/** New campaign (spec §2 "Logged-in hub"); the campaign wizard of the orders issue. Not built yet: its title shows above, this says so. */
export function Component() {
  return <ComingSoon />;
}
