import { expect, test } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * Webhooks in the profile (issue 32 §6), in French and English: the advertiser is told beside the address what is
 * refused (required, a private address, plain http), registers an HTTPS endpoint for two events, sees its signing
 * secret once, finds it listed with its events and an empty delivery log, and deletes it after a confirmation.
 */

const WORDS = {
  fr: {
    profile: '/fr/guichet/profil/',
    title: 'Webhooks',
    url: 'Adresse du point de réception',
    approved: 'Campagne approuvée',
    paid: 'Facture payée',
    create: 'Ajouter le point de réception',
    secret: 'Secret de signature',
    createdText: 'il ne sera plus affiché',
    done: 'Je l’ai enregistré',
    empty: 'Aucun point de réception pour l’instant.',
    required: 'Le champ Adresse du point de réception est obligatoire',
    eventsRequired: 'Choisissez au moins un événement.',
    privateAddress: 'Cette adresse mène à un réseau privé',
    notHttps: 'L’adresse du point de réception doit commencer par https://.',
    log: 'Journal des envois',
    noDeliveries: 'Rien n’a encore été envoyé à ce point de réception.',
    deleteNamed: (url: string) => `Supprimer le point de réception ${url}`,
    confirm: 'Supprimer le point de réception',
    deleted: 'Le point de réception a été supprimé.',
  },
  en: {
    profile: '/en/hub/profile/',
    title: 'Webhooks',
    url: 'Endpoint address',
    approved: 'Campaign approved',
    paid: 'Invoice paid',
    create: 'Add the endpoint',
    secret: 'Signing secret',
    createdText: 'it will not be shown again',
    done: 'I have saved it',
    empty: 'No endpoint yet.',
    required: 'The Endpoint address field is required',
    eventsRequired: 'Choose at least one event.',
    privateAddress: 'This address leads to a private',
    notHttps: 'The endpoint address must begin with https://.',
    log: 'Delivery log',
    noDeliveries: 'Nothing sent to this endpoint yet.',
    deleteNamed: (url: string) => `Delete the endpoint ${url}`,
    confirm: 'Delete the endpoint',
    deleted: 'The endpoint was deleted.',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`webhooks (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('registers an endpoint, shows its secret once, lists it and deletes it', async ({
      page,
    }, testInfo) => {
      await registerAdvertiser(page, { lang });
      await page.goto(w.profile);
      await expect(page.getByRole('heading', { name: w.title, exact: true })).toBeVisible();
      await expect(page.getByText(w.empty)).toBeVisible();

      // What is refused is said beside the field: required, a private address (the domain's rule, in the browser),
      // plain http (the server's answer, by its code).
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.required)).toBeVisible();
      await expect(page.getByText(w.eventsRequired)).toBeVisible();
      const url = page.getByLabel(w.url);
      await url.fill('https://192.168.1.10/hooks');
      await page.getByLabel(w.approved).check();
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.privateAddress)).toBeVisible();
      await url.fill('http://hooks.example.com/portal');
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.notHttps)).toBeVisible();

      const address = `https://93.184.216.34/portal-${lang}`;
      await url.fill(address);
      await page.getByLabel(w.paid).check();
      await page.getByRole('button', { name: w.create }).click();
      const secret = page.getByLabel(w.secret);
      await expect(secret).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
      await expect(page.getByText(w.createdText)).toBeVisible();
      const shown = (await secret.textContent())!.trim();
      await shoot(page, testInfo, `webhooks-created-${lang}`);

      await page.getByRole('button', { name: w.done }).click();
      await expect(page.getByText(shown)).toHaveCount(0);
      const row = page.getByRole('listitem', { name: address });
      await expect(row).toContainText(w.approved);
      await expect(row).toContainText(w.paid);
      await row.getByRole('button', { name: w.log }).click();
      await expect(row.getByText(w.noDeliveries)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('listitem', { name: address })).toBeVisible();
      expect(await page.content()).not.toContain(shown);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `webhooks-listed-${lang}`);

      await page.getByRole('button', { name: w.deleteNamed(address) }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
      await expect(page.getByText(w.deleted)).toBeVisible();
      await expect(page.getByRole('listitem', { name: address })).toHaveCount(0);
      await expect(page.getByText(w.empty)).toBeVisible();
    });
  });
}
