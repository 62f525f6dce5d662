import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configureHttp,
  http,
  onViewAsRefused,
  refreshAccessToken,
  tokenStore,
  type HttpOptions,
} from './index.ts';
import { GET_RETRIES, REFRESH_TIMEOUT_MS } from './constants.ts';
import { json, startTestServer, type Received, type TestServer } from './test-server.ts';

let server: TestServer;
let viewAs: string | null;
let onAuthFailure: ReturnType<typeof vi.fn<(error: unknown) => void>>;

function setUp(options: HttpOptions = {}) {
  configureHttp({
    baseUrl: server.baseUrl,
    getLocale: () => 'en',
    getViewAs: () => viewAs,
    onAuthFailure,
    retryDelayMs: () => 5,
    ...options,
  });
}

const calls = (path: string): Received[] => server.received.filter((r) => r.path === `/api/v2${path}`);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.handler = (_req, res) => json(res, 200, { ok: true });
  viewAs = null;
  onAuthFailure = vi.fn<(error: unknown) => void>();
  tokenStore.clear();
  setUp();
});

/** Answers 401 unless the bearer is `fresh`; the refresh answers `fresh` after `refreshDelay` ms. */
function authServer(refresh: { status?: number; delay?: number; token?: string } = {}) {
  server.handler = async (req, res) => {
    if (req.path === '/api/v2/auth/cognito/refresh-token') {
      await new Promise((resolve) => setTimeout(resolve, refresh.delay ?? 0));
      if ((refresh.status ?? 200) !== 200) {
        json(res, refresh.status ?? 401, { error: { code: 'NotAuthorizedException', message: 'expired' } });
      } else json(res, 200, { jwtToken: refresh.token ?? 'fresh' });
      return;
    }
    if (req.headers.authorization !== 'Bearer fresh') {
      json(res, 401, { error: { code: 'UNAUTHORIZED', message: 'token expired' } });
      return;
    }
    json(res, 200, { path: req.path });
  };
}

