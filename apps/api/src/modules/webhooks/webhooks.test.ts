import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseWebhookSignature } from '@portal/domain';
import { createTestApp, createTwoProcesses, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { liveCampaign } from '../../test/ads.ts';
import { chargeDeps } from '../billing/index.ts';
import { chargeDueInvoices } from '../billing/charge.ts';
import { runBilling } from '../billing/run.ts';
import { users } from '../../platform/db/schema.ts';
import { webhookEndpoints } from './tables.ts';

/**
 * Signed webhooks (issue 32 §6), against a real receiver on 127.0.0.1 (WEBHOOK_ALLOW_LOOPBACK): an approval and a
 * disapproval are delivered signed t=…,v1=<HMAC-SHA256 of "t.body">; a 500 is retried with backoff under the same
 * event id; private addresses are refused at registration and at delivery.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

class Receiver {
  received: Received[] = [];
  /** Statuses answered in turn, then 200. */
  answers: number[] = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body });
      res.statusCode = this.answers.shift() ?? 200;
      res.end('ok');
    });
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let staff: RegisteredUser;
const receiver = new Receiver();
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  await receiver.start();
  staff = await registerUser(t);
  await t.app.database.db
    .update(users)
    .set({ role: 'editor' })
    .where(eq(users.id, Number(staff.user.user_id)));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  receiver.received = [];
  receiver.answers = [];
});

async function register(user: RegisteredUser, body: Record<string, unknown>) {
  return call(t, 'POST', '/api/v2/webhooks/endpoints', { token: user.token, body });
}

async function submittedOrder(user: RegisteredUser) {
  await addCardOnFile(t, user.token);
  const orderId = await createOrder(t, user, { name: 'Campagne signée' });
  const lineItemId = await createLineItem(t, user, orderId);
  await attachApprovedCreative(t, user, orderId, lineItemId);
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: user.token,
    body: { force: false },
  });
  expect(submitted.status).toBe(200);
  return orderId;
}

function verify(secret: string, received: Received) {
  const parsed = parseWebhookSignature(String(received.headers['webhook-signature']));
  expect(parsed).not.toBeNull();
  const expected = createHmac('sha256', secret).update(`${parsed!.timestamp}.${received.body}`).digest('hex');
  return parsed!.signatures.includes(expected);
}

