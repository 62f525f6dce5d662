import { HUB_ROUTES } from '../lib/hub-routes.ts';
import type { ScreenModule } from '../lib/routes.ts';

/**
 * The hub's chunk (issue 13 §1: the login page carries none of it): the hub's and the agencies' routes, added to the
 * route table as lib/hub-routes.ts loads, and the modules of their screens. The route table lives in lib/ (features
 * link by route name); the screens' modules are listed here, in app/, the one place that knows every feature.
 */
export { HUB_ROUTES };

/** One chunk per screen: every screen of a feature outside the logged-out and public ones. */
export const HUB_SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/*/screens/*.tsx',
  '!../features/accounts/**',
  '!../features/pages/**',
  '!../features/preview/**',
]);