describe('common behaviour (spec §7)', () => {
  it('calls the /api/v2 base with the language and bearer headers', async () => {
    tokenStore.set('abc');
    await expect(http.get('/user/')).resolves.toEqual({ ok: true });
    const [req] = server.received;
    expect(req.path).toBe('/api/v2/user/');
    expect(req.headers.language).toBe('en');
    expect(req.headers['accept-language']).toBe('en');
    expect(req.headers.authorization).toBe('Bearer abc');
  });

  it('sends the locale of the moment and no authorization without a stored token', async () => {
    let locale = 'fr';
    setUp({ getLocale: () => locale });
    await http.get('/gam/orders');
    locale = 'en';
    await http.get('/gam/orders');
    expect(server.received.map((r) => r.headers.language)).toEqual(['fr', 'en']);
    expect(server.received[0].headers.authorization).toBeUndefined();
  });

  it('adds the query and sends JSON bodies', async () => {
    await http.get('/conversions/', { query: { mock: true, skip: undefined } });
    await http.post('/gam/orders', { name: 'Spring' });
    expect(server.received[0].query.toString()).toBe('mock=true');
    expect(server.received[1].headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.received[1].body)).toEqual({ name: 'Spring' });
  });

  it('answers undefined for 204, text for non-JSON and parses JSON only when the type says so', async () => {
    server.handler = (req, res) => {
      if (req.path.endsWith('/empty')) res.writeHead(204).end();
      else if (req.path.endsWith('/text'))
        res.writeHead(200, { 'content-type': 'text/plain' }).end('{"a":1}');
      else json(res, 200, { a: 1 });
    };
    await expect(http.delete('/payment/paymentMethod/empty')).resolves.toBeUndefined();
    await expect(http.get('/text')).resolves.toBe('{"a":1}');
    await expect(http.get('/json')).resolves.toEqual({ a: 1 });
  });

  it('keeps the token in memory where there is no local storage', () => {
    expect(typeof localStorage).toBe('undefined');
    tokenStore.set('t1');
    expect(tokenStore.get()).toBe('t1');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('retries', () => {
  it('uses the spec constants', () => {
    expect(GET_RETRIES).toBe(3);
    expect(REFRESH_TIMEOUT_MS).toBe(25_000);
  });

  it('retries a GET three times on 503, then succeeds', async () => {
    server.handler = (_req, res) =>
      server.received.length <= 3
        ? json(res, 503, { error: { code: 'INTERNAL_ERROR' } })
        : json(res, 200, [1]);
    await expect(http.get('/invoices')).resolves.toEqual([1]);
    expect(calls('/invoices')).toHaveLength(4);
  });

  it('gives up on a GET after three retries with the last error', async () => {
    server.handler = (_req, res) =>
      json(res, 503, { error: { code: 'PAYMENT_SERVER_NOT_RESPONDING', message: 'down' } });
    const error = await http.get('/payment/paymentMethod').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'PAYMENT_SERVER_NOT_RESPONDING', message: 'down' });
    expect(calls('/payment/paymentMethod')).toHaveLength(1 + GET_RETRIES);
  });

  it('retries a GET after a network error', async () => {
    server.handler = (req, res) => {
      if (server.received.length === 1) res.socket?.destroy();
      else json(res, 200, { again: true });
    };
    await expect(http.get('/user/')).resolves.toEqual({ again: true });
    expect(server.received).toHaveLength(2);
  });

  it('never retries a GET on 4xx', async () => {
    server.handler = (_req, res) => json(res, 404, { error: { code: 'NOT_FOUND', message: 'no' } });
    await expect(http.get('/gam/orders/9')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(server.received).toHaveLength(1);
  });

  it('never retries a POST, a PUT, a DELETE or a form', async () => {
    server.handler = (_req, res) => json(res, 503, { error: { code: 'INTERNAL_ERROR' } });
    await expect(http.post('/gam/orders', { name: 'x' })).rejects.toMatchObject({ status: 503 });
    await expect(http.put('/user/personal', {})).rejects.toMatchObject({ status: 503 });
    await expect(http.delete('/payment/paymentMethod')).rejects.toMatchObject({ status: 503 });
    await expect(http.postForm('/gam/creatives', new FormData())).rejects.toMatchObject({ status: 503 });
    expect(server.received.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE', 'POST']);
  });
});

describe('token refresh on 401 (spec §4)', () => {
  it('refreshes once and retries the call with the new token', async () => {
    authServer();
    tokenStore.set('stale');
    await expect(http.get('/gam/orders')).resolves.toEqual({ path: '/api/v2/gam/orders' });
    expect(calls('/auth/cognito/refresh-token')).toHaveLength(1);
    expect(calls('/gam/orders').map((r) => r.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(tokenStore.get()).toBe('fresh');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries a POST with its body after the refresh', async () => {
    authServer();
    tokenStore.set('stale');
    await http.post('/gam/orders', { name: 'Spring' });
    const posts = calls('/gam/orders');
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[1].body)).toEqual({ name: 'Spring' });
  });

  it('shares one refresh between five concurrent 401s', async () => {
    authServer({ delay: 50 });
    tokenStore.set('stale');
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const answers = await Promise.all(paths.map((p) => http.get(p)));
    expect(answers).toEqual(paths.map((p) => ({ path: `/api/v2${p}` })));
    expect(calls('/auth/cognito/refresh-token')).toHaveLength(1);
    expect(server.received).toHaveLength(11);
  });

  it('does not refresh again for a 401 that arrives after another call refreshed', async () => {
    tokenStore.set('stale');
    server.handler = async (req, res) => {
      if (req.path.endsWith('/refresh-token')) return json(res, 200, { jwtToken: 'fresh' });
      if (req.headers.authorization === 'Bearer fresh') return json(res, 200, {});
      if (req.path.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 100));
      json(res, 401, {});
    };
    await Promise.all([http.get('/slow'), http.get('/fast')]);
    expect(calls('/auth/cognito/refresh-token')).toHaveLength(1);
  });

  it('on a failed refresh clears the token, calls onAuthFailure once and rejects every call', async () => {
    authServer({ status: 401 });
    tokenStore.set('stale');
    const results = await Promise.allSettled([http.get('/a'), http.post('/b', {}), http.get('/c')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    expect(calls('/auth/cognito/refresh-token')).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('hands onAuthFailure the refresh’s failure: a suspended account says so (issue 31 §14)', async () => {
    server.handler = (req, res) => {
      if (req.path.endsWith('/refresh-token')) {
        json(res, 403, { error: { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' } });
      } else json(res, 401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    };
    tokenStore.set('stale');
    await expect(http.get('/user/')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onAuthFailure.mock.calls[0]![0]).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
  });

  it('keeps the values an error’s message names (a login lock’s minutes, issue 31 §15)', async () => {
    server.handler = (_req, res) =>
      json(res, 429, {
        error: { code: 'LimitExceededException', message: 'locked', params: { minutes: 12 } },
      });
    await expect(http.post('/auth/cognito/login', {})).rejects.toMatchObject({
      status: 429,
      code: 'LimitExceededException',
      params: { minutes: 12 },
    });
    server.handler = (_req, res) => json(res, 400, { error: { code: 'ORDER_ENDED', message: 'x' } });
    await expect(http.post('/x', {})).rejects.toMatchObject({ params: {} });
  });

  it('fails the refresh after its time-out', async () => {
    setUp({ refreshTimeoutMs: 100 });
    server.handler = (req, res) => {
      if (req.path.endsWith('/refresh-token')) return; // never answers
      json(res, 401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    };
    tokenStore.set('stale');
    const started = Date.now();
    await expect(http.get('/user/')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
    await expect(refreshAccessToken()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('rejects with the second 401 when the retried call is refused again, without a second refresh', async () => {
    server.handler = (req, res) =>
      req.path.endsWith('/refresh-token') ? json(res, 200, { jwtToken: 'fresh' }) : json(res, 401, {});
    tokenStore.set('stale');
    await expect(http.get('/user/')).rejects.toMatchObject({ status: 401 });
    expect(calls('/user/')).toHaveLength(2);
    expect(calls('/auth/cognito/refresh-token')).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('never refreshes for the login or the refresh call itself', async () => {
    server.handler = (_req, res) =>
      json(res, 401, { error: { code: 'NotAuthorizedException', message: 'bad' } });
    await expect(http.post('/auth/cognito/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'NotAuthorizedException',
    });
    await expect(http.post('/auth/cognito/refresh-token')).rejects.toMatchObject({ status: 401 });
    expect(server.received).toHaveLength(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('sends the refresh as a POST to /auth/cognito/refresh-token and stores the answered token', async () => {
    server.handler = (_req, res) => json(res, 200, { jwtToken: 'new-one' });
    await expect(refreshAccessToken()).resolves.toBe('new-one');
    expect(server.received[0]).toMatchObject({ method: 'POST', path: '/api/v2/auth/cognito/refresh-token' });
    expect(tokenStore.get()).toBe('new-one');
  });
});

describe('view-as (spec §6)', () => {
  beforeEach(() => {
    viewAs = 'user-42';
  });

  it('adds viewAs to the query of a GET', async () => {
    await http.get('/conversions/', { query: { mock: true } });
    expect(server.received[0].query.get('viewAs')).toBe('user-42');
    expect(server.received[0].query.get('mock')).toBe('true');
  });

  it('adds viewAs to the body of a POST and a PUT, even an empty one', async () => {
    await http.post('/gam/orders', { name: 'Spring' });
    await http.put('/user/personal', { firstName: 'A' });
    await http.post('/gam/orders/7/duplicate');
    expect(server.received.map((r) => JSON.parse(r.body))).toEqual([
      { name: 'Spring', viewAs: 'user-42' },
      { firstName: 'A', viewAs: 'user-42' },
      { viewAs: 'user-42' },
    ]);
  });

  it('adds viewAs to multipart forms without touching the caller form', async () => {
    const form = new FormData();
    form.append('name', 'Banner');
    form.append('asset', new Blob(['GIF89a'], { type: 'image/gif' }), 'banner.gif');
    await http.putForm('/gam/creatives', form);
    const [req] = server.received;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toMatch(/name="viewAs"\r\n\r\nuser-42\r\n/);
    expect(req.body).toMatch(/name="asset"; filename="banner.gif"/);
    expect(form.has('viewAs')).toBe(false);
  });

  it('adds nothing when no account is viewed', async () => {
    viewAs = null;
    await http.get('/user/');
    await http.post('/gam/orders', { name: 'x' });
    expect(server.received[0].query.has('viewAs')).toBe(false);
    expect(JSON.parse(server.received[1].body)).toEqual({ name: 'x' });
  });

  it('says which viewed account the API refused (a revoked grant), and still fails the call', async () => {
    const refused = vi.fn();
    const stop = onViewAsRefused(refused);
    server.handler = (_req, res) =>
      json(res, 403, {
        error: { code: 'VIEW_AS_NOT_ALLOWED', message: 'Not allowed to view as this account' },
      });
    await expect(http.get('/gam/orders')).rejects.toMatchObject({ status: 403, code: 'VIEW_AS_NOT_ALLOWED' });
    await expect(http.post('/gam/orders', { name: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(refused.mock.calls).toEqual([
      ['user-42', 'VIEW_AS_NOT_ALLOWED'],
      ['user-42', 'VIEW_AS_NOT_ALLOWED'],
    ]);
    // Staff suspended the viewed account (issue 28): view-as ends too, and the listener is told why.
    server.handler = (_req, res) =>
      json(res, 403, { error: { code: 'VIEW_AS_ACCOUNT_SUSPENDED', message: 'This account is suspended' } });
    await expect(http.get('/gam/orders')).rejects.toMatchObject({ code: 'VIEW_AS_ACCOUNT_SUSPENDED' });
    expect(refused).toHaveBeenLastCalledWith('user-42', 'VIEW_AS_ACCOUNT_SUSPENDED');
    refused.mockClear();
    stop();
    await expect(http.get('/gam/orders')).rejects.toBeInstanceOf(ApiError);
    expect(refused).not.toHaveBeenCalled();
  });

  it('leaves view-as alone on any other 403, and on a refusal of a call made without viewAs', async () => {
    const refused = vi.fn();
    const stop = onViewAsRefused(refused);
    server.handler = (_req, res) => json(res, 403, { error: { code: 'FORBIDDEN', message: 'Forbidden' } });
    await expect(http.get('/user/list')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    viewAs = null;
    server.handler = (_req, res) => json(res, 403, { error: { code: 'VIEW_AS_NOT_ALLOWED', message: 'No' } });
    await expect(http.get('/gam/orders')).rejects.toMatchObject({ code: 'VIEW_AS_NOT_ALLOWED' });
    expect(refused).not.toHaveBeenCalled();
    stop();
  });
});

describe('errors (spec §8)', () => {
  it('reads the wire shape {error: {code, message, fields}}', async () => {
    server.handler = (_req, res) =>
      json(res, 400, {
        error: {
          code: 'InvalidParameterException',
          message: 'Invalid input',
          fields: { destinationUrl: ['bad url'] },
        },
      });
    await expect(http.postForm('/gam/creatives', new FormData())).rejects.toMatchObject({
      status: 400,
      code: 'InvalidParameterException',
      message: 'Invalid input',
      fields: { destinationUrl: ['bad url'] },
    });
  });

  it('reads a code at the top level, numeric tokenisation codes included', async () => {
    server.handler = (_req, res) => json(res, 402, { code: 943, message: 'invalid card' });
    await expect(http.post('/payment/paymentMethod', {})).rejects.toMatchObject({
      status: 402,
      code: '943',
      fields: {},
    });
  });

  it('derives a code from the status when the answer has none', async () => {
    server.handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    };
    await expect(http.post('/gam/orders', {})).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('gives NETWORK_ERROR when nothing answers', async () => {
    const gone = await startTestServer();
    await gone.close();
    setUp({ baseUrl: gone.baseUrl });
    const error = await http.get('/user/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
