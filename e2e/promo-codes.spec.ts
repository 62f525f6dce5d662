import type { Browser, Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { ADMIN } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { linesOf, shoot } from './fixtures/shots.ts';

/**
 * Promo codes (issue 14), in French and English: an administrator creates a gift code on the staff's promo codes
 * screen; an advertiser enters a wrong code on the Finance page and reads the refusal beside the field, then enters
 * the right one (in lower case) and sees it in their list with the credit left; the administrator deactivates it.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    menu: 'Menu principal',
    promoMenu: 'Codes promotionnels',
    code: 'Code',
    gift: 'Carte-cadeau',
    credit: 'Crédit ($)',
    create: 'Créer le code',
    created: (code: string) => `Le code ${code} a été créé.`,
    finances: '/fr/guichet/finances/',
    promoField: 'Code promotionnel',
    apply: 'Appliquer',
    invalid: 'Ce code promotionnel est invalide',
    already: 'Ce code est déjà actif',
    creditLeft: 'Crédit restant\u00a0: 50,00\u00a0$',
    giftLeft: '50,00\u00a0$ restants sur 50,00\u00a0$',
    active: 'Actif',
    decreasing: 'Solde dégressif',
    deactivate: (code: string) => `Désactiver le code ${code}`,
    inactive: 'Inactif',
    edit: (code: string) => `Modifier le code ${code}`,
    campaign: 'Campagne (facultatif)',
    maxAccounts: 'Nombre de comptes au plus',
    save: 'Enregistrer',
    updated: (code: string) => `Le code ${code} a été modifié.`,
    oneOfThree: '1 sur 3',
    percentField: 'Pourcentage (%)',
    percentTooHigh: 'Le champ Pourcentage (%) doit être de 100 ou moins',
    amountTooHigh: /Le champ Montant/,
  },
  en: {
    locale: 'en-CA',
    menu: 'Main menu',
    promoMenu: 'Promotional codes',
    code: 'Code',
    gift: 'Gift card',
    credit: 'Credit ($)',
    create: 'Create the code',
    created: (code: string) => `The code ${code} was created.`,
    finances: '/en/hub/finances/',
    promoField: 'Promotional code',
    apply: 'Apply',
    invalid: 'This promotional code is invalid',
    already: 'This code is already active',
    creditLeft: 'Credit left: $50.00',
    giftLeft: '$50.00 left of $50.00',
    active: 'Active',
    decreasing: 'Decreasing balance',
    deactivate: (code: string) => `Deactivate the code ${code}`,
    inactive: 'Inactive',
    edit: (code: string) => `Edit the code ${code}`,
    campaign: 'Campaign (optional)',
    maxAccounts: 'Accounts at most',
    save: 'Save',
    updated: (code: string) => `The code ${code} was updated.`,
    oneOfThree: '1 of 3',
    percentField: 'Percentage (%)',
    percentTooHigh: 'The Percentage (%) field must be 100 or less',
    amountTooHigh: /The Amount/,
  },
} as const;

async function asAdmin(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    locale: WORDS[lang].locale,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await loginAs(page, { ...ADMIN, lang });
  await page
    .getByRole('navigation', { name: WORDS[lang].menu })
    .getByRole('link', { name: WORDS[lang].promoMenu })
    .click();
  return page;
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`promo codes (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(240_000);

    test('staff create a gift code, an advertiser redeems it and sees the credit; a wrong code is refused beside the field', async ({
      page,
      browser,
    }, testInfo) => {
      const code = `CADEAU${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

      // The administrator creates a 50 $ gift code.
      const admin = await asAdmin(browser, lang);
      await admin.getByRole('textbox', { name: w.code, exact: true }).fill(code);
      await admin.locator('label').filter({ hasText: w.gift }).click();
      await expect(admin.getByRole('radio', { name: w.gift })).toBeChecked();
      await admin.getByRole('textbox', { name: w.credit }).fill('50');
      await admin.getByRole('button', { name: w.create }).click();
      await expect(admin.getByText(w.created(code))).toBeVisible();
      const adminRow = admin.getByRole('row').filter({ hasText: code });
      await expect(adminRow).toContainText(w.active);
      await shoot(admin, testInfo, `promo-admin-${lang}`);

      // The advertiser: a wrong code first, refused beside the field.
      await registerAdvertiser(page, { lang });
      await page.goto(w.finances);
      const field = page.getByRole('textbox', { name: w.promoField });
      await field.fill('FAUXCODE42');
      await page.getByRole('button', { name: w.apply }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(w.invalid);
      await shoot(page, testInfo, `promo-refused-${lang}`);

      // The right code, typed in lower case, joins the list with its credit.
      await field.fill(code.toLowerCase());
      await page.getByRole('button', { name: w.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: w.creditLeft })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText(w.giftLeft);
      await expect(row).toContainText(w.active);
      await expect(row).toContainText(w.decreasing);
      await expect(field).toHaveValue('');
      const added = row.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2}$/ });
      expect(await linesOf(added), 'the day it was added, on one line').toBe(1);
      await shoot(page, testInfo, `promo-redeemed-${lang}`);

      // Entered again: already in the list.
      await field.fill(code);
      await page.getByRole('button', { name: w.apply }).click();
      await expect(field).toHaveAccessibleDescription(w.already);

      // The administrator changes its campaign and limits it to 3 accounts: the row shows the advertiser's use of 3.
      await adminRow.getByRole('button', { name: w.edit(code) }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('textbox', { name: w.campaign }).fill('Winter');
      await dialog.getByRole('textbox', { name: w.maxAccounts }).fill('3');
      await shoot(admin, testInfo, `promo-edit-${lang}`);
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(admin.getByText(w.updated(code))).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(adminRow).toContainText('Winter');
      await expect(adminRow).toContainText(w.oneOfThree);

      // The administrator deactivates it; the advertiser's list shows it inactive, with no credit left to use.
      await adminRow.getByRole('button', { name: w.deactivate(code) }).click();
      await expect(adminRow).toContainText(w.inactive);
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: code })).toContainText(w.inactive);
      await expect(page.getByText(w.creditLeft)).toHaveCount(0);
      await admin.context().close();
    });

    test('a percentage above 100 is refused in the name of the percentage field, not the amount (issue 31 §20)', async ({
      browser,
    }) => {
      const admin = await asAdmin(browser, lang);
      await admin
        .getByRole('textbox', { name: w.code, exact: true })
        .fill(`PCT${Date.now().toString(36).toUpperCase()}`);
      await admin.getByRole('textbox', { name: w.percentField }).fill('150');
      await admin.getByRole('button', { name: w.create }).click();
      await expect(admin.getByText(w.percentTooHigh)).toBeVisible();
      await expect(admin.getByText(w.amountTooHigh)).toHaveCount(0);
      await admin.context().close();
    });
  });
}
