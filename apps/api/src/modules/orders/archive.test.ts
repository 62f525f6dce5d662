import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  lineItemBody,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { png, makePng, sendForm } from '../../test/creatives.ts';
import { beacon, decide, intoFlight, liveCampaign } from '../../test/ads.ts';
import { paymentSandboxPreAuthorizations } from '../../adapters/payments/sandbox/tables.ts';

/**
 * Ending a campaign (issue 31 §6): archive any campaign (it stops serving and becomes read-only), restore an archived
 * draft, delete one that never ran; a campaign that ran stays, archived, with its figures.
 */

let t: TestApp;
beforeAll(async () => {
  // Submissions are approved at once, so that a campaign can run within the test.
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
});
afterAll(async () => t.close());

const archive = (user: { token: string }, id: number) =>
  call(t, 'POST', `/api/v2/gam/orders/${id}/archive`, { token: user.token });
const unarchive = (user: { token: string }, id: number) =>
  call(t, 'POST', `/api/v2/gam/orders/${id}/unarchive`, { token: user.token });
const remove = (user: { token: string }, id: number) =>
  call(t, 'DELETE', `/api/v2/gam/orders/${id}`, { token: user.token });
const getOrder = (user: { token: string }, id: number) =>
  call(t, 'GET', `/api/v2/gam/orders/${id}`, { token: user.token });
const listIds = async (user: { token: string }, query = '') =>
  (await call(t, 'GET', `/api/v2/gam/orders${query}`, { token: user.token })).body[1].map(
    (o: { id: number }) => o.id,
  );
const historyOf = async (user: { token: string }, orderId: number) =>
  (await call(t, 'GET', `/api/v2/audit?orderId=${orderId}`, { token: user.token })).body.items.map(
    (e: { operation: string }) => e.operation,
  );

/** A draft with one line item and an approved creative: ready to submit. */
async function draft(user: RegisteredUser, name?: string) {
  const orderId = await createOrder(t, user, name ? { name } : {});
  const lineItemId = await createLineItem(t, user, orderId);
  await attachApprovedCreative(t, user, orderId, lineItemId);
  return { orderId, lineItemId };
}

describe('POST /gam/orders/{id}/archive', () => {
  it('archives a draft: out of the live list, in the archived one, in the history', async () => {
    const user = await registerUser(t);
    const { orderId } = await draft(user);
    const res = await archive(user, orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, isArchived: true, status: 'DRAFT' });
    // The campaign keeps what it was: its goal and flight.
    expect(res.body.units).toBe(50_000);
    expect(res.body.startDateTime).not.toBeNull();
    expect(await listIds(user, '?archived=false')).toEqual([]);
    expect(await listIds(user, '?archived=true')).toEqual([orderId]);
    expect(await historyOf(user, orderId)).toContain('order.archive');
  });

  it('keeps an archived campaign read-only, each refusal with its code', async () => {
    const user = await registerUser(t);
    await addCardOnFile(t, user.token);
    const { orderId, lineItemId } = await draft(user);
    expect((await archive(user, orderId)).status).toBe(200);

    const refusals: Array<[string, () => Promise<{ status: number; body: Json }>]> = [
      ['archive again', () => archive(user, orderId)],
      [
        'rename',
        () =>
          call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
            token: user.token,
            body: { name: 'Autre nom', notes: '' },
          }),
      ],
      [
        'submit',
        () =>
          call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
            token: user.token,
            body: { force: true },
          }),
      ],
      [
        'add a line item',
        () =>
          call(t, 'POST', '/api/v2/gam/line-items', { token: user.token, body: lineItemBody(t, orderId) }),
      ],
      [
        'change a line item',
        () =>
          call(t, 'PUT', '/api/v2/gam/line-items', {
            token: user.token,
            body: { ...lineItemBody(t, orderId), lineItemId },
          }),
      ],
    ];
    // One after the other: each holds the order's claim while it runs.
    for (const [what, send] of refusals) {
      const res = await send();
      expect(res.status, what).toBe(409);
      expect(res.body.error.code, what).toBe('ORDER_ARCHIVED');
    }
    const creative = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
      token: user.token,
      values: {
        orderId,
        lineItemId,
        name: 'Nouveau',
        destinationUrl: 'https://example.test/',
        size: '300x250',
        asset: png(await makePng(300, 250)),
      },
    });
    expect(creative.status).toBe(409);
    expect(creative.body.error.code).toBe('ORDER_ARCHIVED');
    expect((await getOrder(user, orderId)).body).toMatchObject({ status: 'DRAFT', isArchived: true });
  });

  it('stops a running campaign at once, keeps its figures, and refuses to restore or delete it', async () => {
    const live = await liveCampaign(t);
    intoFlight(t);
    const { token } = await loginUser(t, live.user.email, live.user.password);
    const owner = { token };
    const served = async () => (await decide(t, '300x250')).slots.map((s) => s?.lineItemId ?? null);
    const first = (await decide(t, '300x250')).slots[0];
    expect(first?.lineItemId).toBe(live.lineItemId);
    // One impression counted: the campaign ran.
    expect((await beacon(t, first.impressionUrl)).status).toBeLessThan(400);

    const res = await archive(owner, live.orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.isArchived).toBe(true);
    // Stopped through the pause every stop takes: the line item says so, and no ad is served any more.
    expect(res.body.lineItems[0]).toMatchObject({ status: 'PAUSED', isArchived: true });
    expect(await served()).toEqual([null]);
    // Still there, read-only, with its delivery and budget.
    const kept = (await getOrder(owner, live.orderId)).body;
    expect(kept.lineItems[0].stats.impressionsDelivered).toBeGreaterThan(0);
    expect(kept.totalBudget).toBeGreaterThan(0);
    expect(await historyOf(owner, live.orderId)).toEqual(
      expect.arrayContaining(['order.archive', 'lineItem.pause']),
    );

    const restore = await unarchive(owner, live.orderId);
    expect(restore.status).toBe(409);
    expect(restore.body.error.code).toBe('ORDER_NOT_RESTORABLE');
    const del = await remove(owner, live.orderId);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('ORDER_NOT_DELETABLE');
    expect((await getOrder(owner, live.orderId)).status).toBe(200);
    expect(await served()).toEqual([null]);
  });

  it('withdraws a campaign waiting for review: its budget is released from the card', async () => {
    const user = await registerUser(t);
    await addCardOnFile(t, user.token);
    const { orderId } = await draft(user);
    // Held for review: the auto-approval is off for this one.
    const config = t.app.config as { REVIEW_AUTO_APPROVE: boolean };
    config.REVIEW_AUTO_APPROVE = false;
    try {
      const submitted = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
        token: user.token,
        body: { force: true },
      });
      expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });
    } finally {
      config.REVIEW_AUTO_APPROVE = true;
    }
    const held = () =>
      t.app.database.db
        .select()
        .from(paymentSandboxPreAuthorizations)
        .where(like(paymentSandboxPreAuthorizations.idempotencyKey, `order-${orderId}-%`));
    expect((await held()).map((p) => p.status)).toEqual(['PREAUTHORIZED']);
    expect((await archive(user, orderId)).status).toBe(200);
    expect((await held()).map((p) => p.status)).toEqual(['VOIDED']);
    // Submitted once: it is not a draft to restore.
    expect((await unarchive(user, orderId)).body.error.code).toBe('ORDER_NOT_RESTORABLE');
  });
});

