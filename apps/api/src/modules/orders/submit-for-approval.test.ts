import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { TAvailabilityForecast } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  flightDates,
  lineItemBody,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { paymentSandboxPreAuthorizations } from '../../adapters/payments/sandbox/tables.ts';
import { users } from '../../platform/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const submit = (app: TestApp, user: RegisteredUser, orderId: number, body: unknown = { force: false }) =>
  call(app, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, { token: user.token, body });
const getOrder = (app: TestApp, user: RegisteredUser, id: number) =>
  call(app, 'GET', `/api/v2/gam/orders/${id}`, { token: user.token });

/** The processor's pre-authorisations of an order (the sandbox's own table). */
const preAuthorizationsOf = (app: TestApp, orderId: number) =>
  app.app.database.db
    .select()
    .from(paymentSandboxPreAuthorizations)
    .where(like(paymentSandboxPreAuthorizations.idempotencyKey, `order-${orderId}-%`));

/** An advertiser with an order ready for approval: one line item, its creative approved, and (unless told) a card. */
async function readyOrder(
  app: TestApp,
  opts: { card?: string | null; units?: number; startInDays?: number } = {},
) {
  const user = await registerUser(app);
  if (opts.card !== null)
    await addCardOnFile(app, user.token, { pan: opts.card ?? SANDBOX_TEST_CARDS.approves });
  const orderId = await createOrder(app, user);
  const lineItemId = await createLineItem(app, user, orderId, {
    units: opts.units ?? 50_000,
    ...flightDates(app, { startInDays: opts.startInDays ?? 1 }),
  });
  await attachApprovedCreative(app, user, orderId, lineItemId);
  return { user, orderId, lineItemId };
}

describe('GET /gam/companies/credit-status', () => {
  it("answers the caller's company credit status", async () => {
    const user = await registerUser(t);
    const res = await call(t, 'GET', '/api/v2/gam/companies/credit-status', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ creditStatus: 'ACTIVE' });
    await t.app.database.db
      .update(users)
      .set({ creditStatus: 'CREDIT_STOP' })
      .where(eq(users.id, Number(user.user.user_id)));
    const after = await call(t, 'GET', '/api/v2/gam/companies/credit-status', { token: user.token });
    expect(after.body).toEqual({ creditStatus: 'CREDIT_STOP' });
  });
});

