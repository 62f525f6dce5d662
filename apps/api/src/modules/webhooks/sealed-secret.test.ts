import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWebhookSignature } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser } from '../../test/factories.ts';
import { webhookEndpoints } from './tables.ts';
import { enqueueWebhookEvent } from './events.ts';

/**
 * Webhook secrets at rest (issue 32 §6): with SECOND_FACTOR_KEY set, the database holds the endpoint's secret sealed
 * (a copy of the database alone cannot sign a forged event), and deliveries are still signed with the secret the
 * account was shown; an endpoint stored before sealing (a bare `whsec_…`) keeps being signed with it.
 */
const received: Array<{ signature: string; body: string }> = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ signature: String(req.headers['webhook-signature']), body });
    res.end('ok');
  });
});
let url = '';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    SECOND_FACTOR_KEY: randomBytes(32).toString('base64'),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function signedWith(secret: string, got: { signature: string; body: string }): boolean {
  const parsed = parseWebhookSignature(got.signature);
  const expected = createHmac('sha256', secret).update(`${parsed!.timestamp}.${got.body}`).digest('hex');
  return parsed!.signatures.includes(expected);
}

async function deliverOneTo(ownerId: number) {
  received.length = 0;
  await t.app.database.db.transaction((tx) =>
    enqueueWebhookEvent(
      tx,
      { accountId: ownerId, type: 'invoice.paid', data: { invoiceId: 1 } },
      t.app.clock.now(),
    ),
  );
  await t.app.jobs.runDue();
  expect(received).toHaveLength(1);
  return received[0]!;
}

describe('a webhook endpoint’s secret at rest', () => {
  it('is sealed in the database and still signs deliveries with the secret shown once', async () => {
    const user = await registerUser(t);
    const made = await call(t, 'POST', '/api/v2/webhooks/endpoints', {
      token: user.token,
      body: { url, events: ['invoice.paid'] },
    });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;
    const [row] = await t.app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.body.id));
    expect(row!.secret.startsWith('v1:')).toBe(true);
    expect(row!.secret).not.toContain(secret.slice(6));
    const got = await deliverOneTo(Number(user.user.user_id));
    expect(signedWith(secret, got)).toBe(true);
  });

  it('keeps signing with a bare secret stored before sealing', async () => {
    const user = await registerUser(t);
    const made = await call(t, 'POST', '/api/v2/webhooks/endpoints', {
      token: user.token,
      body: { url, events: ['invoice.paid'] },
    });
    const legacy = 'whsec_' + randomBytes(32).toString('base64url');
    await t.app.database.db
      .update(webhookEndpoints)
      .set({ secret: legacy })
      .where(eq(webhookEndpoints.id, made.body.id));
    const got = await deliverOneTo(Number(user.user.user_id));
    expect(signedWith(legacy, got)).toBe(true);
  });
});
