import { registerAdvertiser } from './fixtures/accounts.ts';
import { apiAs, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { expectFitsWidth, shootAsIs } from './fixtures/shots.ts';
import { expect, test } from './fixtures/portal.ts';

/**
 * The targeting step offers the advertiser's personalised segments beside the catalogue (issue 15), with their
 * size, and says when one is so small that delivery will be tiny; choosing one puts the forecast’s warning beside it.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    targeting: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/ciblage/`,
    mine: 'Vos segments personnalisés',
    tooSmall: /^0 membre\s: la diffusion sera minime/,
    warning:
      /L’auditoire «\sVisiteurs du magasin\s» compte 0 membre\s: vos publicités ne sont affichées qu’à ses membres/,
    capacity: /capacité de diffusion du réseau/,
  },
  en: {
    locale: 'en-CA',
    targeting: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/targeting/`,
    mine: 'Your personalized segments',
    tooSmall: /^0 members: delivery will be tiny/,
    warning: /The audience “Visiteurs du magasin” has 0 members: your ads are shown to its members only/,
    capacity: /delivery capacity of the network/,
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];
  for (const width of [1280, 400]) {
    test(`the targeting step offers the advertiser's own segments (${lang}, ${width} px)`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const account = await registerAdvertiser(page, { lang });
      const { orderId, lineItemId } = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `Auditoire ${Date.now().toString(36)}`,
      });
      const api = apiAs(page.request, account.token, lang);
      await api('POST', '/segments/personalized_segments/', { name: 'Visiteurs du magasin' });
      await page.goto(w.targeting(orderId, lineItemId));
      await expect(page.getByText(w.mine, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(w.tooSmall)).toBeVisible();
      await page.getByRole('checkbox', { name: 'Visiteurs du magasin' }).check();
      await expect(page.getByTestId('forecast-small-segment')).toContainText(w.warning);
      // The panel's colour follows its warning: orange, not the green of a campaign delivered in full.
      const panel = page.locator('[role="status"][data-tone]').filter({
        has: page.getByTestId('forecast-small-segment'),
      });
      await expect(panel).toHaveAttribute('data-tone', 'orange');
      // The audience is the reason given, not the network's capacity.
      await expect(panel.getByText(w.capacity)).toHaveCount(0);
      await expectFitsWidth(page, 'the targeting step');
      await shootAsIs(page, testInfo, `audience-targeting-${lang}-${width}`);
    });
  }
}