describe('POST /gam/orders/{id}/submit-for-approval', () => {
  it('submits the order and all its line items, pre-authorising the budget once', async () => {
    const { user, orderId } = await readyOrder(t, { units: 60_000 });
    const res = await submit(t, user, orderId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'PENDING_APPROVAL' });
    const order = (await getOrder(t, user, orderId)).body;
    expect(order.status).toBe('PENDING_APPROVAL');
    expect(order.lineItems.map((li: { status: string }) => li.status)).toEqual(['PENDING_APPROVAL']);
    const held = await preAuthorizationsOf(t, orderId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ amountCents: 18_000, status: 'PREAUTHORIZED' });

    // A repeat answers the same status and holds nothing more.
    const again = await submit(t, user, orderId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'PENDING_APPROVAL' });
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(1);
  });

  it('pre-authorises once when two submissions arrive together', async () => {
    const { user, orderId } = await readyOrder(t);
    const answers = await Promise.all([submit(t, user, orderId), submit(t, user, orderId)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toEqual({ status: 'PENDING_APPROVAL' });
      else expect(answer.body.error.code).toBe('ORDER_IN_PROCESS');
    }
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(1);
    expect((await getOrder(t, user, orderId)).body.status).toBe('PENDING_APPROVAL');
  });

  it('answers ORDER_IN_PROCESS to a submission arriving while another holds the card', async () => {
    const { user, orderId } = await readyOrder(t);
    const gateway = t.app.paymentGateway;
    const original = gateway.preAuthorize.bind(gateway);
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    gateway.preAuthorize = async (...args) => {
      entered();
      await slow;
      return original(...args);
    };
    try {
      const first = submit(t, user, orderId);
      await inside;
      const second = await submit(t, user, orderId);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('ORDER_IN_PROCESS');
      release();
      expect((await first).body).toEqual({ status: 'PENDING_APPROVAL' });
    } finally {
      gateway.preAuthorize = original;
      release();
    }
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(1);
  });

  it('accepts a body without force (force defaults to false)', async () => {
    const { user, orderId } = await readyOrder(t);
    const res = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
  });

  it('refuses an order without approved creatives for every size (ORDER_NOT_READY_FOR_APPROVAL)', async () => {
    const user = await registerUser(t);
    const userId = Number(user.user.user_id);
    await addCardOnFile(t, user.token);
    const orderId = await createOrder(t, user);
    const none = await submit(t, user, orderId);
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('ORDER_NOT_READY_FOR_APPROVAL');

    const lineItemId = await createLineItem(t, user, orderId, {
      creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
    });
    await attachApprovedCreative(t, user, orderId, lineItemId, { width: 300, height: 250 });
    // A creative still in review does not count.
    const inReview = await t.app.adServer.createCreative({
      kind: 'IMAGE',
      advertiserId: userId,
      name: 'Bannière',
      destinationUrl: 'https://example.test/',
      size: { width: 728, height: 90 },
      asset: { fileName: 'b.png', url: '/creatives/b.png' },
    });
    await t.app.adServer.createAssociations([{ lineItemId, creativeId: inReview.id }]);
    const partly = await submit(t, user, orderId);
    expect(partly.body.error.code).toBe('ORDER_NOT_READY_FOR_APPROVAL');

    await t.app.adServer.setCreativeApprobation(inReview.id, 'APPROVED');
    expect((await submit(t, user, orderId)).status).toBe(200);
  });

  it('refuses without a card on file (NoCreditCartException), holding nothing', async () => {
    const { user, orderId } = await readyOrder(t, { card: null });
    const res = await submit(t, user, orderId);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('NoCreditCartException');
    expect((await getOrder(t, user, orderId)).body.status).toBe('DRAFT');
  });

  it('refuses when the credit status is not acceptable (CREDIT_STATUS_UNACCEPTABLE)', async () => {
    const { user, orderId } = await readyOrder(t);
    await t.app.database.db
      .update(users)
      .set({ creditStatus: 'ON_HOLD' })
      .where(eq(users.id, Number(user.user.user_id)));
    const res = await submit(t, user, orderId);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CREDIT_STATUS_UNACCEPTABLE');
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(0);
  });

  it('refuses a declined pre-authorisation (BadPreAuthException), then submits with a new card', async () => {
    const { user, orderId } = await readyOrder(t, { card: SANDBOX_TEST_CARDS.declinedAtPreAuthorisation });
    const res = await submit(t, user, orderId);
    expect(res.body.error.code).toBe('BadPreAuthException');
    expect((await getOrder(t, user, orderId)).body.status).toBe('DRAFT');
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(0);

    await addCardOnFile(t, user.token, { pan: SANDBOX_TEST_CARDS.approves });
    expect((await submit(t, user, orderId)).body).toEqual({ status: 'PENDING_APPROVAL' });
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(1);
  });

  it('refuses an archived order (ORDER_ARCHIVED)', async () => {
    const { user, orderId } = await readyOrder(t);
    await t.app.adServer.performOrderAction(orderId, 'ARCHIVE');
    const res = await submit(t, user, orderId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_ARCHIVED');
  });

  it('answers NOT_ENOUGH_INVENTORY without changing anything, and submits anyway with force', async () => {
    const { user, orderId } = await readyOrder(t);
    const ads = t.app.adServer;
    const original = ads.getAvailability;
    ads.getAvailability = async (spec): Promise<TAvailabilityForecast> => ({
      availableUnits: Math.floor(spec.units / 2),
      matchedUnits: spec.units,
    });
    try {
      const refused = await submit(t, user, orderId, { force: false });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('NOT_ENOUGH_INVENTORY');
      expect((await getOrder(t, user, orderId)).body.status).toBe('DRAFT');
      expect(await preAuthorizationsOf(t, orderId)).toHaveLength(0);

      const forced = await submit(t, user, orderId, { force: true });
      expect(forced.body).toEqual({ status: 'PENDING_APPROVAL' });
      expect(await preAuthorizationsOf(t, orderId)).toHaveLength(1);
    } finally {
      ads.getAvailability = original;
    }
  });

  it('leaves the order DRAFT when the ad server fails, and a retry reuses the budget held', async () => {
    const { user, orderId } = await readyOrder(t);
    const ads = t.app.adServer;
    const original = ads.performOrderAction;
    ads.performOrderAction = async () => {
      throw new Error('ad server down');
    };
    try {
      expect((await submit(t, user, orderId)).status).toBe(500);
    } finally {
      ads.performOrderAction = original;
    }
    expect((await getOrder(t, user, orderId)).body.status).toBe('DRAFT');
    // The retry reuses the budget already held.
    expect((await submit(t, user, orderId)).body).toEqual({ status: 'PENDING_APPROVAL' });
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(1);
  });

  it('refuses changes while pending approval (ORDER_NOT_EDITABLE)', async () => {
    const { user, orderId, lineItemId } = await readyOrder(t);
    await submit(t, user, orderId);
    const put = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(t, orderId, { lineItemId, units: 90_000 }),
    });
    expect(put.status).toBe(409);
    expect(put.body.error.code).toBe('ORDER_NOT_EDITABLE');
    const post = await call(t, 'POST', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(t, orderId),
    });
    expect(post.body.error.code).toBe('ORDER_NOT_EDITABLE');
    const rename = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: user.token,
      body: { name: 'Autre nom', notes: '' },
    });
    expect(rename.body.error.code).toBe('ORDER_NOT_EDITABLE');
  });
});

