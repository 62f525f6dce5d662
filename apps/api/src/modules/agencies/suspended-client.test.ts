import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.ts';
import { decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';
import { activateAgencyRole, createAgency, createAgencyTestApp, grantAccess } from '../../test/agencies.ts';
import type { TestApp } from '../../test/app.ts';
import { setRole } from '../../test/creatives.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  loginUser,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * A suspended client and its agency (issue 28 §1): staff suspend a client, whose running line items pause; the agency
 * it granted must not keep them running (view-as answers VIEW_AS_ACCOUNT_SUSPENDED), a line item the suspension holds
 * resumes with the reactivation only, and the reactivation resumes only what the suspension paused.
 */

let t: TestApp;
let staff: RegisteredUser;
let agencyAdmin: RegisteredUser;

beforeAll(async () => {
  t = await createAgencyTestApp({ REVIEW_AUTO_APPROVE: 'true' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  staff = await registerUser(t);
  await setRole(t, staff.user.user_id, 'admin');
  agencyAdmin = await registerUser(t);
  await createAgency(t, agencyAdmin);
});
afterAll(() => t.close());

/** A new session's access token: the clock moves past the tokens' 15 minutes. */
const signIn = async (user: RegisteredUser) => (await loginUser(t, user.email, user.password)).token;

const staffCall = async (action: 'suspend' | 'reactivate', user: RegisteredUser) => {
  const res = await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/${action}`, {
    token: await signIn(staff),
    // A suspension says why (issue 31 §17).
    ...(action === 'suspend' && { body: { reason: 'Unpaid invoices' } }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** The status of a line item as the ad server holds it (the client may not be able to sign in). */
const statusOf = async (orderId: number, lineItemId: number) =>
  (await t.app.adServer.getLineItemsByOrders([orderId])).find((li) => li.id === lineItemId)!.status;

/** A second approved campaign of the same client: answers its order and line item. */
async function anotherCampaign(user: RegisteredUser): Promise<Live> {
  const orderId = await createOrder(t, user);
  const lineItemId = await createLineItem(t, user, orderId, { units: 1000 });
  await attachApprovedCreative(t, user, orderId, lineItemId);
  const res = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: user.token,
    body: { force: true },
  });
  expect(res.body).toEqual({ status: 'APPROVED' });
  return { user, orderId, lineItemId };
}

describe('an agency acting for a suspended client', () => {
  it('is refused everything with VIEW_AS_ACCOUNT_SUSPENDED, and the campaigns stay paused until reactivation', async () => {
    const client = await liveCampaign(t);
    const pausedByHand = await anotherCampaign(client.user);
    await grantAccess(t, await activateAgencyRole(t, agencyAdmin), client.user);
    intoFlight(t);
    let agency = await activateAgencyRole(t, { token: await signIn(agencyAdmin) });
    const viewAs = client.user.user.user_id;
    const ids = (live: Live) => ({ orderId: live.orderId, lineItemId: live.lineItemId, viewAs });
    // Before the suspension the agency pauses one of the client's line items by hand.
    const paused = await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
      token: agency,
      body: ids(pausedByHand),
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect((await decide(t, '300x250')).slots[0]).not.toBeNull();

    await staffCall('suspend', client.user);
    expect(await statusOf(client.orderId, client.lineItemId)).toBe('PAUSED');
    const refusals = [
      ['PUT', '/api/v2/gam/line-items/resume', ids(client)],
      ['PUT', '/api/v2/gam/line-items/resume', ids(pausedByHand)],
      ['PUT', '/api/v2/gam/line-items/pause', ids(client)],
      ['POST', '/api/v2/gam/orders', { name: 'Par l’agence', notes: '', viewAs }],
      ['POST', '/api/v2/segments/personalized_segments/', { name: 'Par l’agence', viewAs }],
      ['POST', `/api/v2/gam/orders/${client.orderId}/submit-for-approval`, { force: true, viewAs }],
      ['POST', '/api/v2/user/export', { viewAs }],
      ['GET', `/api/v2/payment/paymentMethod?viewAs=${viewAs}`, undefined],
      ['GET', `/api/v2/gam/orders?viewAs=${viewAs}`, undefined],
    ] as const;
    for (const [method, path, body] of refusals) {
      const res = await call(t, method, path, { token: agency, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code, `${method} ${path}`).toBe('VIEW_AS_ACCOUNT_SUSPENDED');
    }
    // Nothing of the client serves while staff say it is suspended.
    const detail = await call(t, 'GET', `/api/v2/admin/users/${viewAs}`, { token: await signIn(staff) });
    expect(detail.body.user.suspended).toBe(true);
    expect((await decide(t, '300x250')).slots[0]).toBeNull();
    // The agency's page says so, and offers no view-as (accountViewable).
    const clients = await call(t, 'GET', '/api/v2/agencies/clients', { token: agency });
    expect(clients.body).toMatchObject([{ user_id: viewAs, suspended: true }]);

    await staffCall('reactivate', client.user);
    expect(await statusOf(client.orderId, client.lineItemId)).toBe('READY');
    expect(await statusOf(pausedByHand.orderId, pausedByHand.lineItemId)).toBe('PAUSED');
    expect((await decide(t, '300x250')).slots[0]).not.toBeNull();
    agency = await activateAgencyRole(t, { token: await signIn(agencyAdmin) });
    expect((await call(t, 'GET', `/api/v2/gam/orders?viewAs=${viewAs}`, { token: agency })).status).toBe(200);
    const after = await call(t, 'GET', '/api/v2/agencies/clients', { token: agency });
    expect(after.body).toMatchObject([{ user_id: viewAs, suspended: false }]);
  });
});

describe('a line item held for a suspension', () => {
  it('resumes with the reactivation only, never by hand (LINE_ITEM_HELD_FOR_SUSPENSION)', async () => {
    const live = await liveCampaign(t);
    await staffCall('suspend', live.user);
    // The reactivation committed, and the portal stopped before releasing the line items: the hold still stands.
    await t.app.database.db
      .update(users)
      .set({ suspendedAt: null })
      .where(eq(users.id, Number(live.user.user.user_id)));
    const resumed = await call(t, 'PUT', '/api/v2/gam/line-items/resume', {
      token: await signIn(live.user),
      body: { orderId: live.orderId, lineItemId: live.lineItemId },
    });
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.code).toBe('LINE_ITEM_HELD_FOR_SUSPENSION');
    expect(await statusOf(live.orderId, live.lineItemId)).toBe('PAUSED');
    // Staff reactivate again: the release runs and the line item serves again.
    await staffCall('reactivate', live.user);
    expect(await statusOf(live.orderId, live.lineItemId)).toBe('READY');
  });

  it('stays paused after the reactivation when paused by hand while the hold had failed to pause it', async () => {
    const live = await liveCampaign(t);
    // A hold writes its reason before it pauses; its pause failed: the line item runs with the reason.
    await t.app.database.db.execute(
      `update portal_line_items set paused_for = 'SUSPENSION' where id = ${live.lineItemId}`,
    );
    const paused = await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
      token: live.user.token,
      body: { orderId: live.orderId, lineItemId: live.lineItemId },
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    await staffCall('suspend', live.user);
    await staffCall('reactivate', live.user);
    expect(await statusOf(live.orderId, live.lineItemId)).toBe('PAUSED');
  });
});
