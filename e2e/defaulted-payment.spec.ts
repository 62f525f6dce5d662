import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { campaignReadyToSubmit, type Api } from './fixtures/campaigns.ts';
import { deliver, withBilledPortal } from './fixtures/billed-portal.ts';
import type { Portal } from './fixtures/portal.ts';
import { shoot } from './fixtures/shots.ts';
import { axeViolations } from './fixtures/axe.ts';

/**
 * A declined payment (issue 14, spec §8), in both languages: an advertiser's campaign delivers, the card on file is
 * replaced by the sandbox's 4000 0000 0000 0341 (it passes pre-authorisation, declines charges), and `npm run
 * billing` bills the month: the invoice defaults. The campaign list and detail show the campaign paused with the
 * reason and spec §8's message with "Manage my payment method"; the Payment screen shows what is owed, and "Pay now"
 * with that card says it was declined. The advertiser types a good card into the hosted page: the defaulted invoice
 * is paid at once, the Payment screen has nothing left to pay, and the campaign is no longer held.
 */

const IMPRESSIONS = 200;
const DECLINES_AT_CHARGE = '4000000000000341';

const WORDS = {
  fr: {
    campaign: 'Rentrée des classes',
    list: '/fr/guichet/campagnes/',
    listTitle: 'Campagnes en pause : le paiement d’une facture a été refusé',
    detailTitle: 'Cette campagne est en pause : le paiement d’une facture a été refusé',
    reason: 'Paiement refusé',
    message: 'Il semble que votre mode de paiement ne permette pas de lancer cette campagne.',
    manage: 'Gérer mon mode de paiement',
    payNow: 'Payer maintenant',
    spend: 'Dépenses à ce jour',
    paymentPath: '/fr/guichet/paiement/',
    owed: 'Montant dû',
    defaulted: 'En défaut',
    declined: 'Votre carte a refusé le paiement.',
    changeCard: 'Changer de carte',
    replace: 'Remplacer',
    holder: 'Nom du titulaire',
    frame: 'Données de la carte (page de paiement sécurisée)',
    pan: 'Numéro de carte',
    expiry: 'Date d’expiration (MMAA)',
    cvd: 'Code de sécurité (CVD)',
    save: 'Enregistrer la carte',
    nothingOwed: 'Rien à payer : toutes vos factures sont payées.',
    onFile: 'Enregistrée',
    cardDeclined: 'a été refusée sur cette carte',
    payInvoice: 'Payer la facture',
  },
  en: {
    campaign: 'Back to school',
    list: '/en/hub/orders/',
    listTitle: 'Campaigns paused: the payment of an invoice was declined',
    detailTitle: 'This campaign is paused: the payment of an invoice was declined',
    reason: 'Payment declined',
    message: 'It appears that your payment method does not allow this campaign to be launched.',
    manage: 'Manage my payment method',
    payNow: 'Pay now',
    spend: 'Spend to date',
    paymentPath: '/en/hub/payment/',
    owed: 'Amount due',
    defaulted: 'Defaulted',
    declined: 'Your card declined the payment.',
    changeCard: 'Change the card',
    replace: 'Replace',
    holder: 'Cardholder name',
    frame: 'Card details (secure payment page)',
    pan: 'Card number',
    expiry: 'Expiry date (MMYY)',
    cvd: 'Security code (CVD)',
    save: 'Save the card',
    nothingOwed: 'Nothing to pay: all your invoices are paid.',
    onFile: 'On file',
    cardDeclined: 'was declined on this card',
    payInvoice: 'Pay the invoice',
  },
} as const;

const expiry = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The card that declines charges on file, tokenised as the hosted page does. */
async function putDecliningCard(request: APIRequestContext, api: Api) {
  const settings = await (await request.get('/api/v2/settings')).json();
  const tokenised = await request.post('/sandbox/payments/tokenize', {
    data: { profileId: settings.payment.profileId, pan: DECLINES_AT_CHARGE, expiry, cvd: '123' },
  });
  const { dataKey } = await tokenised.json();
  await api('POST', '/payment/paymentMethod', { dataKey, holderName: 'Camille Tremblay' });
}

interface Defaulted {
  portal: Portal;
  accounts: Record<Lang, { email: string; password: string; orderId: number }>;
}

