import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typographyFaults } from '@portal/domain/french-typography';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * The Integrators page (issue 32 §8): served at /api/docs/integrators in French and English (`?lang=`, else the
 * API's language rule), and linked from the reference's description, which Swagger UI at /api/docs shows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (query = '', headers: Record<string, string> = {}) =>
  fetch(`${t.url}/api/docs/integrators${query}`, { headers });

describe('the Integrators page', () => {
  it('is linked from the document’s description, and Swagger UI is served beside it', async () => {
    const document = (await (await fetch(`${t.url}/api/v2/openapi.json`)).json()) as {
      info: { description: string };
      externalDocs: unknown;
    };
    // Swagger UI shows externalDocs as a link under the title.
    expect(document.externalDocs).toEqual({
      description: expect.stringContaining('Integrators'),
      url: '/api/docs/integrators',
    });
    expect(document.info.description).toContain('Integrators');
    expect((await fetch(`${t.url}/api/docs`)).status).toBe(200);
  });

  it('says keys, errors, idempotency, pagination, limits and webhooks with a signature check in Node, in English', async () => {
    const res = await page('?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-language')).toBe('en');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    for (const id of ['keys', 'errors', 'idempotency', 'pagination', 'limits', 'webhooks'])
      expect(html, id).toContain(`<h2 id="${id}">`);
    for (const word of [
      'Authorization: Bearer pk_live_',
      'API_KEY_READ_ONLY',
      'IDEMPOTENCY_KEY_REUSED',
      'nextCursor',
      'RATE_LIMITED',
      'Retry-After',
      'Webhook-Signature: t=',
      "createHmac('sha256', SECRET)",
      'timingSafeEqual',
    ])
      expect(html, word).toContain(word);
  });

  it('is in French with ?lang=fr, and follows the language header, then Accept-Language', async () => {
    const fr = await (await page('?lang=fr')).text();
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('<h2 id="idempotency">Créations idempotentes</h2>');
    expect(fr).toContain("createHmac('sha256', SECRET)");
    expect(await (await page('', { language: 'en' })).text()).toContain('<html lang="en">');
    expect(await (await page('', { 'accept-language': 'en-CA,en;q=0.9' })).text()).toContain(
      '<html lang="en">',
    );
    expect(await (await page('', { 'accept-language': 'fr-CA' })).text()).toContain('<html lang="fr">');
    // The query wins over the header: the page's own language links work in any browser.
    expect(await (await page('?lang=fr', { language: 'en' })).text()).toContain('<html lang="fr">');
  });

  it('writes its French as French is written (no-break space before : ; ! ?, typographic apostrophes)', async () => {
    const html = await (await page('?lang=fr')).text();
    // The words a reader sees: code and examples aside.
    const words = html.replace(
      /<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>|<style>[\s\S]*?<\/style>|<[^>]+>/g,
      ' ',
    );
    expect(typographyFaults(words)).toEqual([]);
  });

  it('has the same sections in both languages', async () => {
    const ids = (html: string) => [...html.matchAll(/<h2 id="([a-z]+)">/g)].map((m) => m[1]);
    expect(ids(await (await page('?lang=fr')).text())).toEqual(ids(await (await page('?lang=en')).text()));
  });
});
