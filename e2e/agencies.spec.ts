import type { Browser, Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { AGENCY_PASSWORD, createAgency } from './fixtures/agencies.ts';
import { apiAs } from './fixtures/campaigns.ts';
import { expect, test } from '@playwright/test';
import { shoot } from './fixtures/shots.ts';

/**
 * Agencies (issue 16), in French and English: an agency admin turns the agency role on from the browser console,
 * invites a colleague to the team and a client from Administration; each accepts in their profile; the agency user
 * views as the client, renames the client's campaign, and stops; the client sees the new name in their own list. When
 * the client revokes the grant while the agency views as them, the agency's next navigation ends view-as with a notice.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    menu: 'Menu principal',
    administrator: 'Administrateur',
    profile: 'Profil',
    agencies: /\/fr\/agences\/$/,
    admin: /\/fr\/agences\/admin\/$/,
    activated: 'Rôle agence activé pour cette session\u00a0: Administrateur.',
    clientEmail: 'Courriel du compte du client',
    invite: 'Inviter',
    invited: 'Invité',
    accept: (agency: string) => `Accepter l’invitation de ${agency}`,
    giveAccess: 'Donner l’accès',
    granted: 'Accès accordé',
    profilePath: '/fr/guichet/profil/',
    profileHidden: /^Le profil est masqué pendant que vous consultez le compte d’un client/,
    clients: 'Clients',
    viewAs: (name: string) => `Voir en tant que ${name}`,
    viewing: 'Vous consultez le compte de',
    orders: /\/fr\/guichet\/campagnes\/$/,
    campaignName: 'Nom de la campagne',
    save: 'Enregistrer et continuer',
    stop: 'Arrêter',
    notice: 'Fermeture de la plateforme',
    history: '/fr/guichet/profil/historique/',
    campaignChanged: 'Campagne modifiée',
    byAgent: 'Par Alex Agent',
    ordersMenu: 'Campagnes numériques',
    ended: 'Votre accès au compte de Claire Client a pris fin.',
    noClientNext: /^Invitez un annonceur depuis Administration/,
    accountCreated: 'Compte créé',
    invitationReceived: 'Invitation d’agence reçue',
    accessGranted: 'Accès d’agence accordé',
    accepted: 'Acceptée',
    activatedEntry: 'Rôle d’agence activé pour la session',
    memberEmail: /^Courriel( \*)?$/,
    inviteMember: 'Inviter un membre',
    memberInvited: 'Invité',
    join: (agency: string) => `Rejoindre l’équipe de ${agency}`,
    joined: 'Vous êtes maintenant membre de l’agence.',
    addedEntry: 'Ajout à une agence',
  },
  en: {
    locale: 'en-CA',
    menu: 'Main menu',
    administrator: 'Administrator',
    profile: 'Profile',
    agencies: /\/en\/agencies\/$/,
    admin: /\/en\/agencies\/admin\/$/,
    activated: 'Agency role on for this session: Administrator.',
    clientEmail: "Email of the client's account",
    invite: 'Invite',
    invited: 'Invited',
    accept: (agency: string) => `Accept the invitation of ${agency}`,
    giveAccess: 'Give access',
    granted: 'Access granted',
    profilePath: '/en/hub/profile/',
    profileHidden: /^The profile is hidden while you view a client's account/,
    clients: 'Clients',
    viewAs: (name: string) => `View as ${name}`,
    viewing: 'You are viewing the account of',
    orders: /\/en\/hub\/orders\/$/,
    campaignName: 'Campaign name',
    save: 'Save and continue',
    stop: 'Stop viewing',
    notice: 'Platform closure',
    history: '/en/hub/profile/history/',
    campaignChanged: 'Campaign changed',
    byAgent: 'By Alex Agent',
    ordersMenu: 'Digital campaigns',
    ended: 'Your access to the account of Claire Client has ended.',
    noClientNext: /^Invite an advertiser from Administration/,
    accountCreated: 'Account created',
    invitationReceived: 'Agency invitation received',
    accessGranted: 'Agency access granted',
    accepted: 'Accepted',
    activatedEntry: 'Agency role turned on for the session',
    memberEmail: /^Email( \*)?$/,
    inviteMember: 'Invite a member',
    memberInvited: 'Invited',
    join: (agency: string) => `Join the team of ${agency}`,
    joined: 'You are now a member of the agency.',
    addedEntry: 'Added to an agency',
  },
} as const;

async function newPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    locale: WORDS[lang].locale,
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`agencies (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    // A long journey of two users (over a minute on a loaded machine).
    test.setTimeout(120_000);

    test('an agency admin invites a client, who accepts; the agency views as the client, renames a campaign, stops', async ({
      page,
      browser,
    }, testInfo) => {
      // A long journey (two accounts, two pages, view-as twice): three times the default time-out.
      test.slow();
      const stamp = Date.now().toString(36);
      const agencyName = `Agence ${lang.toUpperCase()} ${stamp}`;
      const campaign = `Printemps ${stamp}`;
      const renamed = `Été ${stamp}`;

      // Set up through the API: the agency's admin, the agency, the client and their campaign.
      const agent = await registerAdvertiser(page.request, { lang, firstName: 'Alex', lastName: 'Agent' });
      await createAgency(page.request, lang, agencyName, agent.email);
      const clientPage = await newPage(browser, lang);
      const client = await registerAdvertiser(clientPage.request, {
        lang,
        firstName: 'Claire',
        lastName: 'Client',
      });
      const api = apiAs(clientPage.request, client.token, lang);
      const types = (await api('GET', '/gam/order-types')) as unknown as Array<Record<string, number>>;
      const { orderId } = await api('POST', '/gam/orders', {
        name: campaign,
        notes: '',
        typeId: types[0]!.typeId,
        customFieldId: types[0]!.customFieldId,
      });

      // The agency admin turns the agency role on from the console; the Administrator entry appears.
      await loginAs(page, { ...agent, lang });
      const menu = page.getByRole('navigation', { name: w.menu });
      await expect(menu.getByRole('link', { name: w.administrator })).toHaveCount(0);
      // The console helper is installed once the app has started (main.tsx loads it on its own).
      await page.waitForFunction(() => 'portal' in window);
      page.once('dialog', (dialog) => void dialog.accept(AGENCY_PASSWORD));
      const answer = await page.evaluate(() =>
        (window as unknown as { portal: { activateAgency: () => Promise<string> } }).portal.activateAgency(),
      );
      expect(answer).toBe(w.activated);
      await expect(page).toHaveURL(w.agencies);
      await menu.getByRole('link', { name: w.administrator }).click();
      await expect(page).toHaveURL(w.admin);

      // Administration: the client is invited by the e-mail of their account.
      await page.getByRole('textbox', { name: w.clientEmail }).fill(client.email);
      await page.getByRole('button', { name: w.invite, exact: true }).click();
      const invitation = page.getByRole('listitem').filter({ hasText: client.email });
      await expect(invitation).toContainText(w.invited);
      // Its day as every date of the portal: YYYY-MM-DD in both languages (spec §2), never "Oct 31, 2025".
      await expect(invitation).toContainText(/\d{4}-\d{2}-\d{2}$/);
      await shoot(page, testInfo, `agencies-admin-${lang}`);

      // A colleague is invited to the team: Invited until they join from their profile (e-mailed, API tests).
      const memberPage = await newPage(browser, lang);
      const colleague = await registerAdvertiser(memberPage.request, {
        lang,
        firstName: 'Max',
        lastName: 'Membre',
      });
      await page.getByRole('textbox', { name: w.memberEmail }).fill(colleague.email);
      await page.getByRole('button', { name: w.inviteMember }).click();
      await expect(page.getByRole('listitem').filter({ hasText: colleague.email })).toContainText(
        w.memberInvited,
      );
      await loginAs(
        memberPage,
        { ...colleague, lang },
        { path: lang === 'fr' ? '/fr/guichet/profil/' : '/en/hub/profile/' },
      );
      await memberPage.getByRole('button', { name: w.join(agencyName) }).click();
      await expect(memberPage.getByText(w.joined)).toBeVisible();
      await expect(memberPage.getByRole('button', { name: w.join(agencyName) })).toHaveCount(0);
      await memberPage.goto(w.history);
      await expect(memberPage.getByRole('listitem').filter({ hasText: w.addedEntry })).toContainText(
        agencyName,
      );
      await memberPage.context().close();

      // The client accepts in their profile.
      await loginAs(
        clientPage,
        { ...client, lang },
        { path: lang === 'fr' ? '/fr/guichet/profil/' : '/en/hub/profile/' },
      );
      await clientPage.getByRole('button', { name: w.accept(agencyName) }).click();
      // Giving the agency access is confirmed first (issue 31 §13; staff-agencies.spec: Cancel and withdrawing).
      await clientPage.getByRole('dialog').getByRole('button', { name: w.giveAccess }).click();
      await expect(clientPage.getByText(w.granted)).toBeVisible();
      await shoot(clientPage, testInfo, `agencies-profile-${lang}`);

      // The agency views as the client: their campaign list, a banner, no Profile entry.
      await page.getByRole('link', { name: w.clients, exact: true }).click();
      await expect(page).toHaveURL(w.agencies);
      await shoot(page, testInfo, `agencies-clients-${lang}`);
      await page.getByRole('button', { name: w.viewAs('Claire Client') }).click();
      await expect(page).toHaveURL(w.orders);
      await expect(page.getByRole('status').filter({ hasText: w.viewing })).toContainText('Claire Client');
      await expect(menu.getByRole('link', { name: w.profile })).toHaveCount(0);
      await expect(page.getByRole('link', { name: campaign }).first()).toBeVisible();
      await shoot(page, testInfo, `agencies-viewing-${lang}`);
      // The profile by its address (a bookmark, the history): neither the agency user's profile nor the client's,
      // under the client's banner (spec §2; issue 31 §7).
      await page.goto(w.profilePath);
      await expect(page.getByRole('status').filter({ hasText: w.viewing })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: w.profileHidden })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.profile })).toHaveCount(0);
      await expect(page.getByText(agent.email)).toHaveCount(0);
      await shoot(page, testInfo, `agencies-viewing-profile-${lang}`);
      // The footer's platform notice offers no "Download my data": the client's data are the client's to download.
      const notice = page.getByRole('note', { name: w.notice });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link')).toHaveCount(0);

      // The campaign is renamed for the client.
      await page.goto(lang === 'fr' ? `/fr/guichet/campagnes/${orderId}/` : `/en/hub/orders/${orderId}/`);
      await page.getByRole('textbox', { name: w.campaignName }).fill(renamed);
      await page.getByRole('button', { name: w.save }).click();
      await expect(page).not.toHaveURL(new RegExp(`/${orderId}/$`));

      // Stop: back to the agency, no banner, the Profile entry is back.
      await page.getByRole('button', { name: w.stop }).click();
      await expect(page).toHaveURL(w.agencies);
      await expect(page.getByText(w.viewing)).toHaveCount(0);
      await expect(menu.getByRole('link', { name: w.profile })).toBeVisible();

      // The client sees the new name in their own list.
      await clientPage.goto(lang === 'fr' ? '/fr/guichet/campagnes/' : '/en/hub/orders/');
      await expect(clientPage.getByRole('link', { name: renamed }).first()).toBeVisible();
      // …and, in their change history, the change made by the agency user.
      await clientPage.goto(w.history);
      const change = clientPage.getByRole('listitem').filter({ hasText: w.campaignChanged }).first();
      await expect(change).toContainText(w.byAgent);
      await expect(change.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

      // The agency views as the client again; the client revokes the grant meanwhile (through the API): the agency's
      // next navigation ends view-as, back to its clients, saying the client's access ended.
      await page.getByRole('button', { name: w.viewAs('Claire Client') }).click();
      await expect(page).toHaveURL(w.orders);
      await expect(page.getByRole('status').filter({ hasText: w.viewing })).toBeVisible();
      const grants = (await api('GET', '/agency-grants')) as unknown as Array<{ id: number; status: string }>;
      const grant = grants.find(({ status }) => status === 'ACCEPTED')!;
      await api('PUT', `/agency-grants/${grant.id}/revoke`);
      await page.getByRole('link', { name: renamed }).first().click();
      await expect(page).toHaveURL(w.agencies);
      await expect(page.getByRole('status').filter({ hasText: w.ended })).toBeVisible();
      await expect(page.getByText(w.viewing)).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.viewAs('Claire Client') })).toHaveCount(0);
      // No client left: the empty list says how one comes (the agency's admin invites from Administration).
      await expect(page.getByText(w.noClientNext)).toBeVisible();
      await expect(menu.getByRole('link', { name: w.profile })).toBeVisible();
      await shoot(page, testInfo, `agencies-view-as-ended-${lang}`);
      // Its own campaign list is the agency user's again (no viewAs on the calls).
      await menu.getByRole('link', { name: w.ordersMenu, exact: true }).click();
      await expect(page).toHaveURL(w.orders);
      await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
      // The client's history also shows the invitation (by the agency user), their own acceptance and their
      // account's creation.
      const entry = (label: string) => clientPage.getByRole('listitem').filter({ hasText: label });
      await expect(entry(w.invitationReceived)).toContainText(w.byAgent);
      await expect(entry(w.invitationReceived)).toContainText(agencyName);
      await expect(entry(w.accessGranted).getByRole('cell', { name: w.accepted, exact: true })).toBeVisible();
      await expect(entry(w.accessGranted)).toContainText('Claire Client');
      await expect(entry(w.accountCreated)).toContainText('Claire Client');
      await shoot(clientPage, testInfo, `agencies-client-history-${lang}`);
      await clientPage.context().close();

      // The agency user's own history: the console activation of this session.
      await page.goto(w.history);
      await expect(page.getByRole('listitem').filter({ hasText: w.activatedEntry })).toContainText(w.byAgent);
    });
  });
}
