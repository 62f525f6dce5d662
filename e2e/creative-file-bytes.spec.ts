import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { pngOfSize } from './campaign-png.ts';
import { expect, test } from './fixtures/portal.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * A creative's file is judged by its bytes when it is chosen (issue 31 §21), in French and English: a text file
 * renamed .png is refused at once beside the field, with no broken preview and nothing sent; a real PNG then takes
 * its place and shows at its real size.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    page: (o: number, li: number) => `/fr/guichet/campagnes/${o}/elements/${li}/creatifs/nouveau/`,
    dropzone: 'Déposez une image ici ou choisissez un fichier',
    refused: /doit être une image \.gif, \.jpg ou \.png/,
    realSize: 'Taille réelle',
  },
  en: {
    locale: 'en-CA',
    page: (o: number, li: number) => `/en/hub/orders/${o}/elements/${li}/creatives/new/`,
    dropzone: 'Drop an image here or choose a file',
    refused: /must be a \.gif, \.jpg or \.png image/,
    realSize: 'Real size',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a creative file judged by its bytes (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });

    test('refuses a text file named .png as soon as it is chosen', async ({ page }, testInfo) => {
      const account = await registerAdvertiser(page, { lang });
      const name = `${lang === 'fr' ? 'Octets' : 'Bytes'} ${Date.now().toString(36)}`;
      const { orderId, lineItemId } = await campaignReadyToSubmit(page.request, account.token, lang, {
        name,
      });
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/gam/creatives')) sent.push(request.url());
      });
      await page.goto(w.page(orderId, lineItemId));

      const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: w.dropzone }).click();
        await (await chooser).setFiles(file);
      };
      await choose({
        name: 'banner.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Not an image at all\n'),
      });
      // At once, beside the field: no click on Send, nothing sent, no broken preview.
      await expect(page.getByText(w.refused)).toBeVisible();
      await expect(page.getByText(w.realSize)).toHaveCount(0);
      await expect(page.getByRole('img', { name: /banner\.png/ })).toHaveCount(0);
      expect(sent).toEqual([]);
      await shoot(page, testInfo, `creative-not-an-image-${lang}`);
      await resizeTo(page, 400);
      await expect(page.getByText(w.refused)).toBeVisible();
      await expectFitsWidth(page, 'the refused file on a phone');
      await resizeTo(page, 1280);

      // A real PNG of the size takes its place: the error goes, the preview shows.
      await choose({ name: 'banner.png', mimeType: 'image/png', buffer: pngOfSize(300, 250) });
      await expect(page.getByText(w.realSize)).toBeVisible();
      await expect(page.getByText(w.refused)).toHaveCount(0);
    });
  });
}
