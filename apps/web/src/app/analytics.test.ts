import { describe, expect, it } from 'vitest';
import { clickEvent, pageEvent, pushToDataLayer } from './analytics.ts';

function element(tagName: string, attrs: Record<string, string>, text: string) {
  const el = {
    tagName,
    id: attrs.id ?? '',
    textContent: text,
    getAttribute: (name: string) => attrs[name] ?? null,
    closest: () => el,
  };
  return el as unknown as Element;
}

describe('analytics data layer', () => {
  it('sends a page event with url, title and the campaign id', () => {
    expect(pageEvent('/fr/guichet/campagnes/42/', 'Campagne', '42')).toEqual({
      event: 'page',
      url: '/fr/guichet/campagnes/42/',
      title: 'Campagne',
      campaignId: 42,
    });
    expect(pageEvent('/en/hub/orders/', 'Orders', undefined).campaignId).toBeNull();
  });

  it('describes a click on a link or a button', () => {
    expect(clickEvent(element('A', { href: '/en/page/faq/' }, '  FAQ '), '/en/')).toEqual({
      event: 'click',
      url: '/en/',
      element: 'link',
      text: 'FAQ',
      href: '/en/page/faq/',
      id: null,
    });
    expect(
      clickEvent(element('BUTTON', { 'aria-label': 'Open the menu', id: 'burger' }, ''), '/'),
    ).toMatchObject({
      element: 'button',
      text: 'Open the menu',
      id: 'burger',
    });
  });

  it('ignores clicks outside links and buttons', () => {
    const plain = { closest: () => null } as unknown as Element;
    expect(clickEvent(plain, '/')).toBeNull();
    expect(clickEvent(null, '/')).toBeNull();
  });

  it('creates window.dataLayer when missing and appends to it', () => {
    const win: { dataLayer?: unknown[] } = {};
    pushToDataLayer(pageEvent('/a/', 'A', undefined), win);
    pushToDataLayer(pageEvent('/b/', 'B', undefined), win);
    expect(win.dataLayer).toHaveLength(2);
  });
});
