import { expect, test } from '@playwright/test';
import { loginAs, registerAdvertiser } from './fixtures/accounts.ts';
import { AGENCY_PASSWORD, createAgency } from './fixtures/agencies.ts';
import { adminApi, apiAs } from './fixtures/campaigns.ts';

/**
 * A client staff suspend while its agency views as it (issue 28 §1), in French and English: the agency's next
 * navigation ends view-as with a notice saying the account is suspended, and its clients show the client as
 * suspended, with no "View as".
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    agencies: /\/fr\/agences\/$/,
    orders: /\/fr\/guichet\/campagnes\/$/,
    viewAs: 'Voir en tant que Sam Suspendu',
    viewing: 'Vous consultez le compte de',
    ended: 'Le compte de Sam Suspendu est suspendu\u00a0: votre agence ne peut pas agir pour lui',
    suspended: 'Suspendu',
  },
  en: {
    locale: 'en-CA',
    agencies: /\/en\/agencies\/$/,
    orders: /\/en\/hub\/orders\/$/,
    viewAs: 'View as Sam Suspendu',
    viewing: 'You are viewing the account of',
    ended: 'The account of Sam Suspendu is suspended: your agency cannot act for it',
    suspended: 'Suspended',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a suspended agency client (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('ends view-as with a notice, and shows the client as suspended without View as', async ({
      page,
      request,
    }) => {
      test.slow();
      const stamp = Date.now().toString(36);
      const agent = await registerAdvertiser(page.request, { lang, firstName: 'Alex', lastName: 'Agent' });
      await createAgency(page.request, lang, `Agence ${stamp}`, agent.email);
      // The client and staff act through a request context of their own (the page keeps the agent's cookie).
      const client = await registerAdvertiser(request, { lang, firstName: 'Sam', lastName: 'Suspendu' });
      const asClient = apiAs(request, client.token, lang);
      const me = await asClient('GET', '/user/');
      const types = (await asClient('GET', '/gam/order-types')) as unknown as Array<Record<string, number>>;
      const campaign = `Campagne ${stamp}`;
      await asClient('POST', '/gam/orders', {
        name: campaign,
        notes: '',
        typeId: types[0]!.typeId,
        customFieldId: types[0]!.customFieldId,
      });

      // The agency turns its role on in the browser and invites the client, who accepts (through the API).
      await loginAs(page, { ...agent, lang });
      // The console helper is installed once the app has started.
      await page.waitForFunction(() => 'portal' in window);
      page.once('dialog', (dialog) => void dialog.accept(AGENCY_PASSWORD));
      await page.evaluate(() =>
        (window as unknown as { portal: { activateAgency: () => Promise<string> } }).portal.activateAgency(),
      );
      await expect(page).toHaveURL(w.agencies);
      const agencyToken = await page.evaluate(() => localStorage.getItem('jwtToken'));
      await apiAs(page.request, String(agencyToken), lang)('POST', '/agencies/grants', {
        email: client.email,
      });
      const [grant] = (await asClient('GET', '/agency-grants')) as unknown as Array<{ id: number }>;
      await asClient('PUT', `/agency-grants/${grant!.id}/accept`);

      // Viewing as the client; staff suspend the client meanwhile.
      await page.reload();
      await page.getByRole('button', { name: w.viewAs }).click();
      await expect(page).toHaveURL(w.orders);
      await expect(page.getByRole('status').filter({ hasText: w.viewing })).toBeVisible();
      // The client's list has loaded: the suspension comes after the navigation into it has settled.
      await expect(page.getByRole('link', { name: campaign }).first()).toBeVisible();
      const staff = await adminApi(request, lang);
      await staff('POST', `/admin/users/${String(me.user_id)}/suspend`, { reason: 'Test' });
      await page.getByRole('link', { name: campaign }).first().click();
      await expect(page).toHaveURL(w.agencies);
      await expect(page.getByRole('status').filter({ hasText: w.ended })).toBeVisible();
      await expect(page.getByText(w.viewing)).toHaveCount(0);
      const row = page.getByRole('listitem').filter({ hasText: 'Sam Suspendu' });
      await expect(row.getByText(w.suspended, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: w.viewAs })).toHaveCount(0);
    });
  });
}
