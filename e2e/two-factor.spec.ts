import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './fixtures/axe.ts';
import { shoot } from './fixtures/shots.ts';
import { registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { ADMIN } from './fixtures/campaigns.ts';
import { startPortal } from './fixtures/portal.ts';

/**
 * Two-step verification in the browser (issue 33), in French and in English: the profile's card turns the
 * authenticator app on (the QR code and the key shown once, a wrong first code refused, the right one turns it on and
 * shows the 10 recovery codes once), then the login asks for the code after the password: a wrong code is refused
 * beside its form, the app's code signs in; a recovery code signs in once. With REQUIRE_2FA_FOR_STAFF on (a portal of
 * its own), a staff screen leads an admin without the factor to the profile's card, and opens once it is on. A passkey
 * (Chromium's virtual authenticator, WebAuthn over CDP) is added in the profile and signs in after the password. The codes are computed here from the key
 * the page shows, as an authenticator app does (RFC 6238 written out, not the server's library).
 */

const WORDS = {
  fr: {
    profile: '/fr/guichet/profil/',
    login: '/fr/compte/connexion/',
    home: /\/fr\/guichet\/campagnes\/$/,
    turnOn: 'Activer la validation en deux étapes',
    qr: 'Code QR à scanner avec votre application d’authentification',
    key: 'Clé à saisir dans l’application',
    appCode: 'Code de l’application',
    confirm: 'Confirmer et activer',
    wrongCode: 'Ce code n’est pas valide.',
    codes: 'Vos codes de récupération',
    saved: 'Je les ai conservés',
    turnedOn: 'La validation en deux étapes est activée.',
    on: 'Activée',
    left: 'Codes de récupération restants',
    email: 'Courriel',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    step: 'Validation en deux étapes',
    code: 'Code d’authentification',
    verify: 'Vérifier',
    review: '/fr/guichet/revision/',
    gate: 'Activez d’abord la validation en deux étapes',
    toProfile: 'L’activer dans mon profil',
    tabs: 'Campagnes',
    addPasskey: 'Ajouter une clé d’accès',
    passkeyName: 'Nom de la clé d’accès',
    createPasskey: 'Créer la clé d’accès',
    passkeys: 'Vos clés d’accès',
    usePasskey: 'Utiliser une clé d’accès',
  },
  en: {
    profile: '/en/hub/profile/',
    login: '/en/account/login/',
    home: /\/en\/hub\/orders\/$/,
    turnOn: 'Turn on two-step verification',
    qr: 'QR code to scan with your authenticator app',
    key: 'Key to enter in the app',
    appCode: 'Code from the app',
    confirm: 'Confirm and turn on',
    wrongCode: 'This code is not valid.',
    codes: 'Your recovery codes',
    saved: 'I have saved them',
    turnedOn: 'Two-step verification is on.',
    on: 'On',
    left: 'Recovery codes left',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    step: 'Two-step verification',
    code: 'Authentication code',
    verify: 'Verify',
    review: '/en/hub/review/',
    gate: 'Turn on two-step verification first',
    toProfile: 'Turn it on in my profile',
    tabs: 'Campaigns',
    addPasskey: 'Add a passkey',
    passkeyName: 'Name of the passkey',
    createPasskey: 'Create the passkey',
    passkeys: 'Your passkeys',
    usePasskey: 'Use a passkey',
  },
} as const;

/** RFC 4648 base32, as the key is shown (spaces between groups of 4). */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text.replace(/\s+/g, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238's code of the time step `stepsAhead` steps from now: HMAC-SHA1, 6 digits, 30 s. */
function totp(key: string, stepsAhead = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepsAhead));
  const mac = createHmac('sha1', base32Bytes(key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signOutHere(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

async function password(page: Page, lang: Lang, account: { email: string; password: string }) {
  const w = WORDS[lang];
  await page.goto(w.login);
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: w.password, exact: true }).fill(account.password);
  await page.getByRole('button', { name: w.logIn }).click();
  await expect(page.getByRole('heading', { name: w.step })).toBeVisible();
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`turns the authenticator app on and signs in with its code, in ${lang}`, async ({
    page,
  }, testInfo) => {
    const account = await registerAdvertiser(page, { lang });
    await page.goto(w.profile);
    await page.getByRole('button', { name: w.turnOn }).click();
    await expect(page.getByRole('img', { name: w.qr })).toBeVisible();
    const key = (await page.getByLabel(w.key).textContent())!.replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await shoot(page, testInfo, `two-factor-setup-${lang}`);

    const appCode = page.getByRole('textbox', { name: w.appCode });
    await appCode.fill(otherCode(totp(key)));
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.wrongCode })).toBeVisible();
    await appCode.fill(totp(key));
    await page.getByRole('button', { name: w.confirm }).click();

    const list = page.getByRole('list', { name: w.codes });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Audited once the success notification is gone (its close button has no name: a matter of every notification).
    await expect(page.getByText(w.turnedOn)).toBeHidden({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, testInfo, `two-factor-codes-${lang}`);
    await page.getByRole('button', { name: w.saved }).click();
    await expect(list).toBeHidden();
    await expect(page.getByText(w.on, { exact: true })).toBeVisible();
    // The key is not shown again.
    await page.reload();
    await expect(page.getByText(w.left)).toBeVisible();
    await expect(page.getByText(key.slice(0, 4))).toHaveCount(0);

    // The login: the password, then the code.
    await signOutHere(page);
    await password(page, lang, account);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, testInfo, `two-factor-login-${lang}`);
    const code = page.getByRole('textbox', { name: w.code });
    await code.fill(otherCode(totp(key, 1)));
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.wrongCode })).toBeVisible();
    // The next step's code: the one that confirmed the setup may be of this very step, and is not taken twice.
    await code.fill(totp(key, 1));
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(w.home);

    // A recovery code signs in once.
    await signOutHere(page);
    await password(page, lang, account);
    await page.getByRole('textbox', { name: w.code }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(w.home);
    await signOutHere(page);
    await password(page, lang, account);
    await page.getByRole('textbox', { name: w.code }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.wrongCode })).toBeVisible();
  });
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`leads staff from a staff screen to turn the factor on first, in ${lang}`, async ({
    page,
  }, testInfo) => {
    // A portal with the setting on, whose administrator has no factor yet: its start makes a new data folder, which
    // took 44 s on the loaded 2-core CI machine (the test then timed out at 60 s, twice).
    test.setTimeout(150_000);
    const portal = await startPortal({ REQUIRE_2FA_FOR_STAFF: 'true' });
    try {
      await page.goto(`${portal.url}${w.login}`);
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(ADMIN.email);
      await page.getByRole('textbox', { name: w.password, exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: w.logIn }).click();
      await expect(page).toHaveURL(w.home);

      await page.goto(`${portal.url}${w.review}`);
      await expect(page.getByRole('heading', { name: w.gate })).toBeVisible();
      await expect(page.getByRole('tab', { name: w.tabs })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `two-factor-staff-gate-${lang}`);
      await page.getByRole('link', { name: w.toProfile }).click();

      await page.getByRole('button', { name: w.turnOn }).click();
      const key = (await page.getByLabel(w.key).textContent())!.replace(/\s+/g, '');
      await page.getByRole('textbox', { name: w.appCode }).fill(totp(key));
      await page.getByRole('button', { name: w.confirm }).click();
      await page.getByRole('button', { name: w.saved }).click();
      await expect(page.getByText(w.on, { exact: true })).toBeVisible();

      await page.goto(`${portal.url}${w.review}`);
      await expect(page.getByRole('tab', { name: w.tabs })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.gate })).toHaveCount(0);
    } finally {
      await portal.stop();
    }
  });
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`adds a passkey in the profile and signs in with it, in ${lang}`, async ({ page }, testInfo) => {
    // A platform authenticator that says yes (user present and verified), as a phone's fingerprint does.
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
    const account = await registerAdvertiser(page, { lang });
    await page.goto(w.profile);
    await page.getByRole('button', { name: w.addPasskey }).click();
    await page.getByRole('textbox', { name: w.passkeyName }).fill('Chromium');
    await page.getByRole('button', { name: w.createPasskey }).click();
    // The first factor: its recovery codes, once.
    await expect(page.getByRole('list', { name: w.codes }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: w.saved }).click();
    await expect(page.getByRole('list', { name: w.passkeys }).getByText('Chromium')).toBeVisible();
    await expect(page.getByText(w.on, { exact: true })).toBeVisible();
    await shoot(page, testInfo, `two-factor-passkey-${lang}`);

    await signOutHere(page);
    await password(page, lang, account);
    await page.getByRole('button', { name: w.usePasskey }).click();
    await expect(page).toHaveURL(w.home);
  });
}
