import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { startPortal, type Portal } from './fixtures/portal.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * "Why isn't my ad serving?" and the reporting breakdowns (issue 31), in both languages, on a portal of their own
 * (serving changes what the whole ad server answers). A campaign is approved and delivered to two visitors in
 * Québec, one of them twice: the metrics screen's breakdown says 3 impressions, a reach of 2 and an average
 * frequency of 1.5, and exports it as CSV. The line item is then paused: the campaign's detail says it is paused by
 * its advertiser; a campaign not submitted says so, with a link to the approval step.
 */

const WORDS = {
  fr: {
    detail: (id: number) => `/fr/guichet/campagnes/${id}/detail/campagne/`,
    metrics: '/fr/guichet/finances/liste-de-metriques/',
    diagnosis: 'Pourquoi ma publicité n’est-elle pas diffusée ?',
    paused: 'L’élément est en pause : vous l’avez mis en pause.',
    notServing: 'Non diffusé',
    notSubmitted: 'La campagne n’a pas été soumise pour approbation.',
    toApproval: 'Aller à l’approbation',
    breakdown: 'Ventilation',
    by: 'Ventiler par',
    region: 'Région',
    quebec: 'Québec',
    table: 'Métriques par campagne',
    reach: 'Portée',
    frequency: '1,50',
    exportCsv: 'Exporter la ventilation (CSV)',
    csvHeader: 'Campagne,Campagne,Impressions,Clics,Taux de clics (%),Portée (visiteurs),Fréquence moyenne',
  },
  en: {
    detail: (id: number) => `/en/hub/orders/${id}/detail/order/`,
    metrics: '/en/hub/finances/list-of-metrics/',
    diagnosis: "Why isn't my ad serving?",
    paused: 'The line item is paused: you paused it.',
    notServing: 'Not serving',
    notSubmitted: 'The campaign has not been submitted for approval.',
    toApproval: 'Go to approval',
    breakdown: 'Breakdown',
    by: 'Break down by',
    region: 'Region',
    quebec: 'Quebec',
    table: 'Metrics by campaign',
    reach: 'Reach',
    frequency: '1.50',
    exportCsv: 'Export breakdown (CSV)',
    csvHeader: 'Campaign,Campaign,Impressions,Clicks,CTR (%),Reach (visitors),Average frequency',
  },
} as const;

const test = base.extend<object, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const portal = await startPortal({ FORECAST_MIN_HISTORY_DAYS: '1', GEO_HEADER: 'X-Geo-Region' });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

/** A visitor of its own (its vid cookie) in Québec sees the 300 × 250 ad `times` times. */
async function visitorSees(portal: Portal, request: APIRequestContext, times: number): Promise<void> {
  const visitor = request;
  for (let i = 0; i < times; i += 1) {
    const answer = await visitor.get(
      `${portal.url}/ads/v1/decide?sizes=300x250&url=https%3A%2F%2Fpub.example%2F`,
      {
        headers: { 'x-geo-region': 'CA-QC' },
      },
    );
    const { slots } = await answer.json();
    expect(slots[0], 'an ad is served').not.toBeNull();
    expect((await visitor.get(slots[0].impressionUrl)).status()).toBe(200);
  }
}

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const w = WORDS[lang];

  test(`${lang}: the breakdown counts reach and frequency; the detail says why a line item does not serve`, async ({
    page,
    portal,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const account = await registerAdvertiser(page.request, { lang });
    const name = `Diagnostic ${lang} ${Date.now().toString(36)}`;
    const campaign = await campaignReadyToSubmit(page.request, account.token, lang, { name, startInDays: 0 });
    await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
    await campaign.adminApi('POST', `/review/orders/${campaign.orderId}/approve`, {});

    // Two visitors: one sees the ad twice, the other once.
    for (const times of [2, 1]) {
      const visitor = await playwright.request.newContext({ baseURL: portal.url });
      await visitorSees(portal, visitor, times);
      await visitor.dispose();
    }

    // The metrics screen's breakdown: 3 impressions, 2 visitors reached, 1.5 impressions each.
    await loginAs(page, account, { path: w.metrics });
    await expect(page.getByRole('heading', { name: w.breakdown })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: w.table });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('3');
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
    await expect(row.getByRole('cell').nth(5)).toHaveText(w.frequency);
    await expect(table.getByRole('columnheader', { name: w.reach })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.exportCsv }).click();
    const csv = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(w.csvHeader);
    expect(lines[1]).toBe(`${name},,3,0,0.00,2,1.50`);
    // By region: the visitors were in Québec.
    await page.getByRole('combobox', { name: w.by }).click();
    await page.getByRole('option', { name: w.region }).click();
    await expect(page.getByRole('table', { name: new RegExp(w.region, 'i') })).toContainText(w.quebec);
    // The pointer off the chart: its tooltip, shown on hover, is not part of the page's width.
    await page.mouse.move(0, 0);
    await shoot(page, testInfo, `${lang}-metrics-breakdown`);
    await resizeTo(page, 400);
    // The chart follows the window's width a moment after it changes.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: 'the metrics with their breakdown fit 400 px',
      })
      .toBeLessThanOrEqual(400);
    await expect(page.getByRole('list', { name: new RegExp(w.region, 'i') })).toContainText(w.quebec);
    await resizeTo(page, 1280);

    // Paused by its advertiser: the detail says so.
    await campaign.api('PUT', '/gam/line-items/pause', {
      lineItemId: campaign.lineItemId,
      orderId: campaign.orderId,
    });
    await page.goto(w.detail(campaign.orderId));
    const diagnosis = page.getByRole('region', { name: w.diagnosis });
    await expect(diagnosis).toBeVisible({ timeout: 30_000 });
    await expect(diagnosis.getByText(w.paused)).toBeVisible();
    await expect(diagnosis.getByText(w.notServing)).toBeVisible();
    await shoot(page, testInfo, `${lang}-diagnosis-paused`);
    await resizeTo(page, 400);
    await expectFitsWidth(page, 'the campaign detail with its diagnosis');
    await resizeTo(page, 1280);

    // A campaign not submitted: the diagnosis says so and leads to the approval step.
    const draft = await campaignReadyToSubmit(page.request, account.token, lang, {
      name: `${name} brouillon`,
    });
    await page.goto(w.detail(draft.orderId));
    const draftDiagnosis = page.getByRole('region', { name: w.diagnosis });
    await expect(draftDiagnosis.getByText(w.notSubmitted)).toBeVisible({ timeout: 30_000 });
    await draftDiagnosis.getByRole('link', { name: w.toApproval }).click();
    await expect(page).toHaveURL(new RegExp(`/${draft.lineItemId}/approbation/$`));
  });
}
