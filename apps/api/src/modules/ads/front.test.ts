import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { intoFlight, liveCampaign } from '../../test/ads.ts';
import { createAdsFront } from './front.ts';

/**
 * The ad server's hot endpoints are answered ahead of Fastify (front.ts, decision 0007): what a publisher page and
 * the browser see of them over HTTP, and the same answers when a request goes through Fastify (`inject`).
 */

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const PUBLISHER = 'https://pub.example';

async function served(env: Record<string, string> = {}) {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0', ...env });
  const live = await liveCampaign(t);
  intoFlight(t);
  return live;
}

describe('the decision over HTTP', () => {
  it('may be read by a publisher page of any origin, with the visitor cookie, never cached', async () => {
    const live = await served();
    const res = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, { headers: { origin: PUBLISHER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe(PUBLISHER);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^vid=[0-9a-f-]{36}; Max-Age=34128000; Path=\/; HttpOnly; SameSite=Lax$/);
    const body = (await res.json()) as { slots: { lineItemId: number }[] };
    expect(body.slots.map((s) => s.lineItemId)).toEqual([live.lineItemId]);
  });

  it('asks for a cross-site cookie over HTTPS behind a trusted proxy, and believes no proxy otherwise', async () => {
    await served({ TRUST_PROXY: 'true' });
    const https = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=None; Secure$/);
    await t.close();
    await served();
    const spoofed = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it('refuses a malformed query with the error envelope, worded in the asker’s language', async () => {
    await served();
    const missing = await fetch(`${t.url}/ads/v1/decide`, { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('InvalidParameterException');
    expect(body.error.fields.sizes).toHaveLength(1);
    const twice = await fetch(`${t.url}/ads/v1/decide?sizes=300x250&sizes=728x90`);
    expect(twice.status).toBe(400);
    const tooMany = await fetch(`${t.url}/ads/v1/decide?sizes=${Array(21).fill('300x250').join(',')}`);
    expect(((await tooMany.json()) as { error: { code: string } }).error.code).toBe(
      'InvalidParameterException',
    );
    const longUrl = await fetch(`${t.url}/ads/v1/decide?sizes=300x250&url=${'a'.repeat(2049)}`);
    expect(longUrl.status).toBe(400);
    // The page URL's limit is on the URL, not on its encoding: 2,048 characters sent as 6,144 are accepted…
    const encoded = await fetch(`${t.url}/ads/v1/decide?sizes=300x250&url=${'%2F'.repeat(2048)}`);
    expect(encoded.status).toBe(200);
    // …and 2,049 are not, encoded or not.
    const longEncoded = await fetch(`${t.url}/ads/v1/decide?sizes=300x250&url=${'%2F'.repeat(2049)}`);
    expect(longEncoded.status).toBe(400);
    expect(
      ((await longEncoded.json()) as { error: { fields: Record<string, string[]> } }).error.fields.url,
    ).toHaveLength(1);
  });

  it('leaves other methods and paths that are no beacon to the portal’s router', async () => {
    await served();
    expect((await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, { method: 'POST' })).status).toBe(404);
    // The router's GET fallback is the web app's page, not a beacon's GIF.
    for (const path of ['/ads/v1/x/abc', '/ads/v1/c/a/b']) {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });
});

describe('the beacons over HTTP', () => {
  it('answer a GIF for an impression and a redirect for a click; an unknown click is a 404 envelope', async () => {
    await served();
    const decided = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`);
    const [slot] = ((await decided.json()) as { slots: { impressionUrl: string; clickUrl: string }[] }).slots;
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, t.url);
    const gif = await fetch(local(slot!.impressionUrl), { headers: { origin: PUBLISHER } });
    expect(gif.status).toBe(200);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(gif.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(
      Buffer.from(await gif.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    const click = await fetch(local(slot!.clickUrl), { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toMatch(/^https?:\/\//);
    const unknown = await fetch(`${t.url}/ads/v1/c/not-a-decision`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('through Fastify (inject)', () => {
  it('answers the decision and the beacons the same way', async () => {
    const live = await served();
    const res = await t.app.inject({ method: 'GET', url: '/ads/v1/decide?sizes=300x250,728x90' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const slots = (res.json() as { slots: ({ lineItemId: number; impressionUrl: string } | null)[] }).slots;
    expect(slots.map((s) => s?.lineItemId ?? null)).toEqual([live.lineItemId, null]);
    const gif = await t.app.inject({ method: 'GET', url: new URL(slots[0]!.impressionUrl).pathname });
    expect(gif.statusCode).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    const bad = await t.app.inject({ method: 'GET', url: '/ads/v1/decide?sizes=big' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('InvalidParameterException');
  });
});

describe('a failure inside the ad server', () => {
  it('answers the 500 envelope and reports the error, and the server keeps serving', async () => {
    const errors: unknown[] = [];
    const failing = {
      decide: () => Promise.reject(new Error('store down')),
      recordImpression: () => Promise.reject(new Error('store down')),
      recordClick: () => Promise.reject(new Error('store down')),
      clickDestination: () => Promise.reject(new Error('store down')),
      recordAudienceHit: () => Promise.reject(new Error('store down')),
      recordConversionHit: () => Promise.reject(new Error('store down')),
      getDailyStats: () => Promise.resolve([]),
      getGroupedDailyStats: () => Promise.resolve([]),
      getImpressionTotals: () => Promise.resolve([]),
      getReachBreakdown: () => Promise.resolve([]),
      servingFacts: () => Promise.resolve([]),
    };
    const front = createAdsFront({
      serving: failing,
      publicUrl: 'http://localhost:3000',
      geoHeader: undefined,
      trustProxy: false,
      closing: () => false,
      onError: (error) => errors.push(error),
    });
    const server = http.createServer((req, res) => {
      if (!front.handle(req, res)) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = { close: () => new Promise<void>((resolve) => server.close(() => resolve())) } as TestApp;
    for (const path of ['/ads/v1/decide?sizes=300x250', '/ads/v1/i/abc', '/ads/v1/c/abc']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'An error occurred' } });
    }
    expect(errors).toHaveLength(3);
  });
});
