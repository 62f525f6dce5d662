import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectFitsWidth, resizeTo, shootAsIs } from './fixtures/shots.ts';

/**
 * The card on file (issue 4, spec §7 Finance, §8 Payment), in both languages: a registered advertiser types the
 * sandbox test card into the processor's hosted page (an iframe), sees the saved card, deletes it after the
 * spec's confirmation; a wrong card number shows the 943 message beside the form.
 */

const PASSWORD = 'Campagne2025';

const WORDS = {
  fr: {
    path: '/fr/guichet/finances/methode-de-paiement/',
    locale: 'fr-CA',
    holder: 'Nom du titulaire',
    frame: 'Données de la carte (page de paiement sécurisée)',
    pan: 'Numéro de carte',
    expiry: 'Date d’expiration (MMAA)',
    cvd: 'Code de sécurité (CVD)',
    save: 'Enregistrer la carte',
    addTitle: 'Ajouter une carte de crédit',
    expires: 'Expire en',
    added: 'Ajoutée le',
    remove: 'Supprimer',
    confirm: 'Voulez-vous vraiment supprimer votre carte de crédit ?',
    cancel: 'Annuler',
    deleted: 'Le mode de paiement a été supprimé.',
    invalidCard: 'Numéro de carte invalide.',
  },
  en: {
    path: '/en/hub/finances/payment-methods/',
    locale: 'en-CA',
    holder: 'Cardholder name',
    frame: 'Card details (secure payment page)',
    pan: 'Card number',
    expiry: 'Expiry date (MMYY)',
    cvd: 'Security code (CVD)',
    save: 'Save the card',
    addTitle: 'Add a credit card',
    expires: 'Expires',
    added: 'Added on',
    remove: 'Delete',
    confirm: 'Are you sure you want to delete your credit card?',
    cancel: 'Cancel',
    deleted: 'The payment method was deleted.',
    invalidCard: 'Invalid card number.',
  },
} as const;

type Lang = keyof typeof WORDS;

let sequence = 0;

/** A new advertiser, registered through the API (pre-register, the code from /dev/mail.json, register). */
async function registerAdvertiser(request: APIRequestContext, lang: Lang): Promise<string> {
  sequence += 1;
  const email = `card.${lang}.${Date.now().toString(36)}.${sequence}@example.test`;
  const pre = await request.post('/api/v2/auth/cognito/pre-register', { data: { email, resend: false } });
  expect(pre.status()).toBe(200);
  const mails: { to: string; subject: string }[] = await (await request.get('/dev/mail.json')).json();
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.subject ?? '')?.[1];
  expect(code).toBeTruthy();
  const res = await request.post('/api/v2/auth/cognito/register', {
    data: {
      email,
      password: PASSWORD,
      verificationCode: code,
      firstName: 'Camille',
      lastName: 'Tremblay',
      locale: lang,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).jwtToken;
}

/** Signed in as a new advertiser, on the payment method page. */
async function openPaymentMethodPage(page: Page, request: APIRequestContext, lang: Lang): Promise<string> {
  const token = await registerAdvertiser(request, lang);
  await page.goto('/api/v2/settings');
  // Until the accounts fixtures sign in through the login page: the token where the session keeps it.
  await page.evaluate(`localStorage.setItem('jwtToken', ${JSON.stringify(token)})`);
  await page.goto(WORDS[lang].path);
  await expect(page.getByRole('heading', { name: WORDS[lang].addTitle })).toBeVisible();
  return token;
}

/** A card expiry (MMYY) three years ahead. */
function futureExpiry(): string {
  return `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

async function typeCard(page: Page, lang: Lang, pan: string) {
  const w = WORDS[lang];
  await page.getByLabel(w.holder).fill('Camille Tremblay');
  const frame = page.frameLocator(`iframe[title="${w.frame}"]`);
  await frame.getByLabel(w.pan).fill(pan);
  await frame.getByLabel(w.expiry).fill(futureExpiry());
  await frame.getByLabel(w.cvd).fill('123');
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`payment method (${lang})`, () => {
    // With the shell's motion: an alert once slid off the side while the shell's transitions ran after a resize.
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

    test('a registered advertiser adds the test card through the iframe, sees it, deletes it after confirming', async ({
      page,
      request,
    }, testInfo) => {
      const token = await openPaymentMethodPage(page, request, lang);
      await shootAsIs(page, testInfo, `${lang}-1280-empty`);
      await typeCard(page, lang, '4242 4242 4242 4242');
      await page.getByRole('button', { name: w.save }).click();

      const saved = page.getByRole('region', { name: 'Visa' });
      await expect(saved).toBeVisible();
      await expect(saved.getByText('•••• 4242')).toBeVisible();
      await expect(saved.getByText(`${w.expires} 12/${new Date().getFullYear() + 3}`)).toBeVisible();
      await expect(saved.getByText('Camille Tremblay')).toBeVisible();
      // The day it was added, as the portal writes dates (spec §2).
      await expect(saved).toContainText(new RegExp(`${w.added} \\d{4}-\\d{2}-\\d{2}`));
      await expect(page.getByRole('heading', { name: w.addTitle })).toBeHidden();
      await shootAsIs(page, testInfo, `${lang}-1280-saved`);
      await resizeTo(page, 400);
      await expectFitsWidth(page, 'the saved card');
      await shootAsIs(page, testInfo, `${lang}-400-saved`);
      await resizeTo(page, 1280);

      // Cancel keeps the card; Delete removes it.
      await saved.getByRole('button', { name: w.remove }).click();
      let dialog = page.getByRole('dialog');
      await expect(dialog.getByText(w.confirm)).toBeVisible();
      await shootAsIs(page, testInfo, `${lang}-1280-confirm`);
      await dialog.getByRole('button', { name: w.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(saved).toBeVisible();

      await saved.getByRole('button', { name: w.remove }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w.remove }).click();
      await expect(page.getByText(w.deleted)).toBeVisible();
      await expect(page.getByText('•••• 4242')).toBeHidden();
      await expect(page.getByRole('heading', { name: w.addTitle })).toBeVisible();

      const answer = await request.get('/api/v2/payment/paymentMethod', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await answer.json()).toBe('');
    });

    test('a wrong card number shows the 943 message beside the form', async ({ page, request }, testInfo) => {
      await openPaymentMethodPage(page, request, lang);
      await typeCard(page, lang, '4242 4242 4242 4241');
      await page.getByRole('button', { name: w.save }).click();
      const alert = page.getByRole('alert').filter({ hasText: w.invalidCard });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('region', { name: 'Visa' })).toBeHidden();
      await shootAsIs(page, testInfo, `${lang}-1280-invalid`);
      await resizeTo(page, 400);
      await expectFitsWidth(page, 'the refused card');
      await shootAsIs(page, testInfo, `${lang}-400-invalid`);
    });
  });
}
