import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { ADMIN, answerBillingRegion, campaignReadyToSubmit } from './fixtures/campaigns.ts';

/**
 * After submission (issue 4): staff disapprove a campaign with a reason, the advertiser reads it, modifies the
 * campaign and submits it again (read-only while pending); once approved, the advertiser pauses, resumes and
 * duplicates it. The campaign is prepared through the API; every step under test is done in the browser.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    menu: 'Menu principal',
    review: 'Révision',
    disapprove: (name: string) => `Refuser ${name}`,
    approve: (name: string) => `Approuver ${name}`,
    reason: 'Raison',
    confirmDisapprove: 'Refuser',
    refused: 'Refusée',
    refusedTitle: 'Campagne refusée',
    modify: 'Modifier',
    impressions: 'Impressions',
    saveLineItem: 'Enregistrer et passer au ciblage',
    updated: 'Élément de campagne mis à jour.',
    approvalStep: 'Approbation',
    submit: /^Soumettre pour approbation/,
    submitted: 'Campagne soumise pour approbation.',
    readOnly: 'Cette campagne ne peut pas être modifiée',
    details: 'Détails',
    saveDetails: 'Enregistrer et continuer',
    pause: 'Mettre en pause',
    paused: 'Campagne mise en pause.',
    pausedBadge: 'En pause',
    resume: 'Reprendre',
    resumed: 'Campagne relancée.',
    duplicate: 'Dupliquer',
    name: 'Nom de la campagne',
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    menu: 'Main menu',
    review: 'Review',
    disapprove: (name: string) => `Disapprove ${name}`,
    approve: (name: string) => `Approve ${name}`,
    reason: 'Reason',
    confirmDisapprove: 'Disapprove',
    refused: 'Disapproved',
    refusedTitle: 'Campaign disapproved',
    modify: 'Modify',
    impressions: 'Impressions',
    saveLineItem: 'Save and go to targeting',
    updated: 'Line item updated.',
    approvalStep: 'Approval',
    submit: /^Submit for approval/,
    submitted: 'Campaign submitted for approval.',
    readOnly: "This campaign can't be modified",
    details: 'Details',
    saveDetails: 'Save and continue',
    pause: 'Pause',
    paused: 'Campaign paused.',
    pausedBadge: 'Paused',
    resume: 'Resume',
    resumed: 'Campaign resumed.',
    duplicate: 'Duplicate',
    name: 'Campaign name',
  },
} as const;

/** A standard campaign with a line item, an approved 300x250 creative and a card, submitted for approval. */
async function submittedCampaign(request: APIRequestContext, token: string, lang: Lang, name: string) {
  const campaign = await campaignReadyToSubmit(request, token, lang, { name });
  await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: false });
  return campaign;
}

async function reviewQueue(browser: Browser, lang: Lang): Promise<Page> {
  const w = WORDS[lang];
  const context = await browser.newContext({ locale: w.locale });
  const page = await context.newPage();
  await loginAs(page, { ...ADMIN, lang });
  await page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.review }).click();
  return page;
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a campaign after its submission (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(120_000);

    test('disapproved with a reason, modified, resubmitted, approved, paused, resumed and duplicated', async ({
      page,
      browser,
    }) => {
      const name = `${lang === 'fr' ? 'Automne' : 'Fall'} ${Date.now().toString(36)}`;
      const account = await registerAdvertiser(page, { lang });
      const { orderId, adminApi } = await submittedCampaign(page.request, account.token, lang, name);
      const detail = `${w.hub}${orderId}/detail/${lang === 'fr' ? 'campagne' : 'order'}/`;

      // Staff refuse it with a reason.
      const admin = await reviewQueue(browser, lang);
      await admin.getByRole('button', { name: w.disapprove(name), exact: true }).click();
      const dialog = admin.getByRole('dialog');
      await dialog
        .getByRole('textbox', { name: w.reason })
        .fill('Le visuel est flou / The picture is blurry');
      await dialog.getByRole('button', { name: w.confirmDisapprove, exact: true }).click();
      await expect(admin.getByRole('button', { name: w.disapprove(name), exact: true })).toHaveCount(0);
      await admin.context().close();

      // The advertiser reads the reason, changes the line item, submits again.
      await page.goto(detail);
      await expect(page.getByText(w.refusedTitle)).toBeVisible();
      await expect(page.getByText('Le visuel est flou / The picture is blurry')).toBeVisible();
      await expect(page.getByText(w.refused, { exact: true }).first()).toBeVisible();
      await page.getByRole('link', { name: w.modify, exact: true }).click();
      await page.getByRole('button', { name: w.saveDetails }).click();
      await page.getByRole('textbox', { name: w.impressions, exact: true }).fill('120000');
      await page.getByRole('button', { name: w.saveLineItem }).click();
      await expect(page.getByText(w.updated)).toBeVisible();
      await page.getByRole('button', { name: w.approvalStep }).click();
      await answerBillingRegion(page, lang);
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.submitted)).toBeVisible();

      // Pending approval: the steps are read-only.
      await page.goto(`${w.hub}${orderId}/`);
      await expect(page.getByText(w.readOnly)).toBeVisible();
      await expect(page.getByRole('button', { name: w.saveDetails })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: w.name })).toHaveAttribute('readonly', '');

      // Approved: pause, resume, duplicate.
      await adminApi('POST', `/review/orders/${orderId}/approve`, {});
      await page.goto(detail);
      await page.getByRole('button', { name: w.pause }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.pause }).click();
      await expect(page.getByText(w.paused)).toBeVisible();
      await expect(page.getByText(w.pausedBadge, { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: w.resume }).click();
      await expect(page.getByText(w.resumed)).toBeVisible();
      await expect(page.getByRole('button', { name: w.pause })).toBeVisible();
      await page.getByRole('button', { name: w.duplicate }).click();
      await expect(page.getByRole('textbox', { name: w.name })).toHaveValue(
        `${name} (${lang === 'fr' ? 'copie' : 'copy'})`,
      );
    });
  });
}
