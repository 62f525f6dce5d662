import { loginAs, registerAdvertiser } from './fixtures/accounts.ts';
import { ADMIN, apiAs, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { pngOfSize } from './campaign-png.ts';
import { expect, test } from './fixtures/portal.ts';
import { expectFitsWidth, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * Staff review reads what it approves (issue 31 §17), in French and English: a campaign's card in the queue shows its
 * line item's dates, places, audiences by name and frequency caps, and links to the whole campaign, where the
 * creative shows at its real size; a creative refused once and changed comes back with the reason of its refusal.
 */

const DAY_MS = 86_400_000;

const WORDS = {
  fr: {
    locale: 'fr-CA',
    queue: '/fr/guichet/revision/',
    whole: (id: number) => `/fr/guichet/revision/campagnes/${id}/`,
    province: 'Québec',
    wine: 'Vins et spiritueux',
    caps: '3 impressions par jour',
    audiences: 'Auditoires',
    creativesTab: /^Créatifs/,
    seeWhole: (name: string) => `Voir toute la campagne ${name}`,
    earlier: 'Refusé auparavant, pour cette raison :',
    reason: 'Le logo est flou : fournissez une image nette.',
    back: '← File de révision',
    pending: 'En attente d’approbation',
    approve: (name: string) => `Approuver ${name}`,
    preview: (name: string) => `Créatif ${name}`,
    longText:
      'Du pain au levain cuit chaque matin, des viennoiseries pur beurre et des gâteaux pour vos fêtes : passez nous voir rue Saint-Denis',
    nativeTitle: 'Notre boulangerie de quartier',
    prefix: 'Commandité par',
  },
  en: {
    locale: 'en-CA',
    queue: '/en/hub/review/',
    whole: (id: number) => `/en/hub/review/orders/${id}/`,
    province: 'Quebec',
    wine: 'Wine and spirits',
    caps: '3 impressions per day',
    audiences: 'Audiences',
    creativesTab: /^Creatives/,
    seeWhole: (name: string) => `See the whole campaign ${name}`,
    earlier: 'Refused before, for this reason:',
    reason: 'The logo is blurred: send a sharp image.',
    back: '← Review queue',
    pending: 'Pending approval',
    approve: (name: string) => `Approve ${name}`,
    preview: (name: string) => `Creative ${name}`,
    longText:
      'Sourdough bread baked every morning, all-butter pastries and cakes for your celebrations: come and see us on Saint-Denis Street',
    nativeTitle: 'Our neighbourhood bakery',
    prefix: 'Sponsored by',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`staff review (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(120_000);

    test('shows each line item’s places, audiences and caps, the whole campaign, and a resubmitted creative’s earlier refusal', async ({
      page,
      browser,
    }, testInfo) => {
      const account = await registerAdvertiser(page.request, { lang });
      const name = `${lang === 'fr' ? 'Révision' : 'Review'} ${Date.now().toString(36)}`;
      // A leaderboard (728 × 90): wider than a phone, it must show whole there (issue 31 §26).
      const size = { width: 728, height: 90 };
      const campaign = await campaignReadyToSubmit(page.request, account.token, lang, { name, size });
      const { api, adminApi: admin, orderId, lineItemId } = campaign;

      // The line item targets a province and a catalogue audience, with a frequency cap.
      const geo = (await api('GET', '/gam/targeting/geo')) as unknown as { name: string; type: string }[];
      const province = geo.find((place) => place.type === 'PROVINCE' && place.name === w.province);
      await api('PUT', '/gam/line-items', {
        orderId,
        lineItemId,
        units: 100_000,
        unitType: 'IMPRESSIONS',
        startDateTime: new Date(Date.now() + 2 * DAY_MS).toISOString(),
        endDateTime: new Date(Date.now() + 20 * DAY_MS).toISOString(),
        creativePlaceholders: [{ size }],
        frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
        targeting: {
          geoTargeting: { targetedLocations: [province], excludedLocations: [] },
          customTargeting: [448100016],
        },
      });

      // A second creative, refused with a reason, then changed by the advertiser: back in review.
      const refusedName = `${name} bis`;
      const form = new FormData();
      for (const [key, value] of Object.entries({
        orderId,
        lineItemId,
        name: refusedName,
        destinationUrl: 'https://www.example.com/a',
        size: '728x90',
      })) {
        form.append(key, String(value));
      }
      form.append('asset', new Blob([new Uint8Array(pngOfSize(728, 90))], { type: 'image/png' }), 'b.png');
      const refused = await api('POST', '/gam/creatives', form);
      await admin('POST', `/review/creatives/${refused.id}/disapprove`, { reason: w.reason });
      const edit = new FormData();
      edit.append('orderId', String(orderId));
      edit.append('lineItemId', String(lineItemId));
      edit.append(
        'creatives',
        JSON.stringify([
          { id: refused.id, name: refusedName, destinationUrl: 'https://www.example.com/b', size: '728x90' },
        ]),
      );
      await api('PUT', '/gam/creatives', edit);
      await api('POST', `/gam/orders/${orderId}/submit-for-approval`, { force: true });

      // Staff open the queue.
      const context = await browser.newContext({ locale: w.locale, viewport: { width: 1280, height: 900 } });
      const staff = await context.newPage();
      await loginAs(staff, { ...ADMIN, lang }, { path: w.queue });
      const card = staff.getByRole('article', { name, exact: true });
      await expect(card).toBeVisible();
      await expect(card).toContainText(w.province);
      await expect(card).toContainText(w.wine);
      await expect(card).toContainText(w.caps);
      await expect(card.getByText(w.audiences, { exact: true })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(staff, testInfo, `staff-review-queue-${lang}`);
      await resizeTo(staff, 400);
      await expectFitsWidth(staff, 'the review queue on a phone');
      await resizeTo(staff, 1280);

      // The creative refused before comes back with the reason it was refused for.
      await staff.getByRole('tab', { name: w.creativesTab }).click();
      const creative = staff.getByRole('article', { name: refusedName, exact: true });
      await expect(creative.getByRole('alert').filter({ hasText: w.earlier })).toContainText(w.reason);
      await creative.scrollIntoViewIfNeeded();
      await shoot(staff, testInfo, `staff-review-creative-${lang}`);

      // The whole campaign: its line item again, the creative at its real size, the decision while it waits.
      await staff.getByRole('tab', { name: /./ }).first().click();
      await card.getByRole('link', { name: w.seeWhole(name) }).click();
      await expect(staff).toHaveURL(w.whole(orderId));
      const whole = staff.getByRole('article', { name, exact: true });
      await expect(whole).toContainText(w.wine);
      await expect(whole).toContainText(w.caps);
      await expect(whole.getByText(w.pending, { exact: true })).toBeVisible();
      await expect(whole.getByRole('button', { name: w.approve(name), exact: true })).toBeVisible();
      const image = whole.getByRole('img', { name: w.preview(campaign.creativeName) });
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(728);
      await shoot(staff, testInfo, `staff-review-whole-${lang}`);
      await resizeTo(staff, 400);
      await expectFitsWidth(staff, 'the whole campaign on a phone');
      // The leaderboard whole on a phone: scaled to the card, not cut at its right.
      const shown = await image.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const frame = img.parentElement!.getBoundingClientRect();
        return { right: box.right, frameRight: frame.right, ratio: box.width / box.height };
      });
      expect(shown.right).toBeLessThanOrEqual(shown.frameRight);
      expect(shown.ratio).toBeCloseTo(728 / 90, 1);
      await staff.getByRole('link', { name: w.back }).click();
      await expect(staff).toHaveURL(w.queue);
      await context.close();
    });

    test('shows a native creative’s texts whole, beside its preview that cuts them', async ({
      page,
      browser,
    }, testInfo) => {
      const account = await registerAdvertiser(page.request, { lang });
      const api = apiAs(page.request, account.token, lang);
      const types = (await api('GET', '/gam/order-types')) as unknown as {
        name: string;
        typeId: number;
        customFieldId: number;
      }[];
      const native = types.find((type) => type.name === 'native')!;
      const name = `${lang === 'fr' ? 'Natif' : 'Native'} ${Date.now().toString(36)}`;
      const { orderId } = (await api('POST', '/gam/orders', {
        name,
        notes: '',
        typeId: native.typeId,
        customFieldId: native.customFieldId,
      })) as { orderId: number };
      const { lineItemIds } = (await api('POST', '/gam/line-items', {
        orderId,
        units: 100_000,
        startDateTime: new Date(Date.now() + 2 * DAY_MS).toISOString(),
        endDateTime: new Date(Date.now() + 20 * DAY_MS).toISOString(),
        frequencyCaps: [],
        creativePlaceholders: [{ size: { width: 1, height: 1 } }],
        nativeFormatId: 11900001,
      })) as { lineItemIds: number[] };
      // The template's longest text (150 characters): its preview shows two lines of it.
      const text = w.longText.padEnd(150, '.').slice(0, 150);
      const creativeName = `${name} annonce`;
      const form = new FormData();
      for (const [key, value] of Object.entries({
        orderId,
        lineItemId: lineItemIds[0]!,
        name: creativeName,
        destinationUrl: 'https://www.example.com/natif',
        title: w.nativeTitle,
        text,
        adContentTitle: 'Boulangerie Tremblay',
        prefixText: w.prefix,
      })) {
        form.append(key, String(value));
      }
      form.append('asset', new Blob([new Uint8Array(pngOfSize(300, 250))], { type: 'image/png' }), 'n.png');
      await api('POST', '/gam/creatives', form);

      const context = await browser.newContext({ locale: w.locale, viewport: { width: 1280, height: 900 } });
      const staff = await context.newPage();
      await loginAs(staff, { ...ADMIN, lang }, { path: w.queue });
      await staff.getByRole('tab', { name: w.creativesTab }).click();
      const card = staff.getByRole('article', { name: creativeName, exact: true });
      const texts = card.getByRole('definition').filter({ hasText: text });
      await expect(texts).toHaveText(text);
      const clamped = await texts.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      expect(clamped, 'the text cut').toBe(false);
      await expect(card.getByRole('definition').filter({ hasText: w.prefix })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(staff, testInfo, `staff-review-native-${lang}`);
      await context.close();
    });
  });
}
