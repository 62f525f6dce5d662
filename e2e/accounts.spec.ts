import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  codeOf,
  lastMailId,
  loginAs,
  registerAdvertiser,
  uniqueEmail,
  waitForMail,
  type Lang,
} from './fixtures/accounts.ts';

/**
 * Accounts and sessions in the browser (issue 3; spec §2 logged-out area, §4 Session, §8 identity codes), in
 * French and in English: registration with the mailed code, logout, login, a forgotten password, the page asked
 * for before login, and the wrong-password message beside the form.
 */

const WORDS = {
  fr: {
    login: '/fr/compte/connexion/',
    register: '/fr/compte/inscription/',
    orders: /\/fr\/guichet\/campagnes\/$/,
    ordersTitle: 'Campagnes numériques',
    loginTitle: 'Connexion',
    email: 'Courriel',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    code: 'Code de vérification',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    sendCode: 'M’envoyer un code',
    createAccount: 'Créer mon compte',
    logIn: 'Se connecter',
    logout: 'Déconnexion',
    openMenu: 'Ouvrir le menu',
    forgot: 'Mot de passe oublié ?',
    forgotTitle: 'Mot de passe oublié',
    changePassword: 'Changer mon mot de passe',
    passwordChanged: 'Votre mot de passe a été modifié',
    greeting: (name: string) => `Bonjour ${name}`,
    wrongCredentials: 'Courriel ou mot de passe incorrect.',
    ruleMet: 'Règle respectée',
    profilePassword: '/fr/guichet/profil/mot-de-passe/',
    profilePasswordPath: /\/fr\/guichet\/profil\/mot-de-passe\/$/,
    emailRequired: 'Le champ Courriel est obligatoire',
    userNotRegistered: 'Ce courriel n’est pas inscrit. Vérifiez le courriel ou inscrivez-vous.',
    forgotPassword: '/fr/compte/mot-de-passe-perdu/',
    confirmation: (email: string, code: string) =>
      `/fr/compte/confirmation/${encodeURIComponent(email)}/${code}/`,
    resend: 'Envoyer un nouveau code',
  },
  en: {
    login: '/en/account/login/',
    register: '/en/account/register/',
    orders: /\/en\/hub\/orders\/$/,
    ordersTitle: 'Digital campaigns',
    loginTitle: 'Log in',
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    code: 'Verification code',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    sendCode: 'Send me a code',
    createAccount: 'Create my account',
    logIn: 'Log in',
    logout: 'Logout',
    openMenu: 'Open the menu',
    forgot: 'Forgot your password?',
    forgotTitle: 'Forgot password',
    changePassword: 'Change my password',
    passwordChanged: 'Your password has been changed',
    greeting: (name: string) => `Hello ${name}`,
    wrongCredentials: 'Incorrect email or password.',
    ruleMet: 'Rule met',
    profilePassword: '/en/hub/profile/password/',
    profilePasswordPath: /\/en\/hub\/profile\/password\/$/,
    emailRequired: 'The Email field is required',
    userNotRegistered: 'This email is not registered. Check the email or register.',
    forgotPassword: '/en/account/forgot-password/',
    confirmation: (email: string, code: string) =>
      `/en/account/confirmation/${encodeURIComponent(email)}/${code}/`,
    resend: 'Send a new code',
  },
} as const;

