import { registerAdvertiser, loginAs } from './fixtures/accounts.ts';
import { ADMIN, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * Names, words and money where people read, never internal numbers or codes (issue 31 §24), in French and English:
 * the campaign's and the profile's change histories name the campaign and its line item and say "Image file" for a
 * creative's file; staff read the account by its holder; a pixel's number is the one of its address; a campaign that
 * is not there says so in a sentence, without "NOT_FOUND".
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    detail: 'detail/campagne/',
    history: 'Historique des modifications',
    showChanges: 'Afficher les modifications',
    campaign: (name: string) => `Campagne « ${name} »`,
    lineItem: (name: string) => `Élément de la campagne « ${name} »`,
    creative: (name: string) => `Créatif « ${name} »`,
    file: 'Nouveau fichier',
    copyOf: 'Copie de la campagne',
    profileHistory: '/fr/guichet/profil/historique/',
    ownAccount: 'Votre compte',
    account: (id: string) => `/fr/guichet/comptes/${id}/`,
    pixels: '/fr/guichet/conversions/',
    edit: (name: string) => `Modifier ${name}`,
    missing: 'Cette campagne n’existe pas ou appartient à un autre compte.',
    hello: 'Bonjour',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    detail: 'detail/order/',
    history: 'Change history',
    showChanges: 'Show the changes',
    campaign: (name: string) => `Campaign “${name}”`,
    lineItem: (name: string) => `Line item of the campaign “${name}”`,
    creative: (name: string) => `Creative “${name}”`,
    file: 'New file',
    copyOf: 'Copy of campaign',
    profileHistory: '/en/hub/profile/history/',
    ownAccount: 'Your account',
    account: (id: string) => `/en/hub/accounts/${id}/`,
    pixels: '/en/hub/conversions/',
    edit: (name: string) => `Edit ${name}`,
    missing: 'This campaign does not exist, or it belongs to another account.',
    hello: 'Hello',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
  },
} as const;

/** Ids of the ad server and the portal are 7 digits and more; no history line shows one. */
const RAW_ID = /\b\d{7,}\b/;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`words, not internal numbers (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(120_000);

    test('histories name what changed; a pixel shows its address’s number; a missing campaign is said in words', async ({
      page,
      browser,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const name = `${lang === 'fr' ? 'Mots' : 'Words'} ${Date.now().toString(36)}`;
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, { name });

      // The campaign's change history.
      await page.goto(`${w.hub}${campaign.orderId}/${w.detail}`);
      const history = page.getByRole('region', { name: w.history });
      await history.getByRole('button', { name: w.showChanges }).click();
      const changes = history.getByRole('list').first();
      await expect(changes.getByText(w.campaign(name), { exact: true }).first()).toBeVisible();
      await expect(changes.getByText(w.lineItem(name), { exact: true }).first()).toBeVisible();
      await expect(
        changes.getByText(w.creative(campaign.creativeName), { exact: true }).first(),
      ).toBeVisible();
      await expect(changes.getByRole('cell', { name: w.file, exact: true }).first()).toBeVisible();
      const text = await changes.innerText();
      expect(text).not.toMatch(RAW_ID);
      expect(text).not.toContain('/api/v2/assets');
      expect(text).not.toContain('cents');
      await shoot(page, testInfo, `history-words-campaign-${lang}`);

      // A copy's history names the campaign it copies, not its number.
      const copy = (await campaign.api('POST', `/gam/orders/${campaign.orderId}/duplicate`, {})) as {
        orderId: number;
      };
      await page.goto(`${w.hub}${copy.orderId}/${w.detail}`);
      const copyHistory = page.getByRole('region', { name: w.history });
      await copyHistory.getByRole('button', { name: w.showChanges }).click();
      const source = copyHistory.getByRole('row').filter({ hasText: w.copyOf }).getByRole('cell');
      await expect(source.last()).toHaveText(name);
      expect(await copyHistory.getByRole('list').first().innerText()).not.toMatch(RAW_ID);

      // The profile's history: the account is the reader's own.
      await page.goto(w.profileHistory);
      await expect(page.getByText(w.ownAccount, { exact: true }).first()).toBeVisible();
      expect(await page.getByRole('main').innerText()).not.toMatch(RAW_ID);

      // A conversion pixel: the number on the list is the one of its page's address.
      const pixelName = `Pixel (${name})`;
      const pixel = await campaign.api('POST', '/conversions/', {
        name: pixelName,
        type: 'custom',
        impressionsLookbackDays: 7,
        clicksLookbackDays: 14,
      });
      await page.goto(w.pixels);
      const row = page.getByRole('row').filter({ hasText: pixelName });
      await expect(row.getByRole('cell').first()).toHaveText(String(pixel.activityGroupId));
      await row.getByRole('link', { name: w.edit(pixelName) }).click();
      await expect(page).toHaveURL(new RegExp(`/${String(pixel.activityGroupId)}/`));
      // On a phone its name is shown whole, closing parenthesis included.
      await page.goto(w.pixels);
      await resizeTo(page, 400);
      // The phone's card (the table, from the `sm` breakpoint, is not shown).
      const shownName = page.getByText(pixelName, { exact: true }).filter({ visible: true });
      await expect(shownName).toBeVisible();
      const cut = await shownName.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth,
      );
      expect(cut, 'the pixel’s name cut on a phone').toBe(false);
      await expectFitsWidth(page, 'the pixels on a phone');
      // The greeting, with no room in a phone's header, is in its menu (issue 31 §26): one on the page.
      const greeting = page.getByText(`${w.hello} ${account.firstName} ${account.lastName}`, { exact: true });
      await expect(greeting).toBeHidden();
      await page.getByRole('button', { name: w.openMenu }).click();
      await expect(greeting).toBeVisible();
      await shoot(page, testInfo, `phone-menu-greeting-${lang}`);
      await page.getByRole('button', { name: w.closeMenu }).click();
      await resizeTo(page, 1280);
      await expect(greeting).toBeVisible();

      // A campaign that is not there, in words.
      await page.goto(`${w.hub}2147480000/${w.detail}`);
      await expect(page.getByRole('alert').getByText(w.missing)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('NOT_FOUND');

      // Staff read the account's history by names too.
      const context = await browser.newContext({ locale: w.locale, viewport: { width: 1280, height: 900 } });
      const staff = await context.newPage();
      const me = await (
        await page.request.get('/api/v2/user/', { headers: { authorization: `Bearer ${account.token}` } })
      ).json();
      await loginAs(staff, { ...ADMIN, lang }, { path: w.account(String(me.user_id)) });
      const trail = staff.getByRole('list', { name: lang === 'fr' ? 'Modifications' : 'Changes' });
      await expect(trail.getByText(w.campaign(name), { exact: true }).first()).toBeVisible();
      expect(await trail.innerText()).not.toMatch(RAW_ID);
      await shoot(staff, testInfo, `history-words-staff-${lang}`);
      await context.close();
    });
  });
}
