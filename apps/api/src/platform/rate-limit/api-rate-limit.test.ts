import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, loginUser, registerUser, type Answer, type RegisteredUser } from '../../test/factories.ts';
import { API_RATE_LIMIT_WINDOW_MS } from './api-rate-limit.ts';

/**
 * Rate limits on /api/v2 (issue 32 §5), with small limits set for the test: per session and per API key (apart),
 * reads and writes apart, per address without a session; RateLimit-* headers on every counted answer, 429
 * RATE_LIMITED with Retry-After past the limit; the ad server's decisions are not counted. With REDIS_URL: two
 * servers on one Redis prefix share the count.
 */

const LIMITS = {
  API_RATE_LIMIT_READS_PER_MINUTE: '5',
  API_RATE_LIMIT_WRITES_PER_MINUTE: '3',
  API_RATE_LIMIT_ANONYMOUS_PER_MINUTE: '12',
};

/** Moves the clock to one second into the next window, so that a test's calls all fall in one window. */
function freshWindow(t: TestApp): void {
  const now = t.clock.now().getTime();
  t.clock.set(new Date((Math.floor(now / API_RATE_LIMIT_WINDOW_MS) + 1) * API_RATE_LIMIT_WINDOW_MS + 1_000));
}

const limitHeaders = (res: Answer) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  reset: Number(res.headers.get('ratelimit-reset')),
});

const withBearer = (credential: string) => ({ headers: { authorization: `Bearer ${credential}` } });

describe('rate limits on /api/v2', () => {
  let t: TestApp;
  let user: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp(LIMITS);
    freshWindow(t);
    user = await registerUser(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts a session’s reads with RateLimit headers, then answers 429 RATE_LIMITED with Retry-After', async () => {
    freshWindow(t);
    const first = await call(t, 'GET', '/api/v2/user/', { token: user.token });
    expect(first.status).toBe(200);
    const headers = limitHeaders(first);
    expect([headers.limit, headers.remaining]).toEqual(['5', '4']);
    // One second into the window: about 59 seconds to its end.
    expect(headers.reset).toBeGreaterThanOrEqual(50);
    expect(headers.reset).toBeLessThanOrEqual(60);
    const remaining: Array<string | null> = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await call(t, 'GET', '/api/v2/user/', { token: user.token });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);

    const before = t.app.database.queryCount() - t.app.authUsers.polls;
    const refused = await call(t, 'GET', '/api/v2/user/', { token: user.token, headers: { language: 'en' } });
    expect(refused.status).toBe(429);
    // Judged from memory (the guard's cache and the count): not one database statement for the refusal.
    expect(t.app.database.queryCount() - t.app.authUsers.polls - before).toBe(0);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/5 requests per minute/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limitHeaders(refused)).toMatchObject({ limit: '5', remaining: '0' });

    // The next window serves the session again, with a full count.
    freshWindow(t);
    const again = await call(t, 'GET', '/api/v2/user/', { token: user.token });
    expect(again.status).toBe(200);
    expect(again.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('counts an API key apart from its owner’s session, and each session apart from the others', async () => {
    freshWindow(t);
    const made = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: user.token,
      body: { name: 'Rapports', scope: 'read' },
    });
    expect(made.status).toBe(201);
    // A write: the session's reads are still whole.
    expect(limitHeaders(made)).toMatchObject({ limit: '3', remaining: '2' });
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).status).toBe(200);
    }
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).status).toBe(429);

    // The owner's key, in the same window: a count of its own.
    const byKey = await call(t, 'GET', '/api/v2/user/', withBearer(made.body.key as string));
    expect(byKey.status).toBe(200);
    expect(limitHeaders(byKey)).toMatchObject({ limit: '5', remaining: '4' });
    // Another session of the same user (signed in elsewhere): its own count too.
    const other = await loginUser(t, user.email, user.password);
    const bySession = await call(t, 'GET', '/api/v2/user/', { token: other.token });
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('counts writes apart from reads: past the writes, reads still answer', async () => {
    freshWindow(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await call(t, 'POST', '/api/v2/user/api-keys', {
        token: user.token,
        body: { name: `Clé ${i}`, scope: 'read' },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const keys = await call(t, 'GET', '/api/v2/user/api-keys', { token: user.token });
    expect(keys.status).toBe(200);
    // The refused write made no key: the first test's one and these three.
    expect(keys.body).toHaveLength(4);
  });

  it('documents the headers and the 429 on every /api/v2 operation of the OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/api/v2/openapi.json')).body;
    expect(Object.keys(doc.components.headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']),
    );
    const user = doc.paths['/api/v2/user/'].get;
    expect(Object.keys(user.responses['200'].headers)).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    expect(user.responses['429'].headers['Retry-After']).toEqual({
      $ref: '#/components/headers/Retry-After',
    });
    // The named Error, narrowed to the code a 429 answers (issue 32 §2).
    const tooMany = user.responses['429'].content['application/json'].schema;
    expect(tooMany.allOf[0]).toEqual({ $ref: '#/components/schemas/Error' });
    expect(tooMany.allOf[1].properties.error.properties.code.enum).toEqual(['RATE_LIMITED']);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>)
      .filter(([path]) => path.startsWith('/api/v2/') && !path.startsWith('/api/v2/assets/'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })),
      );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter(({ op }) => !('429' in op.responses)).map(({ at }) => at)).toEqual([]);
    // The creative files, fetched by publisher pages' visitors, are not under the limits.
    expect(doc.paths['/api/v2/assets/{name}'].get.responses['429']).toBeUndefined();
  });

  it('counts calls without a session per address; the ad server’s decisions are not counted', async () => {
    freshWindow(t);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const res = await call(t, 'GET', '/api/v2/settings');
      statuses.push(res.status);
      if (i === 0) expect(limitHeaders(res)).toMatchObject({ limit: '12', remaining: '11' });
    }
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
    // The login keeps its own limit (its headers) and is refused here once the address is past its count.
    const login = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(429);
    expect(login.headers.get('x-ratelimit-limit')).toBe('60');
    // A signed-in session from the same address is counted on its own.
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).status).toBe(200);
    // The ad server's decision, from the same address: answered, without the /api/v2 headers.
    const decision = await call(t, 'GET', '/ads/v1/decide?adunit=1');
    expect(decision.status).not.toBe(429);
    expect(decision.headers.get('ratelimit-limit')).toBeNull();
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Two processes of one portal: the same Redis and prefix (each test app has a database of its own).
    const prefix = `t_rl_${randomBytes(6).toString('hex')}:`;
    a = await createTestApp({ ...LIMITS, REDIS_PREFIX: prefix });
    b = await createTestApp({ ...LIMITS, REDIS_PREFIX: prefix });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts an address’s calls to either server in one count', async () => {
    freshWindow(a);
    // The same instant on both servers' clocks.
    b.clock.set(a.clock.now());
    const remaining: Array<string | null> = [];
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, 'GET', '/api/v2/settings');
      statuses.push(res.status);
      remaining.push(res.headers.get('ratelimit-remaining'));
    }
    expect(remaining.slice(0, 12)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    expect(statuses[12]).toBe(429);
    const onB = await call(b, 'GET', '/api/v2/settings');
    expect(onB.status).toBe(429);
    expect(onB.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
