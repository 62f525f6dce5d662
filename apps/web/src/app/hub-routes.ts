import { HUB_ROUTES } from '../lib/hub-routes.ts';
import type { ScreenModule } from '../lib/routes.ts';

/**
 * The hub's chunk (issue 13 §1: the login page carries none of it): the hub's and the agencies' routes, added to the
 * route table as lib/hub-routes.ts loads, and the modules of their screens. The route table lives in lib/ (features
 * link by route name); the screens' modules are listed here, in app/, the one place that knows every feature.
 */
export { HUB_ROUTES };

/** One chunk per screen: every screen of a feature outside the logged-out and public ones. */
const FEATURE_SCREENS = import.meta.glob<ScreenModule>([
  '../features/*/screens/*.tsx',
  '!../features/accounts/**',
  '!../features/pages/**',
  '!../features/preview/**',
  '!../features/profile/screens/ProfilePage.tsx',
  '!../features/finances/screens/FinancesPage.tsx',
]);

/**
 * Screens that show another feature's part, composed here (a feature does not import another): each takes the place
 * of its feature's screen in the table (`./screens/profile/ProfilePage.tsx` for `profile/ProfilePage`).
 */
const COMPOSED_SCREENS = import.meta.glob<ScreenModule>('./screens/*/*.tsx');

export const HUB_SCREEN_MODULES: Record<string, () => Promise<ScreenModule>> = {
  ...FEATURE_SCREENS,
  ...Object.fromEntries(
    Object.entries(COMPOSED_SCREENS).map(([file, load]) => [
      file.replace(/^\.\/screens\/([^/]+)\//, '../features/$1/screens/'),
      load,
    ]),
  ),
};
