import type { Browser, Locator, Page } from '@playwright/test';
import { loginAs, registerAdvertiser, uniqueEmail, type Lang } from './fixtures/accounts.ts';
import { ADMIN, apiAs } from './fixtures/campaigns.ts';
import { expect, startPortal, test } from './fixtures/portal.ts';
import { expectFitsWidth, expectShownWhole, linesOf, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * The audit trail and platform administration (issue 16), in French and English: an advertiser renames a campaign
 * and finds the change, old and new names, in the campaign's change history and in the History page of the
 * profile; then a staff administrator suspends the account, and the advertiser's next click lands on the login page.
 * The history speaks the user's words: the campaign type by its name, no row where nothing changed, columns that line
 * up, a line per change on a phone, and an empty history that says whether a filter hides the changes.
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
    created: 'Campagne créée',
    changes: 'Modifications',
    before: 'Avant',
    notes: 'Notes',
    typeField: 'Type de campagne',
    typeName: 'Bannières graphiques',
    nameLine: (from: string, to: string) => `Nom : ${from} → ${to}`,
    lineItemChanged: 'Élément modifié',
    lineItemAdded: 'Élément ajouté',
    startField: 'Début',
    midnight: '00 h 00',
    capsField: 'Plafonds de fréquence',
    capsBefore: '3 impressions par jour',
    capsAfter: '5 impressions par tranche de 2 semaines',
    targetingField: 'Ciblage',
    province: 'Québec',
    targetingAfter: 'Ciblés : Québec · Tout le monde',
    object: 'Objet',
    creative: 'Créatif',
    noChangeYet: 'Aucune modification pour l’instant.',
    noChangeMatching: 'Aucune modification ne correspond à ces filtres.',
    profileHistory: '/fr/guichet/profil/historique/',
    menu: 'Menu principal',
    profile: 'Profil',
    seeHistory: 'Voir l’historique',
    orders: 'Campagnes numériques',
    accounts: '/fr/guichet/comptes/',
    accountList: 'Comptes',
    search: 'Rechercher',
    open: (email: string) => `Ouvrir le compte ${email}`,
    suspend: 'Suspendre',
    reason: 'Motif de la suspension',
    reasonRequired: /Le champ Motif de la suspension est obligatoire/,
    reasonText: 'Annonces trompeuses signalées',
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
    created: 'Campaign created',
    changes: 'Changes',
    before: 'Before',
    notes: 'Notes',
    typeField: 'Campaign type',
    typeName: 'Display banners',
    nameLine: (from: string, to: string) => `Name: ${from} → ${to}`,
    lineItemChanged: 'Line item changed',
    lineItemAdded: 'Line item added',
    startField: 'Start',
    midnight: '12:00 a.m.',
    capsField: 'Frequency caps',
    capsBefore: '3 impressions per day',
    capsAfter: '5 impressions every 2 weeks',
    targetingField: 'Targeting',
    province: 'Quebec',
    targetingAfter: 'Targeted: Quebec · Everyone',
    object: 'Object',
    creative: 'Creative',
    noChangeYet: 'No change yet.',
    noChangeMatching: 'No change matches these filters.',
    profileHistory: '/en/hub/profile/history/',
    menu: 'Main menu',
    profile: 'Profile',
    seeHistory: 'See the history',
    orders: 'Digital campaigns',
    accounts: '/en/hub/accounts/',
    accountList: 'Accounts',
    search: 'Search',
    open: (email: string) => `Open the account ${email}`,
    suspend: 'Suspend',
    reason: 'Reason for the suspension',
    reasonRequired: /The Reason for the suspension field is required/,
    reasonText: 'Misleading ads reported',
    reactivate: 'Reactivate',
    login: /\/en\/account\/login\//,
  },
} as const;

/**
 * Every change card of the history holds its text: no line (a long e-mail) runs past its padding, let alone its
 * border.
 */
async function expectCardsHoldTheirContent(changes: Locator): Promise<void> {
  const cards = changes.locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const sticking = await cards.evaluateAll((elements) =>
    elements.flatMap((card) => {
      const style = getComputedStyle(card);
      const inside =
        card.getBoundingClientRect().right -
        parseFloat(style.borderRightWidth) -
        parseFloat(style.paddingRight);
      const range = document.createRange();
      range.selectNodeContents(card);
      const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
      return right > inside + 1 ? [`${card.textContent?.slice(0, 40)}… ends ${right - inside} px out`] : [];
    }),
  );
  expect(sticking, 'change cards whose text sticks out').toEqual([]);
}