/** A portal of its own whose two advertisers' campaigns delivered, then were billed with a declining card. */
const test = base.extend<object, { defaulted: Defaulted }>({
  defaulted: [
    async ({ playwright }, use) =>
      withBilledPortal(
        playwright,
        { name: 'defaulted', printed: ['charged: 0 paid, 2 defaulted'] },
        async (request) => {
          const accounts = {} as Defaulted['accounts'];
          for (const lang of ['fr', 'en'] as const) {
            const account = await registerAdvertiser(request, { lang });
            const campaign = await campaignReadyToSubmit(request, account.token, lang, {
              name: WORDS[lang].campaign,
              startInDays: 0,
            });
            await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, {
              force: true,
            });
            await putDecliningCard(request, campaign.api);
            accounts[lang] = { ...account, orderId: campaign.orderId };
          }
          await deliver(request, IMPRESSIONS);
          return accounts;
        },
        use,
      ),
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ defaulted }, use) => use(defaulted.portal.url),
});

async function typeGoodCard(page: Page, lang: Lang) {
  const w = WORDS[lang];
  await page.getByLabel(w.holder).fill('Camille Tremblay');
  const frame = page.frameLocator(`iframe[title="${w.frame}"]`);
  await frame.getByLabel(w.pan).fill('4242 4242 4242 4242');
  await frame.getByLabel(w.expiry).fill(expiry);
  await frame.getByLabel(w.cvd).fill('123');
  await page.getByRole('button', { name: w.save }).click();
}

for (const lang of ['fr', 'en'] as const) {
  test(`a declined invoice pauses the campaign until a good card pays it (${lang})`, async ({
    page,
    defaulted,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const account = defaulted.accounts[lang];
    await loginAs(page, { ...account, lang });

    // The list: spec §8's message, and the campaign paused with the reason.
    const notice = page.getByRole('region', { name: w.listTitle });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText(w.message);
    await expect(notice.getByRole('link', { name: w.manage })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: w.campaign });
    await expect(row).toContainText(w.reason);
    await shoot(page, testInfo, `defaulted-list-${lang}`);

    // The detail: the same message, no hand resume, the spend to date beside the delivery.
    await row.getByRole('link', { name: w.campaign }).click();
    await expect(page.getByRole('region', { name: w.detailTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: lang === 'fr' ? 'Reprendre' : 'Resume' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: w.spend })).toContainText(/[1-9]/);
    await shoot(page, testInfo, `defaulted-detail-${lang}`);

    // The Payment screen: what is owed, the defaulted invoice; Pay now with the declining card says so.
    await page.getByRole('region', { name: w.detailTitle }).getByRole('link', { name: w.payNow }).click();
    await expect(page).toHaveURL(new RegExp(`${w.paymentPath}$`));
    await expect(page.getByTestId('amount-owed')).toContainText(/[1-9]/);
    await expect(page.getByText(w.defaulted, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${w.payNow}`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.declined })).toBeVisible();
    await expect(page.getByText(w.defaulted, { exact: true })).toBeVisible();
    await shoot(page, testInfo, `defaulted-payment-${lang}`);

    // The card on file says its charge was declined, with the invoice, not "On file" (issue 31 §19).
    await page.getByRole('link', { name: w.changeCard }).click();
    const card = page.getByRole('region', { name: 'Visa' });
    await expect(card.getByText(w.reason, { exact: true })).toBeVisible();
    await expect(card.getByText(w.onFile, { exact: true })).toHaveCount(0);
    await expect(card.getByRole('status')).toContainText(w.cardDeclined);
    await expect(card.getByRole('link', { name: w.payInvoice })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, testInfo, `defaulted-card-${lang}`);

    // A good card: the defaulted invoice is paid at once (spec §8).
    await page.getByRole('button', { name: w.replace }).click();
    await typeGoodCard(page, lang);
    await expect(page.getByText('•••• 4242')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Visa' }).getByText(w.onFile, { exact: true }),
    ).toBeVisible();
    // A full load of the screen may take a while on a busy machine.
    await page.goto(w.paymentPath);
    await expect(page.getByText(w.nothingOwed)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(w.defaulted, { exact: true })).toHaveCount(0);
    await shoot(page, testInfo, `paid-payment-${lang}`);

    // The campaign is no longer held: no message, no reason, ready to deliver again.
    await page.goto(w.list);
    await expect(page.getByRole('row').filter({ hasText: w.campaign })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: w.listTitle })).toHaveCount(0);
    await expect(page.getByText(w.reason)).toHaveCount(0);
    const order = await page.request.get(`/api/v2/gam/orders/${account.orderId}`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwtToken'))}`,
      },
    });
    const body = await order.json();
    expect(body.lineItems[0]).toMatchObject({ status: 'READY', pauseReason: null });
    await shoot(page, testInfo, `resumed-list-${lang}`);
  });
}
