import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A session that expires (issue 12, item 12), in French and English: the portal sends the user to login, and the
 * login page says the session expired (not a bare login form); a plain visit to login says nothing of the kind.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    page: '/fr/guichet/profil/',
    login: '/fr/compte/connexion/',
    expired: 'Votre session a expiré',
  },
  en: {
    locale: 'en-CA',
    page: '/en/hub/profile/',
    login: '/en/account/login/',
    expired: 'Your session has expired',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`an expired session (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('lands on login, which says the session expired', async ({ page, context }, testInfo) => {
      await registerAdvertiser(page, { lang });
      // Off the app (a page of the same origin without its scripts): no request or timer of the session can set a
      // refresh cookie or a token again behind the test's back.
      await page.goto('/healthz');
      // The access token is no longer good and the refresh cookie is gone: the session cannot be renewed.
      await page.evaluate(() => localStorage.setItem('jwtToken', 'expired.token.value'));
      await context.clearCookies();
      await page.goto(w.page);
      await expect(page).toHaveURL(new RegExp(`${w.login}\\?.*expired=1`));
      await expect(page.getByText(w.expired)).toBeVisible();
      await shoot(page, testInfo, `${lang}-login-expired`);

      await page.goto(w.login);
      await expect(
        page.getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Log in' }),
      ).toBeVisible();
      await expect(page.getByText(w.expired)).toHaveCount(0);
    });
  });
}
