import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { calendarDate } from '@portal/domain';
import { call, loginUser, registerUser, type Json } from '../../test/factories.ts';
import { decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';

/**
 * Reporting breakdowns (issue 31): GET /metric/breakdown by campaign, line item, creative, size and region, with
 * reach (distinct visitors) and average frequency, as JSON and as CSV.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ GEO_HEADER: 'X-Geo-Region', REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
});
afterEach(async () => {
  await t.close();
});

/** A visitor (vid cookie) in a region sees an ad: the decision, then its impression beacon with the cookie. */
async function seen(vid: string, region: string): Promise<number> {
  const { slots } = await decide(t, '300x250', { region, vid });
  const slot = slots[0];
  expect(slot).not.toBeNull();
  const res = await fetch(slot.impressionUrl.replace(/^https?:\/\/[^/]+/, t.url), {
    headers: { cookie: `vid=${vid}` },
  });
  expect(res.status).toBe(200);
  return slot.lineItemId;
}

/** Today in the platform time zone (the counts' days). */
const today = () => calendarDate(t.clock.now(), 'America/Toronto');

async function breakdown(live: Live, query: string): Promise<{ status: number; body: Json; text?: string }> {
  const { token } = await loginUser(t, live.user.email, live.user.password);
  const day = today();
  return call(t, 'GET', `/api/v2/metric/breakdown?from=${day}&to=${day}&${query}`, { token });
}

describe('GET /metric/breakdown', () => {
  let live: Live;
  beforeEach(async () => {
    live = await liveCampaign(t);
    intoFlight(t);
    // Visitor A, in Québec, sees the ad twice; visitor B, in Ontario, once.
    const [a, b] = [randomUUID(), randomUUID()];
    await seen(a, 'CA-QC');
    await seen(a, 'CA-QC');
    await seen(b, 'CA-ON');
  });

  it('counts a visitor seen twice once in the reach, and the frequency as impressions per visitor', async () => {
    const { status, body } = await breakdown(live, 'by=campaign');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ key: String(live.orderId), impressions: 3, reach: 2, frequency: 1.5 }),
    ]);
    const byLineItem = await breakdown(live, `by=lineItem&orderId=${live.orderId}`);
    expect(byLineItem.body).toEqual([
      expect.objectContaining({ key: String(live.lineItemId), impressions: 3, reach: 2, frequency: 1.5 }),
    ]);
    const bySize = await breakdown(live, 'by=size');
    expect(bySize.body).toEqual([expect.objectContaining({ key: '300x250', label: '300x250', reach: 2 })]);
    const byCreative = await breakdown(live, 'by=creative');
    expect(byCreative.body).toEqual([
      expect.objectContaining({ label: 'Créatif 300x250', impressions: 3, reach: 2 }),
    ]);
  });

  it('breaks down by the region the visitors were in, named in the language', async () => {
    const { body } = await breakdown(live, 'by=region&lang=en');
    expect(body).toEqual([
      expect.objectContaining({ key: 'CA-QC', label: 'Quebec', impressions: 2, reach: 1, frequency: 2 }),
      expect.objectContaining({ key: 'CA-ON', label: 'Ontario', impressions: 1, reach: 1, frequency: 1 }),
    ]);
  });

  it('writes the breakdown as CSV with the headers of the language', async () => {
    const { token } = await loginUser(t, live.user.email, live.user.password);
    const day = today();
    const res = await fetch(
      `${t.url}/api/v2/metric/breakdown?from=${day}&to=${day}&by=region&format=csv&lang=fr`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Région,Campagne,Impressions,Clics,Taux de clics (%),Portée (visiteurs),Fréquence moyenne',
    );
    expect(lines[1]).toBe('Québec,,2,0,0.00,1,2.00');
  });

  it("shows nothing of another account's delivery, and refuses a bad range or dimension", async () => {
    const other = await registerUser(t);
    const day = today();
    const theirs = await call(
      t,
      'GET',
      `/api/v2/metric/breakdown?from=${day}&to=${day}&by=campaign&orderId=${live.orderId}`,
      { token: other.token },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    const inverted = await breakdown(live, 'by=campaign&from=2026-12-31');
    expect(inverted.status).toBe(400);
    const unknown = await breakdown(live, 'by=city');
    expect(unknown.status).toBe(400);
  });
});
