import { expect, test, type Browser, type Page } from '@playwright/test';
import { pngOfSize } from './campaign-png.ts';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { answerBillingRegion } from './fixtures/campaigns.ts';
import { expectFitsWidth, expectShownWhole, shoot } from './fixtures/shots.ts';

/**
 * A campaign end to end (issue 4), in French and in English, as people do it: a new advertiser creates a campaign,
 * adds a line item with a frequency cap, targets a city, uploads a PNG of the exact size, adds the sandbox card
 * through the processor's iframe; an administrator approves the creative in the review queue; the advertiser
 * submits; the administrator approves the campaign; the advertiser sees it approved.
 *
 * With SHOTS_DIR set, each screen is also saved there at 1280 px and 400 px (a human look at every step).
 */

const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

const WORDS = {
  fr: {
    locale: 'fr-CA',
    newCampaign: 'Nouvelle campagne',
    name: 'Nom de la campagne',
    create: 'Créer la campagne',
    created: 'Campagne créée.',
    impressions: 'Impressions',
    budget: '300,00 $',
    size: /^300x250/,
    addCap: 'Ajouter un plafond de fréquence',
    capImpressions: 'Impressions du plafond 1',
    saveLineItem: 'Enregistrer et passer au ciblage',
    lineItemAdded: 'Élément de campagne ajouté.',
    searchPlace: 'Rechercher un lieu',
    city: 'Montréal',
    target: 'Cibler Montréal',
    targeted: 'Ciblé : Montréal',
    saveTargeting: 'Enregistrer le ciblage et continuer',
    targetingDone: 'Ciblage terminé.',
    addCreative: 'Ajouter un créatif',
    creativeName: 'Nom',
    destination: 'Destination',
    dropzone: 'Déposez une image ici ou choisissez un fichier',
    realSize: 'Taille réelle',
    send: 'Envoyer le créatif',
    sent: 'Créatif envoyé. Il est maintenant en révision.',
    inReview: 'En révision',
    continueToApproval: 'Passer à l’approbation',
    addCard: 'Ajouter une carte',
    holder: 'Nom du titulaire',
    frame: 'Données de la carte (page de paiement sécurisée)',
    pan: 'Numéro de carte',
    expiry: 'Date d’expiration (MMAA)',
    cvd: 'Code de sécurité (CVD)',
    saveCard: 'Enregistrer la carte',
    cardSaved: /se terminant par 4242/,
    review: 'Révision',
    creativesTab: /^Créatifs/,
    campaignsTab: /^Campagnes/,
    approve: (name: string) => `Approuver ${name}`,
    submit: /^Soumettre pour approbation/,
    submitted: 'Campagne soumise pour approbation.',
    pending: 'En attente d’approbation',
    approvedOrder: 'Approuvée',
    list: 'Campagnes numériques',
    menuOrders: 'Campagnes numériques',
    menu: 'Menu principal',
  },
  en: {
    locale: 'en-CA',
    newCampaign: 'New campaign',
    name: 'Campaign name',
    create: 'Create the campaign',
    created: 'Campaign created.',
    impressions: 'Impressions',
    budget: '$300.00',
    size: /^300x250/,
    addCap: 'Add a frequency cap',
    capImpressions: 'Impressions of cap 1',
    saveLineItem: 'Save and go to targeting',
    lineItemAdded: 'Line item added.',
    searchPlace: 'Search for a location',
    city: 'Montreal',
    target: 'Target Montreal',
    targeted: 'Targeted: Montreal',
    saveTargeting: 'Save the targeting and continue',
    targetingDone: 'Targeting completed.',
    addCreative: 'Add a creative',
    creativeName: 'Name',
    destination: 'Destination',
    dropzone: 'Drop an image here or choose a file',
    realSize: 'Real size',
    send: 'Send the creative',
    sent: 'Creative sent. It is now in review.',
    inReview: 'In review',
    continueToApproval: 'Continue to approval',
    addCard: 'Add a card',
    holder: 'Cardholder name',
    frame: 'Card details (secure payment page)',
    pan: 'Card number',
    expiry: 'Expiry date (MMYY)',
    cvd: 'Security code (CVD)',
    saveCard: 'Save the card',
    cardSaved: /ending in 4242/,
    review: 'Review',
    creativesTab: /^Creatives/,
    campaignsTab: /^Campaigns/,
    approve: (name: string) => `Approve ${name}`,
    submit: /^Submit for approval/,
    submitted: 'Campaign submitted for approval.',
    pending: 'Pending approval',
    approvedOrder: 'Approved',
    list: 'Digital campaigns',
    menuOrders: 'Digital campaigns',
    menu: 'Main menu',
  },
} as const;

// --- Helpers ----------------------------------------------------------------------------------------------

