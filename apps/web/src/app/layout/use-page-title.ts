import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageEvent, pushToDataLayer } from '../analytics.ts';
import { usePageMetaFor } from '../page-meta.ts';
import { matchPath, routeDef } from '../routes.ts';

export interface PageTitle {
  title: string;
  subtitle?: string;
  /** The route names no title of its own: its screen supplies it once known (a static page). */
  pending: boolean;
}

/** The current page's title and subtitle (spec §2 "Page titles"): the route table's, or its screen's. */
export function usePageTitle(): PageTitle {
  const { t } = useTranslation('titles');
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
  return { title: title ?? t('app'), subtitle, pending: title === undefined };
}

/**
 * Keeps document.title in step with the page title and sends the analytics page event once per navigation,
 * as soon as the page's title is known (spec §3 "Page-data event": url, title, campaign id).
 */
export function useDocumentTitle({ title, subtitle, pending }: PageTitle): void {
  const { t } = useTranslation('titles');
  const location = useLocation();
  const sentFor = useRef<string | null>(null);
  const documentTitle = [title, subtitle].filter(Boolean).join(' – ');
  const full = pending ? t('app') : t('document', { page: documentTitle, app: t('app') });
  useEffect(() => {
    document.title = full;
    if (pending || sentFor.current === location.key) return;
    sentFor.current = location.key;
    const orderId = matchPath(location.pathname)?.params.orderId;
    pushToDataLayer(pageEvent(location.pathname + location.search, full, orderId));
  }, [full, pending, location.key, location.pathname, location.search]);
}
