import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createLineItem,
  createOrder,
  DAY,
  loginUser,
  registerUser,
  type Json,
} from '../../test/factories.ts';
import { attachApprovedCreative } from '../../test/factories.ts';
import { decide, intoFlight, liveCampaign, ONTARIO, type Live } from '../../test/ads.ts';

/**
 * "Why isn't my ad serving?" (issue 31): GET /gam/orders/{id}/diagnosis answers, for each line item, the reasons it
 * does not deliver now, judged by the rules serving applies; a line item with none is served, as a decision shows.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ GEO_HEADER: 'X-Geo-Region', REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
});
afterEach(async () => {
  await t.close();
});

/** The diagnosis as the advertiser reads it (signed in again: the clock may have moved past the token's expiry). */
async function diagnosis(user: { email: string; password: string }, orderId: number): Promise<Json> {
  const { token } = await loginUser(t, user.email, user.password);
  const res = await call(t, 'GET', `/api/v2/gam/orders/${orderId}/diagnosis`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const reasonsOf = async (live: Live) => (await diagnosis(live.user, live.orderId)).lineItems[0];

describe('GET /gam/orders/{id}/diagnosis', () => {
  it('finds nothing stopping a line item that serves, and the decision serves it', async () => {
    const live = await liveCampaign(t);
    intoFlight(t);
    expect(await reasonsOf(live)).toMatchObject({ lineItemId: live.lineItemId, serving: true, reasons: [] });
    const { slots } = await decide(t, '300x250', { region: 'CA-QC' });
    expect(slots[0]?.lineItemId).toBe(live.lineItemId);
  });

  it('says a paused line item is paused, by its advertiser, and serving agrees', async () => {
    const live = await liveCampaign(t);
    intoFlight(t);
    const paused = await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
      token: (await loginUser(t, live.user.email, live.user.password)).token,
      body: { lineItemId: live.lineItemId, orderId: live.orderId },
    });
    expect(paused.status).toBe(200);
    expect(await reasonsOf(live)).toMatchObject({
      serving: false,
      status: 'PAUSED',
      reasons: [{ code: 'PAUSED_BY_ADVERTISER' }],
    });
    expect((await decide(t, '300x250')).slots[0]).toBeNull();
  });

  it('says a line item outside its dates has not started, then has ended', async () => {
    const live = await liveCampaign(t, { overrides: { units: 1000 } });
    const before = await reasonsOf(live);
    expect(before.serving).toBe(false);
    expect(before.reasons).toEqual([
      { code: 'NOT_STARTED', params: { start: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
    ]);
    expect((await decide(t, '300x250')).slots[0]).toBeNull();
    // Past the end of its 30-day flight.
    t.clock.advance(32 * DAY);
    const after = await reasonsOf(live);
    expect(after.reasons.map((r: Json) => r.code)).toContain('FLIGHT_ENDED');
    expect(after.serving).toBe(false);
  });

  it('names the size that has no creative, and says a draft is not submitted', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId, {
      creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
    });
    await attachApprovedCreative(t, user, orderId, lineItemId, { width: 300, height: 250 });
    const found = await diagnosis(user, orderId);
    expect(found.lineItems).toHaveLength(1);
    // Its flight starts tomorrow, too.
    expect(found.lineItems[0].reasons).toEqual([
      { code: 'NOT_SUBMITTED', params: {} },
      { code: 'NOT_STARTED', params: { start: expect.any(String) } },
      { code: 'NO_CREATIVE_FOR_SIZE', params: { size: '728x90' } },
    ]);
  });

  it('says when the targeting matches none of the visitors seen (a city where only the province is known)', async () => {
    const toronto = {
      id: 9124127,
      type: 'CITY',
      canonicalParentId: ONTARIO.id,
      countryCode: 'CA',
      regionId: 'CA-ON',
      name: 'Toronto',
    };
    const live = await liveCampaign(t, {
      overrides: {
        targeting: {
          geoTargeting: { targetedLocations: [toronto], excludedLocations: [] },
          customTargeting: [],
        },
      },
    });
    intoFlight(t);
    // Visitors on its size, located by province only (no city header): none can be in Toronto.
    for (const region of ['CA-ON', 'CA-QC']) {
      expect((await decide(t, '300x250', { region })).slots[0]).toBeNull();
    }
    expect(await reasonsOf(live)).toMatchObject({
      serving: false,
      reasons: [{ code: 'NO_MATCHING_VISITORS' }],
    });
  });

  it("answers 404 for another account's order and for an id that is not one", async () => {
    const live = await liveCampaign(t);
    const other = await registerUser(t);
    const theirs = await call(t, 'GET', `/api/v2/gam/orders/${live.orderId}/diagnosis`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(String(live.lineItemId));
    for (const id of ['abc', '0', '-1', '99999999999999999999']) {
      const res = await call(t, 'GET', `/api/v2/gam/orders/${id}/diagnosis`, { token: live.user.token });
      expect(res.status, id).toBe(404);
    }
  });
});
