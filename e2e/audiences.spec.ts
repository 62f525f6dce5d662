import http from 'node:http';
import type net from 'node:net';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { expectFitsWidth, expectShownWhole, linesOf, resizeTo, shoot } from './fixtures/shots.ts';

/**
 * Audiences and conversion pixels in the browser (issue 15), in French and in English: an advertiser creates a
 * segment (the domain's rules beside the fields, the duplicate name refused beside its field), copies its tag,
 * installs it on a page of another site, and sees the segment count its visitor; deactivates it after a
 * confirmation. Then a conversion pixel is created, an ad of the advertiser's campaign is seen, the pixel is hit,
 * and the conversion shows on the pixel list and on the campaign's detail.
 */

const WORDS = {
  fr: {
    menuSegments: 'Audiences personnalisées',
    menuConversions: 'Pixels de conversion',
    list: '/fr/guichet/audiences/',
    newSegment: '/fr/guichet/audiences/nouveau/',
    emptySegments: 'Aucune audience pour l’instant',
    newAudience: 'Nouvelle audience',
    name: 'Nom',
    pageViews: 'Pages vues',
    required: 'Le champ Nom est obligatoire',
    pageViewsBounds: 'Le champ Pages vues doit être de 12 ou moins',
    save: 'Enregistrer',
    saveAndTag: 'Enregistrer et générer la balise',
    copy: 'Copier la balise',
    copied: 'Balise copiée.',
    tryDemo: 'L’essayer sur le site annonceur de démonstration',
    duplicate: 'Une audience porte déjà ce nom.',
    backToList: 'Retour à la liste',
    oneMember: /^1\smembre$/,
    zeroMember: /^0\smembre$/,
    deactivate: (name: string) => `Désactiver ${name}`,
    activate: (name: string) => `Activer ${name}`,
    confirm: 'Désactiver',
    inactive: 'Inactive',
    deleteOf: (name: string) => `Supprimer ${name}`,
    confirmDelete: 'Supprimer',
    pool: /^Pixels d’audience disponibles sur la plateforme\s:\s([\d\s]+)$/,
    duplicatePixel: 'Un pixel de conversion porte déjà ce nom.',
    pixelActive: 'Actif',
    newPixel: 'Nouveau pixel de conversion',
    pixelName: 'Nom',
    clicksWindow: 'Fenêtre après clic (jours)',
    clicksBounds: 'Le champ Fenêtre après clic (jours) doit être de 30 ou moins',
    create: 'Créer et voir la balise',
    created: 'Pixel de conversion créé.',
    detail: (orderId: number) => `/fr/guichet/campagnes/${orderId}/detail/campagne/`,
    conversions: '/fr/guichet/conversions/',
  },
  en: {
    menuSegments: 'Custom audiences',
    menuConversions: 'Conversion pixels',
    list: '/en/hub/segments/',
    newSegment: '/en/hub/segments/new/',
    emptySegments: 'No audience yet',
    newAudience: 'New audience',
    name: 'Name',
    pageViews: 'Page views',
    required: 'The Name field is required',
    pageViewsBounds: 'The Page views field must be 12 or less',
    save: 'Save',
    saveAndTag: 'Save and generate tag',
    copy: 'Copy tag',
    copied: 'Tag copied.',
    tryDemo: 'Try it on the demo advertiser site',
    duplicate: 'An audience with this name already exists.',
    backToList: 'Return to the list',
    oneMember: /^1 member$/,
    zeroMember: /^0 members$/,
    deactivate: (name: string) => `Deactivate ${name}`,
    activate: (name: string) => `Activate ${name}`,
    confirm: 'Deactivate',
    inactive: 'Inactive',
    deleteOf: (name: string) => `Delete ${name}`,
    confirmDelete: 'Delete',
    pool: /^Audience pixels available on the platform: ([\d,]+)$/,
    duplicatePixel: 'A conversion pixel with this name already exists.',
    pixelActive: 'Active',
    newPixel: 'New conversion pixel',
    pixelName: 'Name',
    clicksWindow: 'Post-click window (days)',
    clicksBounds: 'The Post-click window (days) field must be 30 or less',
    create: 'Create and see the tag',
    created: 'Conversion pixel created.',
    detail: (orderId: number) => `/en/hub/orders/${orderId}/detail/order/`,
    conversions: '/en/hub/conversions/',
  },
} as const;

interface Site {
  url: string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): void;
  close(): Promise<void>;
}