describe('registering endpoints', () => {
  it('answers the secret once, lists the endpoint without it, and deletes it', async () => {
    const user = await registerUser(t);
    const created = await register(user, { url: receiver.url, events: ['order.approved', 'invoice.paid'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await call(t, 'GET', '/api/v2/webhooks/endpoints', { token: user.token });
    expect(list.body).toEqual([
      {
        id: created.body.id,
        url: receiver.url,
        description: '',
        events: ['order.approved', 'invoice.paid'],
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    const other = await registerUser(t);
    expect(
      (await call(t, 'DELETE', `/api/v2/webhooks/endpoints/${created.body.id}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t, 'GET', `/api/v2/webhooks/endpoints/${created.body.id}/deliveries`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/v2/webhooks/endpoints/${created.body.id}`, { token: user.token }))
        .status,
    ).toBe(204);
    expect((await call(t, 'GET', '/api/v2/webhooks/endpoints', { token: user.token })).body).toEqual([]);
    // In the account's trail, with the address and events, never the secret.
    const trail = await call(t, 'GET', '/api/v2/audit?pageSize=100', { token: user.token });
    const ops = trail.body.items.filter((e: { objectType: string }) => e.objectType === 'webhookEndpoint');
    expect(ops.map((e: { operation: string }) => e.operation).sort()).toEqual([
      'webhookEndpoint.create',
      'webhookEndpoint.delete',
    ]);
    expect(JSON.stringify(trail.body)).toContain(receiver.url);
    expect(JSON.stringify(trail.body)).not.toContain(created.body.secret);
  });

  it('refuses private, link-local and non-HTTPS URLs with a code (400), and unknown events', async () => {
    const user = await registerUser(t);
    for (const [url, code] of [
      ['https://10.0.0.8/hooks', 'WEBHOOK_URL_PRIVATE_ADDRESS'],
      ['https://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_PRIVATE_ADDRESS'],
      ['https://[fd00::1]/hooks', 'WEBHOOK_URL_PRIVATE_ADDRESS'],
      ['ftp://hooks.example.com/', 'WEBHOOK_URL_NOT_HTTPS'],
      ['pas une adresse', 'WEBHOOK_URL_INVALID'],
    ]) {
      const res = await register(user, { url, events: ['order.approved'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code, url).toBe(code);
    }
    const unknown = await register(user, { url: receiver.url, events: ['order.created'] });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['events.0']);
    expect((await call(t, 'GET', '/api/v2/webhooks/endpoints', { token: user.token })).body).toEqual([]);
  });
});

describe('ids in paths', () => {
  it('answers 404 NOT_FOUND to ids that are not positive int4 decimals, never a 500', async () => {
    const user = await registerUser(t);
    const { body: endpoint } = await register(user, { url: receiver.url, events: ['invoice.paid'] });
    for (const bad of ['2147483648', '0', '1e3', '-1', 'abc', '99999999999999999999999']) {
      for (const [method, path] of [
        ['DELETE', `/webhooks/endpoints/${bad}`],
        ['GET', `/webhooks/endpoints/${bad}/deliveries`],
        ['POST', `/webhooks/endpoints/${bad}/deliveries/1/redeliver`],
        ['POST', `/webhooks/endpoints/${endpoint.id}/deliveries/${bad}/redeliver`],
      ] as const) {
        const res = await call(t, method, `/api/v2${path}`, { token: user.token });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
    const page = await call(t, 'GET', `/api/v2/webhooks/endpoints/${endpoint.id}/deliveries?limit=101`, {
      token: user.token,
    });
    expect(page.status).toBe(400);
  });
});

describe('delivering events', () => {
  it('delivers an approval signed with the endpoint’s secret, once the queue runs', async () => {
    const user = await registerUser(t);
    const { body: endpoint } = await register(user, { url: receiver.url, events: ['order.approved'] });
    const orderId = await submittedOrder(user);
    expect(
      (await call(t, 'POST', `/api/v2/review/orders/${orderId}/approve`, { token: staff.token })).status,
    ).toBe(200);
    expect(receiver.received).toHaveLength(0);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(verify(endpoint.secret, got!)).toBe(true);
    expect(verify('whsec_another', got!)).toBe(false);
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({
      type: 'order.approved',
      data: { orderId, name: 'Campagne signée', status: 'APPROVED' },
    });
    expect(body.id).toMatch(/^evt_/);
    expect(got!.headers['webhook-id']).toBe(body.id);
    const log = await call(t, 'GET', `/api/v2/webhooks/endpoints/${endpoint.id}/deliveries`, {
      token: user.token,
    });
    expect(log.body).toEqual([
      expect.objectContaining({
        eventId: body.id,
        eventType: 'order.approved',
        status: 'succeeded',
        attempts: 1,
      }),
    ]);
  });

  it('sends a disapproval with its reason, and nothing to an endpoint not listening to it', async () => {
    const user = await registerUser(t);
    const { body: listening } = await register(user, { url: receiver.url, events: ['order.disapproved'] });
    await register(user, { url: `${receiver.url}/approvals`, events: ['order.approved'] });
    const orderId = await submittedOrder(user);
    const res = await call(t, 'POST', `/api/v2/review/orders/${orderId}/disapprove`, {
      token: staff.token,
      body: { reason: 'Visuel illisible' },
    });
    expect(res.status).toBe(200);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    expect(verify(listening.secret, receiver.received[0]!)).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'order.disapproved',
      data: { orderId, reason: 'Visuel illisible', status: 'DISAPPROVED' },
    });
  });

  it('retries after a 500 with backoff, under the same event id; redeliver sends it again', async () => {
    const user = await registerUser(t);
    const { body: endpoint } = await register(user, { url: receiver.url, events: ['order.approved'] });
    const orderId = await submittedOrder(user);
    receiver.answers = [500];
    await call(t, 'POST', `/api/v2/review/orders/${orderId}/approve`, { token: staff.token });
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const log = () =>
      call(t, 'GET', `/api/v2/webhooks/endpoints/${endpoint.id}/deliveries`, { token: user.token });
    expect((await log()).body[0]).toMatchObject({ status: 'retrying', attempts: 1, lastStatusCode: 500 });
    // Not before the backoff is over.
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    t.clock.advance(31_000);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received.map((r) => JSON.parse(r.body));
    expect(second.id).toBe(first.id);
    expect(verify(endpoint.secret, receiver.received[1]!)).toBe(true);
    const delivered = (await log()).body[0];
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 200 });

    const again = await call(
      t,
      'POST',
      `/api/v2/webhooks/endpoints/${endpoint.id}/deliveries/${delivered.id}/redeliver`,
      { token: user.token },
    );
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ eventId: first.id, redeliveryOf: delivered.id, status: 'pending' });
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(3);
    expect(JSON.parse(receiver.received[2]!.body).id).toBe(first.id);
    expect((await log()).body.map((d: { status: string }) => d.status)).toEqual(['succeeded', 'succeeded']);
    const stranger = await registerUser(t);
    const theirs = await call(
      t,
      'POST',
      `/api/v2/webhooks/endpoints/${endpoint.id}/deliveries/${delivered.id}/redeliver`,
      { token: stranger.token },
    );
    expect(theirs.status).toBe(404);
  });
});

describe('without the loopback setting', () => {
  it('refuses a loopback endpoint and plain http, and a delivery whose host turned private is not sent', async () => {
    const strict = await createTestApp();
    try {
      const user = await registerUser(strict);
      for (const url of [receiver.url, 'https://127.0.0.1/hooks', 'https://localhost/hooks']) {
        const res = await call(strict, 'POST', '/api/v2/webhooks/endpoints', {
          token: user.token,
          body: { url, events: ['order.approved'] },
        });
        expect(res.status, url).toBe(400);
        expect(['WEBHOOK_URL_NOT_HTTPS', 'WEBHOOK_URL_PRIVATE_ADDRESS']).toContain(res.body.error.code);
      }
      expect((await call(strict, 'GET', '/api/v2/webhooks/endpoints', { token: user.token })).body).toEqual(
        [],
      );

      // A host that resolved to a public address at registration and to a private one now (DNS rebinding): the
      // address is judged again as the delivery connects, and nothing is sent.
      const [endpoint] = await strict.app.database.db
        .insert(webhookEndpoints)
        .values({
          ownerId: Number(user.user.user_id),
          url: receiver.url.replace('127.0.0.1', 'localhost'),
          events: ['order.approved'],
          secret: 'whsec_test',
          createdAt: new Date(),
        })
        .returning();
      const reviewer = await registerUser(strict);
      await strict.app.database.db
        .update(users)
        .set({ role: 'editor' })
        .where(eq(users.id, Number(reviewer.user.user_id)));
      await addCardOnFile(strict, user.token);
      const orderId = await createOrder(strict, user);
      const lineItemId = await createLineItem(strict, user, orderId);
      await attachApprovedCreative(strict, user, orderId, lineItemId);
      await call(strict, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
        token: user.token,
        body: { force: false },
      });
      const approved = await call(strict, 'POST', `/api/v2/review/orders/${orderId}/approve`, {
        token: reviewer.token,
      });
      expect(approved.status).toBe(200);
      await strict.app.jobs.runDue();
      expect(receiver.received).toHaveLength(0);
      const log = await call(strict, 'GET', `/api/v2/webhooks/endpoints/${endpoint!.id}/deliveries`, {
        token: user.token,
      });
      expect(log.body).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
      expect(log.body[0].lastError).toMatch(/private, loopback or link-local/);
    } finally {
      await strict.close();
    }
  });
});

describe('creatives and billing events', () => {
  it('tells a creative refused with its reason', async () => {
    const user = await registerUser(t);
    const { body: endpoint } = await register(user, { url: receiver.url, events: ['creative.refused'] });
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    const creativeId = await attachApprovedCreative(t, user, orderId, lineItemId);
    const approved = await call(t, 'POST', `/api/v2/review/creatives/${creativeId}/approve`, {
      token: staff.token,
    });
    expect(approved.status).toBe(200);
    const refused = await call(t, 'POST', `/api/v2/review/creatives/${creativeId}/disapprove`, {
      token: staff.token,
      body: { reason: 'Texte trop petit' },
    });
    expect(refused.status).toBe(200);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    expect(verify(endpoint.secret, receiver.received[0]!)).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'creative.refused',
      data: { creativeId, orderId, lineItemId, reason: 'Texte trop petit' },
    });
  });

  it('tells invoices created, paid and defaulted, and line items paused for payment', async () => {
    const billing = await createTestApp({
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      REVIEW_AUTO_APPROVE: 'true',
      MIN_ORDER_VALUE: '0',
    });
    try {
      billing.clock.set(new Date('2026-11-10T15:00:00Z'));
      const events = ['invoice.created', 'invoice.paid', 'invoice.defaulted', 'line_item.paused_for_payment'];
      const paying = await liveCampaign(billing, { overrides: { units: 100_000 } });
      const defaulting = await liveCampaign(billing, {
        size: { width: 728, height: 90 },
        overrides: { units: 100_000 },
      });
      await addCardOnFile(billing, defaulting.user.token, { pan: SANDBOX_TEST_CARDS.declinedAtCharge });
      for (const live of [paying, defaulting]) {
        const made = await call(billing, 'POST', '/api/v2/webhooks/endpoints', {
          token: live.user.token,
          body: { url: receiver.url, events },
        });
        expect(made.status).toBe(201);
        await billing.app.database.db.execute(
          `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '2026-11-12', 5000, 0)`,
        );
      }
      // Approved at once at its submission (REVIEW_AUTO_APPROVE): told as after a review.
      const auto = await registerUser(billing);
      await call(billing, 'POST', '/api/v2/webhooks/endpoints', {
        token: auto.token,
        body: { url: receiver.url, events: ['order.approved'] },
      });
      await addCardOnFile(billing, auto.token);
      const autoOrder = await createOrder(billing, auto);
      await attachApprovedCreative(billing, auto, autoOrder, await createLineItem(billing, auto, autoOrder));
      const submitted = await call(billing, 'POST', `/api/v2/gam/orders/${autoOrder}/submit-for-approval`, {
        token: auto.token,
        body: { force: false },
      });
      expect(submitted.status).toBe(200);
      await runBilling(
        {
          db: billing.app.database.db,
          clock: billing.clock,
          adServer: billing.app.adServer,
          timeZone: 'America/Toronto',
        },
        '2026-11',
      );
      expect(await chargeDueInvoices(chargeDeps(billing.app))).toEqual({ paid: 1, defaulted: 1 });
      await billing.app.jobs.runDue();
      const told = receiver.received.map(
        (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
      );
      const byType = (type: string) => told.filter((e) => e.type === type);
      expect(byType('order.approved')).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ orderId: autoOrder, status: 'APPROVED' }),
        }),
      ]);
      expect(byType('invoice.created')).toHaveLength(2);
      expect(byType('invoice.paid')).toHaveLength(1);
      expect(byType('invoice.defaulted')).toHaveLength(1);
      expect(byType('line_item.paused_for_payment')).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ lineItemId: defaulting.lineItemId }) }),
      ]);
      const paidInvoice = byType('invoice.paid')[0]!.data.invoiceId;
      const payingInvoices = await call(billing, 'GET', '/api/v2/invoices', { token: paying.user.token });
      expect(payingInvoices.body[0].id).toBe(paidInvoice);
    } finally {
      await billing.close();
    }
  });
});

