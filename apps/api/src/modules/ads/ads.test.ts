import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  DAY,
  loginUser,
  MINUTE,
  registerUser,
  type Json,
} from '../../test/factories.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { createAdServer, type AdServer } from '../../adapters/adserver/index.ts';
import {
  beacon as beaconOn,
  CANADA,
  decide as decideOn,
  intoFlight as enterFlight,
  lineItemOf as lineItemOn,
  liveCampaign as live,
  ONTARIO,
  QUEBEC,
  type Live,
} from '../../test/ads.ts';

/** Serving (issue 5): the decision's eligibility rules, exactly-once counting and the delivery statuses. */

let t: TestApp;
beforeEach(async () => {
  // The forecasts below are made from a day of traffic: estimate from the first day on (the default waits 7 days).
  t = await createTestApp({
    GEO_HEADER: 'X-Geo-Region',
    REVIEW_AUTO_APPROVE: 'true',
    MIN_ORDER_VALUE: '0',
    FORECAST_MIN_HISTORY_DAYS: '1',
  });
});
afterEach(async () => {
  await t.close();
});

const SPORTS_SEGMENT = 448100002;

const liveCampaign = (opts: Parameters<typeof live>[1] = {}) => live(t, opts);
const intoFlight = () => enterFlight(t);
const decide = (sizes: string, opts: Parameters<typeof decideOn>[2] = {}) => decideOn(t, sizes, opts);
const served = async (sizes: string, opts: Parameters<typeof decideOn>[2] = {}) =>
  (await decide(sizes, opts)).slots.map((s) => s?.lineItemId ?? null);
const beacon = (url: string) => beaconOn(t, url);
const lineItemOf = (l: Live) => lineItemOn(t, l);

