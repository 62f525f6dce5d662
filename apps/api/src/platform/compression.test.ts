import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  attachApprovedCreative,
  createLineItem,
  createOrder,
  registerUser,
  type RegisteredUser,
} from '../test/factories.ts';
import { WRITE_SETTLE_MS } from '../modules/orders/kept-lists.ts';
import { chooseEncoding, MIN_BYTES } from './compression.ts';

/**
 * The API's answers compressed for clients that ask (platform/compression.ts): a browser gets the same JSON in far
 * fewer bytes; a client that does not ask, or refuses, gets it as it is; small answers, the ad server's endpoints and
 * the app's files (compressed at build time) are left alone.
 */

let t: TestApp;
let user: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  for (const name of ['Printemps', 'Été', 'Automne']) {
    const orderId = await createOrder(t, user, { name });
    const lineItemId = await createLineItem(t, user, orderId);
    await attachApprovedCreative(t, user, orderId, lineItemId);
  }
});
afterAll(() => t?.close());

/** An answer of the whole server (inject), its bytes as sent. */
async function raw(path: string, acceptEncoding?: string, token: string | null = user.token) {
  const res = await t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const LIST = '/api/v2/gam/orders';

/** What the client reads once it undid the encoding the answer names. */
function text(res: Awaited<ReturnType<typeof raw>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.bytes).toString();
  expect(encoding).toBeUndefined();
  return res.bytes.toString();
}

describe('compressed answers', () => {
  it('sends the campaign list in brotli to a browser, the same JSON in a fraction of the bytes', async () => {
    const plain = await raw(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(MIN_BYTES);

    const br = await raw(LIST, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
  });

  it('sends gzip to a client that takes only gzip, or prefers it', async () => {
    const plain = await raw(LIST);
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const gz = await raw(LIST, accept);
      expect(gz.headers['content-encoding'], accept).toBe('gzip');
      expect(zlib.gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
    }
  });

  it('sends the answer as it is to a client that refuses both or asks for neither', async () => {
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', '']) {
      const res = await raw(LIST, accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(JSON.parse(res.bytes.toString())[0].total).toBe(3);
    }
  });

  it('answers a kept list, compressed, whole to every request at once', async () => {
    await sleep(WRITE_SETTLE_MS + 20);
    const answers = await Promise.all(Array.from({ length: 5 }, () => raw(LIST, 'br')));
    const texts = answers.map((a) => zlib.brotliDecompressSync(a.bytes).toString());
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0]!)[0].total).toBe(3);
  });

  it('compresses a kept list once per encoding, however many ask for it', async () => {
    // An account of its own, so that no earlier request compressed its list.
    const owner = await registerUser(t);
    for (const name of ['Hiver', 'Printemps', 'Été'])
      await createLineItem(t, owner, await createOrder(t, owner, { name }));
    await sleep(WRITE_SETTLE_MS + 20);
    // The list kept for a second (decision 0018) is read once, so that the requests below find it kept.
    expect(JSON.parse(text(await raw(LIST, undefined, owner.token)))[0].total).toBe(3);
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    try {
      const answers = [
        ...(await Promise.all(Array.from({ length: 4 }, () => raw(LIST, 'br', owner.token)))),
        ...(await Promise.all(Array.from({ length: 3 }, () => raw(LIST, 'gzip', owner.token)))),
        await raw(LIST, 'br', owner.token),
      ];
      const encodings = answers.map((a) => a.headers['content-encoding']);
      expect(encodings).toEqual(['br', 'br', 'br', 'br', 'gzip', 'gzip', 'gzip', 'br']);
      expect(new Set(answers.map(text)).size).toBe(1);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);
      // Another account's list is its own answer, compressed apart.
      expect(JSON.parse(text(await raw(LIST, 'br')))[0].total).toBe(3);
      expect(brotli).toHaveBeenCalledTimes(2);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('leaves small answers, errors and the ad server alone', async () => {
    const small = await raw('/api/v2/settings', 'br');
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const notFound = await raw('/api/v2/gam/orders/99999999', 'br');
    expect(notFound.status).toBe(404);
    expect(JSON.parse(notFound.bytes.toString()).error.code).toBe('NOT_FOUND');

    for (const path of ['/ads/tag.js', '/ads/demo']) {
      const ads = await raw(path, 'br', null);
      expect(ads.status, path).toBe(200);
      expect(ads.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('keeps another account out: its list, compressed or not, is its own', async () => {
    const other = await registerUser(t);
    expect(JSON.parse(text(await raw(LIST, 'br', other.token)))[0].total).toBe(0);
    expect(JSON.parse(text(await raw(LIST, 'br')))[0].total).toBe(3);
  });
});

describe('chooseEncoding', () => {
  it('takes the most preferred of br and gzip, br on a tie, and none refused or unnamed', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('gzip;q=0, *;q=0.1')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('gzip;q=abc')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(['gzip', 'br;q=0'])).toBe('gzip');
  });
});
