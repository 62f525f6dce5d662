import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A refused creative (issue 12, item 2), in French and English: staff refuse it with a reason; the advertiser reads
 * the reason on the creative card, the campaign detail and the approval step, cannot "activate" it (it has to be
 * edited), edits it from the refusal, and it is back in review.
 */

const REASON = 'Texte illisible / Unreadable text';

const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    detail: 'detail/campagne/',
    creatives: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/creatifs/`,
    approval: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/approbation/`,
    refusedTitle: 'Un créatif a été refusé par notre équipe',
    editRefused: 'Modifier le créatif refusé',
    continueTo: /^Continuer/,
    creativeEdit: /\/fr\/guichet\/campagnes\/\d+\/elements\/\d+\/creatifs\/\d+\/modifier\/$/,
    onCard: `Refusé : ${REASON}`,
    next: 'Modifiez-le pour le renvoyer en révision.',
    activate: 'Activer',
    edit: (name: string) => `Modifier le créatif ${name}`,
    destination: /^Destination/,
    save: 'Enregistrer les changements',
    updated: 'Créatif modifié. Il est de nouveau en révision.',
    inReview: 'En révision',
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    detail: 'detail/order/',
    creatives: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/creatives/`,
    approval: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/approbation/`,
    refusedTitle: 'A creative was refused by our team',
    editRefused: 'Edit the refused creative',
    continueTo: /^Continue/,
    creativeEdit: /\/en\/hub\/orders\/\d+\/elements\/\d+\/creatives\/\d+\/edit\/$/,
    onCard: `Refused: ${REASON}`,
    next: 'Edit it to send it back to review.',
    activate: 'Activate',
    edit: (name: string) => `Edit the creative ${name}`,
    destination: /^Destination/,
    save: 'Save the changes',
    updated: 'Creative updated. It is in review again.',
    inReview: 'In review',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a refused creative (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(90_000);

    test('shows the reason on its card, the detail and the approval step; edited, it is back in review', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `${lang === 'fr' ? 'Refus' : 'Refusal'} ${Date.now().toString(36)}`,
      });
      const { orderId, lineItemId, creativeId, creativeName } = campaign;
      await campaign.adminApi('POST', `/review/creatives/${creativeId}/disapprove`, { reason: REASON });

      await page.goto(`${w.hub}${orderId}/${w.detail}`);
      const refusal = page.getByRole('alert').filter({ hasText: w.refusedTitle });
      await expect(refusal).toContainText(creativeName, { timeout: 30_000 });
      await expect(refusal).toContainText(REASON);
      await shoot(page, testInfo, `${lang}-refused-detail`);
      // The detail's main action is the fix, not a step that cannot submit the campaign yet.
      await expect(page.getByRole('link', { name: w.continueTo })).toHaveCount(0);
      await page.getByRole('link', { name: w.editRefused, exact: true }).click();
      await expect(page).toHaveURL(w.creativeEdit);

      await page.goto(w.approval(orderId, lineItemId));
      await expect(page.getByRole('alert').filter({ hasText: w.refusedTitle })).toContainText(REASON, {
        timeout: 30_000,
      });

      await page.goto(w.creatives(orderId, lineItemId));
      // The reason, then what to do, each on its own line (a reason without a final stop never runs into it).
      await expect(page.getByText(w.onCard, { exact: true })).toBeVisible();
      await expect(page.getByText(w.next, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: w.activate })).toHaveCount(0);
      await shoot(page, testInfo, `${lang}-refused-card`);

      await page.getByRole('link', { name: w.edit(creativeName) }).click();
      await page.getByRole('textbox', { name: w.destination }).fill('https://www.example.com/corrige');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.updated)).toBeVisible();
      await expect(page.getByText(w.inReview, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(REASON)).toHaveCount(0);
    });
  });
}
