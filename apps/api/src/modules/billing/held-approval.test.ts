import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { users } from '../../platform/db/schema.ts';
import { chargeDeps, chargeDueInvoices } from './charge.ts';
import { runBilling } from './run.ts';

/**
 * A campaign approved while its account is held (issue 14, spec §8): submitted before the account's invoice
 * defaulted, approved by staff after, it does not deliver until the invoice is paid: its line item is paused for
 * PAYMENT at the approval, not at the next billing job, and resumes with the others when a good card pays.
 */

let t: TestApp;
let staff: RegisteredUser;
let live: Live;
let pending: { orderId: number; lineItemId: number };

const orderOf = async (orderId: number) =>
  (await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: live.user.token })).body;
const approve = (orderId: number) =>
  call(t, 'POST', `/api/v2/review/orders/${orderId}/approve`, { token: staff.token, body: {} });

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'false', MIN_ORDER_VALUE: '0' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  staff = await registerUser(t, { firstName: 'Sam', lastName: 'Réviseur' });
  await t.app.database.db
    .update(users)
    .set({ role: 'Admin' })
    .where(eq(users.id, Number(staff.user.user_id)));

  // A delivering campaign, approved by staff.
  live = await liveCampaign(t, { approve: false, overrides: { units: 100_000 } });
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${live.orderId}/submit-for-approval`, {
    token: live.user.token,
    body: { force: true },
  });
  expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });
  expect((await approve(live.orderId)).status).toBe(200);

  // A second campaign, submitted while the account is in good standing: it waits for review.
  const orderId = await createOrder(t, live.user, { name: 'En attente' });
  const lineItemId = await createLineItem(t, live.user, orderId, { units: 10_000 });
  await attachApprovedCreative(t, live.user, orderId, lineItemId);
  const second = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: live.user.token,
    body: { force: true },
  });
  expect(second.body).toEqual({ status: 'PENDING_APPROVAL' });
  pending = { orderId, lineItemId };

  // The month's delivery is billed to a card that declines: the invoice defaults and the account is held.
  await addCardOnFile(t, live.user.token, { pan: SANDBOX_TEST_CARDS.declinedAtCharge });
  const db = t.app.database.db;
  await db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '2026-11-12', 5000, 0)`,
  );
  await db.execute(
    `update adserver_line_items set impressions_delivered = 5000 where id = ${live.lineItemId}`,
  );
  await runBilling({ db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' }, '2026-11');
  expect(await chargeDueInvoices(chargeDeps(t.app))).toEqual({ paid: 0, defaulted: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe('a campaign approved while its account has a defaulted invoice', () => {
  it('is paused for PAYMENT as soon as it is approved', async () => {
    expect((await orderOf(live.orderId)).lineItems[0]).toMatchObject({
      status: 'PAUSED',
      pauseReason: 'PAYMENT',
    });
    const approved = await approve(pending.orderId);
    expect(approved.status).toBe(200);
    const order = await orderOf(pending.orderId);
    expect(order.lineItems[0]).toMatchObject({ status: 'PAUSED', pauseReason: 'PAYMENT' });
    // Not by hand: the advertiser cannot resume it while the invoice is unpaid.
    const resumed = await call(t, 'PUT', '/api/v2/gam/line-items/resume', {
      token: live.user.token,
      body: pending,
    });
    expect(resumed.status).toBe(400);
    expect(resumed.body.error.code).toBe('CREDIT_STATUS_UNACCEPTABLE');
  });

  it('delivers once a good card pays the invoice, with the account’s other campaign', async () => {
    await addCardOnFile(t, live.user.token, { pan: SANDBOX_TEST_CARDS.approves });
    expect((await orderOf(pending.orderId)).lineItems[0]).toMatchObject({
      status: 'READY',
      pauseReason: null,
    });
    expect((await orderOf(live.orderId)).lineItems[0]).toMatchObject({ status: 'READY', pauseReason: null });
  });
});
