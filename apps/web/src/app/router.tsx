import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { LANGUAGES } from '../lib/domain.ts';
import { preloadNamespaces, setLanguage } from '../lib/i18n.ts';
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
import { AppLayout, loadHubShell } from './layout/AppLayout.tsx';
import { BootLoader, RootError, ScreenError } from './layout/ErrorScreens.tsx';
import { loadChunk, setLoaderStage } from './loader-stage.ts';
import { queryClient } from './query-client.ts';
import { guardRedirect, resolveRedirect, type RedirectContext } from './redirects.ts';
import { SCREEN_ROUTES, languageOf, matchPath, routeDef, routeId } from './routes.ts';

/**
 * A screen module exports its component as `Component` (React Router's lazy convention) and may list the
 * message namespaces it needs as `namespaces`, fetched with its code.
 */
type ScreenModule = {
  Component: ComponentType;
  namespaces?: readonly string[];
  /** The screen loads the domain's catalogues itself, when its form is used (the login page). */
  domainMessagesOnDemand?: boolean;
};

/** One chunk per screen: Vite splits each file matched here into its own lazily loaded chunk. */
const screenModules = import.meta.glob<ScreenModule>('../features/*/screens/*.tsx');

const DOMAIN_NAMESPACES = ['validation', 'errors'];

export const PUBLIC_PREFIX = import.meta.env.VITE_PUBLIC_PREFIX ?? 'public';

function lazyScreen(screen: string): RouteObject['lazy'] {
  const [feature, file] = screen.split('/');
  const importer = screenModules[`../features/${feature}/screens/${file}.tsx`];
  if (!importer) throw new Error(`No screen module for ${screen}`);
  return async () => {
    // The domain's catalogues word every form's errors (lib/domain-messages.ts): fetched with a screen's code,
    // unless the screen says it fetches them itself.
    const { Component, namespaces = [], domainMessagesOnDemand } = await loadChunk(importer);
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
    cookieLocale: browserLocaleCookie(),
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
  // The hub's shell comes alongside the screen once logged in (its chunk is not needed before).
  if (await ensureSession()) void loadHubShell();
  const ctx = redirectContext();
  const target = resolveRedirect(url, ctx);
  if (target) throw redirect(target);

  const match = matchPath(url.pathname);
  if (match && routeDef(match.name).area === 'agencies') {
    const [settings, user] = await Promise.all([
      queryClient.ensureQueryData(settingsQuery).catch(() => buildSettings),
      queryClient.fetchQuery({ ...userQuery, staleTime: 0 }).catch(() => undefined),
    ]);
    const guarded = guardRedirect(match, url.pathname + url.search, {
      ...ctx,
      agenciesDisabled: settings.agenciesDisabled,
      agencyRole: getAgencyRole(user),
    });
    if (guarded) throw redirect(guarded);
  }
  const lang = languageOf(url.pathname);
  if (lang) await setLanguage(lang);
  return null;
}

export function appRoutes(): RouteObject[] {
  const screens: RouteObject[] = SCREEN_ROUTES.flatMap((route) =>
    LANGUAGES.map((lang) => ({
      id: routeId(route.name, lang),
      // React Router matches with or without the trailing slash; the table's patterns end with one.
      path: route[lang].replace(/\/$/, ''),
      handle: { name: route.name, lang },
      lazy: lazyScreen(route.screen),
      ErrorBoundary: ScreenError,
    })),
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
        { path: '*', lazy: lazyScreen('pages/NotFoundPage'), ErrorBoundary: ScreenError },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