describe('line items completed by the ad server', () => {
  it('tells a completion once, found by the queue’s schedule', async () => {
    const user = await registerUser(t);
    const { body: endpoint } = await register(user, { url: receiver.url, events: ['line_item.completed'] });
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(0);
    // The ad server completes it by itself (its units delivered), outside any portal transaction.
    await t.app.database.db.execute(
      `update adserver_line_items set status = 'COMPLETED', updated_at = now() where id = ${lineItemId}`,
    );
    t.clock.advance(31_000);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    expect(verify(endpoint.secret, receiver.received[0]!)).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'line_item.completed',
      data: { lineItemId, orderId },
    });
    t.clock.advance(31_000);
    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two processes over one database', () => {
  it(
    'a webhook enqueued by one process is delivered by the other at once (pg_notify), not at its next poll',
    {
      timeout: 60_000,
    },
    async () => {
      // A writes and never polls; B polls every 60 s: only the announcement can make B deliver within seconds.
      const { a, b, close } = await createTwoProcesses(
        { WEBHOOK_ALLOW_LOOPBACK: 'true' },
        { JOBS_POLL_MS: '60000' },
      );
      try {
        // B's first pass (at its start) is over before the event.
        await b.app.jobs.runDue();
        const user = await registerUser(a);
        const reviewer = await registerUser(a);
        await a.app.database.db
          .update(users)
          .set({ role: 'editor' })
          .where(eq(users.id, Number(reviewer.user.user_id)));
        await call(a, 'POST', '/api/v2/webhooks/endpoints', {
          token: user.token,
          body: { url: receiver.url, events: ['order.approved'] },
        });
        await addCardOnFile(a, user.token);
        const orderId = await createOrder(a, user);
        await attachApprovedCreative(a, user, orderId, await createLineItem(a, user, orderId));
        await call(a, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
          token: user.token,
          body: { force: false },
        });
        const approvedAt = Date.now();
        expect(
          (await call(a, 'POST', `/api/v2/review/orders/${orderId}/approve`, { token: reviewer.token }))
            .status,
        ).toBe(200);
        await expect.poll(() => receiver.received.length, { timeout: 5000, interval: 20 }).toBe(1);
        expect(Date.now() - approvedAt).toBeLessThan(5000);
        expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
          type: 'order.approved',
          data: { orderId },
        });
      } finally {
        await close();
      }
    },
  );
});
