import type { TPageDataEvent } from '@portal/domain';

/**
 * The analytics data layer (spec §3 "Page-data event", §7 "Other"): `window.dataLayer` gets a page event
 * {url, title, campaign id} on each navigation and a click event on clicks of links and buttons.
 */

/** The domain's page-data event (spec §3), tagged for the data layer. */
export type PageEvent = { event: 'page' } & TPageDataEvent;

export interface ClickEvent {
  event: 'click';
  url: string;
  element: 'link' | 'button';
  text: string;
  href: string | null;
  id: string | null;
}

export type DataLayerEvent = PageEvent | ClickEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(event: DataLayerEvent, win: { dataLayer?: unknown[] } = window): void {
  win.dataLayer ??= [];
  win.dataLayer.push(event);
}

export function pageEvent(url: string, title: string, orderId: string | undefined): PageEvent {
  const id = orderId !== undefined && /^\d+$/.test(orderId) ? Number(orderId) : null;
  return { event: 'page', url, title, campaignId: id };
}

const MAX_TEXT = 100;

/** The click event for a click target, or null when it is not inside a link or a button. */
export function clickEvent(target: EventTarget | null, url: string): ClickEvent | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = (target as Element).closest('a[href], button, [role="button"]');
  if (!element) return null;
  const isLink = element.tagName === 'A';
  const text = (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim();
  return {
    event: 'click',
    url,
    element: isLink ? 'link' : 'button',
    text: text.slice(0, MAX_TEXT),
    href: isLink ? element.getAttribute('href') : null,
    id: element.id || null,
  };
}

/** One delegated listener for the whole document; returns its removal. */
export function trackClicks(doc: Document = document, win: Window = window): () => void {
  const onClick = (e: MouseEvent) => {
    const event = clickEvent(e.target, win.location.pathname + win.location.search);
    if (event) pushToDataLayer(event, win);
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
