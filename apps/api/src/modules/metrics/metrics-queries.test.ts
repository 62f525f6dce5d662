import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  countedQueries,
  createLineItem,
  createOrder,
  registerUser,
  type Json,
} from '../../test/factories.ts';

/**
 * GET /metric/orders' read path (issue 14 Performance, as issue 13 §2 counts the order list's): its number of
 * queries, counted at the database client, does not grow with the number of campaigns and line items; a campaign's
 * line items are summed into one row a day.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type User = Awaited<ReturnType<typeof registerUser>>;

/** An advertiser with `n` campaigns of 2 line items, each line item counted on 3 days of October 2026. */
async function advertiserWithCounts(n: number): Promise<User> {
  const user = await registerUser(t);
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const orderId = await createOrder(t, user, { name: `Campagne ${i + 1}` });
    for (let j = 0; j < 2; j += 1) ids.push(await createLineItem(t, user, orderId));
  }
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks)
     select id, date '2026-10-01' + d, 1000 + d, 1 from unnest('{${ids.join(',')}}'::int[]) id,
       generate_series(0, 2) d`,
  );
  return user;
}

const counted = (path: string, user: User) => countedQueries(t, path, user.token);

describe('GET /metric/orders', () => {
  it('sends as many queries for 25 campaigns × 2 line items as for 1, one row a day and campaign', async () => {
    const one = await advertiserWithCounts(1);
    const many = await advertiserWithCounts(25);
    const path = '/api/v2/metric/orders?from=2026-10-01&to=2026-10-31';

    const small = await counted(path, one);
    const large = await counted(path, many);
    expect(small.body).toHaveLength(3);
    expect(large.body).toHaveLength(25 * 3);
    expect(large.body[0]).toMatchObject({
      date: '2026-10-03',
      orderName: 'Campagne 1',
      impressions: 2 * 1002,
      clicks: 2,
      spendCents: 601,
    });
    // Newest day first, then by name as the locale compares them ("Campagne 10" before "Campagne 2").
    expect(large.body.slice(0, 3).map((r: Json) => r.orderName)).toEqual([
      'Campagne 1',
      'Campagne 10',
      'Campagne 11',
    ]);
    expect(large.body[25].date).toBe('2026-10-02');
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(2);
  }, 120_000);
});
