import { expect, test } from '@playwright/test';
import { pngOfSize } from './campaign-png.ts';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { addSandboxCard, adminApi, answerBillingRegion, apiAs } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A native campaign from new to submitted (issue 12, item 1), in French and English: the native creative (saved as
 * 300x250) covers the line item's native 1x1 placeholder, so the creatives step lets the advertiser go on and the
 * approval step lets them submit once staff approve it (one domain rule, coversPlaceholder).
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    newCampaign: 'Nouvelle campagne',
    native: 'Publicités natives',
    name: 'Nom de la campagne',
    create: 'Créer la campagne',
    impressions: 'Impressions',
    saveLineItem: 'Enregistrer et passer au ciblage',
    saveTargeting: 'Enregistrer le ciblage et continuer',
    addCreative: 'Ajouter un créatif',
    creativeName: 'Nom',
    destination: 'Destination',
    title: 'Titre',
    text: 'Texte',
    advertiser: 'Nom de l’annonceur',
    dropzone: 'Déposez une image ici ou choisissez un fichier',
    send: 'Envoyer le créatif',
    sent: 'Créatif envoyé. Il est maintenant en révision.',
    notReady: /Chaque format/,
    continue: 'Passer à l’approbation',
    creativesCheck: /1 sur 1/,
    submit: /^Soumettre pour approbation/,
    submitted: 'Campagne soumise pour approbation.',
    pending: 'En attente d’approbation',
  },
  en: {
    locale: 'en-CA',
    newCampaign: 'New campaign',
    native: 'Native ads',
    name: 'Campaign name',
    create: 'Create the campaign',
    impressions: 'Impressions',
    saveLineItem: 'Save and go to targeting',
    saveTargeting: 'Save the targeting and continue',
    addCreative: 'Add a creative',
    creativeName: 'Name',
    destination: 'Destination',
    title: 'Title',
    text: 'Text',
    advertiser: 'Advertiser name',
    dropzone: 'Drop an image here or choose a file',
    send: 'Send the creative',
    sent: 'Creative sent. It is now in review.',
    notReady: /Each format/,
    continue: 'Continue to approval',
    creativesCheck: /1 of 1/,
    submit: /^Submit for approval/,
    submitted: 'Campaign submitted for approval.',
    pending: 'Pending approval',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a native campaign (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(120_000);

    test('goes from new to submitted: its native creative covers the 1x1 placeholder', async ({
      page,
    }, testInfo) => {
      const stamp = Date.now().toString(36);
      const campaign = `${lang === 'fr' ? 'Natif' : 'Native'} ${stamp}`;
      const creative = `${lang === 'fr' ? 'Annonce' : 'Ad'} ${stamp}`;
      const account = await registerAdvertiser(page, { lang });
      await addSandboxCard(page.request, apiAs(page.request, account.token, lang));

      await page.getByRole('link', { name: w.newCampaign }).first().click();
      await page.getByRole('radio', { name: w.native }).check();
      await page.getByRole('textbox', { name: w.name }).fill(campaign);
      await page.getByRole('button', { name: w.create }).click();

      await page.getByRole('textbox', { name: w.impressions, exact: true }).fill('50000');
      await page.getByRole('button', { name: w.saveLineItem }).click();
      await page.getByRole('button', { name: w.saveTargeting }).click();

      // The native slot has no creative yet: the step says so and holds Continue.
      await expect(page.getByText(w.notReady)).toBeVisible();
      await expect(page.getByRole('button', { name: w.continue })).toBeDisabled();

      await page.getByRole('link', { name: w.addCreative }).click();
      await page.getByRole('textbox', { name: w.creativeName, exact: true }).fill(creative);
      await page.getByRole('textbox', { name: w.destination }).fill('https://www.example.com/natif');
      await page.getByRole('textbox', { name: w.title, exact: true }).fill('Pains au levain');
      await page.getByRole('textbox', { name: w.text, exact: true }).fill('Cuits ce matin, à deux pas.');
      await page.getByRole('textbox', { name: w.advertiser }).fill('Boulangerie');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: w.dropzone }).click();
      await (
        await chooser
      ).setFiles({ name: 'native.png', mimeType: 'image/png', buffer: pngOfSize(300, 250) });
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.sent)).toBeVisible();

      // Back on the creatives step: the native creative covers the placeholder.
      await expect(page.getByText(creative)).toBeVisible();
      await expect(page.getByText(w.notReady)).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.continue })).toBeEnabled();
      await shoot(page, testInfo, `${lang}-native-creatives`);

      // Staff approve it; the approval step counts it and the campaign is submitted.
      const orderId = Number(/\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1]);
      const admin = await adminApi(page.request, lang);
      const queue = (await admin('GET', '/review/creatives')) as unknown as { id: number; name: string }[];
      const pending = queue.find((entry) => entry.name === creative);
      expect(pending, 'the creative in the review queue').toBeDefined();
      await admin('POST', `/review/creatives/${pending!.id}/approve`, {});
      await page.reload();
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page.getByText(w.creativesCheck)).toBeVisible();
      await answerBillingRegion(page, lang);
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.submitted)).toBeVisible();
      await expect(page.getByText(w.pending).first()).toBeVisible();
      expect(orderId).toBeGreaterThan(0);
    });
  });
}
