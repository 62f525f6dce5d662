import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * HEAD answers as GET does (issue 28): uptime monitors and link checkers ask with HEAD, and the app's pages answered
 * 404 where GET answered 200. Every GET route of the route table, and the app's pages served by the history fallback,
 * are asked both ways: the same status and representation headers, and no body for HEAD.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's pages, which no route names: the history fallback answers them (platform/spa.ts). */
const APP_PAGES = [
  '/',
  '/fr/',
  '/en/',
  '/fr/compte/connexion/',
  '/en/account/login/',
  '/fr/guichet/campagnes/',
];

/** A concrete path of a route: its parameters filled with a value of the right shape. */
const pathOf = (url: string) =>
  url.replace(':lang', 'fr').replace(':slug', 'faq').replace(/:\w+/g, '1').replace('*', 'index.html');

const REPRESENTATION = ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag'];

async function bothWays(path: string, headers: Record<string, string> = {}) {
  const get = await fetch(`${t.url}${path}`, { headers });
  const getBody = await get.arrayBuffer();
  const head = await fetch(`${t.url}${path}`, { method: 'HEAD', headers });
  const headBody = await head.arrayBuffer();
  return { get, head, getBody, headBody };
}

function expectAlike(path: string, { get, head, headBody }: Awaited<ReturnType<typeof bothWays>>) {
  expect(head.status, `HEAD ${path}`).toBe(get.status);
  expect(headBody.byteLength, `HEAD ${path} body`).toBe(0);
  for (const name of REPRESENTATION) {
    expect(head.headers.get(name), `HEAD ${path} ${name}`).toBe(get.headers.get(name));
  }
}

describe('HEAD', () => {
  it("answers the app's pages as GET does: 200, the page's headers, no body", async () => {
    for (const path of APP_PAGES) {
      const answers = await bothWays(path, { 'accept-encoding': 'br, gzip' });
      expect(answers.get.status, path).toBe(200);
      expectAlike(path, answers);
    }
  });

  it('answers a page not changed since with 304, as GET does', async () => {
    const { get } = await bothWays('/fr/compte/connexion/');
    const etag = get.headers.get('etag')!;
    expectAlike(
      '/fr/compte/connexion/ (cached)',
      await bothWays('/fr/compte/connexion/', { 'if-none-match': etag }),
    );
  });

  it('answers every GET route of the server as its GET does (anonymous)', async () => {
    const routes = [...new Set(t.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url))];
    expect(routes).toEqual(
      expect.arrayContaining(['/healthz', '/ads/tag.js', '/api/v2/static_pages/:lang/:slug']),
    );
    for (const url of routes) {
      const path = pathOf(url);
      expectAlike(path, await bothWays(path, { 'accept-encoding': 'br, gzip' }));
    }
  });

  it('answers the public routes with 200 to HEAD', async () => {
    for (const path of [
      '/healthz',
      '/readyz',
      '/ads/tag.js',
      '/api/v2/settings',
      '/api/v2/static_pages/fr/faq',
    ]) {
      const head = await fetch(`${t.url}${path}`, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
    }
  });
});
