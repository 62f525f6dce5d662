import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LANGUAGES } from '../lib/domain.ts';
import { NAMESPACES, preloadNamespaces, setLanguage } from '../lib/i18n.ts';
import { browserLocaleCookie } from '../lib/locale-cookie.ts';
import type { TUserInfo } from '@portal/domain';
import {
  ensureSession,
  getAgencyRole,
  getAuthEmail,
  isLogged,
  sessionExpired,
  userQuery,
} from '../lib/session.ts';
import { buildSettings, settingsQuery, type PortalSettings } from '../lib/settings.ts';
import { afterBootPaint, nextTask } from './boot-paint.ts';
import { AppLayout, loadHubShell } from './layout/AppLayout.tsx';
import { BootLoader, RootError, ScreenError } from './layout/ErrorScreens.tsx';
import { loadChunk, setLoaderStage } from '../lib/loader-stage.ts';
import { queryClient } from './query-client.ts';
import { loadHubRoutes } from './load-hub-routes.ts';
import { resolveRedirect, type RedirectContext } from '../lib/redirects.ts';
import {
  BASE_ROUTES,
  isLoggedInArea,
  languageOf,
  matchPath,
  routeDef,
  routeId,
  screenRoutes,
  type RouteDef,
  type RouteName,
  type ScreenModule,
} from '../lib/routes.ts';

type ScreenModules = Record<string, () => Promise<ScreenModule>>;

/**
 * One chunk per screen: Vite splits each file matched here into its own lazily loaded chunk. The hub's screens
 * are listed in hub-routes.ts, with their routes.
 */
const screenModules: ScreenModules = import.meta.glob<ScreenModule>([
  '../features/accounts/screens/*.tsx',
  '../features/pages/screens/*.tsx',
  '../features/preview/screens/*.tsx',
]);

const DOMAIN_NAMESPACES = ['validation', 'errors'];

export const PUBLIC_PREFIX = import.meta.env.VITE_PUBLIC_PREFIX ?? 'public';

function lazyScreen(modules: ScreenModules, screen: string, loggedIn = false): RouteObject['lazy'] {
  const [feature, file] = screen.split('/');
  const importer = modules[`../features/${feature}/screens/${file}.tsx`];
  if (!importer) throw new Error(`No screen module for ${screen}`);
  // The messages a screen certainly needs are fetched alongside its code, not after it (one round trip less before
  // the screen's first paint; issue 13 §1): its feature's namespace, and for a logged-in screen the domain's
  // catalogues and the alerts nearly every hub screen shows (only the login form fetches the catalogues on demand).
  // The screen's own list completes them below.
  const early = [
    ...(NAMESPACES.includes(feature) ? [feature] : []),
    ...(loggedIn ? [...DOMAIN_NAMESPACES, 'alerts'] : []),
  ];
  return async () => {
    // A hub screen's code announces some twenty files: its messages are asked for in the next task, not the same
    // long one (total blocking time; the hub's frame is already on screen).
    const preloadEarly = () => preloadNamespaces(early).catch(() => undefined);
    if (early.length > 0) void (loggedIn ? nextTask().then(preloadEarly) : preloadEarly());
    // The domain's catalogues word every form's errors (lib/domain-messages.ts): fetched with a screen's code,
    // unless the screen says it fetches them itself.
    const { Component, namespaces = [], domainMessagesOnDemand, prefetch } = await loadChunk(importer);
    // Only for a signed-in visitor: a logged-out visit of a hub path is redirected to login by the root loader, which
    // runs alongside this; a request sent without a session would answer 401 and end as "session expired" instead.
    if (prefetch && loggedIn) {
      void ensureSession().then((logged) => {
        if (logged) prefetch(queryClient);
      });
    }
    await preloadNamespaces(domainMessagesOnDemand ? namespaces : [...namespaces, ...DOMAIN_NAMESPACES]);
    setLoaderStage('booting');
    return { Component };
  };
}

function redirectContext(): RedirectContext {
  const settings = queryClient.getQueryData<PortalSettings>(settingsQuery.queryKey) ?? buildSettings;
  return {
    isLogged: isLogged(),
    sessionExpired: sessionExpired(),
    // Read only by the rules of a path without a language: reading document.cookie is a synchronous call to the
    // browser's cookie store, the longest part of a navigation's loader (issue 13 §1).
    get cookieLocale() {
      return browserLocaleCookie();
    },
    browserLanguages: navigator.languages ?? [navigator.language],
    publicPrefix: PUBLIC_PREFIX,
    authEmail: getAuthEmail(),
    agenciesDisabled: settings.agenciesDisabled,
    agencyRole: getAgencyRole(queryClient.getQueryData<TUserInfo>(userQuery.queryKey)),
  };
}

