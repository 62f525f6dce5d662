import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  loginUser,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * The only card cannot go while campaigns rely on it (issue 31 §4): while a campaign is pending approval, ready or
 * delivering, DELETE /payment/paymentMethod is refused (PAYMENT_METHOD_IN_USE: replace the card instead) and the
 * card stays; confirmed with pauseCampaigns=true, the card goes and those campaigns pause for payment at once — no
 * ad serves without a card, none resumes by hand, one approved later is held too — until a new card resumes them.
 */

const PATH = '/api/v2/payment/paymentMethod';

let t: TestApp;
let staff: RegisteredUser;
let live: Live;
let pending: { orderId: number; lineItemId: number };
let draftOrderId: number;
let liveName: string;

const token = async () => (await loginUser(t, live.user.email, live.user.password)).token;
const lineItemOf = async (orderId: number) =>
  (await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: await token() })).body.lineItems[0];
const served = async () =>
  (await decide(t, '300x250')).slots.map((s: { lineItemId: number } | null) => s?.lineItemId ?? null);
/** Staff's decision, signed in afresh (the clock moves past access tokens' expiry). */
const approve = async (orderId: number) =>
  call(t, 'POST', `/api/v2/review/orders/${orderId}/approve`, {
    token: (await loginUser(t, staff.email, staff.password)).token,
    body: {},
  });

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'false', MIN_ORDER_VALUE: '0' });
  staff = await registerUser(t, { firstName: 'Sam', lastName: 'Réviseur' });
  await t.app.database.db
    .update(users)
    .set({ role: 'Admin' })
    .where(eq(users.id, Number(staff.user.user_id)));

  // Approved by staff: READY, delivering once in flight.
  live = await liveCampaign(t, { approve: false, overrides: { units: 100_000 } });
  await call(t, 'POST', `/api/v2/gam/orders/${live.orderId}/submit-for-approval`, {
    token: live.user.token,
    body: { force: true },
  });
  expect((await approve(live.orderId)).status).toBe(200);
  // As the advertiser typed it (the list's cleanName).
  liveName = (await call(t, 'GET', `/api/v2/gam/orders/${live.orderId}`, { token: live.user.token })).body
    .cleanName;

  // Submitted, waiting for review.
  const orderId = await createOrder(t, live.user, { name: 'Soldes d’automne' });
  const lineItemId = await createLineItem(t, live.user, orderId, { units: 10_000 });
  await attachApprovedCreative(t, live.user, orderId, lineItemId);
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: live.user.token,
    body: { force: true },
  });
  expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });
  pending = { orderId, lineItemId };

  // A draft relies on nothing.
  draftOrderId = await createOrder(t, live.user, { name: 'Brouillon' });
  await createLineItem(t, live.user, draftOrderId, { units: 10_000 });
  intoFlight(t);
});
afterAll(async () => {
  await t?.close();
});

describe('deleting the card while campaigns rely on it (issue 31 §4)', () => {
  it('is refused with PAYMENT_METHOD_IN_USE naming the pending and running campaigns; the card stays and ads serve', async () => {
    expect(await served()).toEqual([live.lineItemId]);
    for (const query of ['', '?pauseCampaigns=false']) {
      const res = await call(t, 'DELETE', `${PATH}${query}`, { token: await token() });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('PAYMENT_METHOD_IN_USE');
      expect(res.body.error.message).toContain(liveName);
      expect(res.body.error.message).toContain('Soldes d’automne');
      expect(res.body.error.message).not.toContain('Brouillon');
    }
    const card = await call(t, 'GET', PATH, { token: await token() });
    expect(card.body).toMatchObject({ last4: '4242' });
    expect(await served()).toEqual([live.lineItemId]);
    expect(await lineItemOf(live.orderId)).toMatchObject({ status: 'READY', pauseReason: null });
  });

  it('refuses a malformed confirmation as bad input, never a 500, and keeps the card', async () => {
    const res = await call(t, 'DELETE', `${PATH}?pauseCampaigns=yes`, { token: await token() });
    expect(res.status).toBe(400);
    expect((await call(t, 'GET', PATH, { token: await token() })).body).toMatchObject({ last4: '4242' });
  });

  it('confirmed, removes the card and pauses the running campaign for payment at once: no ad serves', async () => {
    const res = await call(t, 'DELETE', `${PATH}?pauseCampaigns=true`, { token: await token() });
    expect(res.status).toBe(204);
    expect((await call(t, 'GET', PATH, { token: await token() })).body).toBe('');
    expect(await lineItemOf(live.orderId)).toMatchObject({ status: 'PAUSED', pauseReason: 'PAYMENT' });
    expect(await served()).toEqual([null]);
  });

  it('lets no campaign resume by hand without a card', async () => {
    const resumed = await call(t, 'PUT', '/api/v2/gam/line-items/resume', {
      token: await token(),
      body: { orderId: live.orderId, lineItemId: live.lineItemId },
    });
    expect(resumed.status).toBe(400);
    expect(resumed.body.error.code).toBe('CREDIT_STATUS_UNACCEPTABLE');
  });

  it('holds a pending campaign approved without a card, paused for payment', async () => {
    expect((await approve(pending.orderId)).status).toBe(200);
    expect(await lineItemOf(pending.orderId)).toMatchObject({ status: 'PAUSED', pauseReason: 'PAYMENT' });
    expect(await served()).toEqual([null]);
  });

  it('resumes both once a new card is saved, and they serve again', async () => {
    await addCardOnFile(t, await token());
    expect(await lineItemOf(live.orderId)).toMatchObject({ pauseReason: null });
    expect(await lineItemOf(pending.orderId)).toMatchObject({ pauseReason: null });
    expect((await lineItemOf(live.orderId)).status).toBe('READY');
    expect((await lineItemOf(pending.orderId)).status).toBe('READY');
    expect((await served())[0]).not.toBeNull();
  });

  it('deletes at once when only drafts and paused campaigns remain', async () => {
    const other = await registerUser(t);
    await addCardOnFile(t, other.token);
    const orderId = await createOrder(t, other, { name: 'Idée' });
    await createLineItem(t, other, orderId, { units: 10_000 });
    const res = await call(t, 'DELETE', PATH, { token: other.token });
    expect(res.status).toBe(204);
  });
});

describe('a line item paused by its advertiser, with no card', () => {
  it('does not resume by hand: NoCreditCartException', async () => {
    const owner = await liveCampaign(t, { approve: false });
    await call(t, 'POST', `/api/v2/gam/orders/${owner.orderId}/submit-for-approval`, {
      token: owner.user.token,
      body: { force: true },
    });
    expect((await approve(owner.orderId)).status).toBe(200);
    const ids = { orderId: owner.orderId, lineItemId: owner.lineItemId };
    const session = (await loginUser(t, owner.user.email, owner.user.password)).token;
    expect((await call(t, 'PUT', '/api/v2/gam/line-items/pause', { token: session, body: ids })).status).toBe(
      200,
    );
    // Paused by hand: the campaign no longer relies on the card, which goes without confirmation.
    expect((await call(t, 'DELETE', PATH, { token: session })).status).toBe(204);
    const resumed = await call(t, 'PUT', '/api/v2/gam/line-items/resume', { token: session, body: ids });
    expect(resumed.status).toBe(400);
    expect(resumed.body.error.code).toBe('NoCreditCartException');
  });
});
