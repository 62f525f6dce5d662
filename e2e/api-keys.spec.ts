import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * API keys in the profile (issue 32 §1), in French and English: the advertiser names a key and picks its access,
 * sees the key once (it authenticates the API at once), finds it listed by its prefix only, and revokes it after a
 * confirmation: the key is refused from then on.
 */

const WORDS = {
  fr: {
    profile: '/fr/guichet/profil/',
    title: 'Clés d’API',
    name: 'Nom de la clé',
    readWrite: 'Lecture et écriture',
    create: 'Créer une clé',
    theKey: 'La nouvelle clé d’API',
    createdText: 'elle ne sera plus affichée',
    done: 'Je l’ai conservée',
    never: 'jamais utilisée',
    revokeNamed: (name: string) => `Révoquer la clé « ${name} »`,
    revokeTitle: (name: string) => `Révoquer la clé « ${name} » ?`,
    confirm: 'Révoquer la clé',
    revoked: (name: string) => `La clé « ${name} » est révoquée.`,
    empty: 'Vous n’avez aucune clé d’API.',
    required: 'Le champ Nom de la clé est obligatoire',
  },
  en: {
    profile: '/en/hub/profile/',
    title: 'API keys',
    name: 'Key name',
    readWrite: 'Read and write',
    create: 'Create a key',
    theKey: 'The new API key',
    createdText: 'it will not be shown again',
    done: 'I have saved it',
    never: 'never used',
    revokeNamed: (name: string) => `Revoke the key “${name}”`,
    revokeTitle: (name: string) => `Revoke the key “${name}”?`,
    confirm: 'Revoke the key',
    revoked: (name: string) => `The key “${name}” is revoked.`,
    empty: 'You have no API key.',
    required: 'The Key name field is required',
  },
} as const;

/** French typography's no-break spaces, written as plain spaces above. */
const nbsp = (text: string) =>
  text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»').replace(/ \?/g, '\u00a0?');

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`API keys (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('makes a key, shows it once, lists it by its prefix and revokes it', async ({ page }, testInfo) => {
      await registerAdvertiser(page, { lang });
      await page.goto(w.profile);
      await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
      await expect(page.getByText(w.empty)).toBeVisible();

      // The name is required, as the server requires it.
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(nbsp(w.required))).toBeVisible();

      const name = `Script ${lang} ${Date.now().toString(36)}`;
      await page.getByLabel(w.name).fill(name);
      await page.getByText(w.readWrite, { exact: true }).click();
      await page.getByRole('button', { name: w.create }).click();
      const shown = page.getByLabel(w.theKey);
      await expect(shown).toHaveText(/^pk_live_[A-Za-z0-9_-]{43}$/);
      await expect(page.getByText(w.createdText)).toBeVisible();
      const key = (await shown.textContent())!.trim();
      await shoot(page, testInfo, `api-keys-created-${lang}`);

      // The key works at once, as its owner.
      const me = await page.request.get('/api/v2/user/', { headers: { authorization: `Bearer ${key}` } });
      expect(me.status()).toBe(200);

      await page.getByRole('button', { name: w.done }).click();
      await expect(page.getByText(key)).toHaveCount(0);
      const row = page.getByRole('listitem', { name });
      await expect(row).toContainText(`${key.slice(0, 16)}…`);
      await expect(row).toContainText(w.readWrite);
      // Seen again later, the key itself is never shown.
      await page.reload();
      await expect(page.getByRole('listitem', { name })).toContainText(key.slice(0, 16));
      expect(await page.content()).not.toContain(key);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `api-keys-listed-${lang}`);

      await page.getByRole('button', { name: nbsp(w.revokeNamed(name)) }).click();
      const dialog = page.getByRole('dialog', { name: nbsp(w.revokeTitle(name)) });
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByText(nbsp(w.revoked(name)))).toBeVisible();
      await expect(page.getByRole('listitem', { name })).toHaveCount(0);
      await expect(page.getByText(w.empty)).toBeVisible();
      const refused = await page.request.get('/api/v2/user/', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(refused.status()).toBe(401);
      expect((await refused.json()).error.code).toBe('API_KEY_INVALID');
    });
  });
}