function futureExpiry(): string {
  return `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** A page of a new context signed in as the administrator, on the review queue through the side menu. */
async function openReviewQueue(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    locale: WORDS[lang].locale,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await loginAs(page, { ...ADMIN, lang });
  await page
    .getByRole('navigation', { name: WORDS[lang].menu })
    .getByRole('link', { name: WORDS[lang].review })
    .click();
  return page;
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a campaign from creation to approval (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(180_000);

    test('an advertiser builds and submits it, an administrator approves it, the advertiser sees it approved', async ({
      page,
      browser,
    }, testInfo) => {
      const shot = (name: string) => shoot(page, testInfo, `${lang}-${name}`);
      const campaign = `${lang === 'fr' ? 'Printemps' : 'Spring'} ${Date.now().toString(36)}`;
      const creative = `${lang === 'fr' ? 'Bannière' : 'Banner'} ${Date.now().toString(36)}`;

      // A new advertiser lands on an empty campaign list that says what to do first.
      await registerAdvertiser(page, { lang });
      await expect(page.getByRole('heading', { level: 1, name: w.list })).toBeVisible();
      await shot('01-list-empty');
      await page.getByRole('link', { name: w.newCampaign }).first().click();

      // Details.
      await page.getByRole('textbox', { name: w.name }).fill(campaign);
      await shot('02-details');
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.created)).toBeVisible();

      // Line item: impressions with the live budget, a format, a frequency cap.
      await page.getByRole('textbox', { name: w.impressions, exact: true }).fill('100000');
      await expect(page.getByTestId('live-budget')).toHaveText(w.budget);
      await page.getByRole('checkbox', { name: w.size }).check();
      await page.getByRole('button', { name: w.addCap }).click();
      await page.getByRole('textbox', { name: w.capImpressions }).fill('5');
      await shot('03-line-item');
      await page.getByRole('button', { name: w.saveLineItem }).click();
      await expect(page.getByText(w.lineItemAdded)).toBeVisible();
      // The alert leaves the step's main action free wherever the page puts it (centred at the bottom, or as wide as
      // the content, it covered it once the page grew): it keeps to the left, the action to the right.
      const mainAction = page.getByRole('button', { name: w.saveTargeting });
      await expect(mainAction).toBeVisible();
      const alertBox = (await page.getByRole('alert').filter({ hasText: w.lineItemAdded }).boundingBox())!;
      const actionBox = (await mainAction.boundingBox())!;
      expect(alertBox.x + alertBox.width, 'the alert left of the main action').toBeLessThan(actionBox.x);

      // Targeting: a city found by the search.
      await page.getByRole('searchbox', { name: w.searchPlace }).fill(w.city);
      await page.getByRole('button', { name: w.target, exact: true }).first().click();
      await expect(page.getByText(w.targeted, { exact: true })).toBeVisible();
      await shot('04-targeting');
      await page.getByRole('button', { name: w.saveTargeting }).click();
      await expect(page.getByText(w.targetingDone)).toBeVisible();

      // Creative: a 300x250 PNG dropped on the form, shown at its real size, sent with a progress bar.
      await page.getByRole('link', { name: w.addCreative }).click();
      await page.getByRole('textbox', { name: w.creativeName, exact: true }).fill(creative);
      await page.getByRole('textbox', { name: w.destination }).fill('https://www.example.com/printemps');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: w.dropzone }).click();
      await (
        await chooser
      ).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngOfSize(300, 250) });
      await expect(page.getByText(w.realSize)).toBeVisible();
      await shot('05-creative-new');
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.sent)).toBeVisible();
      await expect(page.getByText(w.inReview).first()).toBeVisible();
      await shot('06-creatives');

      // The card, through the processor's iframe, from the approval step's link.
      await page.getByRole('button', { name: w.continueToApproval }).click();
      await page.getByRole('link', { name: w.addCard }).click();
      await page.getByLabel(w.holder).fill('Éloïse Tremblay');
      const frame = page.frameLocator(`iframe[title="${w.frame}"]`);
      await frame.getByLabel(w.pan).fill('4242424242424242');
      await frame.getByLabel(w.expiry).fill(futureExpiry());
      await frame.getByLabel(w.cvd).fill('123');
      await page.getByRole('button', { name: w.saveCard }).click();
      // Saved, the card brings the advertiser back to the approval step by itself (issue 31 §18).
      await expect(page.getByText(w.cardSaved).first()).toBeVisible();
      await expect(page.getByRole('button', { name: w.submit })).toBeVisible();

      // The administrator approves the creative in the review queue.
      const admin = await openReviewQueue(browser, lang);
      await admin.getByRole('tab', { name: w.creativesTab }).click();
      await admin.getByRole('button', { name: w.approve(creative), exact: true }).click();
      await expect(admin.getByRole('button', { name: w.approve(creative), exact: true })).toHaveCount(0);

      // The advertiser submits the campaign.
      await page.reload();
      await expect(page.getByRole('button', { name: w.submit })).toBeEnabled();
      await shot('07-approval');
      // On a small phone the submit button, whose label carries the budget, stays inside the screen.
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 360, height: 800 });
      await expectShownWhole(page.getByRole('button', { name: w.submit }), 'the submit button at 360 px');
      await expectFitsWidth(page, 'the approval step');
      await page.setViewportSize(viewport);
      await answerBillingRegion(page, lang);
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.submitted)).toBeVisible();
      await expect(page.getByText(w.pending).first()).toBeVisible();
      await shot('08-detail-pending');

      // The administrator approves the campaign.
      await admin.reload();
      await admin.getByRole('tab', { name: w.campaignsTab }).click();
      await shoot(admin, testInfo, `${lang}-09-review-queue`);
      await admin.getByRole('button', { name: w.approve(campaign), exact: true }).click();
      await expect(admin.getByRole('button', { name: w.approve(campaign), exact: true })).toHaveCount(0);
      await admin.context().close();

      // The advertiser sees it approved, on its page and in the list.
      await page.reload();
      await expect(page.getByText(w.approvedOrder, { exact: true }).first()).toBeVisible();
      await shot('10-detail-approved');
      await page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.menuOrders }).click();
      const row = page.getByRole('row').filter({ hasText: campaign });
      await expect(row.getByText(w.approvedOrder, { exact: true })).toBeVisible();
      await shot('11-list');
    });
  });
}
