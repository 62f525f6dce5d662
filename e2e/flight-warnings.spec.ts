import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A flight accepted but at risk (issue 31 §22): 200 000 impressions starting today at 0 h (already past) and ending
 * tomorrow. The line item step and the approval step say so before submission, the approval step with the
 * forecast; a flight of a month starting tomorrow gets no warning.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    orders: '/fr/guichet/campagnes/',
    title: 'Vérifiez la période avant de soumettre',
    started: 'La période a commencé aujourd’hui à 0 h',
    pace: /ses 200\s000 impressions doivent être diffusées à environ/,
    forecast: /Prévision\s: /,
  },
  en: {
    locale: 'en-CA',
    orders: '/en/hub/orders/',
    title: 'Check the flight before you submit',
    started: 'The flight started at midnight today',
    pace: /its 200,000 impressions must be served at about/,
    forecast: /Forecast: /,
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];
  test.describe(`a flight at risk (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('is warned of on the line item and approval steps, with the forecast', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const stamp = Date.now().toString(36);
      const risky = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `${lang === 'fr' ? 'Éclair' : 'Flash'} ${stamp}`,
        units: 200_000,
        startInDays: 0,
        endInDays: 1,
      });
      const base = `${w.orders}${risky.orderId}/elements/${risky.lineItemId}/`;

      await page.goto(base);
      const onLineItem = page.getByTestId('flight-warnings');
      await expect(onLineItem).toContainText(w.title);
      await expect(onLineItem).toContainText(w.started);
      await expect(onLineItem).toContainText(w.pace);

      await page.goto(`${base}approbation/`);
      const beforeSubmit = page.getByTestId('flight-warnings');
      await expect(beforeSubmit).toContainText(w.started);
      await expect(beforeSubmit).toContainText(w.pace);
      await expect(beforeSubmit).toContainText(w.forecast);
      await shoot(page, testInfo, `flight-warnings-approval-${lang}`);

      const calm = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `${lang === 'fr' ? 'Calme' : 'Calm'} ${stamp}`,
        startInDays: 1,
        endInDays: 30,
      });
      await page.goto(`${w.orders}${calm.orderId}/elements/${calm.lineItemId}/approbation/`);
      await expect(
        page.getByRole('button', { name: lang === 'fr' ? /^Soumettre/ : /^Submit/ }),
      ).toBeVisible();
      await expect(page.getByTestId('flight-warnings')).toHaveCount(0);
    });
  });
}
