import http from 'node:http';
import type net from 'node:net';
import type { Browser } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { apiAs, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { expect, test } from './fixtures/portal.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * A campaign targeted at a personalised segment is served to its members only (issue 15), in French and in English.
 * The advertiser creates a segment counting a visitor from 2 page views, targets the campaign at it in the targeting
 * step, and submits it (approved by the administrator). A visitor whose browser loaded the segment's tag twice on the
 * advertiser's site (another origin: see startSite) is a member: a publisher's page (a third origin) shows them the
 * campaign's creative. A visitor who loaded it once only is not: the same slot stays empty for them. The segment has fewer than
 * 100 members: it can be chosen (the forecast only warns), and its members are still served.
 *
 * On a portal of its own (fixtures/portal.ts): the decisions made here count in every later forecast. The slot's
 * size is used by no other journey, so no untargeted campaign of another test fills it.
 */

const SIZE = { width: 160, height: 600 };

const WORDS = {
  fr: {
    targeting: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/ciblage/`,
    save: 'Enregistrer le ciblage et continuer',
    saved: 'Ciblage terminé.',
  },
  en: {
    targeting: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/targeting/`,
    save: 'Save the targeting and continue',
    saved: 'Targeting completed.',
  },
} as const;

interface Site {
  url: string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): void;
  close(): Promise<void>;
}

/**
 * A site of its own origin: localhost on a port of its own. Another origin than the portal's, but the same site:
 * over plain HTTP the portal's visitor cookie is SameSite=Lax (SameSite=None needs Secure, so HTTPS), which a
 * browser keeps and sends only for pages of the same site. From a page of another site (127.0.0.1) the browser
 * refuses the cookie, and every hit is a new visitor who never reaches 2 page views: across sites, membership needs
 * the portal on HTTPS (SameSite=None; Secure) and a browser that allows third-party cookies.
 */
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
    url: `http://localhost:${port}`,
    page: (path, html) => pages.set(path, html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let advertiserSite: Site;
let publisher: Site;
test.beforeAll(async ({ portal }) => {
  advertiserSite = await startSite();
  publisher = await startSite();
  publisher.page(
    '/',
    `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>La Gazette de test</title>
<script async src="${portal.url}/ads/tag.js"></script>
</head>
<body>
<h1>La Gazette de test</h1>
<aside aria-label="Publicité"><div data-ad-size="${SIZE.width}x${SIZE.height}"></div></aside>
</body>
</html>`,
  );
});
test.afterAll(async () => {
  await advertiserSite?.close();
  await publisher?.close();
});

/** A visitor of their own (a browser profile with no cookie yet), who loads the advertiser's page `times` times. */
async function visitor(browser: Browser, blogUrl: string, times: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (let i = 0; i < times; i += 1) {
    const hit = page.waitForResponse((response) => response.url().includes('/ads/v1/px/'));
    await page.goto(blogUrl);
    expect((await hit).status()).toBe(200);
  }
  return { page, close: () => context.close() };
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`a campaign targeted at a segment is served to its members, not to other visitors (${lang})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const account = await registerAdvertiser(page, { lang });
    const api = apiAs(page.request, account.token, lang);
    const segmentName = `Lecteurs du blogue ${lang}`;
    const { id: segmentId } = await api('POST', '/segments/personalized_segments/', {
      name: segmentName,
      pageViews: 2,
    });
    const segments = (await api('GET', '/segments/personalized_segments')) as unknown as {
      id: number;
      tag: string;
    }[];
    const tag = segments.find((s) => s.id === segmentId)!.tag;
    const blog = `/blog-${lang}`;
    advertiserSite.page(
      blog,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Blogue</title></head>
<body><h1>Le blogue de l’annonceur</h1>
${tag}
</body></html>`,
    );
    const campaign = await campaignReadyToSubmit(page.request, account.token, lang, {
      name: `Fidèles ${lang} ${Date.now().toString(36)}`,
      size: SIZE,
      startInDays: 0,
    });

    // The targeting step, in the browser: the segment (0 members: delivery will be tiny) can be chosen.
    await page.goto(w.targeting(campaign.orderId, campaign.lineItemId));
    await page.getByRole('checkbox', { name: segmentName }).check({ timeout: 30_000 });
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const saved = await api('GET', `/gam/orders/${campaign.orderId}`);
    expect((saved.lineItems as { targeting: { customTargeting: number[] } }[])[0]!.targeting).toMatchObject({
      customTargeting: [segmentId],
    });
    await campaign.api('POST', `/gam/orders/${campaign.orderId}/submit-for-approval`, { force: true });
    await campaign.adminApi('POST', `/review/orders/${campaign.orderId}/approve`, {});

    // A member: two page views of the advertiser's blog (its tag on another origin), then the publisher's page.
    const member = await visitor(browser, `${advertiserSite.url}${blog}`, 2);
    const slot = member.page.getByRole('complementary', { name: 'Publicité' });
    const ad = slot.getByRole('link', { name: campaign.creativeName });
    // Membership is read as the decision is made; the hits are applied within moments of their answer.
    await expect
      .poll(
        async () => {
          const decided = member.page.waitForResponse((r) => r.url().includes('/ads/v1/decide'));
          await member.page.goto(`${publisher.url}/`);
          expect((await decided).status()).toBe(200);
          await expect(slot.locator('[data-ad-size]')).not.toHaveAttribute('data-ad-filled', 'pending');
          return ad.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(ad.getByRole('img', { name: campaign.creativeName })).toBeVisible();
    await shoot(member.page, testInfo, `${lang}-member-served`);
    await member.close();

    // Not a member: one page view only, fewer than the segment's 2; the slot stays empty for them.
    const passerby = await visitor(browser, `${advertiserSite.url}${blog}`, 1);
    const decided = passerby.page.waitForResponse((r) => r.url().includes('/ads/v1/decide'));
    await passerby.page.goto(`${publisher.url}/`);
    expect((await decided).status()).toBe(200);
    const empty = passerby.page.locator(`[data-ad-size="${SIZE.width}x${SIZE.height}"]`);
    await expect(empty).toHaveAttribute('data-ad-filled', 'empty');
    await expect(passerby.page.getByRole('link', { name: campaign.creativeName })).toHaveCount(0);
    await passerby.close();

    // The segment counts its one member.
    await expect
      .poll(
        async () => {
          const list = (await api('GET', '/segments/personalized_segments')) as unknown as {
            id: number;
            size: number;
          }[];
          return list.find((s) => s.id === segmentId)!.size;
        },
        { timeout: 90_000 },
      )
      .toBe(1);
  });
}
