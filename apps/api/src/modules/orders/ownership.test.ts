import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createLineItem,
  createOrder,
  lineItemBody,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { findOwnedLineItem, findOwnedOrder } from './ownership.ts';

let t: TestApp;
let owner: RegisteredUser;
let other: RegisteredUser;
let orderId: number;
let lineItemId: number;
let otherOrderId: number;
let otherLineItemId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  other = await registerUser(t);
  orderId = await createOrder(t, owner, { name: 'À moi' });
  lineItemId = await createLineItem(t, owner, orderId);
  otherOrderId = await createOrder(t, other, { name: 'À l’autre' });
  otherLineItemId = await createLineItem(t, other, otherOrderId);
});
afterAll(async () => t.close());

describe('ownership: another account gets 404 on every id', () => {
  const calls: [string, () => [string, string, unknown?]][] = [
    ['GET /gam/orders/{id}', () => ['GET', `/api/v2/gam/orders/${orderId}`]],
    ['PUT /gam/orders/{id}', () => ['PUT', `/api/v2/gam/orders/${orderId}`, { name: 'Volé', notes: '' }]],
    ['POST /gam/orders/{id}/duplicate', () => ['POST', `/api/v2/gam/orders/${orderId}/duplicate`]],
    [
      'POST /gam/orders/{id}/submit-for-approval',
      () => ['POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, { force: true }],
    ],
    ['POST /gam/line-items', () => ['POST', '/api/v2/gam/line-items', lineItemBody(t, orderId)]],
    [
      'PUT /gam/line-items',
      () => ['PUT', '/api/v2/gam/line-items', lineItemBody(t, orderId, { lineItemId })],
    ],
    ['PUT /gam/line-items/pause', () => ['PUT', '/api/v2/gam/line-items/pause', { orderId, lineItemId }]],
    ['PUT /gam/line-items/resume', () => ['PUT', '/api/v2/gam/line-items/resume', { orderId, lineItemId }]],
  ];

  it.each(calls)('%s', async (_name, request) => {
    const [method, path, body] = request();
    const res = await call(t, method, path, { token: other.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it("leaves the owner's order as it was", async () => {
    const order = (await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: owner.token })).body;
    expect(order).toMatchObject({ cleanName: 'À moi', status: 'DRAFT', units: 50_000 });
    expect(order.lineItems).toHaveLength(1);
    const list = await call(t, 'GET', '/api/v2/gam/orders', { token: other.token });
    expect(list.body[1].map((o: { id: number }) => o.id)).toEqual([otherOrderId]);
  });

  it("refuses the caller's own order with another account's line item, and a line item of another order", async () => {
    const mixed = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: other.token,
      body: lineItemBody(t, otherOrderId, { lineItemId }),
    });
    expect(mixed.status).toBe(404);
    const secondOrder = await createOrder(t, owner);
    const elsewhere = await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
      token: owner.token,
      body: { orderId: secondOrder, lineItemId },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('findOwnedOrder and findOwnedLineItem answer the rows with the ad server ids, or NOT_FOUND', async () => {
    const db = t.app.database.db;
    const ownerId = Number(owner.user.user_id);
    const otherId = Number(other.user.user_id);
    await expect(findOwnedOrder(db, ownerId, orderId)).resolves.toMatchObject({ id: orderId, ownerId });
    await expect(findOwnedLineItem(db, ownerId, orderId, lineItemId)).resolves.toMatchObject({
      id: lineItemId,
      orderId,
      ownerId,
    });
    await expect(findOwnedOrder(db, otherId, orderId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    await expect(findOwnedLineItem(db, otherId, orderId, lineItemId)).rejects.toMatchObject({ status: 404 });
    await expect(findOwnedLineItem(db, ownerId, orderId, otherLineItemId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(findOwnedOrder(db, ownerId, 0)).rejects.toMatchObject({ status: 404 });
  });
});
