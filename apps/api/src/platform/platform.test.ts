import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTestApp, readJson, type TestApp } from '../test/app.ts';
import { AppError } from './errors.ts';
import { loadConfig } from './config.ts';

// A route declared by the test, to exercise the platform's handling of bodies on a real server; hidden from the
// OpenAPI document (not the product's: the answers' conformance check leaves them alone).
const echoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/test-echo',
    { schema: { hide: true, body: z.object({ name: z.string().min(1), count: z.number().int().max(10) }) } },
    async (request) => request.body,
  );
  app.get('/api/v2/test-boom', { schema: { hide: true } }, async () => {
    throw new Error('kaboom');
  });
  app.get('/api/v2/test-app-error', { schema: { hide: true } }, async () => {
    throw new AppError('ORDER_NOT_UNIQUE');
  });
  app.get('/api/v2/test-slow', { schema: { hide: true } }, async () => {
    slowRequestArrived();
    await new Promise((r) => setTimeout(r, 300));
    return { done: true };
  });
};

/** Resolved once the slow route has the request in hand (a loaded machine may take longer than any fixed wait). */
let slowRequestArrived: () => void = () => undefined;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    await app.register(echoRoutes);
  });
});
afterAll(() => t.close());

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${t.url}${path}`, { method: 'POST', body, headers: { 'content-type': type } });

describe('the platform', () => {
  it('answers liveness and readiness with the database reachable', async () => {
    expect(await readJson(await fetch(`${t.url}/healthz`))).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await readJson(ready)).toMatchObject({ database: true });
  });

  it('answers an unknown API route with a 404 in the error shape', async () => {
    const res = await fetch(`${t.url}/api/v2/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await readJson(res)).error.code).toBe('NOT_FOUND');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await post('/api/v2/test-echo', 'name=x', 'text/csv');
    expect(res.status).toBe(415);
    expect((await readJson(res)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('/api/v2/test-echo', '{"name": "x",');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBe('MALFORMED_JSON');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post(
      '/api/v2/test-echo',
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), count: 1 }),
    );
    expect(res.status).toBe(413);
    expect((await readJson(res)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses invalid fields with 400, InvalidParameterException and the fields at fault', async () => {
    const res = await post('/api/v2/test-echo', JSON.stringify({ name: '', count: 11 }));
    expect(res.status).toBe(400);
    const { error } = await readJson(res);
    expect(error.code).toBe('InvalidParameterException');
    expect(Object.keys(error.fields).sort()).toEqual(['count', 'name']);
  });

  it('accepts a valid body', async () => {
    const res = await post('/api/v2/test-echo', JSON.stringify({ name: 'ok', count: 10 }));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ name: 'ok', count: 10 });
  });

  it('maps a domain code to its status and wire shape', async () => {
    const res = await fetch(`${t.url}/api/v2/test-app-error`);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('ORDER_NOT_UNIQUE');
  });

  it('answers an unexpected failure with 500 and no internals, and a request id', async () => {
    const res = await fetch(`${t.url}/api/v2/test-boom`);
    expect(res.status).toBe(500);
    const body = await readJson(res);
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(body)).not.toContain('kaboom');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends the security headers with errors, a 404, the single-page app and its files too', async () => {
    // They are the reply's headers, set before the route runs: an error answer keeps them.
    for (const [path, status] of [
      ['/api/v2/test-boom', 500],
      ['/api/v2/user/', 401],
      ['/api/v2/no-such-route', 404],
      ['/fr/guichet/campagnes/', 200],
      ['/assets/app-abc123.js', 200],
    ] as const) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const doc = await readJson(await fetch(`${t.url}/api/v2/openapi.json`));
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v2/static_pages/{lang}/{slug}');
    const ui = await fetch(`${t.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('serves the single-page app with history fallback outside /api', async () => {
    const page = await fetch(`${t.url}/fr/guichet/campagnes/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('spa-index');
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the app as the build compressed it, brotli or gzip, and index.html never stale', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await fetch(`${t.url}/fr/compte/connexion/`, { headers: { 'accept-encoding': accept } });
      expect(page.headers.get('content-encoding'), accept).toBe(encoding);
      expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      expect(html).toContain('spa-index');
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/messages-fr-core-abc123.js">',
      );

      const asset = await fetch(`${t.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': accept } });
      expect(asset.headers.get('content-encoding'), accept).toBe(encoding);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await asset.text()).toContain('console.log("app app');
    }
    // Revalidated on every load: unchanged, it costs a 304 and no body.
    const first = await fetch(`${t.url}/en/account/login/`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/en/account/login/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it("says a path's language and announces its core messages, and neither where the path names no language", async () => {
    const preloads = async (path: string) =>
      [...(await (await fetch(`${t.url}${path}`)).text()).matchAll(/messages-(\w+)-core/g)].map((m) => m[1]);
    expect(await preloads('/fr/guichet/campagnes/')).toEqual(['fr']);
    expect(await preloads('/en/hub/orders/')).toEqual(['en']);
    expect(await preloads('/public/en/page/faq/')).toEqual(['en']);
    expect(await preloads('/fr')).toEqual(['fr']);
    expect(await preloads('/')).toEqual([]);
    expect(await preloads('/french/')).toEqual([]);
    // Each says its language from the first paint, before the app runs (screen readers, search engines).
    const htmlLang = async (path: string) =>
      /<html[^>]*\blang="([^"]+)"/.exec(await (await fetch(`${t.url}${path}`)).text())?.[1] ?? null;
    expect(await htmlLang('/fr/guichet/campagnes/')).toBe('fr-CA');
    expect(await htmlLang('/en/hub/orders/')).toBe('en-CA');
    expect(await htmlLang('/public/en/page/faq/')).toBe('en-CA');
    expect(await htmlLang('/')).toBe(null);
    // Each page has its own ETag: a cached French page is not taken for the English one.
    const fr = (await fetch(`${t.url}/fr/`)).headers.get('etag');
    const en = (await fetch(`${t.url}/en/`)).headers.get('etag');
    expect(fr).not.toBe(en);
  });

  it('finishes a request under way when it is shut down', async () => {
    const other = await createTestApp({}, async (app) => {
      await app.register(echoRoutes);
    });
    const arrived = new Promise<void>((resolve) => {
      slowRequestArrived = resolve;
    });
    const pending = fetch(`${other.url}/api/v2/test-slow`);
    await arrived;
    await other.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ done: true });
  });
});

describe('the configuration', () => {
  it('refuses a wrong value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ AUDIENCE_QUOTA_PER_ACCOUNT: '-1' })).toThrow(/AUDIENCE_QUOTA_PER_ACCOUNT/);
    expect(() => loadConfig({ AUDIENCE_QUOTA_PER_ACCOUNT: 'twenty' })).toThrow(/AUDIENCE_QUOTA_PER_ACCOUNT/);
    expect(() => loadConfig({ AUDIENCE_CREATIONS_PER_HOUR: '0' })).toThrow(/AUDIENCE_CREATIONS_PER_HOUR/);
  });

  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.MIN_ORDER_VALUE).toBe(100);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    // One account's share of the audience pool (issue 28).
    expect([config.AUDIENCE_QUOTA_PER_ACCOUNT, config.AUDIENCE_CREATIONS_PER_HOUR]).toEqual([20, 10]);
  });
});

describe('field errors', () => {
  it('words them in the language of the request', async () => {
    const ask = (language: string) =>
      fetch(`${t.url}/api/v2/test-echo`, {
        method: 'POST',
        body: JSON.stringify({ name: '', count: 11 }),
        headers: { 'content-type': 'application/json', language },
      }).then(readJson);
    const fr = (await ask('fr')).error.fields;
    const en = (await ask('en')).error.fields;
    expect(en.count[0]).toMatch(/10/);
    expect(fr.count[0]).toMatch(/10/);
    expect(fr.count[0]).not.toBe(en.count[0]);
    expect(en.name[0]).toMatch(/required/i);
  });
});

describe('GET /api/v2/settings', () => {
  it('gives the runtime flags and the notice from the configuration', async () => {
    const other = await createTestApp({
      PLATFORM_NOTICE_DATE: '2027-03-31',
      MIN_ORDER_VALUE: '250',
      FEATURE_DUPLICATE_ORDER: 'false',
    });
    try {
      const settings = await readJson(await fetch(`${other.url}/api/v2/settings`));
      expect(settings.platformNotice).toEqual({ date: '2027-03-31', fr: null, en: null });
      expect(settings.minOrderValueCents).toBe(25000);
      expect(settings.features.duplicateOrder).toBe(false);
      expect(settings.agenciesDisabled).toBe(true);
    } finally {
      await other.close();
    }
    const plain = await readJson(await fetch(`${t.url}/api/v2/settings`));
    expect(plain.platformNotice).toBeNull();
  });
});
