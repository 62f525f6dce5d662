import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient, type PortalClient } from '@portal/client';
import { createTestApp, type TestApp } from './test/app.ts';
import { makePng } from './test/creatives.ts';

/**
 * An integrator's whole advertiser scenario (issue 32 §7), through the generated client (packages/client) only,
 * against the whole server listening on a port: an account and an API key made as a user makes them (sign-up with the
 * e-mailed code, then a key from the session), then, with the key alone: a card, an order, a line item, its
 * targeting, a creative (multipart), a webhook endpoint on a local receiver (WEBHOOK_ALLOW_LOOPBACK), the submission;
 * staff approve through the API with a key of their own; the advertiser receives `order.approved`, signed, and
 * reads the metrics and invoices. The webhook arrives by itself (the server's own job queue, polled).
 */

const ADMIN_EMAIL = 'admin.integrations@example.test';
const ADMIN_PASSWORD = 'Revue-Staff-2026';
const PASSWORD = 'Integrateur2026';

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver as an integrator writes one: it checks the signature before trusting the body. */
class Receiver {
  deliveries: Delivery[] = [];
  private waiting: Array<() => void> = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.deliveries.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
      for (const wake of this.waiting.splice(0)) wake();
    });
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/portal-events`;
  }
  /** The first delivery of an event type, waited for (the budget is 5 s on an idle portal). */
  async next(type: string, timeoutMs = 10_000): Promise<Delivery> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.deliveries.find((d) => JSON.parse(d.body).type === type);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} delivered within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The check of the Integrators page: HMAC-SHA256 of "<t>.<body>" with the endpoint's secret, in constant time. */
function signatureIsValid(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Path ids: typed as the document says (being made one type meanwhile: issue 32 §2). */
const id = (value: number) => value as never;

let t: TestApp;
const receiver = new Receiver();

beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    // The server's own queue delivers (as in production), not the test.
    JOBS_POLL_MS: '200',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  await receiver.start();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await receiver.close();
});

/** Signs in (or signs up) through the client, then makes an API key with the session: the key is all that is kept. */
async function apiKeyOf(token: string, name: string): Promise<string> {
  const session = createPortalClient({ baseUrl: t.url, apiKey: token });
  const made = await session.POST('/api/v2/user/api-keys', { body: { name, scope: 'read_write' } });
  expect(made.response.status, JSON.stringify(made.error)).toBe(201);
  expect(made.data!.key).toMatch(/^pk_live_/);
  return made.data!.key;
}

async function signUp(anonymous: PortalClient, email: string): Promise<string> {
  const pre = await anonymous.POST('/api/v2/auth/cognito/pre-register', { body: { email, resend: false } });
  expect(pre.response.status, JSON.stringify(pre.error)).toBe(200);
  const outbox = await anonymous.GET('/dev/mail.json');
  const mail = outbox.data!.find((m) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  expect(code).toBeDefined();
  const registered = await anonymous.POST('/api/v2/auth/cognito/register', {
    body: {
      email,
      password: PASSWORD,
      verificationCode: code!,
      firstName: 'Intégra',
      lastName: 'Teur',
      locale: 'en',
    },
  });
  expect(registered.response.status, JSON.stringify(registered.error)).toBe(200);
  return (registered.data as { jwtToken: string }).jwtToken;
}

describe('an integrator with an API key, through the generated client only', () => {
  it('runs the advertiser scenario and receives the approval, signed', async () => {
    const anonymous = createPortalClient({ baseUrl: t.url, language: 'en' });

    // The account and its key, as a user makes them; then nothing but the key.
    const token = await signUp(anonymous, 'integrator@example.test');
    const portal = createPortalClient({
      baseUrl: t.url,
      apiKey: await apiKeyOf(token, 'CI scripts'),
      language: 'en',
    });
    const me = await portal.GET('/api/v2/user/');
    expect(me.response.status).toBe(200);

    // Staff: the configured admin signs in, makes a key, and reviews with it.
    const login = await anonymous.POST('/api/v2/auth/cognito/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.response.status, JSON.stringify(login.error)).toBe(200);
    const staff = createPortalClient({
      baseUrl: t.url,
      apiKey: await apiKeyOf((login.data as { jwtToken: string }).jwtToken, 'Review bot'),
    });

    // A card on file: the payment page's tokenisation, then the key saves it.
    const tokenized = await anonymous.POST('/sandbox/payments/tokenize', {
      body: { profileId: 'sandbox-profile', pan: '4242424242424242', expiry: '1240', cvd: '123' },
    });
    expect(tokenized.data?.responseCode, JSON.stringify(tokenized.data)).toEqual(['001']);
    const card = await portal.POST('/api/v2/payment/paymentMethod', {
      body: { dataKey: tokenized.data!.dataKey!, holderName: 'Intégra Teur' },
    });
    expect(card.response.status, JSON.stringify(card.error)).toBe(200);

    // The webhook endpoint, on the local receiver; its secret is shown this once.
    const endpoint = await portal.POST('/api/v2/webhooks/endpoints', {
      body: { url: receiver.url, events: ['order.approved'] },
    });
    expect(endpoint.response.status, JSON.stringify(endpoint.error)).toBe(201);
    const secret = endpoint.data!.secret;

    // The order, with an Idempotency-Key: the retry answers the same order.
    const types = await portal.GET('/api/v2/gam/order-types');
    const standard = types.data!.find((type) => type.name === 'standard')!;
    const orderBody = {
      name: 'Integrator campaign',
      notes: '',
      typeId: standard.typeId,
      customFieldId: standard.customFieldId,
    };
    const headers = { 'idempotency-key': 'order-integrator-1' };
    const order = await portal.POST('/api/v2/gam/orders', { body: orderBody, headers });
    expect(order.response.status, JSON.stringify(order.error)).toBe(200);
    const orderId = order.data!.orderId;
    const retried = await portal.POST('/api/v2/gam/orders', { body: orderBody, headers });
    expect(retried.data!.orderId).toBe(orderId);

    // A line item from tomorrow for 30 days, then its targeting: Quebec, found in the geo catalogue.
    const start = Date.now() + 24 * 3600_000;
    const flight = {
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 30 * 24 * 3600_000).toISOString(),
    };
    const lineItemBody = {
      orderId,
      units: 50_000,
      unitType: 'IMPRESSIONS' as const,
      ...flight,
      frequencyCaps: [],
      creativePlaceholders: [{ size: { width: 300, height: 250 } }],
    };
    const lineItem = await portal.POST('/api/v2/gam/line-items', { body: lineItemBody });
    expect(lineItem.response.status, JSON.stringify(lineItem.error)).toBe(200);
    const lineItemId = lineItem.data!.lineItemIds[0]!;
    const regions = await portal.GET('/api/v2/targeting/region', { params: { query: { q: 'Québec' } } });
    const quebec = regions.data!.find((r) => r.regionId === 'CA-QC');
    expect(quebec, JSON.stringify(regions.data)).toBeDefined();
    const targeted = await portal.PUT('/api/v2/gam/line-items', {
      body: {
        ...lineItemBody,
        lineItemId,
        targeting: {
          geoTargeting: { targetedLocations: [quebec!], excludedLocations: [] },
          customTargeting: [],
        },
      },
    });
    expect(targeted.response.status, JSON.stringify(targeted.error)).toBe(200);

    // The creative: a multipart form with a real 300x250 PNG.
    const form = new FormData();
    form.append('orderId', String(orderId));
    form.append('lineItemId', String(lineItemId));
    form.append('name', 'Bannière 300x250');
    form.append('destinationUrl', 'https://integrator.example/landing');
    form.append('size', '300x250');
    form.append('asset', new Blob([await makePng(300, 250)], { type: 'image/png' }), 'banner.png');
    const creative = await portal.POST('/api/v2/gam/creatives', {
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    });
    expect(creative.response.status, JSON.stringify(creative.error)).toBe(201);
    const creativeId = (creative.data as { id: number }).id;

    // Staff approve the creative, the advertiser submits, staff approve the order.
    const creativeApproved = await staff.POST('/api/v2/review/creatives/{id}/approve', {
      params: { path: { id: id(creativeId) } },
    });
    expect(creativeApproved.response.status, JSON.stringify(creativeApproved.error)).toBe(200);
    const submitted = await portal.POST('/api/v2/gam/orders/{id}/submit-for-approval', {
      params: { path: { id: id(orderId) } },
      body: { force: false },
    });
    expect(submitted.response.status, JSON.stringify(submitted.error)).toBe(200);
    const approved = await staff.POST('/api/v2/review/orders/{id}/approve', {
      params: { path: { id: id(orderId) } },
    });
    expect(approved.response.status, JSON.stringify(approved.error)).toBe(200);

    // The approval arrives by itself, signed with the endpoint's secret, with an event id to de-duplicate by.
    const delivery = await receiver.next('order.approved');
    const signature = String(delivery.headers['webhook-signature']);
    expect(signatureIsValid(secret, signature, delivery.body)).toBe(true);
    expect(signatureIsValid('whsec_not-this-one', signature, delivery.body)).toBe(false);
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({ type: 'order.approved', data: { orderId, status: 'APPROVED' } });
    expect(delivery.headers['webhook-id']).toBe(event.id);

    // Reading back: the order, a page of orders, the metrics rows and the invoices.
    const read = await portal.GET('/api/v2/gam/orders/{id}', { params: { path: { id: id(orderId) } } });
    expect(read.response.status).toBe(200);
    const page = await portal.GET('/api/v2/gam/orders', { params: { query: { limit: 10 } } });
    expect(page.data).toMatchObject({ items: [expect.objectContaining({ id: orderId })], nextCursor: null });
    const today = new Date().toISOString().slice(0, 10);
    const metrics = await portal.GET('/api/v2/metric/orders', {
      params: { query: { from: today, to: today } },
    });
    expect(metrics.response.status, JSON.stringify(metrics.error)).toBe(200);
    expect(Array.isArray(metrics.data)).toBe(true);
    const invoices = await portal.GET('/api/v2/invoices', { params: { query: { limit: 10 } } });
    expect(invoices.response.status).toBe(200);
    expect(invoices.data).toEqual({ items: [], nextCursor: null });

    // The key never reads another account's order.
    const other = createPortalClient({
      baseUrl: t.url,
      apiKey: await apiKeyOf(await signUp(anonymous, 'other-integrator@example.test'), 'Other'),
    });
    const foreign = await other.GET('/api/v2/gam/orders/{id}', { params: { path: { id: id(orderId) } } });
    expect(foreign.response.status).toBe(404);
  });
});
