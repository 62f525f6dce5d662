import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from './domain.ts';
import type { Params } from './routes.ts';

/**
 * What a screen knows better than the route table: its real title (a static page's, a campaign's name) and the
 * params of its twin in each language (a static page's translated slug). Kept per pathname, so a stale value
 * never leaks onto the next page.
 */
export interface PageMeta {
  title?: string;
  subtitle?: string;
  /** Values for the `{{name}}` of the route's subtitle (a campaign's name). */
  titleParams?: Record<string, string>;
  twinParams?: Partial<Record<Language, Params>>;
}

let current: { pathname: string; meta: PageMeta } | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setPageMeta(pathname: string, meta: PageMeta | null): void {
  current = meta ? { pathname, meta } : null;
  emit();
}

export function pageMetaFor(pathname: string): PageMeta {
  return current?.pathname === pathname ? current.meta : EMPTY;
}

const EMPTY: PageMeta = {};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageMetaFor(pathname: string): PageMeta {
  return useSyncExternalStore(
    subscribe,
    () => pageMetaFor(pathname),
    () => EMPTY,
  );
}

/** Called by a screen: its meta holds while it is shown at this pathname. */
export function usePageMeta(pathname: string, meta: PageMeta | null): void {
  const key = JSON.stringify(meta);
  useEffect(() => {
    setPageMeta(pathname, meta);
    return () => {
      if (current?.pathname === pathname) setPageMeta(pathname, null);
    };
    // `key` stands for `meta`'s content: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, key]);
}
