import { HUB_ROUTES } from '../lib/hub-routes.ts';
import type { ScreenModule } from '../lib/routes.ts';

/**
 * The hub's chunk (issue 13 §1: the login page carries none of it): the hub's and the agencies' routes, added to the
 * route table as lib/hub-routes.ts loads, and the modules of their screens. The route table lives in lib/ (features
 * link by route name); the screens' modules are listed here, in app/, the one place that knows every feature.
 */
export { HUB_ROUTES };

/**
 * One chunk per screen: every screen of a feature outside the logged-out and public ones. A screen that shows
 * another feature's part is composed in app/screens/<feature>/ (a feature does not import another): that module is
 * the route's, in place of the feature's own (router.tsx's lazyScreen looks there first).
 */
export const HUB_SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/*/screens/*.tsx',
  '!../features/accounts/**',
  '!../features/pages/**',
  '!../features/preview/**',
  './screens/*/*.tsx',
  '!../features/profile/screens/ProfilePage.tsx',
  '!../features/finances/screens/FinancesPage.tsx',
]);
