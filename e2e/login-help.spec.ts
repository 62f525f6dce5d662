import { expect, test, type Page } from '@playwright/test';
import { registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { adminApi } from './fixtures/campaigns.ts';
import { axeViolations } from './fixtures/axe.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * What signing in says when it cannot work now, with the way out (issue 31 §14, §15), and the user's language
 * (§16), in French and English. A suspended account whose session the suspension ended lands on login, which says
 * the account is suspended (not that the session expired) and links the support address, as the footer does;
 * signing in says the same. A locked e-mail is told how many minutes are left and offered the password reset,
 * which opens with the e-mail filled in. The language switch saves the user's language, which the profile shows
 * and changes.
 */

const SUPPORT = 'aide@portail.example';
const NAMES = { fr: 'Français', en: 'English' } as const;

const WORDS = {
  fr: {
    locale: 'fr-CA',
    orders: '/fr/guichet/campagnes/',
    profile: '/fr/guichet/profil/',
    login: '/fr/compte/connexion/',
    forgot: '/fr/compte/mot-de-passe-perdu/',
    email: 'Courriel',
    password: 'Mot de passe',
    submit: 'Se connecter',
    expired: 'Votre session a expiré',
    suspendedTitle: 'Votre compte est suspendu',
    support: 'Soutien',
    lockedTitle: 'Connexion bloquée pour l’instant',
    locked: /dans 15 minutes\./,
    reset: 'Réinitialiser mon mot de passe pour me connecter maintenant',
    language: 'Langue du portail et de vos courriels',
    other: 'English',
  },
  en: {
    locale: 'en-CA',
    orders: '/en/hub/orders/',
    profile: '/en/hub/profile/',
    login: '/en/account/login/',
    forgot: '/en/account/forgot-password/',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    expired: 'Your session has expired',
    suspendedTitle: 'Your account is suspended',
    support: 'Support',
    lockedTitle: 'Sign-in locked for now',
    locked: /in 15 minutes\./,
    reset: 'Reset my password to sign in now',
    language: 'Language of the portal and of your e-mails',
    other: 'Français',
  },
} as const;

async function fillLogin(page: Page, lang: Lang, email: string, password: string) {
  const w = WORDS[lang];
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: w.password, exact: true }).fill(password);
  await page.getByRole('button', { name: w.submit }).click();
}

/** The signed-in user's info, as GET /user/ answers it (the page's stored token). */
async function me(page: Page): Promise<{ user_id: string; locale: string }> {
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  return (await page.request.get('/api/v2/user/', { headers: { authorization: `Bearer ${token}` } })).json();
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`login help (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('a suspended account is told so, with the support address, when its session ends and at sign-in', async ({
      page,
      request,
    }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const { user_id: userId } = await me(page);
      // Off the app while staff suspend it (a page of the same origin without its scripts): no call of the open
      // screen meets the suspension first.
      await page.goto('/healthz');
      // Staff on a request context of their own: the page's would take the staff's session cookie.
      const admin = await adminApi(request, lang);
      await admin('POST', `/admin/users/${userId}/suspend`, { reason: 'Test' });

      // The open session ends: login says the account is suspended, not that the session expired.
      await page.goto(w.profile);
      await expect(page).toHaveURL(new RegExp(`${w.login}\\?.*expired=suspended`));
      const help = page.getByRole('alert').filter({ hasText: w.suspendedTitle });
      await expect(help).toBeVisible();
      await expect(help.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
      await expect(page.getByText(w.expired)).toHaveCount(0);
      // The footer links the support address too.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: w.support, exact: true }),
      ).toHaveAttribute('href', `mailto:${SUPPORT}`);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `login-suspended-${lang}`);

      // Signing in says the same.
      await page.goto(w.login);
      await expect(help).toHaveCount(0);
      await fillLogin(page, lang, account.email, account.password);
      await expect(page.getByRole('alert').filter({ hasText: w.suspendedTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: SUPPORT })).toBeVisible();
      await resizeTo(page, 400);
      await expectFitsWidth(page, 'the suspended account’s login');
    });

    test('a locked e-mail is told how long, and the password reset opens with it', async ({
      page,
    }, testInfo) => {
      const account = await registerAdvertiser(page.request, { lang });
      for (let i = 0; i < 5; i += 1) {
        const wrong = await page.request.post('/api/v2/auth/cognito/login', {
          data: { email: account.email, password: 'Mauvais-2025' },
          headers: { language: lang },
        });
        expect(wrong.status()).toBe(400);
      }
      await page.goto(w.login);
      // Even the right password: the lock holds, and the page says for how long.
      await fillLogin(page, lang, account.email, account.password);
      const help = page.getByRole('alert').filter({ hasText: w.lockedTitle });
      await expect(help).toBeVisible();
      await expect(help).toContainText(w.locked);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `login-locked-${lang}`);
      await help.getByRole('link', { name: w.reset }).click();
      await expect(page).toHaveURL(new RegExp(`${w.forgot}$`));
      await expect(page.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(account.email);
    });

    test('the language switch saves the user’s language, which the profile shows and changes', async ({
      page,
    }, testInfo) => {
      await registerAdvertiser(page, { lang });
      expect((await me(page)).locale).toBe(lang);
      const other = lang === 'fr' ? 'en' : 'fr';
      const otherWords = WORDS[other];
      // The header's switch: the interface changes, and so does the language of the e-mails.
      await page.getByRole('link', { name: w.other }).click();
      await expect(page).toHaveURL(new RegExp(`${otherWords.orders}$`));
      await expect.poll(async () => (await me(page)).locale).toBe(other);

      // The profile shows it, and changes it back.
      await page.goto(otherWords.profile);
      const choice = page.getByRole('radiogroup', { name: otherWords.language });
      await expect(choice.getByRole('radio', { name: NAMES[other] })).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `profile-language-${other}`);
      await choice.getByText(NAMES[lang]).click();
      await expect(page).toHaveURL(new RegExp(`${w.profile}$`));
      await expect.poll(async () => (await me(page)).locale).toBe(lang);
      const back = page.getByRole('radiogroup', { name: w.language });
      await expect(back.getByRole('radio', { name: NAMES[lang] })).toBeChecked();
    });
  });
}
