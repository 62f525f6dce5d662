import http from 'node:http';
import type net from 'node:net';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * Ad serving end to end (issue 5): a publisher's page on another site (served here on 127.0.0.1, the portal being
 * on localhost) carries the portal's tag and a 728x90 slot. An approved campaign's creative shows in the slot, its
 * image loaded across origins; a click lands on the advertiser's page (served here too, no outside network); the
 * campaign's detail page then counts 1 impression and 1 click, in French and in English.
 *
 * On a portal of its own (fixtures/portal.ts): the requests this page makes count in every later forecast.
 */

const SIZE = { width: 728, height: 90 };

interface Publisher {
  url: string;
  close(): Promise<void>;
}

/** The publisher's site: its home page with the tag, and the advertiser's landing page. */
async function startPublisher(portalUrl: string): Promise<Publisher> {
  const home = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Le Quotidien de test</title>
<script async src="${portalUrl}/ads/tag.js"></script>
</head>
<body>
<h1>Le Quotidien de test</h1>
<aside aria-label="Publicité"><div data-ad-size="${SIZE.width}x${SIZE.height}"></div></aside>
<p>Les nouvelles du jour, écrites par l’éditeur.</p>
</body>
</html>`;
  const landing = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Annonceur</title></head>
<body><h1>Merci de votre visite</h1></body></html>`;
  const server = http.createServer((request, response) => {
    const page = request.url === '/' ? home : request.url?.startsWith('/landing') ? landing : null;
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const DETAIL = {
  fr: {
    path: (orderId: number) => `/fr/guichet/campagnes/${orderId}/detail/campagne/`,
    impressions: 'Impressions',
    clicks: 'Clics',
    progress: /^1\s+impression sur 100\s000$/,
    share: /^moins de 0,01\s%$/,
  },
  en: {
    path: (orderId: number) => `/en/hub/orders/${orderId}/detail/order/`,
    impressions: 'Impressions',
    clicks: 'Clicks',
    progress: /^1 of 100,000 impressions$/,
    share: /^under 0\.01\s?%$/,
  },
} as const;

let publisher: Publisher;
test.beforeAll(async ({ portal }) => {
  publisher = await startPublisher(portal.url);
});
test.afterAll(async () => {
  await publisher?.close();
});

test.use({ locale: 'fr-CA', viewport: { width: 1280, height: 900 } });

test('a publisher page on another site shows the approved creative; its click lands on the destination; the campaign counts 1 impression and 1 click', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await registerAdvertiser(page, { lang: 'fr' });
  const campaign = await campaignReadyToSubmit(page.request, account.token, 'fr', {
    name: `Rentrée ${Date.now().toString(36)}`,
    size: SIZE,
    startInDays: 0,
    destinationUrl: `${publisher.url}/landing?utm_source=test`,
  });
  await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
  await campaign.adminApi('POST', `/review/orders/${campaign.orderId}/approve`, {});

  // The publisher's page: the creative in its slot, the publisher's own text untouched.
  const impression = page.waitForResponse((response) => response.url().includes('/ads/v1/i/'));
  await page.goto(`${publisher.url}/`);
  const slot = page.getByRole('complementary', { name: 'Publicité' });
  const ad = slot.getByRole('link', { name: campaign.creativeName });
  const image = ad.getByRole('img', { name: campaign.creativeName });
  await expect(image).toBeVisible();
  // Loaded across origins: the portal lets other sites load creative files (Cross-Origin-Resource-Policy).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBe(SIZE.width);
  await expect(page.getByText('Les nouvelles du jour, écrites par l’éditeur.')).toBeVisible();
  expect((await impression).status()).toBe(200);
  await shoot(page, testInfo, 'publisher-page');

  // A click opens the advertiser's page, through the portal's click counter.
  const opened = page.context().waitForEvent('page');
  await ad.click();
  const landing = await opened;
  await expect(landing).toHaveURL(`${publisher.url}/landing?utm_source=test`);
  await expect(landing.getByRole('heading', { name: 'Merci de votre visite' })).toBeVisible();
  await landing.close();

  // The advertiser's campaign page counts them, in both languages.
  for (const lang of ['fr', 'en'] as const) {
    const words = DETAIL[lang];
    await page.goto(words.path(campaign.orderId));
    await expect(
      page.getByRole('group', { name: words.impressions, exact: true }).getByText('1', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: words.clicks, exact: true }).getByText('1', { exact: true }),
    ).toBeVisible();
    // One impression is singular, and 1 of 100,000 is not shown as 0 %.
    await expect(page.getByText(words.progress)).toBeVisible();
    await expect(page.getByText(words.share)).toBeVisible();
    await shoot(page, testInfo, `${lang}-detail-delivered`);
  }
});

test('the demo publisher page says which slots no campaign fills, and fits a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 400, height: 860 });
  const decided = page.waitForResponse((response) => response.url().includes('/ads/v1/decide'));
  await page.goto('/ads/demo');
  expect((await decided).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Le Quotidien démo' })).toBeVisible();
  // No campaign of this portal is 300x250: the slot says so, in both languages, once the decision answered.
  const rectangle = page.locator('[data-ad-size="300x250"]');
  await expect(rectangle).toHaveAttribute('data-ad-filled', 'empty');
  await expect(
    rectangle.getByText('300×250 : aucune campagne approuvée de ce format pour ce visiteur pour l’instant.'),
  ).toBeVisible();
  await expect(
    rectangle.getByText('300×250: no approved campaign of this size for this visitor yet.'),
  ).toBeVisible();
  // The 728-pixel leaderboard scrolls in its own box: the page itself is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await shoot(page, testInfo, 'demo-page');
});
