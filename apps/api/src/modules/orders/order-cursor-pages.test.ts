import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, createOrder, registerUser, type RegisteredUser } from '../../test/factories.ts';

/**
 * GET /gam/orders?limit=&cursor= (issue 32 §4): pages of {items, nextCursor}, newest first, stable under inserts;
 * the spec's pair unchanged without them (the web's call) and with limit and offset.
 */

let t: TestApp;
let user: RegisteredUser;
/** The user's five orders, newest first. */
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  const made: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    made.push(await createOrder(t, user));
    t.clock.advance(1_000);
  }
  ids = made.reverse();
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, token = user.token) => call(t, 'GET', `/api/v2/gam/orders${path}`, { token });
const idsOf = (items: Array<{ id: number }>) => items.map((o) => o.id);

describe('cursor pages of orders', () => {
  it('pages newest first to the end, each order once, unmoved by an order created meanwhile', async () => {
    const first = await get('?limit=2');
    expect(first.status).toBe(200);
    expect(idsOf(first.body.items)).toEqual(ids.slice(0, 2));
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // The orders carry their line items, as the pair's do.
    expect(first.body.items[0]).toMatchObject({ id: ids[0], lineItems: [] });

    const created = await createOrder(t, user);
    const second = await get(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(idsOf(second.body.items)).toEqual(ids.slice(2, 4));
    const third = await get(`?limit=2&cursor=${second.body.nextCursor}`);
    expect(idsOf(third.body.items)).toEqual(ids.slice(4));
    expect(third.body.nextCursor).toBeNull();
    // A new first page starts with the new order.
    expect(idsOf((await get('?limit=2')).body.items)).toEqual([created, ids[0]]);
  });

  it('takes a cursor without limit (50 a page), and the archived filter', async () => {
    const first = await get('?limit=1&archived=false');
    const rest = await get(`?cursor=${first.body.nextCursor}&archived=false`);
    expect(rest.status).toBe(200);
    // The first page held the order the test before created; the rest are the five.
    expect(idsOf(rest.body.items)).toEqual(ids);
    expect(rest.body.nextCursor).toBeNull();
    expect((await get('?limit=5&archived=true')).body).toEqual({ items: [], nextCursor: null });
  });

  it('keeps the spec’s pair without limit and cursor, and with limit and offset', async () => {
    const all = await get('');
    expect(all.body[0]).toEqual({ total: 6 });
    expect(all.body[1]).toHaveLength(6);
    const paged = await get('?limit=2&offset=1');
    expect(paged.body[0]).toEqual({ total: 6 });
    expect(idsOf(paged.body[1])).toEqual(ids.slice(0, 2));
  });

  it('refuses a cursor it did not give and a limit out of 1 to 100 (400, the field named)', async () => {
    for (const query of [
      '?cursor=abc',
      '?cursor=%21%21',
      `?cursor=${'A'.repeat(300)}`,
      '?limit=0',
      '?limit=101',
    ]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('InvalidParameterException');
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([
        query.includes('cursor') ? 'cursor' : 'limit',
      ]);
    }
  });

  it('never pages another account’s orders, whatever the cursor', async () => {
    const cursor = (await get('?limit=1')).body.nextCursor as string;
    const other = await registerUser(t);
    expect((await get(`?limit=10&cursor=${cursor}`, other.token)).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
