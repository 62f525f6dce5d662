import { expect, test } from '@playwright/test';
import { loginAs, registerAdvertiser } from './fixtures/accounts.ts';
import { ADMIN, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { pngOfSize } from './campaign-png.ts';
import { expectShownWhole, shoot } from './fixtures/shots.ts';

/**
 * What a newcomer hit (issue 12), walked in French and English: a campaign name with its own dash is shown as typed
 * everywhere (4b), a saved audience comes back named after a reload (4), and the staff's creative queue says which
 * campaign and advertiser a creative belongs to, with a link to the campaign (10).
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    detail: 'detail/campagne/',
    targeting: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/ciblage/`,
    review: '/fr/guichet/revision/',
    creativesTab: /^Créatifs/,
    campaignsTab: /^Campagnes/,
    campaign: 'Campagne :',
    advertiser: 'Annonceur :',
    wine: 'Vins et spiritueux',
    unknown: /Auditoire \d+/,
    lineItem: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/`,
    newCreative: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/creatifs/nouveau/`,
    dropzone: 'Déposez une image ici ou choisissez un fichier',
    addCap: 'Ajouter un plafond de fréquence',
    capImpressions: 'Impressions du plafond 1',
    capTooMany: 'Un plafond de fréquence ne peut pas autoriser plus de 511 impressions',
    product: 'Portail Pub',
    home: 'Portail Pub, accueil',
    greeting: /^Bonjour /,
    openMenu: 'Ouvrir le menu',
    pending: 'En attente d’approbation',
    raiseNotice: /Si vous l’augmentez, le nouveau montant y sera pré-autorisé/,
    savedBudget:
      /^Budget enregistré\s: 300,00\s\$ \(100\s000 impressions\)\. Il peut être augmenté, mais pas réduit\.$/,
    quick: 'Budgets rapides',
    quickAbove: [/^500,00\s\$$/, /^1\s000,00\s\$$/],
    save: 'Enregistrer et passer au ciblage',
    preAuthorized:
      'Élément de campagne mis à jour. Le nouveau montant de 360,00 $ est pré-autorisé sur votre carte.',
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    detail: 'detail/order/',
    targeting: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/targeting/`,
    review: '/en/hub/review/',
    creativesTab: /^Creatives/,
    campaignsTab: /^Campaigns/,
    campaign: 'Campaign:',
    advertiser: 'Advertiser:',
    wine: 'Wine and spirits',
    unknown: /Audience \d+/,
    lineItem: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/`,
    newCreative: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/creatives/new/`,
    dropzone: 'Drop an image here or choose a file',
    addCap: 'Add a frequency cap',
    capImpressions: 'Impressions of cap 1',
    capTooMany: 'A frequency cap cannot allow more than 511 impressions',
    product: 'Self-Serve Ads',
    home: 'Self-Serve Ads, home',
    greeting: /^Hello /,
    openMenu: 'Open the menu',
    pending: 'Pending approval',
    raiseNotice: /If you raise it, the new amount is pre-authorized on it/,
    savedBudget: 'Saved budget: $300.00 (100,000 impressions). It can be increased but not reduced.',
    quick: 'Quick budgets',
    quickAbove: ['$500.00', '$1,000.00'],
    save: 'Save and go to targeting',
    preAuthorized: 'Line item updated. The new amount of $360.00 is pre-authorized on your card.',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`what a newcomer hit (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(120_000);

    test('a name with a dash is shown as typed; the staff queue names its campaign and advertiser', async ({
      page,
      browser,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const name = `Boulangerie Tremblay – automne ${Date.now().toString(36)}`;
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, { name });
      const { orderId, lineItemId } = campaign;

      // A second creative, left in review, then the campaign submitted: staff see both.
      const form = new FormData();
      for (const [key, value] of Object.entries({
        orderId,
        lineItemId,
        name: `Bannière ${lang}`,
        destinationUrl: 'https://www.example.com/automne',
        size: '300x250',
      })) {
        form.append(key, String(value));
      }
      form.append('asset', new Blob([new Uint8Array(pngOfSize(300, 250))], { type: 'image/png' }), 'b.png');
      await campaign.api('POST', '/gam/creatives', form);
      await campaign.api('POST', `/gam/orders/${orderId}/submit-for-approval`, { force: true });

      await page.goto(w.hub);
      await expect(
        page.getByRole('main').getByText(name, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1, { timeout: 30_000 });
      // The status is read whole, in French too: no "EN ATTENTE D'APPR…".
      const row = page.getByRole('row').filter({ hasText: name });
      await expectShownWhole(row.getByText(w.pending), 'the status in the list');
      await shoot(page, testInfo, `${lang}-name-list`);
      await page.goto(`${w.hub}${orderId}/${w.detail}`);
      await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
      await expect.poll(() => page.title()).toContain(name);
      await expectShownWhole(page.getByRole('table').getByText(w.pending), 'the line item status');
      await shoot(page, testInfo, `${lang}-name-detail`);

      const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: w.locale });
      const admin = await staff.newPage();
      await loginAs(admin, { ...ADMIN, lang }, { path: w.review });
      await admin.getByRole('tab', { name: w.creativesTab }).click();
      const card = admin.getByRole('article', { name: `Bannière ${lang}` });
      await expect(card).toContainText(`${w.campaign} ${name}`);
      await expect(card).toContainText(
        `${w.advertiser} ${account.firstName} ${account.lastName} · ${account.email}`,
      );
      await shoot(admin, testInfo, `${lang}-review-creative`);
      await card.getByRole('link', { name }).click();
      await expect(admin.getByRole('tab', { name: w.campaignsTab })).toHaveAttribute('aria-selected', 'true');
      const order = admin.getByRole('article', { name });
      await expect(order).toBeFocused();
      await expect(order.getByRole('heading', { name })).toBeVisible();
      await staff.close();
    });

    test('a saved audience comes back named after a reload', async ({ page }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `Auditoire ${Date.now().toString(36)}`,
      });
      const order = (await campaign.api('GET', `/gam/orders/${campaign.orderId}`)) as {
        lineItems: Record<string, unknown>[];
      };
      const li = order.lineItems[0]!;
      // Saved as the targeting step saves it: a segment deep in a branch the page has not opened.
      await campaign.api('PUT', '/gam/line-items', {
        orderId: campaign.orderId,
        lineItemId: campaign.lineItemId,
        units: li.units,
        unitType: 'IMPRESSIONS',
        startDateTime: li.startDateTime,
        endDateTime: li.endDateTime,
        frequencyCaps: [],
        creativePlaceholders: li.creativePlaceholders,
        targeting: {
          geoTargeting: { targetedLocations: [], excludedLocations: [] },
          customTargeting: [448100016],
        },
      });
      await page.goto(w.targeting(campaign.orderId, campaign.lineItemId));
      await expect(page.getByText(w.wine, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(w.unknown)).toHaveCount(0);
      await shoot(page, testInfo, `${lang}-audience-named`);
    });

    test('the file field and the frequency-cap errors speak the screen language', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const { orderId, lineItemId } = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `Langue ${Date.now().toString(36)}`,
      });
      await page.goto(w.newCreative(orderId, lineItemId));
      await expect(page.getByRole('button', { name: w.dropzone, exact: true })).toBeVisible({
        timeout: 30_000,
      });

      await page.goto(w.lineItem(orderId, lineItemId));
      await page.getByRole('button', { name: w.addCap }).click();
      const impressions = page.getByRole('textbox', { name: w.capImpressions });
      await impressions.fill('600');
      await impressions.blur();
      await expect(page.getByText(w.capTooMany)).toBeVisible();
      await shoot(page, testInfo, `${lang}-cap-error`);
    });

    test('at phone width the line items are cards and the greeting gives way to the menu; one product name', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const name = `Une campagne au nom vraiment très long pour un téléphone ${Date.now().toString(36)}`;
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, { name });
      await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
      await page.setViewportSize({ width: 400, height: 900 });
      await page.goto(`${w.hub}${campaign.orderId}/${w.detail}`);
      const card = page.getByRole('listitem').filter({ hasText: `${name} #1` });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card.getByText(w.pending, { exact: true })).toBeVisible();
      await expect(card).toContainText('100');
      // Nothing of the card is cut: it fits the screen, and the table is not shown.
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(400);
      await expect(page.getByRole('table')).toBeHidden();
      await expect(page.getByText(w.greeting)).toBeHidden();
      await expect(page.getByRole('button', { name: w.openMenu })).toBeVisible();
      // One product name: the brand, and the end of the browser tab's title.
      await expect(page.getByRole('link', { name: w.home })).toBeVisible();
      await expect.poll(() => page.title()).toMatch(new RegExp(`${w.product}$`));
      await shoot(page, testInfo, `${lang}-phone-detail`);
    });

    test("raising an approved campaign's budget says the new amount is pre-authorized", async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `Budget ${Date.now().toString(36)}`,
      });
      await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
      await campaign.adminApi('POST', `/review/orders/${campaign.orderId}/approve`, {});
      await page.goto(w.lineItem(campaign.orderId, campaign.lineItemId));
      await expect(page.getByText(w.raiseNotice)).toBeVisible({ timeout: 30_000 });
      // The budget only grows: the saved one is the floor said, and only quick budgets above it are offered.
      await expect(page.getByText(w.savedBudget)).toBeVisible();
      await expect(page.getByRole('group', { name: w.quick }).getByRole('button')).toHaveText(w.quickAbove);
      const units = page.getByRole('textbox', { name: /^Impressions/ });
      await units.fill('120000');
      await shoot(page, testInfo, `${lang}-budget-raise`);
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.preAuthorized)).toBeVisible();
    });
  });
}
