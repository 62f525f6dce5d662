import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerAdvertiser, uniqueEmail } from './fixtures/accounts.ts';
import { expectFitsWidth, shootAsIs } from './fixtures/shots.ts';

const PATHS = {
  fr: {
    login: '/fr/compte/connexion/',
    register: '/fr/compte/inscription/',
    forgot: '/fr/compte/mot-de-passe-perdu/',
    reset: '/fr/compte/reinitialiser-mot-de-passe/',
    resetDone: '/fr/compte/mot-de-passe-confirmation/',
    confirmation: (email: string) => `/fr/compte/confirmation/${encodeURIComponent(email)}/123456/`,
    profile: '/fr/guichet/profil/',
    email: '/fr/guichet/profil/courriel/',
    emailConfirmation: '/fr/guichet/profil/courriel/confirmation/',
    password: '/fr/guichet/profil/mot-de-passe/',
    personal: '/fr/guichet/profil/information-personnelle/',
    company: '/fr/guichet/profil/information-compagnie/',
  },
  en: {
    login: '/en/account/login/',
    register: '/en/account/register/',
    forgot: '/en/account/forgot-password/',
    reset: '/en/account/reset-password/',
    resetDone: '/en/account/reset-password-confirmation/',
    confirmation: (email: string) => `/en/account/confirmation/${encodeURIComponent(email)}/123456/`,
    profile: '/en/hub/profile/',
    email: '/en/hub/profile/email/',
    emailConfirmation: '/en/hub/profile/email/confirmation/',
    password: '/en/hub/profile/password/',
    personal: '/en/hub/profile/personal-information/',
    company: '/en/hub/profile/company-information/',
  },
} as const;

/**
 * Every account and profile screen as a user sees it, at 1280 px and 400 px, in French and English (issue 3): each
 * visit checks the screen's title and that nothing is wider than the window. With SHOTS_DIR set, it also keeps a
 * full-page screenshot of each there, to look at them side by side.
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsWidth(page, name);
  await shootAsIs(page, testInfo, name);
}

/** Holds an e-mail in the auth state, as the lost-password step does. */
async function holdAuthEmail(page: Page, email: string) {
  await page.evaluate((value) => sessionStorage.setItem('auth.userEmail', value), email);
}

for (const width of [1280, 400]) {
  for (const lang of ['fr', 'en'] as const) {
    const p = PATHS[lang];

    test.describe(`account screens at ${width} px in ${lang}`, () => {
      test.use({ viewport: { width, height: 860 } });

      test('logged out', async ({ page }, testInfo) => {
        const tag = `${lang}-${width}`;
        await page.goto(p.login);
        await shot(page, testInfo, `login-${tag}`);
        await page.getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Log in' }).click();
        await expect(
          page.getByText(lang === 'fr' ? /Courriel est obligatoire/ : /Email field is required/),
        ).toBeVisible();
        await shot(page, testInfo, `login-errors-${tag}`);

        await page.goto(p.register);
        await shot(page, testInfo, `register-1-${tag}`);
        const email = uniqueEmail('shots');
        await page
          .getByRole('textbox', { name: lang === 'fr' ? 'Courriel' : 'Email', exact: true })
          .fill(email);
        await page
          .getByRole('button', { name: lang === 'fr' ? 'M’envoyer un code' : 'Send me a code' })
          .click();
        const create = page.getByRole('button', {
          name: lang === 'fr' ? 'Créer mon compte' : 'Create my account',
        });
        await expect(create).toBeVisible();
        await shot(page, testInfo, `register-2-${tag}`);
        await create.click();
        await shot(page, testInfo, `register-2-errors-${tag}`);

        await page.goto(p.confirmation(email));
        await shot(page, testInfo, `confirmation-${tag}`);

        await page.goto(p.forgot);
        await shot(page, testInfo, `forgot-${tag}`);
        await holdAuthEmail(page, email);
        await page.goto(p.reset);
        await shot(page, testInfo, `reset-${tag}`);
        await page.goto(p.resetDone);
        await shot(page, testInfo, `reset-done-${tag}`);
      });

      test('profile', async ({ page }, testInfo) => {
        const tag = `${lang}-${width}`;
        await registerAdvertiser(page, { lang });
        for (const [name, url] of [
          ['profile', p.profile],
          ['profile-email', p.email],
          ['profile-email-confirmation', p.emailConfirmation],
          ['profile-password', p.password],
          ['profile-personal', p.personal],
          ['profile-company', p.company],
        ] as const) {
          await page.goto(url);
          await shot(page, testInfo, `${name}-${tag}`);
        }
        await page.getByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Save' }).click();
        await shot(page, testInfo, `profile-company-errors-${tag}`);
      });
    });
  }
}