async function logout(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const button = page.getByRole('button', { name: w.logout });
  if (!(await button.isVisible())) await page.getByRole('button', { name: w.openMenu }).click();
  await button.click();
  await expect(page).toHaveURL(new RegExp(`${w.login}$`));
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`accounts in ${lang}`, () => {
    test('registers with the mailed code, logs out and logs in again', async ({ page }) => {
      const email = uniqueEmail('register');
      const after = await lastMailId(page.request);
      await page.goto(w.register);
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(email);
      await page.getByRole('button', { name: w.sendCode }).click();

      const code = codeOf(await waitForMail(page.request, email, /./, after));
      await page.getByRole('textbox', { name: w.code, exact: true }).fill(code);
      await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Camille');
      await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Gagnon');
      const password = page.getByRole('textbox', { name: w.password, exact: true });
      await password.fill('short');
      await expect(page.getByText(w.ruleMet)).toHaveCount(0);
      await password.fill(PASSWORD);
      await expect(page.getByText(w.ruleMet)).toBeAttached();
      await page.getByRole('button', { name: w.createAccount }).click();

      await expect(page).toHaveURL(w.orders);
      await expect(page.getByRole('heading', { level: 1, name: w.ordersTitle })).toBeVisible();
      await expect(page.getByText(w.greeting('Camille Gagnon'))).toBeVisible();

      await logout(page, lang);
      expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
      await page.goto(lang === 'fr' ? '/fr/guichet/campagnes/' : '/en/hub/orders/');
      await expect(page).toHaveURL(new RegExp(`${w.login}\\?redirect=`));

      await loginAs(page, { email, password: PASSWORD, lang }, { via: 'ui' });
      await expect(page.getByText(w.greeting('Camille Gagnon'))).toBeVisible();
    });

    test('shows the wrong password message beside the form, and the rule of an empty field', async ({
      page,
    }) => {
      const account = await registerAdvertiser(page.request, { lang });
      await page.goto(w.login);
      await page.getByRole('button', { name: w.logIn }).click();
      await expect(page.getByText(w.emailRequired)).toBeVisible();

      await page.getByRole('textbox', { name: w.email, exact: true }).fill(account.email);
      await page.getByRole('textbox', { name: w.password, exact: true }).fill('Wrong-password-1');
      await page.getByRole('button', { name: w.logIn }).click();
      await expect(page.getByRole('alert')).toHaveText(w.wrongCredentials);
      await expect(page).toHaveURL(new RegExp(`${w.login}$`));
    });

    test('resets a forgotten password with the mailed code', async ({ page }) => {
      const account = await registerAdvertiser(page.request, { lang });
      await page.goto(w.login);
      await page.getByRole('link', { name: w.forgot }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.forgotTitle })).toBeVisible();
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(account.email);
      const after = await lastMailId(page.request);
      await page.getByRole('button', { name: w.sendCode }).click();
      await expect(page).toHaveURL(/\/(reinitialiser-mot-de-passe|reset-password)\/$/);

      const code = codeOf(await waitForMail(page.request, account.email, /./, after));
      const newPassword = 'Nouveau2026';
      await page.getByRole('textbox', { name: w.code, exact: true }).fill(code);
      await page.getByRole('textbox', { name: w.newPassword, exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: w.confirmPassword, exact: true }).fill(newPassword);
      await page.getByRole('button', { name: w.changePassword }).click();

      await expect(page.getByRole('heading', { name: w.passwordChanged })).toBeVisible();
      await page.getByRole('link', { name: w.logIn }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(account.email);
      await page.getByRole('textbox', { name: w.password, exact: true }).fill(newPassword);
      await page.getByRole('button', { name: w.logIn }).click();
      await expect(page).toHaveURL(w.orders);
    });

    test('finishes a registration from the confirmation page, with a resent code', async ({ page }) => {
      const email = uniqueEmail('confirm');
      const first = await lastMailId(page.request);
      await page.request.post('/api/v2/auth/cognito/pre-register', { data: { email, resend: false } });
      const oldCode = codeOf(await waitForMail(page.request, email, /./, first));
      await page.goto(w.confirmation(email, oldCode));
      await expect(page.getByRole('textbox', { name: w.code, exact: true })).toHaveValue(oldCode);

      const second = await lastMailId(page.request);
      await page.getByRole('button', { name: w.resend }).click();
      await expect(page.getByRole('status')).toContainText(email);
      await expect(page.getByRole('button', { name: w.resend })).toHaveCount(0);
      const newCode = codeOf(await waitForMail(page.request, email, /./, second));

      await page.getByRole('textbox', { name: w.code, exact: true }).fill(newCode);
      await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Jade');
      await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Roy');
      await page.getByRole('textbox', { name: w.password, exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: w.createAccount }).click();
      await expect(page).toHaveURL(w.orders);
      await expect(page.getByText(w.greeting('Jade Roy'))).toBeVisible();
    });

    test('says when no account has the e-mail of a lost password', async ({ page }) => {
      await page.goto(w.forgotPassword);
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: w.sendCode }).click();
      await expect(page.getByRole('alert')).toHaveText(w.userNotRegistered);
    });

    test('brings a protected page back after login', async ({ page }) => {
      const account = await registerAdvertiser(page.request, { lang });
      await page.goto(w.profilePassword);
      await expect(page).toHaveURL(new RegExp(`${w.login}\\?redirect=`));
      await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(account.email);
      await page.getByRole('textbox', { name: w.password, exact: true }).fill(account.password);
      await page.getByRole('button', { name: w.logIn }).click();
      await expect(page).toHaveURL(w.profilePasswordPath);
    });
  });
}

