import { expect, test as base } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { ADMIN, apiAs, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { deliver, month, year } from './fixtures/billed-portal.ts';
import { startPortal, type Portal } from './fixtures/portal.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * "Run billing now" (issue 28 §12), in both languages: an advertiser's campaign delivers; an administrator opens the
 * staff screen, picks the month and runs the billing; the run's invoice and totals are shown, the advertiser finds the
 * invoice among theirs, and running it again bills nothing twice.
 */

const WORDS = {
  fr: {
    path: '/fr/guichet/facturation/',
    menu: 'Facturation',
    title: 'Lancer la facturation',
    month: 'Mois',
    run: 'Lancer la facturation',
    made: /^Facturation de \S+ \d{4}\u00a0: 1 facture émise$/,
    none: /^Facturation de \S+ \d{4}\u00a0: aucune facture émise$/,
    nothingNew: 'Rien de nouveau à facturer dans ce mois.',
    invoice: 'Facture',
  },
  en: {
    path: '/en/hub/billing/',
    menu: 'Billing',
    title: 'Run billing now',
    month: 'Month',
    run: 'Run billing now',
    made: /^Billing of \S+ \d{4}: 1 invoice made$/,
    none: /^Billing of \S+ \d{4}: no invoice made$/,
    nothingNew: 'Nothing new to invoice in this month.',
    invoice: 'Invoice',
  },
} as const;

interface Delivering {
  portal: Portal;
  advertiser: { token: string };
}

/** A portal of its own (campaigns approved at once) with an advertiser whose campaign serves from today. */
const test = base.extend<object, { delivering: Delivering }>({
  delivering: [
    async ({ playwright }, use) => {
      const portal = await startPortal({ REVIEW_AUTO_APPROVE: 'true' });
      const request = await playwright.request.newContext({ baseURL: portal.url });
      const advertiser = await registerAdvertiser(request, { lang: 'fr' });
      const campaign = await campaignReadyToSubmit(request, advertiser.token, 'fr', {
        name: 'Facturée à la demande',
        startInDays: 0,
      });
      await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
      await request.dispose();
      await use({ portal, advertiser });
      await portal.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ delivering }, use) => use(delivering.portal.url),
});

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  test(`an administrator runs the billing of the month from the staff screen (${lang})`, async ({
    page,
    delivering,
  }, testInfo) => {
    const w = WORDS[lang];
    await deliver(page.request, 300);
    await loginAs(page, { ...ADMIN, lang });
    await page.getByRole('navigation').getByRole('link', { name: w.menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.path}$`));
    await expect(page.getByRole('heading', { name: w.title, level: 2 })).toBeVisible();

    await page.getByRole('combobox', { name: w.month }).selectOption(`${year}-${month}`);
    await page.getByRole('button', { name: w.run }).click();
    const result = page.getByRole('heading', { level: 3 });
    await expect(result).toHaveText(w.made);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    const number = (await rows.nth(1).getByRole('cell').first().textContent())!;
    expect(number).toMatch(new RegExp(`^${year}${month}-[\\d-]+$`));
    await shoot(page, testInfo, `run-billing-${lang}`);
    for (const width of [400, 1280]) {
      await resizeTo(page, width);
      await expectFitsWidth(page, `the run's result at ${width} px`);
      // A card on a phone, a row of the table on a desktop.
      await expect(page.getByText(number, { exact: true }).filter({ visible: true })).toHaveCount(1);
    }

    // The advertiser finds the invoice the run made among theirs.
    const invoices = (await apiAs(
      page.request,
      delivering.advertiser.token,
      lang,
    )('GET', '/invoices')) as unknown as {
      number: string;
    }[];
    expect(invoices.map((i) => i.number)).toContain(number);

    // Run again: nothing billed twice.
    await page.getByRole('button', { name: w.run }).click();
    await expect(result).toHaveText(w.none);
    await expect(page.getByText(w.nothingNew)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await apiAs(page.request, delivering.advertiser.token, lang)('GET', '/invoices')).toHaveLength(
      invoices.length,
    );
  });
}