describe('GET /ads/v1/decide', () => {
  it('answers one slot per size in order, with a vid cookie, markup and beacons', async () => {
    const a = await liveCampaign();
    const b = await liveCampaign({ size: { width: 728, height: 90 } });
    intoFlight();
    const res = await decide('728x90,160x600,300x250');
    expect(res.status).toBe(200);
    expect(res.vid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.slots.map((s) => s?.lineItemId ?? null)).toEqual([b.lineItemId, null, a.lineItemId]);
    const slot = res.slots[2];
    expect(slot).toMatchObject({ size: '300x250', width: 300, height: 250 });
    expect(slot.html).toContain(`href="${slot.clickUrl}"`);
    expect(slot.html).toContain('<img src="http://localhost:3000/api/v2/assets/');
    const again = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, {
      headers: { cookie: `vid=${res.vid}` },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('refuses malformed sizes', async () => {
    expect((await decide('300x250,big')).status).toBe(400);
  });

  it('serves only within the flight', async () => {
    const live = await liveCampaign({ overrides: { units: 100 } });
    expect(await served('300x250')).toEqual([null]);
    intoFlight();
    expect(await served('300x250')).toEqual([live.lineItemId]);
    t.clock.advance(30 * DAY);
    expect(await served('300x250')).toEqual([null]);
  });

  it('serves only approved line items, and not paused ones', async () => {
    const pending = await liveCampaign({ approve: false });
    intoFlight();
    expect(await served('300x250')).toEqual([null]);
    const live = await liveCampaign();
    t.clock.advance(DAY);
    expect(await served('300x250')).toEqual([live.lineItemId]);
    expect(pending.lineItemId).not.toBe(live.lineItemId);
    await t.app.adServer.performLineItemAction([live.lineItemId], 'PAUSE');
    expect(await served('300x250')).toEqual([null]);
  });

  it('serves a line item only on the size of its approved creative', async () => {
    const live = await liveCampaign({ size: { width: 728, height: 90 } });
    intoFlight();
    expect(await served('300x250,728x90')).toEqual([null, live.lineItemId]);
  });

  it('matches geo targeting: a targeted region in, another out, an unknown location only untargeted', async () => {
    const quebec = await liveCampaign({
      overrides: {
        targeting: {
          geoTargeting: { targetedLocations: [QUEBEC], excludedLocations: [] },
          customTargeting: [],
        },
      },
    });
    intoFlight();
    expect(await served('300x250', { region: 'CA-QC' })).toEqual([quebec.lineItemId]);
    expect(await served('300x250', { region: 'CA-ON' })).toEqual([null]);
    expect(await served('300x250')).toEqual([null]);
  });

  it('leaves out an excluded region', async () => {
    const live = await liveCampaign({
      overrides: {
        targeting: {
          geoTargeting: { targetedLocations: [CANADA], excludedLocations: [QUEBEC] },
          customTargeting: [],
        },
      },
    });
    intoFlight();
    expect(await served('300x250', { region: 'CA-ON' })).toEqual([live.lineItemId]);
    expect(await served('300x250', { region: 'CA-QC' })).toEqual([null]);
  });

  it('matches audience targeting from kv', async () => {
    const live = await liveCampaign({
      overrides: {
        targeting: {
          geoTargeting: { targetedLocations: [], excludedLocations: [] },
          customTargeting: [SPORTS_SEGMENT],
        },
      },
    });
    intoFlight();
    expect(await served('300x250')).toEqual([null]);
    expect(await served('300x250', { kv: `seg=${SPORTS_SEGMENT}` })).toEqual([live.lineItemId]);
  });

  it('holds each visitor to the frequency caps, per time unit', async () => {
    const live = await liveCampaign({
      overrides: { frequencyCaps: [{ maxImpressions: 1, numTimeUnits: 1, timeUnit: 'HOUR' }] },
    });
    intoFlight();
    const first = await decide('300x250');
    expect(first.slots[0].lineItemId).toBe(live.lineItemId);
    // A decision without its impression does not use the cap.
    expect(await served('300x250', { vid: first.vid })).toEqual([live.lineItemId]);
    await beacon(first.slots[0].impressionUrl);
    expect(await served('300x250', { vid: first.vid })).toEqual([null]);
    expect(await served('300x250')).toEqual([live.lineItemId]);
    t.clock.advance(61 * MINUTE);
    expect(await served('300x250', { vid: first.vid })).toEqual([live.lineItemId]);
  });

  it('stops at the booked quantity and completes the line item', async () => {
    const live = await liveCampaign({ overrides: { units: 2 } });
    intoFlight();
    // 2 units over 30 days: one a day.
    const one = await decide('300x250');
    await beacon(one.slots[0].impressionUrl);
    expect((await lineItemOf(live)).lineItem.status).toBe('DELIVERING');
    expect(await served('300x250')).toEqual([null]);
    t.clock.advance(DAY);
    const two = await decide('300x250');
    await beacon(two.slots[0].impressionUrl);
    const { order, lineItem } = await lineItemOf(live);
    expect(lineItem).toMatchObject({ status: 'COMPLETED', stats: { impressionsDelivered: 2 } });
    expect(order.status).toBe('COMPLETED');
    t.clock.advance(DAY);
    expect(await served('300x250')).toEqual([null]);
  });

  it('paces evenly: a line item that met today’s goal waits for tomorrow', async () => {
    // 10 impressions over 5 days: 2 a day.
    const live = await liveCampaign({
      overrides: {
        units: 10,
        startDateTime: new Date(t.clock.now().getTime() + DAY).toISOString(),
        endDateTime: new Date(t.clock.now().getTime() + 6 * DAY).toISOString(),
      },
    });
    intoFlight();
    for (let i = 0; i < 2; i += 1) {
      const d = await decide('300x250');
      expect(d.slots[0]?.lineItemId).toBe(live.lineItemId);
      await beacon(d.slots[0].impressionUrl);
    }
    expect(await served('300x250')).toEqual([null]);
    t.clock.advance(DAY);
    expect(await served('300x250')).toEqual([live.lineItemId]);
  });

  it('gives a tie to the line item furthest behind its pace', async () => {
    const a = await liveCampaign({ overrides: { units: 300 } });
    const b = await liveCampaign({ overrides: { units: 300 } });
    intoFlight();
    const first = await decide('300x250');
    expect(first.slots[0].lineItemId).toBe(a.lineItemId);
    await beacon(first.slots[0].impressionUrl);
    expect(await served('300x250')).toEqual([b.lineItemId]);
  });
});

describe('impression and click beacons', () => {
  it('count each decision once however often replayed, and a click without its impression', async () => {
    const live = await liveCampaign();
    intoFlight();
    const [first, second] = [(await decide('300x250')).slots[0], (await decide('300x250')).slots[0]];
    for (let i = 0; i < 3; i += 1) {
      const res = await beacon(first.impressionUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 6)
          .toString(),
      ).toBe('GIF89a');
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await beacon(first.clickUrl);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.test/');
    }
    await beacon(second.clickUrl);
    const { order, lineItem } = await lineItemOf(live);
    expect(lineItem.stats).toEqual({ impressionsDelivered: 1, clicksDelivered: 2 });
    expect(order.status).toBe('DELIVERING');
    const daily = await t.app.adServer.serving!.getDailyStats([live.lineItemId]);
    expect(daily).toMatchObject([{ lineItemId: live.lineItemId, impressions: 1, clicks: 2 }]);
    const { token } = await loginUser(t, live.user.email, live.user.password);
    const list = await call(t, 'GET', '/api/v2/gam/orders', { token });
    expect(JSON.stringify(list.body)).toContain('"impressionsDelivered":1');
  });

  it('answers HEAD on an impression or a click as GET does, and counts neither', async () => {
    const live = await liveCampaign();
    intoFlight();
    const slot = (await decide('300x250')).slots[0];
    const head = (url: string) =>
      fetch(url.replace(/^https?:\/\/[^/]+/, t.url), { method: 'HEAD', redirect: 'manual' });
    for (let i = 0; i < 3; i += 1) {
      const impression = await head(slot.impressionUrl);
      expect(impression.status).toBe(200);
      expect(impression.headers.get('content-type')).toBe('image/gif');
      const click = await head(slot.clickUrl);
      expect(click.status).toBe(302);
      expect(click.headers.get('location')).toBe('https://example.test/');
    }
    expect((await lineItemOf(live)).lineItem.stats).toEqual({ impressionsDelivered: 0, clicksDelivered: 0 });
    // The same beacons by GET are counted: the HEADs above did not spend them.
    await beacon(slot.impressionUrl);
    await beacon(slot.clickUrl);
    expect((await lineItemOf(live)).lineItem.stats).toEqual({ impressionsDelivered: 1, clicksDelivered: 1 });
  });

  it('counts once under 20 concurrent replays', async () => {
    const live = await liveCampaign();
    intoFlight();
    const slot = (await decide('300x250')).slots[0];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => beacon(slot.impressionUrl)),
      ...Array.from({ length: 20 }, () => beacon(slot.clickUrl)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(200), ...Array(20).fill(302)]);
    const { lineItem } = await lineItemOf(live);
    expect(lineItem.stats).toEqual({ impressionsDelivered: 1, clicksDelivered: 1 });
  });

  it('answers 404 for an unknown click and a GIF for an unknown impression', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await beacon(`${t.url}/ads/v1/c/${id}`)).status).toBe(404);
    expect((await beacon(`${t.url}/ads/v1/i/${id}`)).status).toBe(200);
  });

  it('completes the line item at the end of its flight', async () => {
    const live = await liveCampaign();
    intoFlight();
    await beacon((await decide('300x250')).slots[0].impressionUrl);
    expect((await lineItemOf(live)).lineItem.status).toBe('DELIVERING');
    t.clock.advance(31 * DAY);
    // The decision does not wait for the sweep of ended flights: it serves nothing of a flight past its end.
    expect((await decide('300x250')).slots).toEqual([null]);
    const { order, lineItem } = await lineItemOf(live);
    expect(lineItem.status).toBe('COMPLETED');
    expect(order.status).toBe('COMPLETED');
  });
});