describe('POST /gam/orders/{id}/unarchive', () => {
  it('restores an archived draft as it was, editable again', async () => {
    const user = await registerUser(t);
    const { orderId } = await draft(user);
    await archive(user, orderId);
    const res = await unarchive(user, orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ isArchived: false, status: 'DRAFT' });
    expect(res.body.lineItems[0].isArchived).toBe(false);
    expect(await listIds(user, '?archived=false')).toEqual([orderId]);
    const renamed = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: user.token,
      body: { name: 'De retour', notes: '' },
    });
    expect(renamed.status).toBe(200);
    expect(await historyOf(user, orderId)).toEqual(expect.arrayContaining(['order.unarchive']));
  });

  it('refuses a campaign that is not archived (ORDER_NOT_ARCHIVED)', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const res = await unarchive(user, orderId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_NOT_ARCHIVED');
  });
});

describe('DELETE /gam/orders/{id}', () => {
  it('deletes a draft that never ran: gone from the list, its name free, its entry in the history', async () => {
    const user = await registerUser(t);
    const { orderId } = await draft(user, 'Brouillon à jeter');
    const res = await remove(user, orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await getOrder(user, orderId)).status).toBe(404);
    expect(await listIds(user)).toEqual([]);
    expect((await remove(user, orderId)).status).toBe(404);
    const again = await createOrder(t, user, { name: 'Brouillon à jeter' });
    expect(again).not.toBe(orderId);
    const entries = await call(t, 'GET', '/api/v2/audit?objectType=order', { token: user.token });
    const deleted = entries.body.items.find(
      (e: { operation: string; objectId: string }) =>
        e.operation === 'order.delete' && e.objectId === String(orderId),
    );
    expect(deleted?.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: 'Brouillon à jeter', after: null }]),
    );
  });

  it('deletes an archived draft too', async () => {
    const user = await registerUser(t);
    const { orderId } = await draft(user);
    await archive(user, orderId);
    expect((await remove(user, orderId)).status).toBe(204);
    expect(await listIds(user, '?archived=true')).toEqual([]);
  });

  it('refuses an approved campaign that has not delivered yet (ORDER_NOT_DELETABLE)', async () => {
    const live = await liveCampaign(t);
    const res = await remove(live.user, live.orderId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_NOT_DELETABLE');
    expect((await getOrder(live.user, live.orderId)).body.status).toBe('APPROVED');
  });
});

describe("another account's campaign", () => {
  it('answers 404 to archive, restore and delete, and changes nothing', async () => {
    const [owner, other] = [await registerUser(t), await registerUser(t)];
    const { orderId } = await draft(owner);
    const archived = (await draft(owner)).orderId;
    await archive(owner, archived);
    for (const res of [
      await archive(other, orderId),
      await remove(other, orderId),
      await unarchive(other, archived),
      await remove(other, archived),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await getOrder(owner, orderId)).body.isArchived).toBe(false);
    expect((await getOrder(owner, archived)).body.isArchived).toBe(true);
  });
});
