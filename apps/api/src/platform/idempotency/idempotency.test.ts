import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_ROUTES } from '@portal/domain';
import { createTestApp, createTwoProcesses, type TestApp } from '../../test/app.ts';
import { makePng, png, sendForm } from '../../test/creatives.ts';
import {
  call,
  createLineItem,
  createOrder,
  HOUR,
  lineItemBody,
  ORDER_TYPES,
  registerUser,
  type Answer,
  type RegisteredUser,
} from '../../test/factories.ts';
import { dataKeyFor } from '../../test/payments.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { canonicalJson } from './idempotency.ts';

/**
 * Idempotent creates (issue 32 §3): a POST that creates or charges, retried with the same Idempotency-Key and body
 * within 24 hours, answers the first answer again without a second effect; another body is refused (422), a retry
 * while the first runs too (409), a key over 255 characters is a 400. Kept in the database, per user.
 */
let t: TestApp;
let user: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0', WEBHOOK_ALLOW_LOOPBACK: 'true' });
  user = await registerUser(t);
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const newKey = () => `cle-${Date.now()}-${(sequence += 1)}`;
const order = (name: string) => ({ name, notes: '', ...ORDER_TYPES.standard });
const post = (path: string, body: unknown, key: string | undefined, who: { token: string } = user) =>
  call(t, 'POST', `/api/v2${path}`, {
    token: who.token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const names = async (who: { token: string } = user): Promise<string[]> =>
  ((await call(t, 'GET', '/api/v2/gam/orders', { token: who.token })).body[1] as { cleanName: string }[]).map(
    (o) => o.cleanName,
  );

describe('a create retried with the same key', () => {
  it('answers the first answer again, and makes one campaign', async () => {
    const key = newKey();
    const first = await post('/gam/orders', order('Une seule fois'), key);
    expect(first.status).toBe(200);
    const again = await post('/gam/orders', order('Une seule fois'), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await names()).filter((n) => n === 'Une seule fois')).toHaveLength(1);
  });

  it('compares bodies as data: keys in another order are the same body', async () => {
    const key = newKey();
    const first = await post('/gam/orders', order('Ordre des clés'), key);
    const { name, notes, typeId, customFieldId } = order('Ordre des clés');
    const again = await post('/gam/orders', { customFieldId, typeId, notes, name }, key);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED), with no effect', async () => {
    const key = newKey();
    expect((await post('/gam/orders', order('Premier corps'), key)).status).toBe(200);
    const other = await post('/gam/orders', order('Autre corps'), key);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await names()).not.toContain('Autre corps');
    const elsewhere = await post('/vouchers/validate', { code: 'NOPE' }, key);
    expect(elsewhere.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps keys per user: another user’s same key is their own', async () => {
    const key = newKey();
    const someone = await registerUser(t);
    expect((await post('/gam/orders', order('Clé partagée'), key)).status).toBe(200);
    const theirs = await post('/gam/orders', order('Clé partagée'), key, someone);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await names(someone)).toEqual(['Clé partagée']);
  });

  it('accepts a key of 255 characters and refuses 256 (400 IDEMPOTENCY_KEY_INVALID) before any effect', async () => {
    expect((await post('/gam/orders', order('Clé 255'), 'k'.repeat(255))).status).toBe(200);
    for (const key of ['k'.repeat(256), 'avec espace', '']) {
      const res = await post('/gam/orders', order('Clé refusée'), key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    expect(await names()).not.toContain('Clé refusée');
  });

  it('makes a create without the header as before: twice is two', async () => {
    await post('/gam/orders', order('Sans clé A'), undefined);
    const second = await post('/gam/orders', order('Sans clé B'), undefined);
    expect(second.status).toBe(200);
  });
});

describe('while the first request runs', () => {
  it('answers 409 IDEMPOTENCY_KEY_IN_USE, and lets a retry through once the first process’s lease is over', async () => {
    const key = newKey();
    const body = order('En cours');
    // The first request as a process holding it would have left it: running, under a lease.
    const fingerprint = createHash('sha256')
      .update(canonicalJson(['POST', '/api/v2/gam/orders', {}, Number(user.user.user_id), body]))
      .digest('hex');
    const now = t.clock.now();
    await t.app.database.db.insert(idempotencyKeys).values({
      userId: Number(user.user.user_id),
      key,
      fingerprint,
      createdAt: now,
      lockedUntil: new Date(now.getTime() + 60_000),
    });
    const busy = await post('/gam/orders', body, key);
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await names()).not.toContain('En cours');
    t.clock.advance(61_000);
    const retried = await post('/gam/orders', body, key);
    expect(retried.status).toBe(200);
    expect((await post('/gam/orders', body, key)).body).toEqual(retried.body);
  });

  it('makes one campaign of five requests sent at once with one key', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/gam/orders', order('Cinq à la fois'), key)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.orderId));
    expect(ids.size).toBe(1);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect((await names()).filter((n) => n === 'Cinq à la fois')).toHaveLength(1);
  });
});

describe('after 24 hours', () => {
  it('forgets the key: the same key makes a new object, and old records are deleted', async () => {
    // An API key: it outlives the day the test skips, as an access token does not.
    const registered = await registerUser(t);
    const made = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: registered.token,
      body: { name: 'Rejeu', scope: 'read_write' },
    });
    const someone = { token: made.body.key as string };
    const key = newKey();
    expect((await post('/gam/orders', order('Hier'), key, someone)).status).toBe(200);
    t.clock.advance(25 * HOUR);
    const today = await post('/gam/orders', order('Aujourd’hui'), key, someone);
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect((await names(someone)).sort()).toEqual(['Aujourd’hui', 'Hier']);
    // Another key's write purges what is past the window (in the background).
    const rows = async () =>
      (await t.app.database.db.select().from(idempotencyKeys)).filter(
        (r) => r.createdAt.getTime() < t.clock.now().getTime() - 24 * HOUR,
      );
    t.clock.advance(2 * 60_000);
    await post('/gam/orders', order('Purge'), newKey(), someone);
    await expect.poll(async () => (await rows()).length).toBe(0);
  });
});

