import { expect, test, type Page } from '@playwright/test';
import { shoot } from './fixtures/shots.ts';
import {
  lastMailId,
  linkOf,
  loginAs,
  registerAdvertiser,
  uniqueEmail,
  waitForMail,
  type Lang,
} from './fixtures/accounts.ts';

/**
 * The profile area in the browser (issue 3; spec §2 Profile, §5, §7 User, §8 success alerts), in French and in
 * English: a new password, a new e-mail confirmed by the link of its mail, personal and company information,
 * status filters, and the header's greeting following the name.
 */

const WORDS = {
  fr: {
    profile: '/fr/guichet/profil/',
    profilePath: /\/fr\/guichet\/profil\/$/,
    login: /\/fr\/compte\/connexion\/$/,
    logout: 'Déconnexion',
    openMenu: 'Ouvrir le menu',
    changePassword: 'Changer de mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    submitPassword: 'Changer mon mot de passe',
    changeSaved: 'Modification effectuée.',
    closeAlert: 'Fermer l’alerte',
    changeEmail: 'Changer de courriel',
    newEmail: 'Nouveau courriel',
    sendLink: 'Envoyer le lien de confirmation',
    checkInbox: 'Consultez votre boîte de réception',
    emailChanged: 'Courriel modifié',
    editPersonal: 'Modifier mes informations',
    firstName: 'Prénom',
    save: 'Enregistrer',
    informationUpdated: 'Informations mises à jour.',
    greeting: (name: string) => `Bonjour ${name}`,
    editCompany: 'Modifier l’entreprise',
    company: 'Entreprise',
    role: 'Votre rôle dans l’entreprise',
    country: 'Pays',
    unitedStates: 'États-Unis',
    state: 'État',
    phone: 'Téléphone',
    phoneRule: 'Le champ Téléphone doit respecter le format 1 (ddd) ddd-dddd',
    address: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    postalCodeRule: 'Le format du champ Code postal est invalide',
    draft: /^Brouillons/,
    delivering: /^En cours/,
    ended: /^Terminées/,
    unknownStatus: /Inconnu|inventaire libéré/,
    saveFilters: 'Enregistrer les filtres',
    filtersUpdated: 'Filtres de statut mis à jour.',
    credentials: 'Identifiants de connexion',
    agencies: 'Agences',
  },
  en: {
    profile: '/en/hub/profile/',
    profilePath: /\/en\/hub\/profile\/$/,
    login: /\/en\/account\/login\/$/,
    logout: 'Logout',
    openMenu: 'Open the menu',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    submitPassword: 'Change my password',
    changeSaved: 'Change made.',
    closeAlert: 'Close the alert',
    changeEmail: 'Change email',
    newEmail: 'New email',
    sendLink: 'Send the confirmation link',
    checkInbox: 'Check your inbox',
    emailChanged: 'Email changed',
    editPersonal: 'Edit my information',
    firstName: 'First name',
    save: 'Save',
    informationUpdated: 'Information updated.',
    greeting: (name: string) => `Hello ${name}`,
    editCompany: 'Edit the company',
    company: 'Company',
    role: 'Your role in the company',
    country: 'Country',
    unitedStates: 'United States',
    state: 'State',
    phone: 'Phone',
    phoneRule: 'The Phone field must match the format 1 (ddd) ddd-dddd',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    postalCodeRule: 'The Postal code field format is invalid',
    draft: /^Drafts/,
    delivering: /^Running/,
    ended: /^Ended/,
    unknownStatus: /Unknown|inventory released/,
    saveFilters: 'Save the filters',
    filtersUpdated: 'Status filters updated.',
    credentials: 'Sign-in credentials',
    agencies: 'Agencies',
  },
} as const;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function logout(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const button = page.getByRole('button', { name: w.logout });
  if (!(await button.isVisible())) await page.getByRole('button', { name: w.openMenu }).click();
  await button.click();
  await expect(page).toHaveURL(w.login);
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`profile in ${lang}`, () => {
    test('changes the password, which the next login needs', async ({ page }) => {
      const account = await registerAdvertiser(page, { lang });
      await page.goto(w.profile);
      await page.getByRole('link', { name: w.changePassword }).click();
      await expect(field(page, w.currentPassword)).toBeVisible();

      const newPassword = 'Autre2027pass';
      await field(page, w.currentPassword).fill(account.password);
      await field(page, w.newPassword).fill(newPassword);
      await field(page, w.confirmPassword).fill(newPassword);
      await page.getByRole('button', { name: w.submitPassword }).click();
      await expect(page.getByText(w.changeSaved)).toBeVisible();
      // The alert's close button says what it does (axe button-name), and closes it.
      await page.getByRole('button', { name: w.closeAlert }).click();
      await expect(page.getByText(w.changeSaved)).toHaveCount(0);
      await expect(page).toHaveURL(w.profilePath);

      await logout(page, lang);
      await loginAs(page, { email: account.email, password: newPassword, lang }, { via: 'ui' });
    });

    test('changes the e-mail with the link of its confirmation mail', async ({ page }) => {
      const account = await registerAdvertiser(page, { lang });
      const newEmail = uniqueEmail('moved');
      await page.goto(w.profile);
      await page.getByRole('link', { name: w.changeEmail }).click();
      await field(page, w.newEmail).fill(newEmail);
      await field(page, w.currentPassword).fill(account.password);
      const after = await lastMailId(page.request);
      await page.getByRole('button', { name: w.sendLink }).click();
      await expect(page.getByText(w.checkInbox)).toBeVisible();

      const link = linkOf(await waitForMail(page.request, newEmail, /./, after));
      await page.goto(link);
      await expect(page.getByText(w.emailChanged)).toBeVisible();
      await expect(page.getByText(newEmail)).toBeVisible();
      await expect(page.getByText(w.changeSaved)).toBeVisible();

      await page.goto(w.profile);
      await expect(page.getByText(newEmail)).toBeVisible();
      await logout(page, lang);
      await loginAs(page, { email: newEmail, password: account.password, lang }, { via: 'ui' });
    });

    test('updates personal and company information and the status filters', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const account = await registerAdvertiser(page, { lang });
      await page.goto(w.profile);
      await page.getByRole('link', { name: w.editPersonal }).click();
      await field(page, w.firstName).fill('Béatrice');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.informationUpdated)).toBeVisible();
      await expect(page).toHaveURL(w.profilePath);
      await expect(page.getByText(w.greeting(`Béatrice ${account.lastName}`))).toBeVisible();

      await page.getByRole('link', { name: w.editCompany }).click();
      await field(page, w.company).fill('Boulangerie Lavoie');
      await field(page, w.role).fill('Marketing');
      await page.getByRole('combobox', { name: w.country }).selectOption({ label: w.unitedStates });
      await page.getByRole('combobox', { name: w.state }).selectOption({ label: 'New York' });
      const phone = page.getByRole('textbox', { name: new RegExp(`^${w.phone}`) });
      await phone.fill('514555');
      // The address its invoices show (issue 31 §23): a postal code of the country, a ZIP code here.
      await field(page, w.address).fill('350 Fifth Avenue');
      await field(page, w.city).fill('New York');
      await field(page, w.postalCode).fill('H3A 3G4');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.phoneRule)).toBeVisible();
      await expect(page.getByText(w.postalCodeRule)).toBeVisible();
      await field(page, w.postalCode).fill('10118');
      await phone.fill('5145551234');
      await expect(phone).toHaveValue('1 (514) 555-1234');
      await page.getByRole('button', { name: w.save }).click();
      // The second save's alert (the first one's may have closed by now on a slow machine: it closes after 5 s).
      await expect(page.getByText(w.informationUpdated).last()).toBeVisible();
      await expect(page).toHaveURL(w.profilePath);
      await expect(page.getByText('Boulangerie Lavoie')).toBeVisible();
      await expect(page.getByText('New York')).toBeVisible();
      await expect(page.getByText('1 (514) 555-1234')).toBeVisible();
      await page.getByRole('link', { name: w.editCompany }).click();
      await expect(field(page, w.address)).toHaveValue('350 Fifth Avenue');
      await expect(field(page, w.postalCode)).toHaveValue('10118');
      await page.goto(w.profile);

      await page.getByRole('checkbox', { name: w.draft }).check();
      await page.getByRole('checkbox', { name: w.delivering }).check();
      await page.getByRole('button', { name: w.saveFilters }).click();
      await expect(page.getByText(w.filtersUpdated)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: w.draft })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: w.delivering })).toBeChecked();
      // The groups an advertiser acts on (issue 12 item 9), not the ad server's 17 statuses.
      await expect(page.getByRole('checkbox', { name: w.unknownStatus })).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: w.ended })).not.toBeChecked();
      // The profile's cards have titles of one size, the agencies' too.
      const fontSize = (name: string) =>
        page
          .getByRole('heading', { name, exact: true, level: 2 })
          .evaluate((heading) => getComputedStyle(heading).fontSize);
      expect(await fontSize(w.agencies)).toBe(await fontSize(w.credentials));
      await shoot(page, testInfo, `${lang}-status-groups`);
    });
  });
}
