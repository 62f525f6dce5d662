import { ComingSoon } from '../../../app/ui/ComingSoon.tsx';

/** E-mail change confirmation: hub.confirm-profile.email (spec §2). Not built yet: its title shows above, this says so. */
export function Component() {
  return <ComingSoon />;
}