describe('every create and charge', () => {
  it('is a registered POST route', () => {
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const route of IDEMPOTENT_ROUTES) {
      const [method, url] = route.split(' ');
      expect(registered.has(`${method} /api/v2${url}`), route).toBe(true);
    }
  });

  it('is documented: the Idempotency-Key parameter, and Idempotent-Replayed on its successful answers', async () => {
    type Op = {
      parameters?: { $ref?: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const doc = (await call(t, 'GET', '/api/v2/openapi.json')).body as {
      paths: Record<string, Record<string, Op>>;
    };
    for (const route of IDEMPOTENT_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      // A route registered with and without its trailing slash is one path of the document.
      const path = `/api/v2${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      const twin = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      const op = doc.paths[path]?.[method.toLowerCase()] ?? doc.paths[twin]?.[method.toLowerCase()];
      expect(op, route).toBeDefined();
      expect(
        op!.parameters?.map((p) => p.$ref),
        route,
      ).toContain('#/components/parameters/IdempotencyKey');
      const ok = Object.entries(op!.responses).filter(([status]) => status.startsWith('2'));
      expect(ok.length, route).toBeGreaterThan(0);
      for (const [status, response] of ok)
        expect(response.headers, `${route} ${status}`).toHaveProperty('Idempotent-Replayed');
    }
  });

  it('answers a retry with its first answer and no second effect', async () => {
    const owner = await registerUser(t);
    const orderId = await createOrder(t, owner, { name: 'Source' });
    await createLineItem(t, owner, orderId);
    const dataKey = await dataKeyFor(t);
    const calls: [string, unknown][] = [
      ['/gam/orders/' + orderId + '/duplicate', {}],
      ['/gam/line-items', lineItemBody(t, orderId)],
      ['/segments/personalized_segments/', { name: 'Audience rejouée', pageViews: 2 }],
      [
        '/conversions/',
        { name: 'Pixel rejoué', type: 'page_views', impressionsLookbackDays: 7, clicksLookbackDays: 7 },
      ],
      ['/vouchers/validate', { code: 'INCONNU' }],
      ['/user/export', {}],
      ['/payment/paymentMethod', { dataKey, holderName: 'Camille Tremblay' }],
      ['/webhooks/endpoints', { url: 'http://127.0.0.1:9/hook', events: ['order.approved'] }],
    ];
    for (const [path, body] of calls) {
      const key = newKey();
      const first = await post(path, body, key, owner);
      expect(first.status, `${path} ${JSON.stringify(first.body)}`).toBeLessThan(500);
      const again = await post(path, body, key, owner);
      expect(again.status, path).toBe(first.status);
      expect(again.body, path).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
    }
    const orders = (await call(t, 'GET', '/api/v2/gam/orders', { token: owner.token })).body[1];
    expect(orders).toHaveLength(2);
    const segments = await call(t, 'GET', '/api/v2/segments/personalized_segments', { token: owner.token });
    expect(segments.body).toHaveLength(1);
    const pixels = await call(t, 'GET', '/api/v2/conversions/', { token: owner.token });
    expect(pixels.body.filter((p: { name: string }) => p.name === 'Pixel rejoué')).toHaveLength(1);
    const endpoints = await call(t, 'GET', '/api/v2/webhooks/endpoints', { token: owner.token });
    expect(endpoints.body).toHaveLength(1);
  });

  it('a creative’s form retried with the same key and file is one creative; another file is refused', async () => {
    const owner = await registerUser(t);
    const orderId = await createOrder(t, owner, { name: 'Créatifs' });
    const lineItemId = await createLineItem(t, owner, orderId);
    const values = {
      orderId,
      lineItemId,
      name: 'Bannière',
      destinationUrl: 'https://example.test/',
      size: '300x250',
      asset: png(await makePng(300, 250)),
    };
    const key = newKey();
    const send = (v: typeof values): Promise<Answer> =>
      sendForm(t, 'POST', '/api/v2/gam/creatives', {
        token: owner.token,
        values: v,
        headers: { 'idempotency-key': key },
      });
    const first = await send(values);
    expect(first.status).toBe(201);
    const again = await send(values);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const otherFile = await send({
      ...values,
      asset: png(await makePng(300, 250).then((b) => Buffer.concat([b, Buffer.from([0])]))),
    });
    expect(otherFile.status).toBe(422);
    const list = await call(t, 'GET', `/api/v2/gam/creatives?orderId=${orderId}&lineItemId=${lineItemId}`, {
      token: owner.token,
    });
    expect(list.body).toHaveLength(1);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two processes over one database', () => {
  it('a retry reaching the other process answers the first answer', { timeout: 60_000 }, async () => {
    const { a, b, close } = await createTwoProcesses({ MIN_ORDER_VALUE: '0' });
    try {
      const owner = await registerUser(a);
      const headers = { 'idempotency-key': 'deux-processus' };
      const body = order('Deux processus');
      const first = await call(a, 'POST', '/api/v2/gam/orders', { token: owner.token, body, headers });
      const again = await call(b, 'POST', '/api/v2/gam/orders', { token: owner.token, body, headers });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const list = await call(b, 'GET', '/api/v2/gam/orders', { token: owner.token });
      expect(list.body[1]).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
