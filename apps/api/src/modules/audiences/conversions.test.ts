import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { decide, intoFlight, liveCampaign } from '../../test/ads.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  DAY,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * Conversion pixels (issue 15) over HTTP: the API (own pixels only, samples never stored), the tag's hits counted by
 * type, and attribution to the last click, else the last impression, within their windows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
});
afterAll(() => t.close());

async function fresh(u: RegisteredUser): Promise<string> {
  u.token = (await loginUser(t, u.email, u.password)).token;
  return u.token;
}

async function newPixel(u: RegisteredUser, body: Record<string, unknown>): Promise<Json> {
  const res = await call(t, 'POST', '/api/v2/conversions/', { token: await fresh(u), body });
  expect(res.status).toBe(200);
  return (await call(t, 'GET', `/api/v2/conversions/${res.body.activityGroupId}`, { token: u.token })).body;
}

/** The id a pixel's tag carries (`/ads/v1/cv/{id}`). */
const tagIdOf = (pixel: Json) => /\/ads\/v1\/cv\/([\w-]+)/.exec(pixel.tag)![1]!;

/** A hit on a pixel's tag id (its path in the tag names PUBLIC_URL; the test server listens elsewhere). */
async function hitTag(tagId: string | number, vid: string, ord?: string) {
  const query = ord ? `?ord=${encodeURIComponent(ord)}` : '';
  const res = await fetch(`${t.url}/ads/v1/cv/${tagId}${query}`, { headers: { cookie: `vid=${vid}` } });
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/gif']);
}
const convert = (pixel: Json, vid: string, ord?: string) => hitTag(tagIdOf(pixel), vid, ord);

const total = async (u: RegisteredUser, pixel: Json) =>
  (await call(t, 'GET', `/api/v2/conversions/${pixel.activityGroupId}`, { token: await fresh(u) })).body
    .totalConversions;

const VISITOR = '6f1c2b4e-8a3d-4c5e-9f7a-0b1c2d3e4f5a';

