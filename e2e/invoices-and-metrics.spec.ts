import fs from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { adminApi, apiAs, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { deliver, month, withBilledPortal, year } from './fixtures/billed-portal.ts';
import type { Portal } from './fixtures/portal.ts';
import { expectFitsWidth, expectShownWhole, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * Invoices (issue 14), in both languages: an advertiser's campaign delivers impressions through the ad server's
 * endpoints; the portal stops and `npm run billing` bills the month; started again, the invoices are charged to the cards on file; the invoices screen shows the
 * invoice under the filters of the current year and month, with its status and total, and downloads its PDF; the
 * metrics screen charts and totals the delivery and exports it as CSV.
 */

const IMPRESSIONS = 400;

const WORDS = {
  fr: {
    path: '/fr/guichet/finances/liste-de-factures/',
    year: 'Année',
    month: 'Mois',
    paid: 'Payée',
    download: 'Télécharger la facture',
    metricsPath: '/fr/guichet/finances/liste-de-metriques/',
    chart: 'Impressions par jour, avec les dépenses',
    clicksChart: 'Clics par jour',
    campaign: 'Soldes d’été',
    campaignFilter: 'Campagne',
    allCampaigns: 'Toutes',
    ctr: 'Taux de clics',
    spend: 'Dépenses',
    conversions: 'Conversions',
    perDay: 'Statistiques par jour',
    money: /^\d+,\d{2}\s\$$/,
    exportCsv: 'Exporter en CSV',
    csvHeader:
      'Date,Numéro de campagne,Campagne,Impressions,Clics,Taux de clics (%),Dépenses ($),Conversions',
  },
  en: {
    path: '/en/hub/finances/list-invoices/',
    year: 'Year',
    month: 'Month',
    paid: 'Paid',
    download: 'Download invoice',
    metricsPath: '/en/hub/finances/list-of-metrics/',
    chart: 'Impressions per day, with the spend',
    clicksChart: 'Clicks per day',
    campaign: 'Summer sale',
    campaignFilter: 'Campaign',
    allCampaigns: 'All',
    ctr: 'CTR',
    spend: 'Spend',
    conversions: 'Conversions',
    perDay: 'Metrics per day',
    money: /^\$\d+\.\d{2}$/,
    exportCsv: 'Export as CSV',
    csvHeader: 'Date,Campaign ID,Campaign,Impressions,Clicks,CTR (%),Spend ($),Conversions',
  },
} as const;

interface Billed {
  portal: Portal;
  accounts: Record<Lang, { email: string; password: string; token: string }>;
}

/** A portal of its own whose two advertisers' campaigns delivered, then billed by `npm run billing`. */
const test = base.extend<object, { billed: Billed }>({
  billed: [
    async ({ playwright }, use) =>
      withBilledPortal(
        playwright,
        {
          name: 'invoices',
          printed: [`billing ${year}-${month}: 2 invoice(s)`, 'charged: 2 paid, 0 defaulted'],
        },
        async (request) => {
          const accounts = {} as Billed['accounts'];
          for (const lang of ['fr', 'en'] as const) {
            const account = await registerAdvertiser(request, { lang });
            accounts[lang] = account;
            const campaign = await campaignReadyToSubmit(request, account.token, lang, {
              name: lang === 'fr' ? 'Soldes d’été' : 'Summer sale',
              startInDays: 0,
            });
            await campaign.api('PUT', '/user/company', {
              company: lang === 'fr' ? 'Éditions Lévesque' : 'Walker Books',
              role: '',
              country: 'CA',
              province: lang === 'fr' ? 'QC' : 'ON',
              phone: '1 (514) 555-1234',
            });
            await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, {
              force: true,
            });
          }
          // The French advertiser holds a 10 % promo code, which the billing takes off the invoice.
          const staff = await adminApi(request, 'fr');
          const code = `E2E${Date.now().toString(36).toUpperCase()}`;
          await staff('POST', '/admin/vouchers', {
            code,
            type: 'DISCOUNT_VOUCHER',
            discount: { type: 'PERCENT', value: 10 },
          });
          await apiAs(request, accounts.fr.token, 'fr')('POST', '/vouchers/validate', { code });
          // Both campaigns serve the same size and share the impressions.
          await deliver(request, IMPRESSIONS);
          return accounts;
        },
        use,
      ),
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ billed }, use) => use(billed.portal.url),
});

