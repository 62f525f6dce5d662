import { DEFAULT_LANGUAGE, isLanguage, type Language } from './domain.ts';
import {
  languageOf,
  matchPath,
  otherLanguage,
  paramsValid,
  pathFor,
  routeDef,
  type RouteMatch,
  type RouteName,
} from './routes.ts';

/**
 * Where a location must go before anything renders (spec §2 "General rules", guards of §2 and §6), as pure
 * functions: the router's root loader calls `resolveRedirect` on every navigation.
 */

export interface RedirectContext {
  isLogged: boolean;
  /** The session ended by itself (expired), so login says so. */
  sessionExpired?: boolean | 'suspended';
  /** The `locale` cookie's value, if any. */
  cookieLocale?: string | null;
  /** navigator.languages. */
  browserLanguages?: readonly string[];
  /** The public front prefix segment to strip (`public`). */
  publicPrefix?: string;
  /** The e-mail held in the authentication state (the reset pages need one). */
  authEmail?: string | null;
  /** The current agency role (`user` unless activated). */
  agencyRole?: string;
  /** The agencies area is switched off (spec §6: true in the product's build). */
  agenciesDisabled?: boolean;
}

export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The `locale` cookie's language, else the browser's first fr or en, else fr (spec §1, §2). */
export function preferredLanguage(
  cookieLocale?: string | null,
  browserLanguages: readonly string[] = [],
): Language {
  if (isLanguage(cookieLocale)) return cookieLocale;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** Where unknown paths land: the campaign list, or login when logged out. */
export function landingPath(lang: Language, isLogged: boolean): string {
  return pathFor(isLogged ? 'hub.orders' : 'account.login', lang);
}

/**
 * The login page, remembering the full path to come back to (spec §4), and saying the session expired when it
 * ended by itself (`expired=1`, issue 12), or `expired=suspended` when it ended because the account is suspended
 * (issue 31 §14).
 */
export function loginPath(
  lang: Language,
  redirectTo?: string,
  expired: boolean | 'suspended' = false,
): string {
  const login = pathFor('account.login', lang);
  const query = new URLSearchParams({
    ...(redirectTo ? { redirect: redirectTo } : {}),
    ...(expired ? { expired: expired === true ? '1' : expired } : {}),
  }).toString();
  return query ? `${login}?${query}` : login;
}

/**
 * The page a login goes back to (spec §4: "the optional redirect target if present"): a path of this site, never
 * another origin (`//host`, `https://...`, backslashes some browsers read as slashes), else null.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  return value;
}

/** Access rules of a matched route; null when it may be shown. */
export function guardRedirect(match: RouteMatch, fullPath: string, ctx: RedirectContext): string | null {
  const route = routeDef(match.name);
  const { lang } = match;
  switch (route.area) {
    case 'loggedOut':
      if (ctx.isLogged) return pathFor('hub.orders', lang);
      if (route.requiresAuthEmail && !ctx.authEmail) return pathFor('account.forgot-password', lang);
      return null;
    case 'hub':
      return ctx.isLogged ? null : loginPath(lang, fullPath, ctx.sessionExpired);
    case 'agencies':
      if (!ctx.isLogged) return loginPath(lang, fullPath, ctx.sessionExpired);
      if (ctx.agenciesDisabled) return pathFor('hub.orders', lang);
      if (route.agencyAdmin && ctx.agencyRole !== 'admin') return pathFor('agencies.index', lang);
      return null;
    default:
      return null;
  }
}

function stripPrefix(pathname: string, prefix: string | undefined): string {
  if (!prefix) return pathname;
  const head = `/${prefix}`;
  if (pathname === head || pathname === `${head}/`) return '/';
  return pathname.startsWith(`${head}/`) ? pathname.slice(head.length) : pathname;
}

/** The path with its language prefix swapped: `/fr/hub/orders/` read as `/en/hub/orders/`. */
function underOtherPrefix(pathname: string, lang: Language): string {
  return `/${otherLanguage(lang)}${pathname.slice(lang.length + 1)}`;
}

/**
 * Where a location must be redirected, or null when it is fine as it is. In order: the public prefix is
 * stripped; `/` goes to the preferred language; a trailing slash is forced; a path of one language under the
 * other's prefix goes to its twin; invalid ids go to the 404 page; redirect entries are followed; guards apply;
 * unknown paths go to the campaign list (or login).
 */
export function resolveRedirect(location: LocationLike, ctx: RedirectContext): string | null {
  const search = location.search ?? '';
  const hash = location.hash ?? '';
  let pathname = stripPrefix(location.pathname || '/', ctx.publicPrefix);
  const lang = languageOf(pathname);
  if (!lang) return landingPath(preferredLanguage(ctx.cookieLocale, ctx.browserLanguages), ctx.isLogged);
  if (!pathname.endsWith('/')) pathname += '/';

  const match = matchPath(pathname);
  if (!match) {
    const foreign = matchPath(underOtherPrefix(pathname, lang));
    if (!foreign) return landingPath(lang, ctx.isLogged);
    if (!paramsValid(foreign)) return pathFor('not-found', lang);
    return settle(pathFor(foreign.name, lang, foreign.params), search, hash, ctx);
  }
  if (!paramsValid(match)) return pathFor('not-found', lang);

  const route = routeDef(match.name);
  if (route.redirectTo)
    return settle(pathFor(route.redirectTo as RouteName, lang, match.params), search, hash, ctx);
  const guarded = guardRedirect(match, pathname + search + hash, ctx);
  if (guarded) return guarded;
  return pathname === location.pathname ? null : pathname + search + hash;
}

/** A redirect target followed to its end, so one navigation lands where it must (no chains of redirects). */
function settle(pathname: string, search: string, hash: string, ctx: RedirectContext): string {
  return resolveRedirect({ pathname, search, hash }, ctx) ?? pathname + search + hash;
}
