import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { apiAs } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * Teams (issue 33, decision 0029), in French and English: an owner invites an existing portal user as Billing from
 * the Team screen; the invitee accepts in their profile, switches to the account from the header and sees only what
 * Billing can: the finance (card included), the campaigns read-only, no Team entry. An owner demoting the account's
 * only owner is refused beside the member with the LAST_OWNER sentence.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    menu: 'Menu principal',
    team: 'Équipe',
    teamPath: /\/fr\/guichet\/equipe\/$/,
    orders: /\/fr\/guichet\/campagnes\/$/,
    profilePath: '/fr/guichet/profil/',
    email: 'Courriel',
    billing: 'Facturation',
    owner: 'Propriétaire',
    manager: 'Gestionnaire',
    send: 'Envoyer l’invitation',
    sent: (email: string) => `Invitation envoyée à ${email}.`,
    pending: 'Invitations en attente',
    received: 'Invitations à rejoindre un compte',
    accept: (account: string) => `Accepter l’invitation de ${account}`,
    accepted: (account: string) => `Vous êtes maintenant membre de ${account}.`,
    active: (name: string, role: string) => `Compte actif : ${name}, ${role}`,
    leave: (name: string) => `Quitter ${name}`,
    leaveConfirm: 'Quitter le compte',
    left: (name: string, current: string) =>
      `Vous avez quitté ${name}. Vous travaillez maintenant dans ${current}.`,
    apiKeys: 'Clés d’API',
    dataExport: 'Télécharger mes données',
    workIn: (name: string, role: string) => `Travailler dans ${name} (${role})`,
    switched: (name: string, role: string) => `Vous travaillez maintenant dans ${name} comme ${role}.`,
    finance: 'Finances',
    paymentMethod: 'Mode de paiement',
    invoices: 'Liste des factures',
    metrics: 'Liste des métriques',
    newCampaign: 'Nouvelle campagne',
    readOnly: /^Votre rôle dans ce compte vous permet de voir les campagnes, pas de les modifier/,
    edit: 'Modifier',
    duplicate: 'Dupliquer',
    teamPage: '/fr/guichet/equipe/',
    roleForbidden: 'Votre rôle dans ce compte ne permet pas cette action.',
    roleNotice: /ne permet pas cette action\. Un propriétaire du compte peut changer votre rôle\./,
    roleOf: (email: string) => `Rôle de ${email}`,
    removeLabel: (email: string) => `Retirer ${email} du compte`,
    remove: 'Retirer',
    removed: (email: string) => `${email} a été retiré du compte.`,
    ordersMenu: 'Campagnes numériques',
    notAMember: (name: string, current: string) =>
      `Vous n’êtes plus membre de ${name}. Vous travaillez maintenant dans ${current}.`,
    lastOwner: (email: string) =>
      `${email} est le seul propriétaire du compte : nommez d’abord un autre membre propriétaire, puis changez ce rôle.`,
  },
  en: {
    locale: 'en-CA',
    menu: 'Main menu',
    team: 'Team',
    teamPath: /\/en\/hub\/team\/$/,
    orders: /\/en\/hub\/orders\/$/,
    profilePath: '/en/hub/profile/',
    email: 'Email',
    billing: 'Billing',
    owner: 'Owner',
    manager: 'Manager',
    send: 'Send the invitation',
    sent: (email: string) => `Invitation sent to ${email}.`,
    pending: 'Pending invitations',
    received: 'Invitations to join an account',
    accept: (account: string) => `Accept the invitation of ${account}`,
    accepted: (account: string) => `You are now a member of ${account}.`,
    active: (name: string, role: string) => `Active account: ${name}, ${role}`,
    leave: (name: string) => `Leave ${name}`,
    leaveConfirm: 'Leave the account',
    left: (name: string, current: string) => `You left ${name}. You now work in ${current}.`,
    apiKeys: 'API keys',
    dataExport: 'Download my data',
    workIn: (name: string, role: string) => `Work in ${name} (${role})`,
    switched: (name: string, role: string) => `You now work in ${name} as ${role}.`,
    finance: 'Finance',
    paymentMethod: 'Payment method',
    invoices: 'Invoices list',
    metrics: 'Metrics list',
    newCampaign: 'New campaign',
    readOnly: /^Your role in this account lets you see campaigns, not change them/,
    edit: 'Modify',
    duplicate: 'Duplicate',
    teamPage: '/en/hub/team/',
    roleForbidden: 'Your role in this account does not allow this action.',
    roleNotice: /does not allow this action\. An owner of the account can change your role\./,
    roleOf: (email: string) => `Role of ${email}`,
    removeLabel: (email: string) => `Remove ${email} from the account`,
    remove: 'Remove',
    removed: (email: string) => `${email} was removed from the account.`,
    ordersMenu: 'Digital campaigns',
    notAMember: (name: string, current: string) =>
      `You are no longer a member of ${name}. You now work in ${current}.`,
    lastOwner: (email: string) =>
      `${email} is the account's only owner: make another member an owner first, then change this role.`,
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

  test.describe(`teams (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    // Two people's journeys (over two minutes on a loaded machine), as agencies.spec.
    test.setTimeout(120_000);

    test('an owner invites a Billing member, who accepts, switches to the account and sees only what Billing can', async ({
      page,
      browser,
    }, testInfo) => {
      // Two people, two browsers, an invitation and a switch of account.
      test.slow();
      const stamp = Date.now().toString(36);
      const campaign = `Hiver ${stamp}`;

      // The owner and their campaign, through the API; the owner's account is named after them (no organisation).
      const owner = await registerAdvertiser(page.request, { lang, firstName: 'Olga', lastName: 'Owner' });
      const accountName = 'Olga Owner';
      const api = apiAs(page.request, owner.token, lang);
      const types = (await api('GET', '/gam/order-types')) as unknown as Array<Record<string, number>>;
      const { orderId } = await api('POST', '/gam/orders', {
        name: campaign,
        notes: '',
        typeId: types[0]!.typeId,
        customFieldId: types[0]!.customFieldId,
      });
      // The invitee already has a portal account of their own.
      const billingPage = await newPage(browser, lang);
      const billing = await registerAdvertiser(billingPage.request, {
        lang,
        firstName: 'Bill',
        lastName: 'Payeur',
      });

      // The owner opens Team from the menu and invites the invitee as Billing.
      await loginAs(page, { ...owner, lang });
      const menu = page.getByRole('navigation', { name: w.menu });
      await menu.getByRole('link', { name: w.team, exact: true }).click();
      await expect(page).toHaveURL(w.teamPath);
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(billing.email);
      await page.getByRole('radio', { name: w.billing, exact: true }).check();
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.sent(billing.email))).toBeVisible();
      const pending = page.getByRole('region', { name: w.pending });
      await expect(pending.getByRole('listitem').filter({ hasText: billing.email })).toContainText(w.billing);
      await shoot(page, testInfo, `teams-screen-${lang}`);

      // The invitee sees the invitation in their profile and accepts it.
      await loginAs(billingPage, { ...billing, lang }, { path: w.profilePath });
      const card = billingPage.getByRole('region', { name: w.received });
      // The profile's first screen asks for a dozen things: on a loaded machine its last card comes late.
      await expect(card).toContainText(accountName, { timeout: 30_000 });
      await expect(card).toContainText(w.billing);
      await shoot(billingPage, testInfo, `teams-profile-card-${lang}`);
      await card.getByRole('button', { name: w.accept(accountName) }).click();
      await expect(billingPage.getByText(w.accepted(accountName))).toBeVisible();
      await expect(billingPage.getByRole('region', { name: w.received })).toHaveCount(0);

      // Two accounts now: the header names the active one (their own, where they are the owner) and switches.
      const own = `${billing.firstName} ${billing.lastName}`;
      const switcher = billingPage.getByRole('button', { name: w.active(own, w.owner) });
      await expect(switcher).toBeVisible();
      await switcher.click();
      await expect(
        billingPage.getByRole('menuitem', { name: w.workIn(accountName, w.billing) }),
      ).toBeVisible();
      await shoot(billingPage, testInfo, `teams-switcher-${lang}`);
      await billingPage.getByRole('menuitem', { name: w.workIn(accountName, w.billing) }).click();
      await expect(billingPage).toHaveURL(w.orders);
      await expect(billingPage.getByText(w.switched(accountName, w.billing))).toBeVisible();
      await expect(billingPage.getByRole('button', { name: w.active(accountName, w.billing) })).toBeVisible();

      // What Billing can open: the campaigns (the owner's, read-only), the finance with the card, no Team.
      const billingMenu = billingPage.getByRole('navigation', { name: w.menu });
      await expect(billingMenu.getByRole('link', { name: w.team, exact: true })).toHaveCount(0);
      await billingMenu.getByRole('button', { name: w.finance }).click();
      for (const entry of [w.paymentMethod, w.invoices, w.metrics])
        await expect(billingMenu.getByRole('link', { name: entry, exact: true })).toBeVisible();
      await expect(billingPage.getByRole('link', { name: campaign }).first()).toBeVisible();
      await expect(billingPage.getByRole('link', { name: w.newCampaign })).toHaveCount(0);
      await expect(billingPage.getByRole('note').filter({ hasText: w.readOnly })).toBeVisible();
      // Nothing the list asks for is refused to the role (no ROLE_FORBIDDEN notice).
      await expect(billingPage.getByText(w.roleNotice)).toHaveCount(0);
      await shoot(billingPage, testInfo, `teams-billing-orders-${lang}`);
      await billingPage.goto(
        lang === 'fr'
          ? `/fr/guichet/campagnes/${orderId}/detail/campagne/`
          : `/en/hub/orders/${orderId}/detail/order/`,
      );
      await expect(billingPage.getByText(campaign).first()).toBeVisible();
      await expect(billingPage.getByRole('note').filter({ hasText: w.readOnly })).toBeVisible();
      await expect(billingPage.getByRole('button', { name: w.duplicate })).toHaveCount(0);
      await expect(billingPage.getByRole('link', { name: w.edit, exact: true })).toHaveCount(0);
      await expect(billingPage.getByText(w.roleNotice)).toHaveCount(0);
      // Billing's finance: the payment method page with the card form (finance.write), no refusal.
      await billingMenu.getByRole('button', { name: w.finance }).click();
      await billingMenu.getByRole('link', { name: w.paymentMethod, exact: true }).click();
      await expect(billingPage).toHaveURL(/\/(methode-de-paiement|payment-methods)\/$/);
      await expect(billingPage.getByText(w.paymentMethod).first()).toBeVisible();
      await expect(billingPage.getByText(w.roleNotice)).toHaveCount(0);
      // The Team screen by its address: the API refuses it to Billing (403 ROLE_FORBIDDEN), said on the screen.
      await billingPage.goto(w.teamPage);
      // Beside the screen's refusal, the shell's notice says the same (one of each).
      await expect(billingPage.getByRole('alert').filter({ hasText: w.roleForbidden })).toHaveCount(2);

      // Billing's profile: the API keys (the user's own), not the account's webhooks nor its data export.
      await billingPage.goto(w.profilePath);
      await expect(billingPage.getByRole('heading', { name: w.apiKeys, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(billingPage.getByRole('heading', { name: 'Webhooks', exact: true })).toHaveCount(0);
      await expect(billingPage.getByRole('heading', { name: w.dataExport, exact: true })).toHaveCount(0);
      // The switcher offers to leave an account they did not found (not done here: the owner removes them).
      await billingPage.getByRole('button', { name: w.active(accountName, w.billing) }).click();
      await expect(billingPage.getByRole('menuitem', { name: w.leave(accountName) })).toBeVisible();
      await billingPage.keyboard.press('Escape');

      // The owner removes the member (confirmed) while they work in the account: their next screen's calls are
      // refused (403 NOT_A_MEMBER), and they land on their own account, told why; one account left, no switcher.
      await page.reload();
      await page.getByRole('button', { name: w.removeLabel(billing.email) }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.remove, exact: true }).click();
      await expect(page.getByText(w.removed(billing.email))).toBeVisible();
      await billingMenu.getByRole('link', { name: w.ordersMenu, exact: true }).click();
      await expect(billingPage.getByText(w.notAMember(accountName, own))).toBeVisible();
      await expect(billingPage).toHaveURL(w.orders);
      await expect(billingPage.getByRole('link', { name: campaign })).toHaveCount(0);
      await expect(billingMenu.getByRole('link', { name: w.team, exact: true })).toBeVisible();
      await expect(billingPage.getByRole('button', { name: w.active(accountName, w.billing) })).toHaveCount(
        0,
      );
      await billingPage.context().close();
    });

    test('a member leaves an account they did not found, confirmed, and lands on their own', async ({
      page,
      browser,
    }) => {
      const owner = await registerAdvertiser(page.request, { lang, firstName: 'Lea', lastName: 'Founder' });
      const accountName = 'Lea Founder';
      const memberPage = await newPage(browser, lang);
      const member = await registerAdvertiser(memberPage.request, {
        lang,
        firstName: 'Max',
        lastName: 'Membre',
      });
      const own = `${member.firstName} ${member.lastName}`;
      // The invitation and its answer through the API; the leaving through the screens.
      await apiAs(page.request, owner.token, lang)('POST', '/team/invitations', {
        email: member.email,
        role: 'MANAGER',
        language: lang,
      });
      const memberApi = apiAs(memberPage.request, member.token, lang);
      const { items } = (await memberApi('GET', '/team-invitations')) as { items: Array<{ id: number }> };
      await memberApi('PUT', `/team-invitations/${items[0]!.id}/accept`);

      await loginAs(memberPage, { ...member, lang });
      // Their own account offers no leaving.
      await memberPage.getByRole('button', { name: w.active(own, w.owner) }).click();
      await expect(
        memberPage.getByRole('menuitem', { name: w.workIn(accountName, w.manager) }),
      ).toBeVisible();
      await expect(memberPage.getByRole('menuitem', { name: w.leave(own) })).toHaveCount(0);
      await memberPage.getByRole('menuitem', { name: w.workIn(accountName, w.manager) }).click();
      const switcher = memberPage.getByRole('button', { name: w.active(accountName, w.manager) });
      await expect(switcher).toBeVisible();
      // The account they joined does, after a confirmation.
      await switcher.click();
      await memberPage.getByRole('menuitem', { name: w.leave(accountName) }).click();
      await memberPage.getByRole('dialog').getByRole('button', { name: w.leaveConfirm, exact: true }).click();
      await expect(memberPage.getByText(w.left(accountName, own))).toBeVisible();
      await expect(memberPage).toHaveURL(w.orders);
      // One account left: no switcher.
      await expect(memberPage.getByRole('button', { name: w.active(accountName, w.manager) })).toHaveCount(0);
      await expect(memberPage.getByRole('button', { name: w.active(own, w.owner) })).toHaveCount(0);
      await memberPage.context().close();
    });

    test('an owner demoting the last owner is refused with the LAST_OWNER sentence', async ({
      page,
    }, testInfo) => {
      const owner = await registerAdvertiser(page.request, { lang, firstName: 'Solo', lastName: 'Owner' });
      await loginAs(page, { ...owner, lang }, { path: w.teamPage });
      const role = page.getByRole('combobox', { name: w.roleOf(owner.email) });
      await expect(role).toHaveValue(w.owner, { timeout: 30_000 });
      await role.click();
      await page.getByRole('option', { name: w.manager, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.lastOwner(owner.email) })).toBeVisible();
      // Still the owner: the select shows the role the server kept, and the Team entry stays.
      await expect(role).toHaveValue(w.owner);
      await expect(
        page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.team, exact: true }),
      ).toBeVisible();
      await shoot(page, testInfo, `teams-last-owner-${lang}`);
    });
  });
}
