import { useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { Link, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './domain.ts';
import { DEFAULT_LANGUAGE } from './domain.ts';
import { writeLocaleCookie } from './locale-cookie.ts';
import {
  languageOf,
  matchPath,
  pathFor,
  twin,
  type Params,
  type RouteMatch,
  type RouteName,
} from './routes.ts';
import { pageMetaFor } from './page-meta.ts';

/** The route of the current location, by name and params (null on a path outside the table). */
export function useCurrentRoute(): RouteMatch | null {
  const { pathname } = useLocation();
  return matchPath(pathname);
}

/** The interface language: the current path's, else i18next's. */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = languageOf(pathname) ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Navigation by route name and params, in the current language unless told otherwise. A screen the user has left
 * navigates no more: a save that ends after the user moved to another step does not pull them back.
 */
export function useNavigateTo() {
  const navigate = useNavigate();
  const current = useLanguage();
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(
    async (
      name: RouteName,
      params?: Params,
      options?: NavigateOptions & { lang?: Language; search?: string },
    ) => {
      if (!shown.current) return;
      const { lang = current, search = '', ...rest } = options ?? {};
      await navigate(pathFor(name, lang, params) + search, rest);
    },
    [navigate, current],
  );
}

export type LinkToProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  name: RouteName;
  params?: Params;
  lang?: Language;
  search?: string;
};

/** A link to a route by name and params (usable as Mantine's `component`). */
export function LinkTo({ name, params, lang, search = '', ...rest }: LinkToProps) {
  const current = useLanguage();
  return <Link to={pathFor(name, lang ?? current, params) + search} {...rest} />;
}

/** The twin of the current page in a language, with its params, query and hash. */
export function twinLocation(
  location: { pathname: string; search: string; hash: string },
  lang: Language,
): string {
  const overrides = pageMetaFor(location.pathname).twinParams?.[lang];
  const target = twin(location.pathname, lang, overrides) ?? `/${lang}/`;
  return target + location.search + location.hash;
}

/** Moves to the twin of the current page and remembers the choice in the `locale` cookie (spec §1, §2). */
export function useSwitchLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (lang: Language) => {
      writeLocaleCookie(lang);
      void navigate(twinLocation(location, lang));
    },
    [location, navigate],
  );
}
