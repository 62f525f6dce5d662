import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  DAY,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { ONTARIO, QUEBEC } from '../../test/ads.ts';

/**
 * POST /gam/forecast (issues 4 and 5): the wizard's live forecast of a line item being edited, over real HTTP on
 * the embedded ad server's forecast; the request volume it reads is recorded by real decisions (/ads/v1/decide).
 */

const geo = (targeted: object[], excluded: object[] = []) => ({
  geoTargeting: { targetedLocations: targeted, excludedLocations: excluded },
  customTargeting: [],
});

/** A flight of exactly `days` days from 00:00 tomorrow (platform time zone), as saving a line item makes it. */
function flight(t: TestApp, days = 10) {
  const start = startOfDay(new Date(t.clock.now().getTime() + DAY), t.app.config.TIMEZONE);
  const end = new Date(Date.parse(start) + days * DAY).toISOString();
  return { startDateTime: start, endDateTime: end };
}

function forecastBody(t: TestApp, orderId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderId,
    units: 15,
    ...flight(t),
    frequencyCaps: [],
    creativePlaceholders: [{ size: { width: 300, height: 250 } }],
    ...overrides,
  };
}

const forecast = (t: TestApp, user: { token: string } | null, body: unknown) =>
  call(t, 'POST', '/api/v2/gam/forecast', { token: user?.token, body });

/**
 * `count` decisions asked for 300x250 by visitors of a region, spread evenly over the `days` days before today
 * (the clock moves a day at a time, and is back at today after): the request volume of the last 28 days.
 */
async function recordRequests(t: TestApp, count: number, region: string, days = 1) {
  t.clock.advance(-days * DAY);
  for (let day = 0; day < days; day += 1) {
    t.clock.advance(DAY);
    await recordRequestsToday(t, Math.round(count / days), region);
  }
}

async function recordRequestsToday(t: TestApp, count: number, region: string) {
  for (let sent = 0; sent < count; sent += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - sent) }, async () => {
        const res = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, {
          headers: { 'x-geo-region': region },
        });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }),
    );
  }
}

describe('POST /gam/forecast: access and refusals', () => {
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let orderId: number;
  let lineItemId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
    orderId = await createOrder(t, alice);
    lineItemId = await createLineItem(t, alice, orderId);
  });
  afterAll(() => t.close());

  it('says a fresh install cannot estimate yet (no request recorded), answering the units asked', async () => {
    const res = await forecast(t, alice, forecastBody(t, orderId, { units: 120_000 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      availableUnits: 120_000,
      requestedUnits: 120_000,
      estimable: false,
      narrowedByTargeting: false,
    });
  });

  it('does not refuse a submission with NOT_ENOUGH_INVENTORY on a history too short to estimate', async () => {
    await recordRequests(t, 8, 'CA-QC');
    const res = await forecast(t, alice, forecastBody(t, orderId, { units: 60_000 }));
    expect(res.body).toMatchObject({ estimable: false, availableUnits: 60_000 });
    await addCardOnFile(t, alice.token);
    const fresh = await createOrder(t, alice);
    const li = await createLineItem(t, alice, fresh, { units: 60_000, ...flight(t) });
    await attachApprovedCreative(t, alice, fresh, li);
    const submitted = await call(t, 'POST', `/api/v2/gam/orders/${fresh}/submit-for-approval`, {
      token: alice.token,
      body: { force: false },
    });
    expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });
  });

  it('is refused without a session (401)', async () => {
    expect((await forecast(t, null, forecastBody(t, orderId))).status).toBe(401);
  });

  it("answers 404 for another account's order, or its line item under one's own order", async () => {
    const own = await createOrder(t, bob);
    const theirs = await forecast(t, bob, forecastBody(t, orderId));
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('NOT_FOUND');
    const theirLineItem = await forecast(t, bob, forecastBody(t, own, { lineItemId }));
    expect(theirLineItem.status).toBe(404);
    expect((await forecast(t, bob, forecastBody(t, own))).status).toBe(200);
  });

  it('answers 404 for a line item of another order of the same account', async () => {
    const other = await createOrder(t, alice);
    expect((await forecast(t, alice, forecastBody(t, other, { lineItemId }))).status).toBe(404);
    expect((await forecast(t, alice, forecastBody(t, orderId, { lineItemId }))).status).toBe(200);
  });

  it('refuses a flight ending before it starts, no units and no format (400)', async () => {
    const { startDateTime } = flight(t);
    const backwards = await forecast(t, alice, forecastBody(t, orderId, { endDateTime: startDateTime }));
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.error.fields)).toEqual(['endDateTime']);
    const empty = await forecast(t, alice, forecastBody(t, orderId, { units: 0, creativePlaceholders: [] }));
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['creativePlaceholders', 'units']);
  });

  it('refuses a location the geo catalogue does not have (400)', async () => {
    const res = await forecast(
      t,
      alice,
      forecastBody(t, orderId, { targeting: geo([{ ...QUEBEC, id: 99_999_999 }]) }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['targeting.geoTargeting.targetedLocations.0']);
  });
});