for (const lang of ['fr', 'en'] as const) {
  test(`the invoices screen lists the month's invoice and downloads its PDF (${lang})`, async ({
    page,
    billed,
  }, testInfo) => {
    const words = WORDS[lang];
    await loginAs(page, { ...billed.accounts[lang], lang }, { path: words.path });
    // The first screen after a restart may take a while on a busy machine.
    await expect(page.getByRole('combobox', { name: words.year })).toHaveValue(year, { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: words.month })).toHaveValue(month);
    const table = page.getByRole('table');
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(new RegExp(`${year}${month}-\\d+-1`));
    await expect(row).toContainText(words.paid);
    await expect(row).toContainText('•••• 4242');
    // The promo code's share is said beside the total (the PDF has its line).
    if (lang === 'fr') await expect(row).toContainText(/Rabais de 0,0\d\s\$ déduit/);
    else await expect(row.getByText(/discount applied/)).toHaveCount(0);
    // Charged to the card on file after the run: nothing is owed.
    await expect(page.getByText(/Montant dû|Amount due/)).toHaveCount(0);
    await shoot(page, testInfo, `invoices-${lang}`);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: new RegExp(words.download) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoice-\d{6}-\d+-1\.pdf$/);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
}

for (const lang of ['fr', 'en'] as const) {
  test(`the metrics screen charts the day's delivery, totals it and exports it as CSV (${lang})`, async ({
    page,
    billed,
  }, testInfo) => {
    const words = WORDS[lang];
    await loginAs(page, { ...billed.accounts[lang], lang }, { path: words.metricsPath });
    await expect(page.getByRole('combobox', { name: words.year })).toHaveValue(year, { timeout: 30_000 });
    const chart = page.getByRole('img', { name: words.chart });
    await expect(chart).toBeVisible();
    const bar = page.locator('.recharts-bar-rectangle').first();
    await expect(bar).toBeVisible();
    // Days are written YYYY-MM-DD in both languages (spec §2), on the chart as in the table; the spend's axis in
    // money of the language ("0,60 $", "$0.60"), not bare numbers.
    const day = new RegExp(`^${year}-${month}-\\d{2}$`);
    await expect(chart.getByText(day).first()).toBeVisible();
    await expect(chart.getByText(words.money).first()).toBeVisible();
    const impressions = page.getByRole('group', { name: 'Impressions', exact: true });
    await expect(impressions).toContainText(/[1-9]/);
    // The click-through rate in the screen's language; "All" agrees with the campaigns it stands for.
    await expect(page.getByRole('group', { name: words.ctr, exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: words.campaignFilter })).toHaveAttribute(
      'placeholder',
      words.allCampaigns,
    );
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText(words.campaign);
    await expect(row.getByRole('cell').first()).toHaveText(day);
    // On a phone each day is a card: its rate, spend and conversions on screen, not cut off at the right.
    await resizeTo(page, 400);
    const card = page.getByRole('list', { name: words.perDay }).getByRole('listitem').first();
    await expect(card).toContainText(words.campaign);
    await expect(card.getByText(day)).toBeVisible();
    for (const figure of [words.ctr, words.spend, words.conversions]) {
      await expectShownWhole(card.getByText(figure, { exact: true }), `${figure} on a phone`);
    }
    await expectShownWhole(card.getByText(/\$/), 'the spend on a phone');
    await expectFitsWidth(page, 'the metrics on a phone');
    await resizeTo(page, 1280);
    await shoot(page, testInfo, `metrics-${lang}`);
    // The tooltip of a day: its date and its spend as money too (hovered last: its box, left where the pointer put it,
    // would widen the page once resized to a phone).
    await bar.hover();
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip.getByText(day)).toBeVisible();
    await expect(tooltip.getByText(words.money)).toBeVisible();
    // Clicks on a chart and an axis of their own, not a flat line under the impressions (issue 31 §27).
    const clicksChart = page.getByRole('img', { name: words.clicksChart });
    await expect(clicksChart).toBeVisible();
    await expect(chart.locator('.recharts-legend-wrapper')).not.toContainText(/Clics|Clicks/);
    // On a phone, the pointer resting on the chart: its tooltip stays inside, the page no wider (it was 482 px).
    await resizeTo(page, 400);
    await bar.hover();
    await expect(tooltip.getByText(day)).toBeVisible();
    await expectFitsWidth(page, "the metrics with the chart's tooltip on a phone");
    await page.mouse.move(0, 0);
    await resizeTo(page, 1280);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.exportCsv }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8').split('\r\n');
    expect(csv[0]).toBe(words.csvHeader);
    expect(csv[1]).toContain(words.campaign);
  });
}