test.describe('session', () => {
  test('sends a logged-in user from the logged-out area to the campaign list', async ({ page }) => {
    await registerAdvertiser(page, { lang: 'en' });
    await page.goto('/en/account/login/');
    await expect(page).toHaveURL(/\/en\/hub\/orders\/$/);
    await page.goto('/en/account/register/');
    await expect(page).toHaveURL(/\/en\/hub\/orders\/$/);
  });

  test('forgets the previous user on logout (every store is cleared)', async ({ page }) => {
    await registerAdvertiser(page, { lang: 'en', firstName: 'First', lastName: 'User' });
    await expect(page.getByText('Hello First User')).toBeVisible();
    await logout(page, 'en');
    // Another user's token arrives without a page load (another tab's login): the app must not show the
    // first user's cached info.
    const second = await registerAdvertiser(page.request, {
      lang: 'en',
      firstName: 'Second',
      lastName: 'User',
    });
    await page.evaluate((token) => localStorage.setItem('jwtToken', token), second.token);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/en\/hub\/orders\/$/);
    await expect(page.getByText('Hello Second User')).toBeVisible();
    await expect(page.getByText('Hello First User')).toHaveCount(0);
  });

  test('opens the reset pages only with an e-mail in the auth state', async ({ page }) => {
    await page.goto('/en/account/reset-password/');
    await expect(page).toHaveURL(/\/en\/account\/forgot-password\/$/);
    await page.goto('/fr/compte/mot-de-passe-confirmation/');
    await expect(page).toHaveURL(/\/fr\/compte\/mot-de-passe-perdu\/$/);
  });

  test('refreshes an invalid stored token once with the refresh cookie', async ({ page }) => {
    await registerAdvertiser(page, { lang: 'en' });
    // Off the app first (a page of the same origin without its scripts): a request cut off by the visit below after
    // the server rotated the refresh cookie would leave the browser the old cookie, whose reuse ends the session.
    await page.waitForLoadState('networkidle');
    await page.goto('/healthz');
    await page.evaluate(() => localStorage.setItem('jwtToken', 'not-a-token'));
    await page.goto('/en/hub/profile/');
    await expect(page).toHaveURL(/\/en\/hub\/profile\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).not.toBe('not-a-token');
  });

  test('logs out to login with the full path when the refresh fails', async ({ page, context }) => {
    await registerAdvertiser(page, { lang: 'fr' });
    // No request of the page still under way: one sent with the bad token would fail its refresh and clear the
    // token before the visit below, which would then be a plain logged-out visit (no `expired=1`).
    await page.waitForLoadState('networkidle');
    await page.goto('/healthz');
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('jwtToken', 'not-a-token'));
    await page.goto('/fr/guichet/profil/?onglet=1');
    await expect(page).toHaveURL(
      /\/fr\/compte\/connexion\/\?redirect=%2Ffr%2Fguichet%2Fprofil%2F%3Fonglet%3D1&expired=1$/,
    );
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  });
});
