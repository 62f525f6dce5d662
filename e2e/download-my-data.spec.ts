import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { registerAdvertiser, waitForMail } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * "Download my data" (issue 16), in French and English: the footer's platform notice (PLATFORM_NOTICE_DATE is set
 * in playwright.config.ts) gives the closure date in the page's language and links to the profile's section — by
 * way of login when logged out; there the advertiser prepares the archive, sees it become ready, downloads a ZIP
 * holding their campaign and its creative's file, and receives the e-mail.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    login: '/fr/compte/connexion/',
    notice: 'Fermeture de la plateforme',
    date: '31 octobre 2025',
    closed: 'La plateforme a fermé le 31 octobre 2025.',
    link: 'Télécharger mes données',
    section: /\/fr\/guichet\/profil\/#mes-donnees$/,
    redirect: 'redirect=%2Ffr%2Fguichet%2Fprofil%2F%23mes-donnees',
    start: 'Préparer mon archive',
    // Until when, as the portal writes instants (YYYY-MM-DD and the time, in the platform's time zone).
    ready:
      /Votre archive est prête \(.+\)\. Vous pouvez la télécharger jusqu’au \d{4}-\d{2}-\d{2} \d{2} h \d{2}\./,
    download: 'Télécharger l’archive',
    mail: /L’archive de vos données est prête/,
  },
  en: {
    locale: 'en-CA',
    login: '/en/account/login/',
    notice: 'Platform closure',
    date: 'October 31, 2025',
    closed: 'The platform closed on October 31, 2025.',
    link: 'Download my data',
    section: /\/en\/hub\/profile\/#my-data$/,
    redirect: 'redirect=%2Fen%2Fhub%2Fprofile%2F%23my-data',
    start: 'Prepare my archive',
    ready:
      /Your archive is ready \(.+\)\. You can download it until \d{4}-\d{2}-\d{2}, \d{2}:\d{2} [ap]\.m\./,
    download: 'Download the archive',
    mail: /The archive of your data is ready/,
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`download my data (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('the notice leads to the profile, where the advertiser prepares and downloads the archive', async ({
      page,
    }, testInfo) => {
      // Logged out, the notice's link goes through login and back to the section.
      await page.goto(w.login);
      const loggedOut = page.getByRole('note', { name: w.notice });
      // The date (PLATFORM_NOTICE_DATE 2025-10-31) has passed: the notice says the platform closed.
      await expect(loggedOut).toContainText(w.closed);
      await expect(loggedOut.getByRole('link', { name: w.link })).toHaveAttribute(
        'href',
        new RegExp(w.redirect),
      );

      const account = await registerAdvertiser(page, { lang });
      const name = `Données ${lang} ${Date.now().toString(36)}`;
      await campaignReadyToSubmit(page.request, account.token, lang, { name });
      await page.getByRole('note', { name: w.notice }).getByRole('link', { name: w.link }).click();
      await expect(page).toHaveURL(w.section);

      const section = page.locator(`#${lang === 'fr' ? 'mes-donnees' : 'my-data'}`);
      await section.getByRole('button', { name: w.start }).click();
      await expect(section.getByRole('status')).toContainText(w.ready);
      await shoot(page, testInfo, `download-my-data-${lang}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: w.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
      const names = Object.keys(files);
      expect(names).toEqual(
        expect.arrayContaining([
          'campaigns/campaigns.json',
          'campaigns/line-items.csv',
          'creatives/creatives.json',
          'invoices/invoices.json',
          'metrics/metrics.csv',
          'audiences/segments.json',
          'conversions/pixels.json',
        ]),
      );
      expect(Buffer.from(files['campaigns/campaigns.json']!).toString()).toContain(name);
      expect(names.some((n) => n.startsWith('creatives/files/') && n.endsWith('.png'))).toBe(true);
      await waitForMail(page.request, account.email, w.mail);
    });
  });
}
