import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  countedQueries,
  createLineItem,
  createOrder,
  registerUser,
  type Json,
} from '../../test/factories.ts';
import { LIST_KEPT_MS } from './kept-lists.ts';

/**
 * The order list's read path (issue 13 §2): its number of queries, counted at the database client, does not grow
 * with the number of campaigns, line items and creatives; and it pages.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type User = Awaited<ReturnType<typeof registerUser>>;

/** An advertiser with `n` campaigns of 2 line items, each with an approved creative. */
async function advertiserWithCampaigns(n: number): Promise<User> {
  const user = await registerUser(t);
  for (let i = 0; i < n; i += 1) {
    const orderId = await createOrder(t, user, { name: `Campagne ${i + 1}` });
    for (let j = 0; j < 2; j += 1) {
      const lineItemId = await createLineItem(t, user, orderId);
      await attachApprovedCreative(t, user, orderId, lineItemId);
    }
  }
  return user;
}

/** The statements of a cold read: the answer the warm-up kept (kept-lists.ts) has expired. */
const counted = (path: string, user: User) =>
  countedQueries(t, path, user.token, () => t.clock.advance(LIST_KEPT_MS));

describe('GET /gam/orders', () => {
  it('sends as many queries for 25 campaigns as for 1, line items and creatives included', async () => {
    const one = await advertiserWithCampaigns(1);
    const many = await advertiserWithCampaigns(25);

    const small = await counted('/api/v2/gam/orders', one);
    const large = await counted('/api/v2/gam/orders', many);
    expect(small.body[1]).toHaveLength(1);
    expect(large.body[1]).toHaveLength(25);
    expect(large.body[1].every((o: Json) => o.lineItems.length === 2)).toBe(true);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(10);

    const page = await counted('/api/v2/gam/orders?limit=10&offset=20', many);
    expect(page.body[0]).toEqual({ total: 25 });
    expect(page.body[1].map((o: Json) => o.cleanName)).toEqual([
      'Campagne 5',
      'Campagne 4',
      'Campagne 3',
      'Campagne 2',
      'Campagne 1',
    ]);
    expect(page.queries).toBeLessThanOrEqual(large.queries + 1);
  }, 180_000);

  it('refuses a page size over 100', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'GET', '/api/v2/gam/orders?limit=101', { token: user.token });
    expect(res.status).toBe(400);
  });
});
