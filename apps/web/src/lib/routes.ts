import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LANGUAGES, isLanguage, type Language } from './domain.ts';
import type { HUB_ROUTES } from './hub-routes.ts';

/**
 * The route table (spec §2): one entry per screen, with the spec's name, its French path and its English path.
 * At runtime a route's name carries the language suffix (`hub.orders.fr`); navigation goes by name and params
 * (`pathFor`, `useNavigateTo`, `<LinkTo>`), never by hand-written paths.
 *
 * Patterns: `:param` is one segment, `:param?` an optional last segment, `*` any rest (redirect entries only).
 * Every path ends with a slash (spec §2 "Trailing slashes are forced").
 */

/** Who may see a screen: anyone, only logged-out users, logged-in users (hub), logged-in agency users. */
export type Area = 'public' | 'loggedOut' | 'hub' | 'agencies';

export interface RouteDef {
  readonly name: string;
  readonly fr: string;
  readonly en: string;
  readonly area: Area;
  /**
   * The screen module under src/features: `orders/OrdersListPage` -> features/orders/screens/OrdersListPage.tsx, or
   * app/screens/orders/OrdersListPage.tsx when app/ composes the screen with another feature's part.
   */
  readonly screen?: string;
  /** A redirect-only entry: where it goes, keeping the params (spec: "{segmentId} redirects to edit", ...). */
  readonly redirectTo?: string;
  /** Params that must be digits (spec: orderId is numeric); any other value leads to the 404 page. */
  readonly numeric?: readonly string[];
  /** Title and subtitle keys in the `titles` namespace (spec §2 "Page titles"). */
  readonly title?: string;
  readonly subtitle?: string;
  /** The reset pages need an e-mail held in the authentication state, else lost-password (spec §2). */
  readonly requiresAuthEmail?: boolean;
  /** Usable only when the current agency role is admin, else the agencies root (spec §2 "Agencies area"). */
  readonly agencyAdmin?: boolean;
}

/**
 * The routes the logged-out pages need: their own, the public ones, and the two hub pages they link to (the
 * campaign list, the profile). The rest of the hub's and the agencies' routes are in `hub-routes.ts`, in a chunk
 * of its own (app/hub-routes.ts) loaded once logged in or on the way to one of them (issue 13 §1: the login page does not carry them).
 */
// A table: one route per line reads best.
// prettier-ignore
export const BASE_ROUTES = [
  // Logged-out area: compte / account.
  { name: 'account.login', fr: '/fr/compte/connexion/', en: '/en/account/login/', area: 'loggedOut', screen: 'accounts/LoginPage', title: 'account.login' },
  { name: 'account.forgot-password', fr: '/fr/compte/mot-de-passe-perdu/', en: '/en/account/forgot-password/', area: 'loggedOut', screen: 'accounts/ForgotPasswordPage', title: 'account.forgotPassword' },
  { name: 'account.reset-password', fr: '/fr/compte/reinitialiser-mot-de-passe/', en: '/en/account/reset-password/', area: 'loggedOut', screen: 'accounts/ResetPasswordPage', title: 'account.resetPassword', requiresAuthEmail: true },
  { name: 'account.reset-password-confirmation', fr: '/fr/compte/mot-de-passe-confirmation/', en: '/en/account/reset-password-confirmation/', area: 'loggedOut', screen: 'accounts/ResetPasswordConfirmationPage', title: 'account.resetPasswordConfirmation', requiresAuthEmail: true },
  { name: 'account.register', fr: '/fr/compte/inscription/', en: '/en/account/register/', area: 'loggedOut', screen: 'accounts/RegisterPage', title: 'account.register' },
  { name: 'account.confirmation', fr: '/fr/compte/confirmation/:email/:idConfirmation?/', en: '/en/account/confirmation/:email/:idConfirmation?/', area: 'loggedOut', screen: 'accounts/ConfirmationPage', title: 'account.confirmation' },

  // The hub's home (the brand and the 404 page link to it), the campaign list.
  { name: 'hub.orders', fr: '/fr/guichet/campagnes/', en: '/en/hub/orders/', area: 'hub', screen: 'orders/OrdersListPage', title: 'orders.title', subtitle: 'orders.all' },

  // The profile (the footer's "Download my data" links to it).
  { name: 'hub.profile', fr: '/fr/guichet/profil/', en: '/en/hub/profile/', area: 'hub', screen: 'profile/ProfilePage', title: 'profile.title' },

  // Public screens.
  { name: 'preview.native', fr: '/fr/preview/native/', en: '/en/preview/native/', area: 'public', screen: 'preview/NativePreviewPage', title: 'preview.native' },
  { name: 'static-page', fr: '/fr/page/:slug/', en: '/en/page/:slug/', area: 'public', screen: 'pages/StaticPage' },
  { name: 'not-found', fr: '/fr/404/', en: '/en/404/', area: 'public', screen: 'pages/NotFoundPage', title: 'notFound.title' },
] as const satisfies readonly RouteDef[];

type AnyRoute = (typeof BASE_ROUTES)[number] | (typeof HUB_ROUTES)[number];
export type RouteName = AnyRoute['name'];
export type Params = Record<string, string | number | undefined>;