/** The Object filter of a history set to one kind of object. */
async function filterByObject(page: Page, history: Locator, label: string, option: string): Promise<void> {
  await history.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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
    // A browser far from the platform's time zone (Toronto): the history's times must be the platform's, not its own.
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
    test.setTimeout(120_000);

    test('a renamed campaign shows in both histories; a suspended advertiser lands on login', async ({
      page,
      browser,
    }, testInfo) => {
      // A long address, as many are: on a phone it has to wrap inside its card.
      const email = uniqueEmail('advertiser.with.a.rather.long.address');
      const account = await registerAdvertiser(page, { lang, email });
      const api = apiAs(page.request, account.token, lang);
      const before = `${lang === 'fr' ? 'Hiver' : 'Winter'} ${Date.now().toString(36)}`;
      const after = `${before} 2`;
      const { orderId } = (await api('POST', '/gam/orders', {
        name: before,
        notes: '',
        typeId: 4470001,
        customFieldId: 12601,
      })) as { orderId: number };

      // A line item whose frequency cap and targeting change.
      const geo = (await api('GET', '/gam/targeting/geo')) as unknown as { name: string; type: string }[];
      const province = geo.find((place) => place.type === 'PROVINCE' && place.name === w.province);
      const lineItem = {
        orderId,
        units: 100_000,
        startDateTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        endDateTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        creativePlaceholders: [{ size: { width: 300, height: 250 } }],
      };
      const { lineItemIds } = (await api('POST', '/gam/line-items', {
        ...lineItem,
        frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
      })) as { lineItemIds: number[] };
      await api('PUT', '/gam/line-items', {
        ...lineItem,
        lineItemId: lineItemIds[0],
        unitType: 'IMPRESSIONS',
        frequencyCaps: [{ maxImpressions: 5, numTimeUnits: 2, timeUnit: 'WEEK' }],
        targeting: {
          geoTargeting: { targetedLocations: [province], excludedLocations: [] },
          customTargeting: [],
        },
      });

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

      // The line item's caps and targeting in words, as the campaign's summary says them, never as raw data.
      const lineItemChanged = history.getByRole('listitem').filter({ hasText: w.lineItemChanged });
      const caps = lineItemChanged.getByRole('row').filter({ hasText: w.capsField }).getByRole('cell');
      await expect(caps).toHaveText([w.capsField, w.capsBefore, w.capsAfter]);
      const targeting = lineItemChanged
        .getByRole('row')
        .filter({ hasText: w.targetingField })
        .getByRole('cell');
      await expect(targeting.last()).toHaveText(w.targetingAfter);
      await expect(history).not.toContainText('{');
      // A line item starts at 00:00 of the platform's day, and its history says so, the day written YYYY-MM-DD as the
      // summary writes it.
      const start = history
        .getByRole('listitem')
        .filter({ hasText: w.lineItemAdded })
        .getByRole('row')
        .filter({ hasText: w.startField })
        .getByRole('cell');
      await expect(start.last()).toHaveText(new RegExp(`^\\d{4}-\\d{2}-\\d{2},? ${w.midnight}$`));
      // The campaign's summary, above the history, says the caps in the very same words.
      await expect(history.getByText(w.capsAfter, { exact: true })).toHaveCount(1);
      await expect(page.getByText(w.capsAfter, { exact: true })).toHaveCount(2);

      // The creation: the campaign type by the name the wizard gave it, never its internal id; the notes left blank
      // are no change, so no row says "Notes — → —".
      const created = history.getByRole('listitem').filter({ hasText: w.created });
      const typeRow = created.getByRole('row').filter({ hasText: w.typeField });
      await expect(typeRow.getByRole('cell').last()).toHaveText(w.typeName);
      await expect(history).not.toContainText('4470001');
      await expect(created.getByRole('cell', { name: w.notes, exact: true })).toHaveCount(0);
      for (const row of await history
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .all()) {
        const [field, was, is] = await row.getByRole('cell').allInnerTexts();
        expect(was, `${field}: a row where nothing changed`).not.toBe(is);
      }
      // The entries' columns line up: Before starts at the same place in each.
      const beforeColumns = await history
        .getByRole('columnheader', { name: w.before, exact: true })
        .evaluateAll((headers) => headers.map((h) => Math.round(h.getBoundingClientRect().left)));
      expect(beforeColumns.length).toBeGreaterThan(1);
      expect(new Set(beforeColumns).size, `Before columns at ${beforeColumns.join(', ')} px`).toBe(1);

      await shoot(page, testInfo, `campaign-history-${lang}`);

      // On a phone: a line per change instead of a squeezed table, nothing out of its card, no sideways scrolling.
      await page.setViewportSize({ width: 400, height: 900 });
      await expect(history.getByRole('table')).toHaveCount(0);
      await expect(renamed.getByText(w.nameLine(before, after), { exact: true })).toBeVisible();
      await expectCardsHoldTheirContent(history.getByRole('list', { name: w.changes }));
      await expectFitsWidth(page, 'the campaign history');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A filter that leaves nothing says so.
      await filterByObject(page, history, w.object, w.creative);
      await expect(history.getByText(w.noChangeMatching)).toBeVisible();

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
      // On a phone the account's card keeps its e-mail whole and Open in reach.
      await resizeTo(admin, 400);
      const card = admin.getByRole('list', { name: w.accountList, exact: true }).getByRole('listitem');
      await expectShownWhole(card.getByText(account.email, { exact: true }), 'the e-mail on a phone');
      await expectShownWhole(card.getByRole('link', { name: w.open(account.email) }), 'Open on a phone');
      await expectFitsWidth(admin, 'the accounts on a phone');
      await admin.getByRole('link', { name: w.open(account.email) }).click();
      await resizeTo(admin, 1280);
      // The account's e-mail on one line at 1280 px, where there is room for it.
      const facts = admin.getByRole('region', { name: `${account.firstName} ${account.lastName}` });
      expect(await linesOf(facts.getByText(account.email, { exact: true })), 'the e-mail on one line').toBe(
        1,
      );
      await admin.getByRole('button', { name: w.suspend, exact: true }).click();
      // A suspension asks its reason (issue 31 §17): refused empty beside the field, then given.
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('button', { name: w.suspend, exact: true }).click();
      await expect(dialog.getByText(w.reasonRequired)).toBeVisible();
      await dialog.getByRole('textbox', { name: w.reason }).fill(w.reasonText);
      await dialog.getByRole('button', { name: w.suspend, exact: true }).click();
      await expect(admin.getByRole('button', { name: w.reactivate })).toBeVisible();
      // The reason is in the account's history, as the user's e-mail says it.
      await expect(
        admin.getByRole('list', { name: w.changes }).getByText(w.reasonText).first(),
      ).toBeVisible();
      await shoot(admin, testInfo, `admin-account-${lang}`);
      await admin.setViewportSize({ width: 400, height: 900 });
      await expectCardsHoldTheirContent(admin.getByRole('list', { name: w.changes }));
      await admin.context().close();

      // The advertiser's next action: the session is over.
      await page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.orders }).click();
      await expect(page).toHaveURL(w.login);
    });
  });
}

test.describe('an empty change history', () => {
  test.setTimeout(150_000);

  test('says there is no change yet, and speaks of filters only once one is set', async ({ browser }) => {
    // A portal of its own: there, the administrator's account has no change at all (created at start, unrecorded).
    const fresh = await startPortal();
    try {
      for (const lang of ['fr', 'en'] as const) {
        const w = WORDS[lang];
        const context = await browser.newContext({ baseURL: fresh.url, locale: w.locale });
        const page = await context.newPage();
        await loginAs(page, { ...ADMIN, lang }, { path: w.profileHistory });
        const history = page.getByRole('main');
        await expect(history.getByText(w.noChangeYet, { exact: true })).toBeVisible();
        await expect(history.getByText(w.noChangeMatching)).toHaveCount(0);
        await filterByObject(page, history, w.object, w.creative);
        await expect(history.getByText(w.noChangeMatching, { exact: true })).toBeVisible();
        await expect(history.getByText(w.noChangeYet)).toHaveCount(0);
        await context.close();
      }
    } finally {
      await fresh.stop();
    }
  });
});
