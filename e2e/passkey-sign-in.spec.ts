import { expect, test, type Page } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { apiAs } from './fixtures/campaigns.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * Signing in with a passkey alone (issue 33), in French and in English: a passkey added in the profile (Chromium's
 * virtual authenticator over CDP, which keeps it as a discoverable credential) signs in from the login page's
 * "Sign in with a passkey" without an e-mail or a password, and lands on the campaigns. A passkey the portal no
 * longer knows (removed from the profile, still on the device) is refused with words that say so, beside the form.
 */

const WORDS = {
  fr: {
    profile: '/fr/guichet/profil/',
    login: '/fr/compte/connexion/',
    home: /\/fr\/guichet\/campagnes\/$/,
    addPasskey: 'Ajouter une clé d’accès',
    passkeyName: 'Nom de la clé d’accès',
    createPasskey: 'Créer la clé d’accès',
    codes: 'Vos codes de récupération',
    saved: 'Je les ai conservés',
    passkeys: 'Vos clés d’accès',
    withPasskey: 'Connexion avec une clé d’accès',
    logIn: 'Se connecter',
    greeting: /^Bonjour /,
    unknown:
      'Cette clé d’accès n’est pas enregistrée sur le portail. Connectez-vous avec votre courriel et votre mot de passe.',
  },
  en: {
    profile: '/en/hub/profile/',
    login: '/en/account/login/',
    home: /\/en\/hub\/orders\/$/,
    addPasskey: 'Add a passkey',
    passkeyName: 'Name of the passkey',
    createPasskey: 'Create the passkey',
    codes: 'Your recovery codes',
    saved: 'I have saved them',
    passkeys: 'Your passkeys',
    withPasskey: 'Sign in with a passkey',
    logIn: 'Log in',
    greeting: /^Hello /,
    unknown: 'This passkey is not registered on the portal. Sign in with your email and password.',
  },
} as const;

/** A platform authenticator that says yes (user present and verified) and keeps its passkeys on the device. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`signs in with a passkey alone, and says when the portal no longer knows it, in ${lang}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await virtualAuthenticator(page);
    const account = await registerAdvertiser(page, { lang });
    await page.goto(w.profile);
    await page.getByRole('button', { name: w.addPasskey }).click();
    await page.getByRole('textbox', { name: w.passkeyName }).fill('Chromium');
    await page.getByRole('button', { name: w.createPasskey }).click();
    const codes = page.getByRole('list', { name: w.codes }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().innerText()).trim();
    await page.getByRole('button', { name: w.saved }).click();
    await expect(page.getByRole('list', { name: w.passkeys }).getByText('Chromium')).toBeVisible();

    // Signed out: the login page offers the passkey beside the password.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(w.login);
    const withPasskey = page.getByRole('button', { name: w.withPasskey });
    await expect(withPasskey).toBeVisible();
    // The password's button is still the only one named so (the journeys' fixtures click it by that name).
    await expect(page.getByRole('button', { name: w.logIn })).toHaveCount(1);
    await shoot(page, testInfo, `passkey-login-${lang}-1280`);
    await resizeTo(page, 400);
    await expectFitsWidth(page, 'the login page');
    await shoot(page, testInfo, `passkey-login-${lang}-400`);
    await resizeTo(page, 1280);

    // No e-mail, no password: the passkey names the account.
    const options = page.waitForResponse((r) => r.url().endsWith('/auth/cognito/login/passkey-options'));
    await withPasskey.click();
    expect((await options).status()).toBe(200);
    await expect(page).toHaveURL(w.home);
    await expect(page.getByText(w.greeting).first()).toBeVisible();

    // The passkey removed from the account, still on the device: refused, in words.
    const api = apiAs(page.request, account.token, lang);
    const status = (await api('GET', '/user/two-factor')) as { passkeys: { id: number }[] };
    await api('POST', `/user/two-factor/passkeys/${status.passkeys[0]!.id}/remove`, {
      password: account.password,
      factorCode: recoveryCode,
    });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(w.login);
    await page.getByRole('button', { name: w.withPasskey }).click();
    await expect(page.getByRole('alert')).toHaveText(w.unknown);
    await expect(page).toHaveURL(new RegExp(`${w.login}$`));
    await shoot(page, testInfo, `passkey-login-unknown-${lang}`);
  });
}