/** The advertiser's own site, on another origin (127.0.0.1; the portal is on localhost). */
async function startSite(): Promise<Site> {
  const pages = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    page: (path, html) => pages.set(path, html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let site: Site;
test.beforeAll(async () => {
  site = await startSite();
});
test.afterAll(async () => {
  await site?.close();
});

test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`a segment is created, its tag copied and installed on another site, and it counts its visitor (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await registerAdvertiser(page, { lang });
    await page.getByRole('link', { name: w.menuSegments }).first().click();
    await expect(page).toHaveURL(new RegExp(`${w.list}$`));
    await expect(page.getByRole('heading', { name: w.emptySegments })).toBeVisible();
    await shoot(page, testInfo, `${lang}-segments-empty`);

    // The domain's rules, beside their fields, before anything is sent.
    await page.getByRole('link', { name: w.newAudience }).click();
    const name = page.getByRole('textbox', { name: w.name });
    const pageViews = page.getByRole('textbox', { name: w.pageViews });
    await pageViews.fill('13');
    await page.getByRole('button', { name: w.saveAndTag }).click();
    await expect(page.getByText(w.required)).toBeVisible();
    await expect(page.getByText(w.pageViewsBounds)).toBeVisible();
    await shoot(page, testInfo, `${lang}-segment-new-errors`);

    const segmentName = `Visiteurs du blogue ${lang}`;
    await name.fill(segmentName);
    await pageViews.fill('1');
    await page.getByRole('button', { name: w.saveAndTag }).click();

    // The tag step: the snippet hits this portal's audience pixel; Copy tag puts it on the clipboard.
    const snippet = page.getByTestId('tag-snippet');
    await expect(snippet).toHaveValue(/\/ads\/v1\/px\/[\w-]+/);
    const tag = await snippet.inputValue();
    await page.getByRole('button', { name: w.copy }).click();
    await expect(page.getByText(w.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tag);
    // The demo advertiser site, carrying this tag's pixel, is a click away.
    const pixelId = /\/ads\/v1\/px\/([\w-]+)/.exec(tag)![1]!;
    await expect(page.getByRole('link', { name: w.tryDemo })).toHaveAttribute(
      'href',
      `/ads/demo/advertiser?audience=${pixelId}`,
    );
    await shoot(page, testInfo, `${lang}-segment-tag`);

    // A second audience of the same name is refused beside its field (spec §8).
    await page.goto(w.newSegment);
    await page.getByRole('textbox', { name: w.name }).fill(segmentName);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.duplicate)).toBeVisible();

    // The list: no member yet.
    await page.goto(w.list);
    const row = page.getByRole('row').filter({ hasText: segmentName });
    await expect(row.getByText(w.zeroMember)).toBeVisible();

    // The tag, pasted in a page of the advertiser's site, counts its visitor.
    site.page(
      `/blog-${lang}`,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Blogue</title></head>
<body><h1>Le blogue de l’annonceur</h1>
${tag}
</body></html>`,
    );
    const hit = page.waitForResponse((response) => response.url().includes('/ads/v1/px/'));
    await page.goto(`${site.url}/blog-${lang}`);
    expect((await hit).status()).toBe(200);
    await expect
      .poll(
        async () => {
          await page.goto(w.list);
          await row.waitFor();
          return row.getByText(w.oneMember).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expectShownWhole(row.getByRole('button', { name: w.deactivate(segmentName) }), 'Deactivate');
    await resizeTo(page, 400);
    await expectShownWhole(
      page.getByRole('button', { name: w.deactivate(segmentName) }),
      'Deactivate on a phone',
    );
    await expectFitsWidth(page, 'the segment list on a phone');
    await resizeTo(page, 1280);
    await shoot(page, testInfo, `${lang}-segments-list`);

    // Deactivated after a confirmation, then active again.
    await row.getByRole('button', { name: w.deactivate(segmentName) }).click();
    const dialog = page.getByRole('dialog');
    // Once it has finished appearing (a click during its transition may land on the overlay, which closes it).
    await expect(dialog).toHaveCSS('opacity', '1');
    await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(w.inactive, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: w.activate(segmentName) }).click();
    await expect(row.getByRole('button', { name: w.deactivate(segmentName) })).toBeVisible();

    // Deleted after a confirmation (issue 28): it leaves the list, and its pixel goes back to the pool.
    const poolText = page.getByText(w.pool);
    const poolCount = async () =>
      Number(w.pool.exec((await poolText.textContent()) ?? '')![1]!.replace(/\D/g, ''));
    const before = await poolCount();
    await expectShownWhole(row.getByRole('button', { name: w.deleteOf(segmentName) }), 'Delete');
    await row.getByRole('button', { name: w.deleteOf(segmentName) }).click();
    const confirmDelete = page.getByRole('dialog');
    await expect(confirmDelete).toHaveCSS('opacity', '1');
    await shoot(page, testInfo, `${lang}-segment-delete-confirm`);
    await confirmDelete.getByRole('button', { name: w.confirmDelete, exact: true }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect.poll(poolCount).toBe(before + 1);
    await shoot(page, testInfo, `${lang}-segments-after-delete`);
  });
}

