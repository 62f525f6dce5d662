/**
 * Ad-blocker detection for the once-per-session notice (spec §2 "Layout", §8 "Ad blocker detected").
 * Two signs: a bait element with ad-like class names gets hidden, or the ad tag script cannot be fetched.
 * Tests force it with `?adblock=1` or `window.__forceAdBlock = true`.
 */

export const AD_BLOCK_NOTICE_KEY = 'adBlockNotice.shown';
export const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 pub_728x90 text-ad textAd banner-ads';
export const AD_TAG_URL = '/ads/tag.js';

declare global {
  interface Window {
    __forceAdBlock?: boolean;
  }
}

export function adBlockForced(search: string, win?: { __forceAdBlock?: boolean }): boolean {
  if (win?.__forceAdBlock === true) return true;
  const value = new URLSearchParams(search).get('adblock');
  return value === '1' || value === 'true';
}

/** Whether a bait element was hidden by a blocker's cosmetic filters. */
export function baitHidden(
  bait: HTMLElement,
  style: Pick<CSSStyleDeclaration, 'display' | 'visibility'>,
): boolean {
  return (
    bait.offsetParent === null ||
    bait.offsetHeight === 0 ||
    style.display === 'none' ||
    style.visibility === 'hidden'
  );
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function baitBlocked(doc: Document): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:2px;height:2px;';
  bait.innerHTML = '&nbsp;';
  doc.body.appendChild(bait);
  await wait(150);
  const hidden = !bait.isConnected || baitHidden(bait, doc.defaultView!.getComputedStyle(bait));
  bait.remove();
  return hidden;
}

/** A blocker answers the request itself with a network error; any HTTP answer means nothing blocked it. */
async function tagBlocked(fetchImpl: typeof fetch): Promise<boolean> {
  try {
    await fetchImpl(AD_TAG_URL, { method: 'GET', cache: 'no-store', credentials: 'omit' });
    return false;
  } catch {
    return true;
  }
}

export async function detectAdBlock(
  doc: Document = document,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  const [bait, tag] = await Promise.all([baitBlocked(doc), tagBlocked(fetchImpl)]);
  return bait || tag;
}

/** Once per session (sessionStorage). */
export function noticeAlreadyShown(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(AD_BLOCK_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function markNoticeShown(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(AD_BLOCK_NOTICE_KEY, '1');
  } catch {
    // Without storage the notice may come back on the next page load; nothing better to do.
  }
}
