import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';
import { call, loginUser, type Json, type RegisteredUser } from '../../test/factories.ts';

/**
 * Attributed conversions in the metrics (issues 14 and 15) over HTTP: a visitor sees and clicks an advertiser's ad,
 * then hits that advertiser's conversion pixel; GET /metric/orders answers that day's row of the campaign with the
 * conversion, in JSON and in the CSV's Conversions column (fr and en), and another advertiser's rows have none of it.
 */

let t: TestApp;
let mine: Live;
let theirs: Live;
let day: string;

const fresh = async (u: RegisteredUser) => (u.token = (await loginUser(t, u.email, u.password)).token);

const metrics = async (u: RegisteredUser, query: string, headers: Record<string, string> = {}) =>
  call(t, 'GET', `/api/v2/metric/orders?${query}`, { token: await fresh(u), headers });

/** The visitor's browser fetching a beacon of a decision (they name PUBLIC_URL; the test server listens elsewhere). */
const asVisitor = (url: string, vid: string) =>
  fetch(url.replace(/^https?:\/\/[^/]+/, t.url), { headers: { cookie: `vid=${vid}` }, redirect: 'manual' });

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  mine = await liveCampaign(t);
  theirs = await liveCampaign(t, { size: { width: 728, height: 90 } });
  const created = await call(t, 'POST', '/api/v2/conversions/', {
    token: await fresh(mine.user),
    body: { name: 'Achats', type: 'page_views', impressionsLookbackDays: 7, clicksLookbackDays: 7 },
  });
  expect(created.status).toBe(200);
  const pixel = (
    await call(t, 'GET', `/api/v2/conversions/${created.body.activityGroupId}`, { token: mine.user.token })
  ).body;

  intoFlight(t);
  // The advertisers' calendar day (America/Toronto), the day the counts are kept under.
  day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(t.clock.now()));
  // One visitor is shown both advertisers' ads, clicks mine, then converts on my site.
  const { slots, vid } = await decide(t, '300x250,728x90');
  expect(slots.map((s: Json) => s?.lineItemId)).toEqual([mine.lineItemId, theirs.lineItemId]);
  for (const slot of slots) expect((await asVisitor(slot.impressionUrl, vid!)).status).toBe(200);
  expect((await asVisitor(slots[0].clickUrl, vid!)).status).toBe(302);
  const cv = /\/ads\/v1\/cv\/[\w-]+/.exec(pixel.tag)![0];
  const hit = await fetch(`${t.url}${cv}`, { headers: { cookie: `vid=${vid}` } });
  expect([hit.status, hit.headers.get('content-type')]).toEqual([200, 'image/gif']);
});
afterAll(async () => {
  await t?.close();
});

describe('an attributed conversion in GET /metric/orders', () => {
  it("answers that day's row of the campaign with 1 conversion", async () => {
    const res = await metrics(mine.user, `from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        date: day,
        orderId: mine.orderId,
        orderName: expect.any(String),
        impressions: 1,
        clicks: 1,
        ctr: 1,
        spendCents: 0,
        conversions: 1,
      },
    ]);
  });

  it('carries it in the CSV’s Conversions column, with French and English column names', async () => {
    const fr = await metrics(mine.user, `from=${day}&to=${day}&format=csv`, { language: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [frHeader, frRow, ...frRest] = String(fr.body).trim().split('\r\n');
    expect(frRest).toEqual([]);
    expect(frHeader).toBe(
      'Date,Numéro de campagne,Campagne,Impressions,Clics,Taux de clics (%),Dépenses ($),Conversions',
    );
    expect(frRow).toMatch(new RegExp(`^${day},${mine.orderId},.+,1,1,100\\.00,0\\.00,1$`));

    const en = await metrics(mine.user, `from=${day}&to=${day}&format=csv&lang=en`);
    const [enHeader, enRow] = String(en.body).trim().split('\r\n');
    expect(enHeader).toBe('Date,Campaign ID,Campaign,Impressions,Clicks,CTR (%),Spend ($),Conversions');
    const columns = enHeader!.split(',');
    const cells = enRow!.split(',');
    // Counted from the end: the campaign's name could hold a comma.
    expect(cells.at(columns.indexOf('Conversions') - columns.length)).toBe('1');
    expect(cells[0]).toBe(day);
  });

  it('shows none of it in the other advertiser’s metrics, though their ad was shown to the same visitor', async () => {
    const res = await metrics(theirs.user, `from=${day}&to=${day}`);
    expect(res.body).toEqual([
      expect.objectContaining({ date: day, orderId: theirs.orderId, impressions: 1, conversions: 0 }),
    ]);
    const csv = await metrics(theirs.user, `from=${day}&to=${day}&format=csv&lang=en`);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${day},${theirs.orderId},.+,0$`));
    expect((await metrics(theirs.user, `from=${day}&to=${day}&orderId=${mine.orderId}`)).body).toEqual([]);
  });
});