const PIXEL = 'Inscription à l’infolettre';

test('a conversion pixel counts a conversion after an ad was seen; the campaign detail shows it, in French and in English', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const fr = WORDS.fr;
  const account = await registerAdvertiser(page, { lang: 'fr' });
  const campaign = await campaignReadyToSubmit(page.request, account.token, 'fr', {
    name: `Soldes ${Date.now().toString(36)}`,
    size: { width: 728, height: 90 },
    startInDays: 0,
  });
  await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
  await campaign.adminApi('POST', `/review/orders/${campaign.orderId}/approve`, {});

  // A conversion pixel, created in the browser: its windows are checked beside their fields.
  await page.getByRole('link', { name: fr.menuConversions }).first().click();
  await expect(page).toHaveURL(new RegExp(`${fr.conversions}$`));
  await page.getByRole('link', { name: fr.newPixel }).click();
  await page.getByRole('textbox', { name: fr.pixelName }).fill(PIXEL);
  await page.getByRole('textbox', { name: fr.clicksWindow }).fill('31');
  await page.getByRole('button', { name: fr.create }).click();
  await expect(page.getByText(fr.clicksBounds)).toBeVisible();
  await shoot(page, testInfo, 'fr-conversion-new-errors');
  await page.getByRole('textbox', { name: fr.clicksWindow }).fill('7');
  await page.getByRole('button', { name: fr.create }).click();
  await expect(page.getByText(fr.created)).toBeVisible();
  const snippet = page.getByTestId('tag-snippet');
  // The tag's id cannot be guessed (issue 28): not the pixel's sequential number.
  await expect(snippet).toHaveValue(/\/ads\/v1\/cv\/[\w-]{16}\b/);
  const pixelId = /\/ads\/v1\/cv\/([\w-]+)/.exec(await snippet.inputValue())![1];
  await shoot(page, testInfo, 'fr-conversion-tag');

  // A second pixel of the same name is refused beside its field, as an audience's (issue 28).
  await page.goto(fr.conversions);
  await page.getByRole('link', { name: fr.newPixel }).click();
  await page.getByRole('textbox', { name: fr.pixelName }).fill(PIXEL);
  await page.getByRole('button', { name: fr.create }).click();
  await expect(page.getByText(fr.duplicatePixel)).toBeVisible();
  await shoot(page, testInfo, 'fr-conversion-duplicate-name');

  // The visitor sees the campaign's ad on the demo publisher page, then converts on the advertiser's site.
  const impression = page.waitForResponse((response) => response.url().includes('/ads/v1/i/'));
  await page.goto('/ads/demo');
  expect((await impression).status()).toBe(200);
  const converted = await page.goto(`/ads/v1/cv/${pixelId}`);
  expect(converted?.status()).toBe(200);

  // The pixel list counts it, and so does the campaign's detail, in both languages.
  for (const lang of ['fr', 'en'] as const) {
    const w = WORDS[lang];
    await expect
      .poll(
        async () => {
          await page.goto(w.conversions);
          return page.getByTestId('conversions-total').textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('1');
    // The whole row fits its card at 1280 px: Deactivate in reach, the name on one line (not a word a line).
    const pixelRow = page.getByRole('row').filter({ hasText: PIXEL });
    // A pixel is "actif" in French (an audience is "active").
    await expect(pixelRow.getByText(w.pixelActive, { exact: true })).toBeVisible();
    await expectShownWhole(
      pixelRow.getByRole('button', { name: w.deactivate(PIXEL) }),
      `${lang}: Deactivate`,
    );
    expect(await linesOf(pixelRow.getByText(PIXEL, { exact: true })), `${lang}: the name on one line`).toBe(
      1,
    );
    // On a phone, the pixel's card with all its actions.
    await resizeTo(page, 400);
    await expectShownWhole(
      page.getByRole('button', { name: w.deactivate(PIXEL) }),
      `${lang}: Deactivate on a phone`,
    );
    await expectFitsWidth(page, `${lang}: the pixel list on a phone`);
    await resizeTo(page, 1280);
    await shoot(page, testInfo, `${lang}-conversions-list`);
    await page.goto(w.detail(campaign.orderId));
    await expect(
      page.getByRole('group', { name: 'Conversions', exact: true }).getByText('1', { exact: true }),
    ).toBeVisible();
    await shoot(page, testInfo, `${lang}-detail-conversions`);
  }
  await page.goto(WORDS.en.conversions);
  await page.getByRole('link', { name: `Edit ${PIXEL}` }).click();
  await expect(page.getByRole('textbox', { name: 'Post-click window (days)' })).toHaveValue('7');
  await shoot(page, testInfo, 'en-conversion-edit');
});
