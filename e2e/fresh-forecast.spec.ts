import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { answerBillingRegion, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A fresh install's forecast (issue 12, item 3), in French and English: the network has served a few ads today,
 * far too little history to forecast from. The line item says there is not enough traffic yet to estimate (no
 * alarming "36 of 60,000"), and submitting is not refused with NOT_ENOUGH_INVENTORY.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    lineItem: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/`,
    approval: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/approbation/`,
    forecast: 'Disponibilité',
    notEstimable: 'Pas encore assez de trafic pour estimer la disponibilité.',
    available: /impressions sont disponibles/,
    submit: /^Soumettre pour approbation/,
    submitted: 'Campagne soumise pour approbation.',
  },
  en: {
    locale: 'en-CA',
    lineItem: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/`,
    approval: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/approbation/`,
    forecast: 'Availability',
    notEstimable: 'Not enough traffic yet to estimate the availability.',
    available: /impressions are available/,
    submit: /^Submit for approval/,
    submitted: 'Campaign submitted for approval.',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a fresh install's forecast (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(90_000);

    test('says there is not enough traffic yet to estimate, and lets the campaign be submitted', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const { orderId, lineItemId } = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `${lang === 'fr' ? 'Lancement' : 'Launch'} ${Date.now().toString(36)}`,
        units: 60_000,
      });
      // A publisher just installed the tag: a few requests today, nothing before.
      for (let i = 0; i < 6; i += 1) {
        expect((await page.request.get('/ads/v1/decide?sizes=300x250')).status()).toBe(200);
      }

      await page.goto(w.lineItem(orderId, lineItemId));
      const forecast = page.getByRole('status', { name: w.forecast });
      await expect(forecast).toContainText(w.notEstimable, { timeout: 30_000 });
      await expect(forecast).not.toContainText(w.available);
      await shoot(page, testInfo, `${lang}-forecast-fresh`);

      await page.goto(w.approval(orderId, lineItemId));
      await answerBillingRegion(page, lang);
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.submitted)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