describe('publisher tag and demo page', () => {
  it('serves the tag as a script asking for all slots in one call', async () => {
    const res = await fetch(`${t.url}/ads/tag.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    // Publisher pages of other sites load it: not the portal's same-origin resource policy nor its page CSP.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    const js = await res.text();
    expect(js).toContain("querySelectorAll('[data-ad-size]:not([data-ad-filled])')");
    expect(js).toContain('/ads/v1/decide?');
    expect(() => new Function(js)).not.toThrow();
  });

  it('serves a demo page whose only script is the same-origin tag', async () => {
    const res = await fetch(`${t.url}/ads/demo`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script async src="/ads/tag.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('data-ad-size="300x250"');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('availability forecast', () => {
  const EMPTY_TARGETING = {
    geoTargeting: { targetedLocations: [], excludedLocations: [] },
    customTargeting: [],
  };
  const spec = (units: number, targeting: Json = EMPTY_TARGETING) => ({
    units,
    startDateTime: new Date(t.clock.now().getTime() + DAY).toISOString(),
    endDateTime: new Date(t.clock.now().getTime() + 11 * DAY).toISOString(),
    creativePlaceholders: [{ size: { width: 300, height: 250 } }],
    targeting,
    frequencyCaps: [],
  });

  it('answers the requested units when no request was ever recorded', async () => {
    expect(await t.app.adServer.getAvailability(spec(5000))).toEqual({
      availableUnits: 5000,
      matchedUnits: 5000,
      historyDays: 0,
    });
  });

  it('forecasts from 28 days of requests per size and region, minus booked line items', async () => {
    // 56 requests in Québec over the last 28 days: 2 a day, so 20 over a 10-day flight.
    for (let i = 0; i < 7; i += 1) {
      await Promise.all(Array.from({ length: 8 }, () => decide('300x250,728x90', { region: 'CA-QC' })));
    }
    // Every request fell on one day; 20 of the 300x250 requests anywhere, whatever the targeting.
    expect(await t.app.adServer.getAvailability(spec(15))).toEqual({
      availableUnits: 20,
      matchedUnits: 20,
      untargetedUnits: 20,
      historyDays: 1,
    });
    const ontario = {
      ...EMPTY_TARGETING,
      geoTargeting: {
        targetedLocations: [ONTARIO],
        excludedLocations: [],
      },
    };
    expect((await t.app.adServer.getAvailability(spec(15, ontario))).matchedUnits).toBe(0);
    // A booked line item of 10 units over the same flight holds 10 of them.
    await liveCampaign({
      overrides: { units: 10, startDateTime: spec(1).startDateTime, endDateTime: spec(1).endDateTime },
    });
    expect(await t.app.adServer.getAvailability(spec(15))).toEqual({
      availableUnits: 10,
      matchedUnits: 20,
      untargetedUnits: 20,
      historyDays: 1,
    });
  });

  it('refuses a submission the forecast cannot deliver (NOT_ENOUGH_INVENTORY) unless forced', async () => {
    await Promise.all(Array.from({ length: 28 }, () => decide('300x250', { region: 'CA-QC' })));
    const user = await registerUser(t);
    await addCardOnFile(t, user.token);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId, { units: 1000 });
    await attachApprovedCreative(t, user, orderId, lineItemId);
    const submit = (force: boolean) =>
      call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
        token: user.token,
        body: { force },
      });
    const refused = await submit(false);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NOT_ENOUGH_INVENTORY');
    expect((await submit(true)).body).toEqual({ status: 'APPROVED' });
  });
});

describe('the serving copy of another process over the same database (issue 13)', () => {
  const request = { sizes: ['300x250'], visitorId: 'v-other', region: null, segmentIds: [], pageUrl: null };
  const servedBy = async (ads: AdServer) =>
    (await ads.serving!.decide(request, { publicUrl: t.url })).map((s) => s?.lineItemId ?? null);

  it('reads again only what a change touched, within seconds: a paused line item, a newly approved campaign', async () => {
    const first = await liveCampaign();
    intoFlight();
    const other = createAdServer(t.app.database.db, t.app.config, { clock: t.clock });
    await other.start();
    expect(await servedBy(other)).toEqual([first.lineItemId]);

    await t.app.adServer.performLineItemAction([first.lineItemId], 'PAUSE');
    // This process at once; the other one after its next check of the serving version.
    expect(await served('300x250')).toEqual([null]);
    t.clock.advance(3_000);
    await vi.waitFor(async () => expect(await servedBy(other)).toEqual([null]), { timeout: 5_000 });

    const second = await liveCampaign();
    intoFlight();
    await vi.waitFor(async () => expect(await servedBy(other)).toEqual([second.lineItemId]), {
      timeout: 5_000,
    });
    await t.app.adServer.performLineItemAction([first.lineItemId], 'RESUME');
    t.clock.advance(3_000);
    await vi.waitFor(
      async () => expect((await servedBy(other)).filter((id) => id !== null)).toHaveLength(1),
      { timeout: 5_000 },
    );
    await other.stop();
  });

  it('stops only once its background check of the serving version has ended: nothing reads the database after', async () => {
    const first = await liveCampaign();
    intoFlight();
    // The other process's database, watched: a read it starts once stopped would fail on a closed pool at shutdown.
    let stopped = false;
    const late: string[] = [];
    const db = t.app.database.db;
    const watched = new Proxy(db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (stopped) late.push(String(key));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const other = createAdServer(watched, t.app.config, { clock: t.clock });
    await other.start();
    expect(await servedBy(other)).toEqual([first.lineItemId]);
    // A change, then a decision once the check is due: it answers from the copy and checks in the background.
    await t.app.adServer.performLineItemAction([first.lineItemId], 'PAUSE');
    t.clock.advance(3_000);
    await servedBy(other);
    await other.stop();
    stopped = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(late).toEqual([]);
  });
});