describe("raising an approved campaign's budget (issue 12 item 13)", () => {
  const put = (user: RegisteredUser, orderId: number, lineItemId: number, units: number) =>
    call(t, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(t, orderId, { lineItemId, units }),
    });

  it('pre-authorises the new amount once, before the change is written; a decline changes nothing', async () => {
    const { user, orderId, lineItemId } = await readyOrder(t, { units: 60_000 });
    expect((await submit(t, user, orderId)).status).toBe(200);
    await t.app.adServer.performOrderAction(orderId, 'APPROVE');

    const raised = await put(user, orderId, lineItemId, 80_000);
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ totalBudget: 24_000, preAuthorizedAmount: 24_000 });
    expect((await preAuthorizationsOf(t, orderId)).map((p) => p.amountCents).sort()).toEqual([
      18_000, 24_000,
    ]);
    // The same change again holds nothing more; neither does a lower budget than the one held.
    const again = await put(user, orderId, lineItemId, 80_000);
    expect(again.body.preAuthorizedAmount).toBeUndefined();
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(2);

    await addCardOnFile(t, user.token, { pan: SANDBOX_TEST_CARDS.declinedAtPreAuthorisation });
    const declined = await put(user, orderId, lineItemId, 100_000);
    expect(declined.body.error.code).toBe('BadPreAuthException');
    expect((await getOrder(t, user, orderId)).body.lineItems[0].units).toBe(80_000);
  });

  it('holds nothing on a draft: submission does', async () => {
    const { user, orderId, lineItemId } = await readyOrder(t, { units: 60_000 });
    const res = await put(user, orderId, lineItemId, 80_000);
    expect(res.status).toBe(200);
    expect(res.body.preAuthorizedAmount).toBeUndefined();
    expect(await preAuthorizationsOf(t, orderId)).toHaveLength(0);
  });
});

describe('with REVIEW_AUTO_APPROVE', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ REVIEW_AUTO_APPROVE: 'true' });
  });
  afterAll(async () => demo.close());

  const pause = (user: RegisteredUser, body: unknown, path: 'pause' | 'resume' = 'pause') =>
    call(demo, 'PUT', `/api/v2/gam/line-items/${path}`, { token: user.token, body });

  it('approves at submission: order APPROVED, line items READY', async () => {
    const { user, orderId } = await readyOrder(demo);
    expect((await submit(demo, user, orderId)).body).toEqual({ status: 'APPROVED' });
    const order = (await getOrder(demo, user, orderId)).body;
    expect(order.status).toBe('APPROVED');
    expect(order.lineItems[0].status).toBe('READY');
  });

  it('pauses a ready line item (PAUSED) and resumes it (READY)', async () => {
    const { user, orderId, lineItemId } = await readyOrder(demo);
    // A DRAFT line item cannot be paused.
    const early = await pause(user, { orderId, lineItemId });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('ORDER_NOT_EDITABLE');

    await submit(demo, user, orderId);
    const paused = await pause(user, { orderId, lineItemId });
    expect(paused.status).toBe(200);
    expect(paused.body.lineItems[0].status).toBe('PAUSED');
    expect(paused.body.status).toBe('PAUSED');
    const twice = await pause(user, { orderId, lineItemId });
    expect(twice.status).toBe(409);

    const resumed = await pause(user, { orderId, lineItemId }, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body.lineItems[0].status).toBe('READY');
    expect((await getOrder(demo, user, orderId)).body.status).toBe('APPROVED');
    const again = await pause(user, { orderId, lineItemId }, 'resume');
    expect(again.status).toBe(409);
  });

  it('refuses to move the start of a started line item (LINE_ITEM_STARTED) but accepts a later end', async () => {
    const { user, orderId, lineItemId } = await readyOrder(demo, { startInDays: 0 });
    await submit(demo, user, orderId);
    const order = (await getOrder(demo, user, orderId)).body;
    const { startDateTime, endDateTime } = order.lineItems[0];
    const moved = await call(demo, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(demo, orderId, {
        lineItemId,
        ...flightDates(demo, { startInDays: 2 }),
      }),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('LINE_ITEM_STARTED');

    // Later in the day, the start (00:00 today) is in the past: it may stay as it is.
    demo.clock.advance(60_000);
    const longer = await call(demo, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(demo, orderId, {
        lineItemId,
        startDateTime,
        endDateTime: new Date(Date.parse(endDateTime) + 86_400_000).toISOString(),
      }),
    });
    expect(longer.status).toBe(200);
    expect(longer.body.lineItems[0].startDateTime).toBe(startDateTime);
  });
});
