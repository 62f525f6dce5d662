import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';

/** GET /metric/orders (issue 14) over HTTP: the caller's daily rows per campaign, JSON or CSV, and its range rule. */

let t: TestApp;
let mine: Live;
let second: Live;
let other: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  mine = await liveCampaign(t);
  other = await registerUser(t, { locale: 'en' });
  second = await liveCampaign(t, { size: { width: 728, height: 90 } });
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values
      (${mine.lineItemId}, '2026-11-01', 1000, 10),
      (${mine.lineItemId}, '2026-11-02', 2500, 5),
      (${second.lineItemId}, '2026-11-02', 99, 1),
      (${mine.lineItemId}, '2026-12-01', 7, 0)`,
  );
});
afterAll(async () => {
  await t?.close();
});

const metrics = (query: string, user: { token: string } = mine.user, headers: Record<string, string> = {}) =>
  call(t, 'GET', `/api/v2/metric/orders?${query}`, { token: user.token, headers });

describe('GET /metric/orders', () => {
  it('answers daily rows of the range, newest first, with CTR, spend at 3 $ CPM and conversions', async () => {
    const res = await metrics('from=2026-11-01&to=2026-11-30');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        date: '2026-11-02',
        orderId: mine.orderId,
        orderName: expect.any(String),
        impressions: 2500,
        clicks: 5,
        ctr: 0.002,
        spendCents: 750,
        conversions: 0,
      },
      expect.objectContaining({
        date: '2026-11-01',
        impressions: 1000,
        clicks: 10,
        ctr: 0.01,
        spendCents: 300,
      }),
    ]);
  });

  it("filters by campaign, and another account's campaign or metrics have none of its rows", async () => {
    const own = await metrics(`from=2026-11-01&to=2026-12-31&orderId=${mine.orderId}`);
    expect(own.body.map((r: { date: string }) => r.date)).toEqual(['2026-12-01', '2026-11-02', '2026-11-01']);
    expect(
      (await metrics(`from=2026-11-01&to=2026-12-31&orderId=${mine.orderId}`, second.user)).body,
    ).toEqual([]);
    const theirs = await metrics('from=2026-11-01&to=2026-12-31', second.user);
    expect(theirs.body).toEqual([expect.objectContaining({ orderId: second.orderId, impressions: 99 })]);
    expect((await metrics('from=2026-11-01&to=2026-12-31', other)).body).toEqual([]);
  });

  it('answers CSV with a header in the requested language', async () => {
    const fr = await metrics('from=2026-11-01&to=2026-11-30&format=csv', mine.user, { language: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = String(fr.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Numéro de campagne,Campagne,Impressions,Clics,Taux de clics (%),Dépenses ($),Conversions',
    );
    expect(lines[1]).toMatch(new RegExp(`^2026-11-02,${mine.orderId},.+,2500,5,0\\.20,7\\.50,0$`));
    const en = await metrics('from=2026-11-01&to=2026-11-30&format=csv&lang=en');
    expect(String(en.body).split('\r\n')[0]).toBe(
      'Date,Campaign ID,Campaign,Impressions,Clicks,CTR (%),Spend ($),Conversions',
    );
  });

  it('refuses a range over 366 days or inverted with INVALID_DATES, and a bad date', async () => {
    expect((await metrics('from=2028-01-01&to=2028-12-31')).status).toBe(200);
    const long = await metrics('from=2026-01-01&to=2027-01-02', mine.user, { language: 'en' });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({
      code: 'INVALID_DATES',
      fields: { to: ['366 days at most'] },
    });
    const inverted = await metrics('from=2026-11-05&to=2026-11-04');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.code).toBe('INVALID_DATES');
    expect((await metrics('from=2026-13-01&to=2026-11-04')).status).toBe(400);
    expect((await call(t, 'GET', '/api/v2/metric/orders?from=2026-11-01&to=2026-11-02')).status).toBe(401);
  });
});
