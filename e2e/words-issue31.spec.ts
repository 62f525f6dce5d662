import { registerAdvertiser } from './fixtures/accounts.ts';
import { apiAs } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * One word for one thing (issue 31 §25), in French and English: the menu says "Digital campaigns" as the page's
 * title does, and "Custom audiences" as their pages do; the campaign name's error names the field by its label; the
 * list's subtitle says "All" only while every campaign is shown.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    newOrder: '/fr/guichet/campagnes/nouveau/',
    menu: 'Menu principal',
    orders: 'Campagnes numériques',
    audiences: 'Audiences personnalisées',
    all: 'Toutes',
    shown: 'Affichées : 1 sur 2',
    create: 'Créer la campagne',
    nameRequired: 'Le champ Nom de la campagne est obligatoire',
    newAudience: 'Nouvelle audience',
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    newOrder: '/en/hub/orders/new/',
    menu: 'Main menu',
    orders: 'Digital campaigns',
    audiences: 'Custom audiences',
    all: 'All',
    shown: 'Shown: 1 of 2',
    create: 'Create the campaign',
    nameRequired: 'The Campaign name field is required',
    newAudience: 'New audience',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`one word for one thing (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('menu and titles agree, the name error names its field, the subtitle counts what filters hide', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const api = apiAs(page.request, account.token, lang);
      const menu = page.getByRole('navigation', { name: w.menu });
      await expect(menu.getByRole('link', { name: w.orders, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();

      // The audiences: the menu's word is the page's, and its button's.
      await menu.getByRole('link', { name: w.audiences, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.audiences })).toBeVisible();
      await expect(
        page
          .getByRole('link', { name: w.newAudience })
          .or(page.getByRole('button', { name: w.newAudience }))
          .first(),
      ).toBeVisible();

      // The campaign name's error says the field's label.
      await page.goto(w.newOrder);
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.nameRequired, { exact: true })).toBeVisible();

      // Two campaigns, one archived: hidden by default, and the subtitle says so.
      const types = (await api('GET', '/gam/order-types')) as unknown as {
        name: string;
        typeId: number;
        customFieldId: number;
      }[];
      const standard = types.find((type) => type.name === 'standard')!;
      const made: number[] = [];
      for (const name of ['Un', 'Deux']) {
        const { orderId } = (await api('POST', '/gam/orders', {
          name: `${name} ${Date.now().toString(36)}`,
          notes: '',
          typeId: standard.typeId,
          customFieldId: standard.customFieldId,
        })) as { orderId: number };
        made.push(orderId);
      }
      await api('POST', `/gam/orders/${made[0]}/archive`, {});
      await page.goto(w.hub);
      await expect(page.getByText(w.shown, { exact: true })).toBeVisible();
      await shoot(page, testInfo, `orders-subtitle-${lang}`);
      await page.getByRole('switch').check();
      await expect(page.getByText(w.all, { exact: true })).toBeVisible();
      await expect(page.getByText(w.shown, { exact: true })).toHaveCount(0);
    });
  });
}
