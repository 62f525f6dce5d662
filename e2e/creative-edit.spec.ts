import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * Editing a creative (issue 4's creatives step): from its card, the advertiser changes its name and destination,
 * keeps its file; a bad destination is refused beside the field before anything is sent; once saved, the card shows
 * the new values and the creative is back in review. The campaign is prepared through the API.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    creatives: (orderId: number, lineItemId: number) =>
      `/fr/guichet/campagnes/${orderId}/elements/${lineItemId}/creatifs/`,
    edit: (name: string) => `Modifier le créatif ${name}`,
    name: /^Nom/,
    destination: /^Destination/,
    size: /^Taille/,
    badUrl: 'Le champ Destination doit être une URL valide',
    keepFile: 'Le fichier actuel est conservé si vous n’en choisissez pas un autre.',
    reReview: 'Un créatif modifié repasse en révision avant d’être diffusé.',
    save: 'Enregistrer les changements',
    updated: 'Créatif modifié. Il est de nouveau en révision.',
    approved: 'Approuvé',
    inReview: 'En révision',
  },
  en: {
    locale: 'en-CA',
    creatives: (orderId: number, lineItemId: number) =>
      `/en/hub/orders/${orderId}/elements/${lineItemId}/creatives/`,
    edit: (name: string) => `Edit the creative ${name}`,
    name: /^Name/,
    destination: /^Destination/,
    size: /^Size/,
    badUrl: 'The Destination field must be a valid URL',
    keepFile: 'The current file is kept unless you choose another one.',
    reReview: 'An edited creative goes back to review before it is served.',
    save: 'Save the changes',
    updated: 'Creative updated. It is in review again.',
    approved: 'Approved',
    inReview: 'In review',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`editing a creative (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(90_000);

    test('changes its name and destination, keeps its file, and sends it back to review', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `${lang === 'fr' ? 'Soldes' : 'Sale'} ${Date.now().toString(36)}`,
      });
      await page.goto(w.creatives(campaign.orderId, campaign.lineItemId));
      await expect(page.getByText(w.approved, { exact: true })).toBeVisible();
      await page.getByRole('link', { name: w.edit(campaign.creativeName) }).click();

      const name = page.getByRole('textbox', { name: w.name });
      const destination = page.getByRole('textbox', { name: w.destination });
      await expect(name).toHaveValue(campaign.creativeName);
      await expect(destination).toHaveValue('https://www.example.com/');
      await expect(page.getByRole('combobox', { name: w.size })).toBeDisabled();
      await expect(page.getByText(w.keepFile)).toBeVisible();
      await expect(page.getByText(w.reReview)).toBeVisible();
      await shoot(page, testInfo, `${lang}-creative-edit`);

      // The domain's rule, beside the field, before anything is sent.
      await destination.fill('pas une adresse');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.badUrl)).toBeVisible();
      await expect(page).toHaveURL(/\/(modifier|edit)\/$/);

      const newName = `${campaign.creativeName} v2`;
      await name.fill(newName);
      await destination.fill('https://www.example.com/soldes?utm_source=portail');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.updated)).toBeVisible();
      await expect(page).toHaveURL(w.creatives(campaign.orderId, campaign.lineItemId));
      await expect(page.getByText(newName, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'https://www.example.com/soldes?utm_source=portail' }),
      ).toBeVisible();
      await expect(page.getByText(w.inReview, { exact: true }).first()).toBeVisible();
      // The file was kept: the card still shows the creative's image.
      await expect(page.getByRole('img', { name: new RegExp(newName) })).toBeVisible();
      await shoot(page, testInfo, `${lang}-creative-edited`);
    });
  });
}
