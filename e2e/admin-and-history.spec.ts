import type { Browser, Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { ADMIN, apiAs } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * The audit trail and platform administration (issue 16), in French and English: an advertiser renames a campaign
 * and finds the change, old and new names, in the campaign's change history and in the History page of the
 * profile; then a staff administrator suspends the account, and the advertiser's next click lands on the login page.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    detail: 'detail/campagne/',
    name: 'Nom de la campagne',
    saveDetails: 'Enregistrer et continuer',
    history: 'Historique des modifications',
    showChanges: 'Afficher les modifications',
    changed: 'Campagne modifiée',
    menu: 'Menu principal',
    profile: 'Profil',
    seeHistory: 'Voir l’historique',
    orders: 'Campagnes numériques',
    accounts: '/fr/guichet/comptes/',
    search: 'Rechercher',
    open: (email: string) => `Ouvrir le compte ${email}`,
    suspend: 'Suspendre',
    reactivate: 'Réactiver',
    login: /\/fr\/compte\/connexion\//,
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    detail: 'detail/order/',
    name: 'Campaign name',
    saveDetails: 'Save and continue',
    history: 'Change history',
    showChanges: 'Show the changes',
    changed: 'Campaign changed',
    menu: 'Main menu',
    profile: 'Profile',
    seeHistory: 'See the history',
    orders: 'Digital orders',
    accounts: '/en/hub/accounts/',
    search: 'Search',
    open: (email: string) => `Open the account ${email}`,
    suspend: 'Suspend',
    reactivate: 'Reactivate',
    login: /\/en\/account\/login\//,
  },
} as const;

async function adminOnAccounts(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    locale: WORDS[lang].locale,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await loginAs(page, { ...ADMIN, lang }, { path: WORDS[lang].accounts });
  return page;
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`change history and account suspension (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(90_000);

    test('a renamed campaign shows in both histories; a suspended advertiser lands on login', async ({
      page,
      browser,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const api = apiAs(page.request, account.token, lang);
      const before = `${lang === 'fr' ? 'Hiver' : 'Winter'} ${Date.now().toString(36)}`;
      const after = `${before} 2`;
      const { orderId } = (await api('POST', '/gam/orders', {
        name: before,
        notes: '',
        typeId: 4470001,
        customFieldId: 12601,
      })) as { orderId: number };

      // The advertiser renames the campaign in its edit page.
      await page.goto(`${w.hub}${orderId}/`);
      await page.getByRole('textbox', { name: w.name }).fill(after);
      await page.getByRole('button', { name: w.saveDetails }).click();
      await expect(page).not.toHaveURL(new RegExp(`${w.hub}${orderId}/$`));

      // The campaign's change history: the old and the new name.
      await page.goto(`${w.hub}${orderId}/${w.detail}`);
      const history = page.getByRole('region', { name: w.history });
      await history.getByRole('button', { name: w.showChanges }).click();
      const renamed = history.getByRole('listitem').filter({ hasText: w.changed });
      await expect(renamed.getByRole('cell', { name: before, exact: true })).toBeVisible();
      await expect(renamed.getByRole('cell', { name: after, exact: true })).toBeVisible();
      await shoot(page, testInfo, `campaign-history-${lang}`);

      // The History page of the profile.
      await page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.profile }).click();
      await page.getByRole('link', { name: w.seeHistory }).click();
      const inProfile = page.getByRole('listitem').filter({ hasText: w.changed });
      await expect(inProfile.getByRole('cell', { name: after, exact: true })).toBeVisible();
      await shoot(page, testInfo, `profile-history-${lang}`);

      // Staff suspend the account.
      const admin = await adminOnAccounts(browser, lang);
      await admin.getByRole('searchbox', { name: w.search }).fill(account.email);
      await expect(admin.getByRole('link', { name: w.open(account.email) })).toBeVisible();
      await shoot(admin, testInfo, `admin-accounts-${lang}`);
      await admin.getByRole('link', { name: w.open(account.email) }).click();
      await admin.getByRole('button', { name: w.suspend, exact: true }).click();
      await admin.getByRole('dialog').getByRole('button', { name: w.suspend, exact: true }).click();
      await expect(admin.getByRole('button', { name: w.reactivate })).toBeVisible();
      await shoot(admin, testInfo, `admin-account-${lang}`);
      await admin.context().close();

      // The advertiser's next action: the session is over.
      await page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.orders }).click();
      await expect(page).toHaveURL(w.login);
    });
  });
}
