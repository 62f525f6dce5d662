import { describe, expect, it } from 'vitest';
import { adBlockForced, baitHidden, markNoticeShown, noticeAlreadyShown } from './adblock.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('ad-blocker notice', () => {
  it('can be forced by the adblock query or the window hook (tests)', () => {
    expect(adBlockForced('?adblock=1')).toBe(true);
    expect(adBlockForced('?x=2&adblock=true')).toBe(true);
    expect(adBlockForced('?adblock=0')).toBe(false);
    expect(adBlockForced('', { __forceAdBlock: true })).toBe(true);
    expect(adBlockForced('', {})).toBe(false);
  });

  it('sees a bait hidden by cosmetic filters', () => {
    const shown = { offsetParent: {}, offsetHeight: 2 } as unknown as HTMLElement;
    const collapsed = { offsetParent: {}, offsetHeight: 0 } as unknown as HTMLElement;
    expect(baitHidden(shown, { display: 'block', visibility: 'visible' })).toBe(false);
    expect(baitHidden(collapsed, { display: 'block', visibility: 'visible' })).toBe(true);
    expect(baitHidden(shown, { display: 'none', visibility: 'visible' })).toBe(true);
    expect(baitHidden(shown, { display: 'block', visibility: 'hidden' })).toBe(true);
  });

  it('is shown once per session', () => {
    const storage = memoryStorage();
    expect(noticeAlreadyShown(storage)).toBe(false);
    markNoticeShown(storage);
    expect(noticeAlreadyShown(storage)).toBe(true);
    expect(noticeAlreadyShown(undefined)).toBe(false);
  });
});