describe('conversion pixels API', () => {
  it('creates, lists, reads and updates the caller’s pixels; another account’s is a 404', async () => {
    const user = await registerUser(t);
    const pixel = await newPixel(user, {
      name: 'Achat',
      type: 'custom',
      impressionsLookbackDays: 7,
      clicksLookbackDays: 14,
    });
    expect(pixel).toMatchObject({
      name: 'Achat',
      type: 'custom',
      impressionsLookbackDays: 7,
      clicksLookbackDays: 14,
      totalConversions: 0,
      status: 'ACTIVE',
    });
    expect(pixel.tag).toContain(`/ads/v1/cv/${tagIdOf(pixel)}?ord=`);
    const list = await call(t, 'GET', '/api/v2/conversions/', { token: user.token });
    expect(list.body.map((p: Json) => p.id)).toEqual([pixel.id]);

    const put = await call(t, 'PUT', '/api/v2/conversions/', {
      token: user.token,
      body: {
        activityGroupId: pixel.activityGroupId,
        name: 'Achat en ligne',
        type: 'custom',
        impressionsLookbackDays: 1,
        clicksLookbackDays: 30,
      },
    });
    expect(put.body).toEqual({ id: pixel.id, activityGroupId: pixel.activityGroupId });

    const stranger = await registerUser(t);
    expect(
      (await call(t, 'GET', `/api/v2/conversions/${pixel.activityGroupId}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const stolen = await call(t, 'PUT', '/api/v2/conversions/', {
      token: stranger.token,
      body: { activityGroupId: pixel.activityGroupId, name: 'Volé', type: 'page_views' },
    });
    expect(stolen.status).toBe(404);
    expect((await call(t, 'GET', '/api/v2/conversions/', { token: stranger.token })).body).toEqual([]);
    expect(
      (await call(t, 'GET', `/api/v2/conversions/${pixel.activityGroupId}`, { token: user.token })).body.name,
    ).toBe('Achat en ligne');
  });

  it('refuses a missing name and lookbacks outside 1 to 30 days, beside the field', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'POST', '/api/v2/conversions/', {
      token: user.token,
      body: { name: '', type: 'page_views', impressionsLookbackDays: 0, clicksLookbackDays: 31 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'clicksLookbackDays',
      'impressionsLookbackDays',
      'name',
    ]);
  });

  it('refuses a name the advertiser already gave a pixel (any case), beside the field; another advertiser may use it', async () => {
    const user = await registerUser(t);
    const first = await newPixel(user, { name: 'Inscription', type: 'page_views' });
    const dup = await call(t, 'POST', '/api/v2/conversions/', {
      token: user.token,
      body: { name: 'INSCRIPTION', type: 'custom' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'CONVERSION_NAME_NOT_UNIQUE',
      fields: { name: ['CONVERSION_NAME_NOT_UNIQUE'] },
    });
    const second = await newPixel(user, { name: 'Achat', type: 'custom' });
    const renamed = await call(t, 'PUT', '/api/v2/conversions/', {
      token: user.token,
      body: { activityGroupId: second.activityGroupId, name: 'inscription', type: 'custom' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.code).toBe('CONVERSION_NAME_NOT_UNIQUE');
    // Its own name, kept: not a duplicate of itself.
    const kept = await call(t, 'PUT', '/api/v2/conversions/', {
      token: user.token,
      body: { activityGroupId: first.activityGroupId, name: 'Inscription', type: 'daily_visits' },
    });
    expect(kept.status).toBe(200);
    expect((await newPixel(await registerUser(t), { name: 'Inscription', type: 'page_views' })).name).toBe(
      'Inscription',
    );
    const names = (await call(t, 'GET', '/api/v2/conversions/', { token: user.token })).body.map(
      (p: Json) => p.name,
    );
    expect(names).toEqual(['Inscription', 'Achat']);
  });

  it('makes one pixel of two saves of one name at once, the other refused with the code (the unique index)', async () => {
    const user = await registerUser(t);
    const token = await fresh(user);
    const create = () =>
      call(t, 'POST', '/api/v2/conversions/', { token, body: { name: 'Course', type: 'page_views' } });
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((a) => a.status === 409)) {
      expect(a.body.error.code).toBe('CONVERSION_NAME_NOT_UNIQUE');
    }
    expect((await call(t, 'GET', '/api/v2/conversions/', { token })).body).toHaveLength(1);
  });

  it('answers samples for ?mock=true, marked as such and never stored', async () => {
    const user = await registerUser(t);
    const mock = await call(t, 'GET', '/api/v2/conversions/?mock=true', { token: user.token });
    expect(mock.body.length).toBeGreaterThan(0);
    expect(mock.body.every((p: Json) => p.sample === true)).toBe(true);
    expect((await call(t, 'GET', '/api/v2/conversions/', { token: user.token })).body).toEqual([]);
  });
});

describe('conversion hits', () => {
  it('come through a tag id nobody can guess; the pixel’s sequential id counts nothing (issue 28)', async () => {
    const user = await registerUser(t);
    const a = await newPixel(user, { name: 'Une', type: 'page_views' });
    const b = await newPixel(user, { name: 'Deux', type: 'page_views' });
    // 96 random bits, not the id, nor anything that follows from the previous pixel's.
    for (const pixel of [a, b]) {
      expect(tagIdOf(pixel)).toMatch(/^[\w-]{16}$/);
      expect(pixel.tag).not.toContain(`/cv/${pixel.id}`);
    }
    expect(tagIdOf(a)).not.toBe(tagIdOf(b));
    for (const id of [a.id, b.id, a.activityGroupId, b.id + 1]) await hitTag(id, VISITOR);
    expect([await total(user, a), await total(user, b)]).toEqual([0, 0]);
    await convert(a, VISITOR);
    expect([await total(user, a), await total(user, b)]).toEqual([1, 0]);
  });

  it('still count on the decimal id a pixel made before the unguessable ids kept as its tag id', async () => {
    const user = await registerUser(t);
    const pixel = await newPixel(user, { name: 'Ancienne balise', type: 'page_views' });
    // What migration 0017 gives a pixel that existed before it: its tag id is its id, as its installed tag says.
    await t.app.database.db.execute(
      sql`update adserver_conversion_pixels set tag_id = id::text where id = ${pixel.id}`,
    );
    const legacy = (
      await call(t, 'GET', `/api/v2/conversions/${pixel.activityGroupId}`, { token: await fresh(user) })
    ).body;
    expect(tagIdOf(legacy)).toBe(String(pixel.id));
    await hitTag(pixel.id, VISITOR);
    expect(await total(user, pixel)).toBe(1);
  });

  it('count nothing for a HEAD on the tag (a link checker), answered as GET is', async () => {
    const user = await registerUser(t);
    const pixel = await newPixel(user, { name: 'Vérifiée', type: 'page_views' });
    const head = await fetch(`${t.url}/ads/v1/cv/${tagIdOf(pixel)}`, {
      method: 'HEAD',
      headers: { cookie: `vid=${VISITOR}` },
    });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect(await total(user, pixel)).toBe(0);
    await convert(pixel, VISITOR);
    expect(await total(user, pixel)).toBe(1);
  });

  it('count page_views on every hit, daily_visits once per visitor and day, custom once per ord', async () => {
    const user = await registerUser(t);
    const views = await newPixel(user, { name: 'Vues', type: 'page_views' });
    const visits = await newPixel(user, { name: 'Visites', type: 'daily_visits' });
    const sales = await newPixel(user, { name: 'Ventes', type: 'custom' });
    for (let i = 0; i < 2; i += 1) {
      await convert(views, VISITOR);
      await convert(visits, VISITOR);
      await convert(sales, VISITOR, 'A-1');
    }
    await convert(sales, VISITOR, 'A-2');
    expect([await total(user, views), await total(user, visits), await total(user, sales)]).toEqual([
      2, 1, 2,
    ]);
    t.clock.advance(DAY);
    await convert(visits, VISITOR);
    expect(await total(user, visits)).toBe(2);
    // A forged or unknown id answers the GIF and records nothing.
    await hitTag(99_999_999, VISITOR);
    await hitTag('abc', VISITOR);
  });

  it('go to the last click within its window, else the last impression within its, else to nobody', async () => {
    const live = await liveCampaign(t, { approve: false });
    const owner = live.user;
    const banner = { width: 728, height: 90 };
    const second = await createLineItem(t, owner, live.orderId, {
      units: 1000,
      creativePlaceholders: [{ size: banner }],
    });
    await attachApprovedCreative(t, owner, live.orderId, second, banner);
    const submitted = await call(t, 'POST', `/api/v2/gam/orders/${live.orderId}/submit-for-approval`, {
      token: owner.token,
      body: { force: true },
    });
    expect(submitted.body).toEqual({ status: 'APPROVED' });
    const pixel = await newPixel(owner, {
      name: 'Inscriptions',
      type: 'page_views',
      impressionsLookbackDays: 3,
      clicksLookbackDays: 1,
    });
    intoFlight(t);
    const { slots, vid } = await decide(t, '300x250,728x90');
    expect(slots.map((s: Json) => s?.lineItemId)).toEqual([live.lineItemId, second]);
    const asVisitor = (url: string) =>
      fetch(url.replace(/^https?:\/\/[^/]+/, t.url), {
        headers: { cookie: `vid=${vid}` },
        redirect: 'manual',
      });
    expect((await asVisitor(slots[0].impressionUrl)).status).toBe(200);
    expect((await asVisitor(slots[1].impressionUrl)).status).toBe(200);
    expect((await asVisitor(slots[1].clickUrl)).status).toBe(302);
    // An impression after the click does not take the conversion from it.
    const later = (await decide(t, '300x250', { vid })).slots[0];
    expect((await asVisitor(later.impressionUrl)).status).toBe(200);

    const conversions = async () => {
      const stats = await t.app.adServer.serving!.getDailyStats([live.lineItemId, second]);
      return Object.fromEntries(
        [live.lineItemId, second].map((id) => [
          id,
          stats.filter((s) => s.lineItemId === id).reduce((sum, s) => sum + s.conversions, 0),
        ]),
      );
    };
    await convert(pixel, vid!);
    expect(await conversions()).toEqual({ [live.lineItemId]: 0, [second]: 1 });
    // Past the click's day, the last impression takes it.
    t.clock.advance(DAY + 60_000);
    await convert(pixel, vid!);
    expect(await conversions()).toEqual({ [live.lineItemId]: 1, [second]: 1 });
    // Past the impressions' three days: counted on the pixel, attributed to nobody.
    t.clock.advance(3 * DAY);
    await convert(pixel, vid!);
    expect(await conversions()).toEqual({ [live.lineItemId]: 1, [second]: 1 });
    expect(await total(owner, pixel)).toBe(3);
    // Another visitor's conversion is not the campaign's.
    await convert(pixel, VISITOR);
    expect(await conversions()).toEqual({ [live.lineItemId]: 1, [second]: 1 });
  });
});

describe('the demo advertiser page (/ads/demo/advertiser)', () => {
  /** The page as a visitor's browser gets it, and the pixels it carries, fetched as the browser would. */
  async function visit(query: string, vid: string) {
    const res = await fetch(`${t.url}/ads/demo/advertiser${query}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const html = await res.text();
    const pixels = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&#38;', '&'));
    for (const src of pixels) {
      const hit = await fetch(`${t.url}${src}`, { headers: { cookie: `vid=${vid}` } });
      expect(hit.headers.get('content-type')).toBe('image/gif');
    }
    return { html, pixels };
  }

  it('carries the pasted audience tag and, once ordered, the conversion tag: the visitor joins and converts', async () => {
    const owner = await registerUser(t);
    const created = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
      token: await fresh(owner),
      body: { name: 'Clients démo' },
    });
    const segmentOf = async () =>
      (
        await call(t, 'GET', '/api/v2/segments/personalized_segments', { token: await fresh(owner) })
      ).body.find((s: Json) => s.id === created.body.id);
    const audience = /\/ads\/v1\/px\/([A-Za-z0-9_-]+)/.exec((await segmentOf()).tag)![1]!;
    const pixel = await newPixel(owner, { name: 'Commandes', type: 'custom' });

    // Without ids: the form only, and no request of any pixel.
    const empty = await visit('', VISITOR);
    expect(empty.html).toContain('<form method="get" action="/ads/demo/advertiser">');
    expect(empty.pixels).toEqual([]);

    const landing = await visit(`?audience=${audience}&conversion=${tagIdOf(pixel)}`, VISITOR);
    expect(landing.pixels).toEqual([`/ads/v1/px/${audience}`]);
    expect((await segmentOf()).size).toBe(1);
    expect(await total(owner, pixel)).toBe(0);
    expect(landing.html).toContain(`step=order`);

    // The whole tags, as copied from the tag pages, name the same pixels.
    const pasted = await visit(
      `?audience=${encodeURIComponent((await segmentOf()).tag)}&conversion=${encodeURIComponent(pixel.tag)}`,
      VISITOR,
    );
    expect(pasted.pixels).toEqual([`/ads/v1/px/${audience}`]);
    // The order link keeps the ids (its & escaped in the page).
    expect(pasted.html).toContain(`conversion=${tagIdOf(pixel)}&#38;step=order`);

    const order = await visit(`?audience=${audience}&conversion=${tagIdOf(pixel)}&step=order`, VISITOR);
    expect(order.pixels[1]).toMatch(new RegExp(`^/ads/v1/cv/${tagIdOf(pixel)}\\?ord=DEMO-`));
    expect(await total(owner, pixel)).toBe(1);
  });

  it('puts nothing of a hostile query in the page', async () => {
    const { html, pixels } = await visit(
      `?audience=${encodeURIComponent('"><script>alert(1)</script>')}&conversion=1%20or%201&step=order`,
      VISITOR,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert(1)');
    expect(pixels).toEqual([]);
  });
});