/**
 * Runs before every navigation (shouldRevalidate: always): the stored token is checked (spec §4), then the
 * redirect rules and guards of spec §2, then the interface language follows the path. The agencies area
 * refreshes the user and the settings first (spec §2).
 */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The hub's frame paints first on a signed-in visitor's first hub page (boot-paint.ts).
  await afterBootPaint();
  // The hub's shell comes alongside the screen once logged in (its chunk is not needed before); the hub's routes
  // are needed once logged in (redirects go there), or for a path the base table does not know.
  const logged = await ensureSession();
  // The user (the hub's shell and most screens read it) is asked for at once, alongside the hub's chunks.
  if (logged) {
    void loadHubShell();
    void queryClient.prefetchQuery(userQuery);
  }
  if (logged || needsHubRoutes(url.pathname)) await loadHubRoutes();
  let ctx = redirectContext();
  // The agencies area is guarded on the server's settings and a fresh user (spec §2), read before any rule runs: read
  // after, a reload or a direct URL met the build's default (agencies disabled) while the settings were still on
  // their way, and was sent to the campaigns (issue 31 §8).
  const match = matchPath(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
  if (logged && match && routeDef(match.name).area === 'agencies') {
    const [settings, user] = await Promise.all([
      queryClient.ensureQueryData(settingsQuery).catch(() => buildSettings),
      queryClient.fetchQuery({ ...userQuery, staleTime: 0 }).catch(() => undefined),
    ]);
    ctx = { ...ctx, agenciesDisabled: settings.agenciesDisabled, agencyRole: getAgencyRole(user) };
  }
  const target = resolveRedirect(url, ctx);
  if (target) throw redirect(target);
  const lang = languageOf(url.pathname);
  if (lang) await setLanguage(lang);
  return null;
}

/**
 * Whether a path (its public prefix stripped) may be a hub's or agencies' page: the base table does not know it,
 * or knows it as a hub page (the campaign list, the profile).
 */
function needsHubRoutes(pathname: string): boolean {
  const path = pathname.startsWith(`/${PUBLIC_PREFIX}/`)
    ? pathname.slice(PUBLIC_PREFIX.length + 1)
    : pathname;
  if (!languageOf(path)) return false;
  const match = matchPath(path);
  return !match || isLoggedInArea(routeDef(match.name).area);
}

/** React Router's routes for a table's screens, in both languages. */
function screenObjects(table: readonly RouteDef[], modules: ScreenModules): RouteObject[] {
  return screenRoutes(table).flatMap((route) =>
    LANGUAGES.map((lang) => ({
      id: routeId(route.name as RouteName, lang),
      // React Router matches with or without the trailing slash; the table's patterns end with one.
      path: route[lang].replace(/\/$/, ''),
      handle: { name: route.name, lang },
      lazy: lazyScreen(modules, route.screen, isLoggedInArea(route.area)),
      ErrorBoundary: ScreenError,
    })),
  );
}

export function appRoutes(): RouteObject[] {
  // The hub's screens (the campaign list and the profile too) come with hub-routes.ts.
  const screens = screenObjects(
    BASE_ROUTES.filter((route) => !isLoggedInArea(route.area)),
    screenModules,
  );
  return [
    {
      id: 'root',
      loader: rootLoader,
      shouldRevalidate: () => true,
      Component: AppLayout,
      HydrateFallback: BootLoader,
      ErrorBoundary: RootError,
      children: [
        ...screens,
        { path: '*', lazy: lazyScreen(screenModules, 'pages/NotFoundPage'), ErrorBoundary: ScreenError },
      ],
    },
  ];
}

let hubScreensPatched = false;

/**
 * The hub's screens join the router on the way to the first path that needs them (React Router calls this for a
 * path it does not know, or knows only through a param or the catch-all).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (hubScreensPatched || !needsHubRoutes(path)) return;
  await afterBootPaint();
  const { HUB_ROUTES, HUB_SCREEN_MODULES } = await loadHubRoutes();
  if (hubScreensPatched || signal.aborted) return;
  patch(
    'root',
    screenObjects(
      [...BASE_ROUTES, ...HUB_ROUTES].filter((route) => isLoggedInArea(route.area)),
      HUB_SCREEN_MODULES,
    ),
  );
  hubScreensPatched = true;
};

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation });
}