describe('POST /gam/forecast: the forecast', () => {
  let t: TestApp;
  let alice: RegisteredUser;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp({ GEO_HEADER: 'X-Geo-Region', MIN_ORDER_VALUE: '0' });
    alice = await registerUser(t);
    orderId = await createOrder(t, alice);
    // 56 requests in Québec over the last 28 days (a week of history): 2 a day, so 20 over a 10-day flight.
    await recordRequests(t, 56, 'CA-QC', 7);
  });
  afterAll(() => t.close());

  it('answers the units of the recorded requests over the flight, and a shortfall above them', async () => {
    expect((await forecast(t, alice, forecastBody(t, orderId, { units: 20 }))).body).toEqual({
      availableUnits: 20,
      requestedUnits: 20,
      estimable: true,
      narrowedByTargeting: false,
    });
    expect((await forecast(t, alice, forecastBody(t, orderId, { units: 21 }))).body).toEqual({
      availableUnits: 20,
      requestedUnits: 21,
      estimable: true,
      narrowedByTargeting: false,
    });
    expect((await forecast(t, alice, forecastBody(t, orderId, flight(t, 5)))).body.availableUnits).toBe(10);
  });

  it('follows the sizes and the geo targeting, with locations as the catalogue describes them', async () => {
    const leaderboard = forecastBody(t, orderId, {
      creativePlaceholders: [{ size: { width: 728, height: 90 } }],
    });
    expect((await forecast(t, alice, leaderboard)).body.availableUnits).toBe(0);
    const inQuebec = await forecast(t, alice, forecastBody(t, orderId, { targeting: geo([QUEBEC]) }));
    expect(inQuebec.body.availableUnits).toBe(20);
    expect(inQuebec.body.narrowedByTargeting).toBe(false);
    const outOfQuebec = await forecast(t, alice, forecastBody(t, orderId, { targeting: geo([], [QUEBEC]) }));
    expect(outOfQuebec.body).toMatchObject({ availableUnits: 0, narrowedByTargeting: true });
    // A client naming Ontario with Québec's region is not believed: Ontario had no request.
    const lying = await forecast(
      t,
      alice,
      forecastBody(t, orderId, { targeting: geo([{ ...ONTARIO, regionId: 'CA-QC' }]) }),
    );
    expect(lying.body.availableUnits).toBe(0);
  });

  it("counts other line items' bookings, but not the booking of the line item being edited", async () => {
    await addCardOnFile(t, alice.token);
    const booked = await createOrder(t, alice);
    const lineItemId = await createLineItem(t, alice, booked, { units: 10, ...flight(t) });
    await attachApprovedCreative(t, alice, booked, lineItemId);
    const submitted = await call(t, 'POST', `/api/v2/gam/orders/${booked}/submit-for-approval`, {
      token: alice.token,
      body: { force: true },
    });
    expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });

    expect((await forecast(t, alice, forecastBody(t, orderId))).body.availableUnits).toBe(10);
    const editing = await forecast(t, alice, forecastBody(t, booked, { lineItemId, units: 18 }));
    expect(editing.body).toMatchObject({ availableUnits: 20, requestedUnits: 18 });
  });
});
