import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { productName } from '@portal/domain';
import { pageEvent, pushToDataLayer } from '../analytics.ts';
import { useLanguage } from '../../lib/navigation.tsx';
import { usePageMetaFor } from '../../lib/page-meta.ts';
import { matchPath, routeDef } from '../../lib/routes.ts';

export interface PageTitle {
  title: string;
  subtitle?: string;
  /** The route names no title of its own: its screen supplies it once known (a static page). */
  pending: boolean;
}

/** The current page's title and subtitle (spec §2 "Page titles"): the route table's, or its screen's. */
export function usePageTitle(): PageTitle {
  const { t } = useTranslation('titles');
  const lang = useLanguage();
  const { pathname } = useLocation();
  const meta = usePageMetaFor(pathname);
  const match = matchPath(pathname);
  const route = match ? routeDef(match.name) : undefined;
  const orderId = match?.params.orderId;
  const params = {
    name: orderId ? t('orders.fallbackName', { orderId }) : '',
    ...match?.params,
    ...meta.titleParams,
  };
  const title = meta.title ?? (route?.title ? t(route.title, params) : undefined);
  const subtitle = meta.subtitle ?? (route?.subtitle ? t(route.subtitle, params) : undefined);
  return { title: title ?? productName(lang), subtitle, pending: title === undefined };
}

/**
 * Keeps document.title in step with the page title and sends the analytics page event once per navigation,
 * as soon as the page's title is known (spec §3 "Page-data event": url, title, campaign id).
 */
export function useDocumentTitle({ title, subtitle, pending }: PageTitle): void {
  const { t } = useTranslation('titles');
  const app = productName(useLanguage());
  const location = useLocation();
  const sentFor = useRef<string | null>(null);
  const documentTitle = [title, subtitle].filter(Boolean).join(' – ');
  const full = pending ? app : t('document', { page: documentTitle, app });
  const description = t('description');
  const area = routeArea(location.pathname);
  useEffect(() => {
    setMeta('description', description);
    // Only the public and logged-out pages are for search engines; the hub's are a user's own (issue 13 §1).
    setMeta('robots', area === 'hub' || area === 'agencies' ? 'noindex' : null);
  }, [description, area]);
  useEffect(() => {
    document.title = full;
    if (pending || sentFor.current === location.key) return;
    sentFor.current = location.key;
    const orderId = matchPath(location.pathname)?.params.orderId;
    pushToDataLayer(pageEvent(location.pathname + location.search, full, orderId));
  }, [full, pending, location.key, location.pathname, location.search]);
}

function routeArea(pathname: string) {
  const match = matchPath(pathname);
  return match ? routeDef(match.name).area : undefined;
}

/** Sets (or removes, with null) a `<meta name>` of the document's head. */
function setMeta(name: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}
