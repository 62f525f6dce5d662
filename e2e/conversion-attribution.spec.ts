import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A pixel's total and a campaign's conversions differ (issue 31 §9): the pixel list and the campaign's detail say
 * that a campaign is credited only with conversions after one of its ads was clicked or seen, once the pixel existed.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    pixels: '/fr/guichet/conversions/',
    detail: (id: number) => `/fr/guichet/campagnes/${id}/detail/campagne/`,
    listTitle: 'Pourquoi vos campagnes comptent moins de conversions',
    listNote: 'après la création du pixel',
    campaignNote: 'après la création de ce pixel',
    link: 'Voir mes pixels de conversion',
  },
  en: {
    locale: 'en-CA',
    pixels: '/en/hub/conversions/',
    detail: (id: number) => `/en/hub/orders/${id}/detail/order/`,
    listTitle: 'Why your campaigns show fewer conversions',
    listNote: 'after the pixel was created',
    campaignNote: 'after that pixel was created',
    link: 'See my conversion pixels',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];
  test.describe(`conversions credited to campaigns (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('the pixel list and the campaign say which conversions a campaign is credited with', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const name = `${lang === 'fr' ? 'Achats' : 'Purchases'} ${Date.now().toString(36)}`;
      const { orderId, api } = await campaignReadyToSubmit(page.request, account.token, lang, { name });
      await api('POST', '/conversions/', {
        name: `Pixel ${name}`,
        type: 'page_views',
        impressionsLookbackDays: 7,
        clicksLookbackDays: 14,
      });

      await page.goto(w.pixels);
      const note = page.getByRole('alert').filter({ hasText: w.listTitle });
      await expect(note).toContainText(w.listNote);
      await shoot(page, testInfo, `conversion-attribution-pixels-${lang}`);

      await page.goto(w.detail(orderId));
      await expect(page.getByText(w.campaignNote)).toBeVisible();
      await shoot(page, testInfo, `conversion-attribution-campaign-${lang}`);
      await page.getByRole('link', { name: w.link }).click();
      await expect(page).toHaveURL(new RegExp(`${w.pixels}$`));
    });
  });
}