/** The table as known so far: the base routes, and the hub's once `hub-routes.ts` has loaded. */
const routes: RouteDef[] = [...BASE_ROUTES];
const byName = new Map<string, RouteDef>(routes.map((route) => [route.name, route]));

/** Adds routes to the table (hub-routes.ts, when it loads). */
export function addRoutes(added: readonly RouteDef[]): void {
  for (const route of added) {
    if (byName.has(route.name)) continue;
    routes.push(route);
    byName.set(route.name, route);
  }
}

export function routeDef(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name} (or the hub's routes are not loaded yet)`);
  return route;
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/** The runtime id of a route: its name with the language suffix (`hub.orders.fr`). */
export function routeId(name: RouteName, lang: Language): string {
  return `${name}.${lang}`;
}

/** Splits a runtime id (`hub.orders.fr`) into its name and language. */
export function parseRouteId(id: string): { name: RouteName; lang: Language } | null {
  const dot = id.lastIndexOf('.');
  const name = id.slice(0, dot);
  const lang = id.slice(dot + 1);
  return dot > 0 && isLanguage(lang) && isRouteName(name) ? { name, lang } : null;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The path of a route in a language, with its params filled (encoded) and a trailing slash. */
export function pathFor(name: RouteName, lang: Language, params: Params = {}): string {
  const pattern = routeDef(name)[lang];
  const parts: string[] = [];
  for (const segment of segments(pattern)) {
    if (segment === '*') continue;
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${name} needs the param ${key}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}/`;
}

export interface RouteMatch {
  name: RouteName;
  lang: Language;
  params: Record<string, string>;
}

/** Static segments weigh more than params, params more than optional ones; a splat weighs nothing. */
function matchPattern(
  pattern: string,
  parts: string[],
): { params: Record<string, string>; score: number } | null {
  const want = segments(pattern);
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '*') return parts.length > i ? { params, score } : null;
    const part = parts[i];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      if (part === undefined) {
        if (!optional) return null;
        continue;
      }
      try {
        params[key] = decodeURIComponent(part);
      } catch {
        return null;
      }
      score += optional ? 1 : 2;
    } else {
      if (part !== segment) return null;
      score += 3;
    }
  }
  return parts.length === want.length || (parts.length < want.length && want.at(-1)?.endsWith('?'))
    ? { params, score: score + 1 }
    : null;
}

/** The route a path shows, in the language of its pattern (trailing slash optional, no query). */
export function matchPath(pathname: string): RouteMatch | null {
  const parts = segments(pathname.split(/[?#]/)[0]);
  const lang = parts[0];
  if (!isLanguage(lang)) return null;
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of routes) {
    const found = matchPattern(route[lang], parts);
    if (found && (!best || found.score > best.score))
      best = { name: route.name as RouteName, lang, params: found.params, score: found.score };
  }
  return best && { name: best.name, lang: best.lang, params: best.params };
}

/** Whether a match's params satisfy its route's constraints (numeric ids). */
export function paramsValid(match: RouteMatch): boolean {
  const numeric: readonly string[] = routeDef(match.name).numeric ?? [];
  return numeric.every((key) => match.params[key] === undefined || /^\d+$/.test(match.params[key]));
}

/**
 * The same page in another language, with its params (the language switcher), or null when the path is not a
 * route of the table. `overrides` replaces params for the target language (a static page's translated slug).
 */
export function twin(pathname: string, lang: Language, overrides: Params = {}): string | null {
  const match = matchPath(pathname);
  if (!match) return null;
  return pathFor(match.name, lang, { ...match.params, ...overrides });
}

export function otherLanguage(lang: Language): Language {
  return LANGUAGES.find((l) => l !== lang) ?? lang;
}

/** The language of a path from its first segment, if it is fr or en. */
export function languageOf(pathname: string): Language | null {
  const first = segments(pathname)[0];
  return isLanguage(first) ? first : null;
}

/**
 * A screen module exports its component as `Component` (React Router's lazy convention) and may list the
 * message namespaces it needs as `namespaces`, fetched with its code.
 */
export type ScreenModule = {
  Component: ComponentType;
  namespaces?: readonly string[];
  /** The screen loads the domain's catalogues itself, when its form is used (the login page). */
  domainMessagesOnDemand?: boolean;
  /** Starts the screen's first requests as soon as its code is in, alongside its messages (issue 13 §1). */
  prefetch?: (queryClient: QueryClient) => void;
};

export type ScreenRoute = RouteDef & { readonly screen: string };

/** The routes of a table with a screen, each rendered by its own lazily loaded module. */
export function screenRoutes(table: readonly RouteDef[]): ScreenRoute[] {
  return table.filter((route): route is ScreenRoute => route.screen !== undefined);
}

/** Whether a route is behind the login (the hub's shell shows it; its screen comes with `hub-routes.ts`). */
export function isLoggedInArea(area: Area): boolean {
  return area === 'hub' || area === 'agencies';
}

/** Footer links (spec §2): the language-specific slugs of the static pages. */
export const STATIC_PAGE_SLUGS = {
  terms: { fr: 'conditions-utilisation', en: 'terms-of-use' },
  privacy: { fr: 'politique-de-confidentialite', en: 'privacy-policy' },
  serviceContract: { fr: 'contrat-de-service', en: 'service-contract' },
  faq: { fr: 'faq', en: 'faq' },
} as const satisfies Record<string, Record<Language, string>>;
