import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney, minimumUnitsFor, startOfDay, totalBudgetCents } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  DAY,
  flightDates,
  lineItemBody,
  ORDER_TYPES,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { createCampaign } from '../../test/creatives.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const EN = { language: 'en' };
/** A province of the ad server's geo catalogue, by name. */
async function province(name: string, language: 'fr' | 'en') {
  const found = await t.app.adServer.getGeoTargets({ q: name, countryCode: 'CA' }, language);
  return found.find((g) => g.type === 'PROVINCE' && g.name === name);
}
const getOrder = (user: RegisteredUser, id: number) =>
  call(t, 'GET', `/api/v2/gam/orders/${id}`, { token: user.token });
const putLineItem = (user: RegisteredUser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t, 'PUT', '/api/v2/gam/line-items', { token: user.token, body, headers });
const postLineItem = (
  user: RegisteredUser,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => call(t, 'POST', '/api/v2/gam/line-items', { token: user.token, body, headers });

describe('POST /gam/orders and GET /gam/orders', () => {
  it('creates a DRAFT order and lists it as the second element of [{total}, orders]', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'POST', '/api/v2/gam/orders', {
      token: user.token,
      body: { name: '4242 - Soldes du printemps', notes: 'Magasins du Québec', ...ORDER_TYPES.standard },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orderId: expect.any(Number) });

    const list = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({ total: 1 });
    expect(list.body[1]).toHaveLength(1);
    expect(list.body[1][0]).toMatchObject({
      id: res.body.orderId,
      // The ad server keeps "<advertiser id>-<name>"; the advertiser sees what they typed, dashes and all.
      name: `${user.user.user_id}-4242 - Soldes du printemps`,
      cleanName: '4242 - Soldes du printemps',
      notes: 'Magasins du Québec',
      status: 'DRAFT',
      totalBudget: 0,
      isArchived: false,
      lineItems: [],
      type: { name: 'standard', ...ORDER_TYPES.standard },
    });
  });

  it('refuses a missing name with a field message in the request language', async () => {
    const user = await registerUser(t);
    const fr = await call(t, 'POST', '/api/v2/gam/orders', {
      token: user.token,
      body: { name: '   ', notes: '', ...ORDER_TYPES.standard },
    });
    expect(fr.status).toBe(400);
    expect(fr.body.error.fields.name[0]).toMatch(/obligatoire/);
    const en = await call(t, 'POST', '/api/v2/gam/orders', {
      token: user.token,
      headers: EN,
      body: { notes: '', ...ORDER_TYPES.standard },
    });
    expect(en.status).toBe(400);
    expect(en.body.error.fields.name[0]).toMatch(/required/);
  });

  it('refuses an unknown order type', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'POST', '/api/v2/gam/orders', {
      token: user.token,
      body: { name: 'Type inconnu', typeId: 1, customFieldId: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('typeId');
  });

  it('refuses a name the advertiser already uses, whatever its case (ORDER_NOT_UNIQUE)', async () => {
    const user = await registerUser(t);
    await createOrder(t, user, { name: 'Été 2025' });
    const again = await call(t, 'POST', '/api/v2/gam/orders', {
      token: user.token,
      body: { name: 'ÉTÉ 2025', notes: '', ...ORDER_TYPES.standard },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ORDER_NOT_UNIQUE');
    const list = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
    expect(list.body[0]).toEqual({ total: 1 });
    // Another advertiser may use the same name.
    const other = await registerUser(t);
    expect(await createOrder(t, other, { name: 'Été 2025' })).toEqual(expect.any(Number));
  });

  it('filters archived orders with ?archived=true|false', async () => {
    const user = await registerUser(t);
    const live = await createOrder(t, user);
    const archived = await createOrder(t, user);
    await t.app.adServer.performOrderAction(archived, 'ARCHIVE');
    const all = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
    expect(all.body[0]).toEqual({ total: 2 });
    const onlyArchived = await call(t, 'GET', '/api/v2/gam/orders?archived=true', { token: user.token });
    expect(onlyArchived.body[1].map((o: { id: number }) => o.id)).toEqual([archived]);
    expect(onlyArchived.body[1][0].isArchived).toBe(true);
    const onlyLive = await call(t, 'GET', '/api/v2/gam/orders?archived=false', { token: user.token });
    expect(onlyLive.body[1].map((o: { id: number }) => o.id)).toEqual([live]);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, 'GET', '/api/v2/gam/orders')).status).toBe(401);
  });

  /** GET /gam/orders, counting the calls it makes to the ad-server port. */
  async function listCountingAdServerCalls(user: RegisteredUser) {
    const adServer = t.app.adServer as unknown as Record<string, unknown>;
    const originals = Object.entries(adServer).filter(([, value]) => typeof value === 'function');
    let calls = 0;
    for (const [name, method] of originals) {
      adServer[name] = (...args: unknown[]) => {
        calls += 1;
        return (method as (...a: unknown[]) => unknown).apply(adServer, args);
      };
    }
    try {
      const res = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
      expect(res.status).toBe(200);
      return { calls, orders: res.body[1] as { id: number; lineItems: { creatives: unknown[] }[] }[] };
    } finally {
      for (const [name, method] of originals) adServer[name] = method;
    }
  }

  it('asks the ad server a fixed number of times, whatever the number of orders and line items', async () => {
    const user = await registerUser(t);
    const first = await createOrder(t, user);
    await attachApprovedCreative(t, user, first, await createLineItem(t, user, first));
    const one = await listCountingAdServerCalls(user);
    expect(one.orders).toHaveLength(1);
    for (let i = 0; i < 3; i += 1) {
      const orderId = await createOrder(t, user);
      await attachApprovedCreative(t, user, orderId, await createLineItem(t, user, orderId));
      await createLineItem(t, user, orderId);
    }
    const four = await listCountingAdServerCalls(user);
    expect(four.orders).toHaveLength(4);
    expect(four.orders.flatMap((o) => o.lineItems)).toHaveLength(7);
    expect(four.calls).toBe(one.calls);
  });

  it('lists each order with its own line items, stats and creatives, as GET /gam/orders/{id} answers it', async () => {
    const user = await registerUser(t);
    const ids: number[] = [];
    for (const units of [50_000, 70_000]) {
      const orderId = await createOrder(t, user);
      const lineItemId = await createLineItem(t, user, orderId, { units });
      await attachApprovedCreative(t, user, orderId, lineItemId);
      await createLineItem(t, user, orderId, {
        units: 40_000,
        creativePlaceholders: [{ size: { width: 728, height: 90 } }],
      });
      ids.push(orderId);
    }
    const list = (await call(t, 'GET', '/api/v2/gam/orders', { token: user.token })).body[1];
    const byNumber = (a: number, b: number) => a - b;
    expect(list.map((o: { id: number }) => o.id).sort(byNumber)).toEqual([...ids].sort(byNumber));
    for (const order of list) {
      expect(order).toEqual((await getOrder(user, order.id)).body);
      expect(order.lineItems).toHaveLength(2);
      expect(order.lineItems.map((li: { orderId: number }) => li.orderId)).toEqual([order.id, order.id]);
      expect(order.lineItems[0].creatives).toHaveLength(1);
      expect(order.lineItems[0].creatives[0].lineItemId).toBe(order.lineItems[0].id);
      expect(order.lineItems[1].creatives).toEqual([]);
    }
    expect(list.map((o: { units: number }) => o.units).sort(byNumber)).toEqual([90_000, 110_000]);
  });
});

describe('GET /gam/orders/{id} audience names', () => {
  it('names the saved audiences in the request language, catalogue and own segments alike (issue 12)', async () => {
    const user = await registerUser(t);
    const own = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
      token: user.token,
      body: { name: 'Visiteurs – boutique' },
    });
    expect(own.status).toBeLessThan(300);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    const saved = await putLineItem(
      user,
      lineItemBody(t, orderId, {
        lineItemId,
        targeting: {
          geoTargeting: { targetedLocations: [], excludedLocations: [] },
          customTargeting: [448100016, own.body.id],
        },
      }),
    );
    expect(saved.status).toBe(200);
    for (const [language, wine] of [
      ['fr', 'Vins et spiritueux'],
      ['en', 'Wine and spirits'],
    ] as const) {
      const res = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, {
        token: user.token,
        headers: { language },
      });
      expect(res.status).toBe(200);
      expect(res.body.lineItems[0].customTargetingNames).toEqual([
        { id: 448100016, name: wine },
        { id: own.body.id, name: 'Visiteurs – boutique' },
      ]);
    }
  });
});

describe('PUT /gam/orders/{id}', () => {
  it('renames an order and changes its notes', async () => {
    const user = await registerUser(t);
    const id = await createOrder(t, user, { name: 'Avant' });
    const res = await call(t, 'PUT', `/api/v2/gam/orders/${id}`, {
      token: user.token,
      body: { name: '77 - Après', notes: 'Nouvelles notes' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: `${user.user.user_id}-77 - Après`,
      cleanName: '77 - Après',
      notes: 'Nouvelles notes',
    });
    expect((await getOrder(user, id)).body.cleanName).toBe('77 - Après');
    expect((await t.app.adServer.getOrder(id))?.name).toBe(`${user.user.user_id}-77 - Après`);
    // Its own name in another case is no conflict.
    const recase = await call(t, 'PUT', `/api/v2/gam/orders/${id}`, {
      token: user.token,
      body: { name: '77 - APRÈS', notes: '' },
    });
    expect(recase.status).toBe(200);
  });

  it("shows the advertiser's own dashes, for new names and for names stored before the prefix (issue 12)", async () => {
    const user = await registerUser(t);
    const id = await createOrder(t, user, { name: 'Boulangerie Tremblay – automne' });
    expect((await getOrder(user, id)).body.cleanName).toBe('Boulangerie Tremblay – automne');
    // Uniqueness is on what was typed: another season of the same bakery is another name.
    expect(await createOrder(t, user, { name: 'Boulangerie Tremblay – hiver' })).toEqual(expect.any(Number));
    // An order created before the ad server's name carried the prefix: its name there is the typed one.
    const legacy = await createCampaign(t, user.user.user_id, { name: 'Soldes - été' });
    const listed = (await call(t, 'GET', '/api/v2/gam/orders', { token: user.token })).body[1];
    expect(listed.find((o: { id: number }) => o.id === legacy.orderId).cleanName).toBe('Soldes - été');
  });

  it("refuses another order's name (ORDER_NOT_UNIQUE) and changes nothing", async () => {
    const user = await registerUser(t);
    await createOrder(t, user, { name: 'Hiver' });
    const id = await createOrder(t, user, { name: 'Automne' });
    const res = await call(t, 'PUT', `/api/v2/gam/orders/${id}`, {
      token: user.token,
      body: { name: 'hiver', notes: '' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_NOT_UNIQUE');
    expect((await getOrder(user, id)).body.cleanName).toBe('Automne');
  });

  it('refuses to change an archived order (ORDER_ARCHIVED)', async () => {
    const user = await registerUser(t);
    const id = await createOrder(t, user);
    await t.app.adServer.performOrderAction(id, 'ARCHIVE');
    const res = await call(t, 'PUT', `/api/v2/gam/orders/${id}`, {
      token: user.token,
      body: { name: 'Encore', notes: '' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_ARCHIVED');
  });

  it('answers 404 for an id that is not a number', async () => {
    const user = await registerUser(t);
    expect((await call(t, 'GET', '/api/v2/gam/orders/abc', { token: user.token })).status).toBe(404);
  });
});

describe('POST /gam/line-items', () => {
  it('adds a DRAFT line item whose start moves to 00:00, with its stats and the order budget', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const dates = flightDates(t, { startInDays: 2, days: 10 });
    const res = await postLineItem(
      user,
      lineItemBody(t, orderId, {
        ...dates,
        frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
        creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lineItemIds: [expect.any(Number)] });

    const order = (await getOrder(user, orderId)).body;
    expect(order).toMatchObject({ units: 50_000, totalBudget: 15_000, status: 'DRAFT' });
    expect(order.lineItems).toHaveLength(1);
    expect(order.lineItems[0]).toMatchObject({
      id: res.body.lineItemIds[0],
      orderId,
      status: 'DRAFT',
      units: 50_000,
      unitType: 'IMPRESSIONS',
      stats: { impressionsDelivered: 0, clicksDelivered: 0 },
      startDateTime: startOfDay(dates.startDateTime, t.app.config.TIMEZONE),
      endDateTime: dates.endDateTime,
      frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
      creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
      creatives: [],
      isArchived: false,
    });
    expect(new Date(order.lineItems[0].startDateTime).getTime()).toBeLessThanOrEqual(
      new Date(dates.startDateTime).getTime(),
    );
  });

  it('refuses a standard order under 100 $ (99.99 $) and accepts exactly 100 $', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const units = minimumUnitsFor(10_000);
    expect(totalBudgetCents(units - 1)).toBe(9_999);
    const low = await postLineItem(user, lineItemBody(t, orderId, { units: units - 1 }), EN);
    expect(low.status).toBe(400);
    expect(low.body.error.code).toBe('BUDGET_BELOW_MINIMUM');
    expect(low.body.error.fields.units).toEqual([`The budget must be at least ${formatMoney(10_000, 'en')}`]);
    expect((await getOrder(user, orderId)).body.lineItems).toEqual([]);
    const ok = await postLineItem(user, lineItemBody(t, orderId, { units }));
    expect(ok.status).toBe(200);
    expect((await getOrder(user, orderId)).body.totalBudget).toBe(10_000);
  });

  it('reads the minimum from MIN_ORDER_VALUE, and native orders have none', async () => {
    const app = await createTestApp({ MIN_ORDER_VALUE: '250' });
    try {
      const user = await registerUser(app);
      const orderId = await createOrder(app, user);
      const low = await call(app, 'POST', '/api/v2/gam/line-items', {
        token: user.token,
        body: lineItemBody(app, orderId, { units: minimumUnitsFor(25_000) - 1 }),
      });
      expect(low.body.error.code).toBe('BUDGET_BELOW_MINIMUM');
      const native = await createOrder(app, user, ORDER_TYPES.native);
      const small = await call(app, 'POST', '/api/v2/gam/line-items', {
        token: user.token,
        body: lineItemBody(app, native, {
          units: 1_000,
          creativePlaceholders: [{ size: { width: 1, height: 1 } }],
        }),
      });
      expect(small.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('accepts 511 impressions per cap and refuses 512', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const cap = (maxImpressions: number) => [{ maxImpressions, numTimeUnits: 1, timeUnit: 'DAY' }];
    const refused = await postLineItem(user, lineItemBody(t, orderId, { frequencyCaps: cap(512) }), EN);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields['frequencyCaps.0.maxImpressions']).toEqual([
      'A frequency cap cannot allow more than 511 impressions',
    ]);
    expect((await postLineItem(user, lineItemBody(t, orderId, { frequencyCaps: cap(511) }))).status).toBe(
      200,
    );
  });

  it('accepts ten frequency caps and refuses an eleventh', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const caps = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ maxImpressions: 5, numTimeUnits: i + 1, timeUnit: 'DAY' }));
    const refused = await postLineItem(user, lineItemBody(t, orderId, { frequencyCaps: caps(11) }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.frequencyCaps).toEqual([
      'Vous ne pouvez pas définir plus de 10 limites de fréquence',
    ]);
    expect((await postLineItem(user, lineItemBody(t, orderId, { frequencyCaps: caps(10) }))).status).toBe(
      200,
    );
  });

  it('refuses a start in the past and an end before the start, and accepts a start today', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const past = await postLineItem(user, lineItemBody(t, orderId, flightDates(t, { startInDays: -1 })), EN);
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('INVALID_DATES');
    expect(past.body.error.fields.startDateTime).toEqual(['The start date cannot be in the past']);
    const { startDateTime } = flightDates(t, { startInDays: 3 });
    const backwards = await postLineItem(
      user,
      lineItemBody(t, orderId, {
        startDateTime,
        endDateTime: new Date(Date.parse(startDateTime) - DAY).toISOString(),
      }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty('endDateTime');
    const today = await postLineItem(user, lineItemBody(t, orderId, flightDates(t, { startInDays: 0 })));
    expect(today.status).toBe(200);
  });

  it('leaves nothing behind when the ad server refuses the line item', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const res = await postLineItem(user, lineItemBody(t, orderId, { nativeFormatId: 999 }));
    expect(res.status).toBe(400);
    const order = (await getOrder(user, orderId)).body;
    expect(order.lineItems).toEqual([]);
    expect(order.totalBudget).toBe(0);
  });

  it('refuses a line item on an archived order (ORDER_ARCHIVED)', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    await t.app.adServer.performOrderAction(orderId, 'ARCHIVE');
    const res = await postLineItem(user, lineItemBody(t, orderId));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_ARCHIVED');
  });
});

describe('PUT /gam/line-items', () => {
  it('changes the goal, the flight and the targeting of a line item', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    const quebec = await province('Québec', 'fr');
    expect(quebec).toBeDefined();
    const res = await putLineItem(
      user,
      lineItemBody(t, orderId, {
        lineItemId,
        units: 80_000,
        targeting: {
          geoTargeting: { targetedLocations: [quebec], excludedLocations: [] },
          customTargeting: [],
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, units: 80_000, totalBudget: 24_000 });
    expect(res.body.lineItems[0].targeting.geoTargeting.targetedLocations).toMatchObject([
      { id: quebec!.id },
    ]);
  });

  it('refuses a targeted location under an excluded one, from the catalogue parents', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    const quebec = await t.app.adServer.getGeoTarget((await province('Québec', 'fr'))!.id, 'en');
    const canada = await t.app.adServer.getGeoTarget(quebec!.canonicalParentId!, 'en');
    // The client leaves out the parent: the server finds it in the geo catalogue.
    const res = await putLineItem(
      user,
      lineItemBody(t, orderId, {
        lineItemId,
        targeting: {
          geoTargeting: {
            targetedLocations: [{ ...quebec, canonicalParentId: null }],
            excludedLocations: [canada],
          },
          customTargeting: [],
        },
      }),
      EN,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields['targeting.geoTargeting.targetedLocations.0']).toEqual([
      `${quebec!.name} cannot be targeted because ${canada!.name} is excluded`,
    ]);
  });

  /** A line item update with this custom targeting and no geo targeting. */
  const withAudiences = (orderId: number, lineItemId: number, customTargeting: number[], units = 50_000) =>
    lineItemBody(t, orderId, {
      lineItemId,
      units,
      targeting: { geoTargeting: { targetedLocations: [], excludedLocations: [] }, customTargeting },
    });
  /** A segment of the audience catalogue as GET /segments/{id} serves it. */
  const segment = async (user: RegisteredUser, segmentId: number) =>
    (await call(t, 'GET', `/api/v2/segments/${segmentId}`, { token: user.token })).body;

  it('saves audience segments of the catalogue, named by their ad-server id', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    const hockey = await segment(user, 1003);
    const sports = await segment(user, 1002);
    const res = await putLineItem(
      user,
      withAudiences(orderId, lineItemId, [hockey.ad_manager_id, sports.ad_manager_id]),
    );
    expect(res.status).toBe(200);
    expect((await getOrder(user, orderId)).body.lineItems[0].targeting.customTargeting).toEqual([
      hockey.ad_manager_id,
      sports.ad_manager_id,
    ]);
  });

  it('refuses a segment the catalogue does not have (CUSTOM_TARGETING_SEGMENT_NOT_FOUND), tells the team, and changes nothing', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId, { units: 50_000 });
    const hockey = await segment(user, 1003);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const res = await putLineItem(
        user,
        withAudiences(orderId, lineItemId, [hockey.ad_manager_id, 999_999_999], 60_000),
        EN,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('CUSTOM_TARGETING_SEGMENT_NOT_FOUND');
      // No field errors: the web shows the catalogue's message for the code beside the targeting form.
      expect(res.body.error.fields).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ segmentIds: [999_999_999], orderId, lineItemId }),
        expect.stringContaining('999999999'),
      );
    } finally {
      warn.mockRestore();
    }
    const order = (await getOrder(user, orderId)).body;
    expect(order.units).toBe(50_000);
    expect(order.totalBudget).toBe(15_000);
    expect(order.lineItems[0].targeting.customTargeting).toEqual([]);
  });

  it("refuses a catalogue segment_id in place of the segment's ad-server id", async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    const res = await putLineItem(user, withAudiences(orderId, lineItemId, [1003]));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CUSTOM_TARGETING_SEGMENT_NOT_FOUND');
    expect((await getOrder(user, orderId)).body.lineItems[0].targeting.customTargeting).toEqual([]);
  });

  it('refuses to reduce the saved budget, with the amount, and accepts an increase', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId, { units: 50_000 });
    const lower = await putLineItem(user, lineItemBody(t, orderId, { lineItemId, units: 49_999 }));
    expect(lower.status).toBe(400);
    expect(lower.body.error.code).toBe('BUDGET_TOO_LOW');
    expect(lower.body.error.fields.units).toEqual([
      `Le budget ne peut pas être réduit sous ${formatMoney(15_000, 'fr')}`,
    ]);
    expect(lower.body.error.message).toContain(formatMoney(15_000, 'fr'));
    expect((await putLineItem(user, lineItemBody(t, orderId, { lineItemId, units: 60_000 }))).status).toBe(
      200,
    );
    const again = await putLineItem(user, lineItemBody(t, orderId, { lineItemId, units: 50_000 }), EN);
    expect(again.body.error.fields.units).toEqual([
      `The budget cannot be reduced below ${formatMoney(18_000, 'en')}`,
    ]);
    expect((await getOrder(user, orderId)).body.totalBudget).toBe(18_000);
  });

  it('refuses an archived line item (LINE_ITEM_ARCHIVED)', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    await t.app.adServer.performLineItemAction([lineItemId], 'ARCHIVE');
    const res = await putLineItem(user, lineItemBody(t, orderId, { lineItemId }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('LINE_ITEM_ARCHIVED');
    const pause = await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
      token: user.token,
      body: { orderId, lineItemId },
    });
    expect(pause.body.error.code).toBe('LINE_ITEM_ARCHIVED');
  });

  it('refuses a line item of an archived order (ORDER_ARCHIVED)', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    const lineItemId = await createLineItem(t, user, orderId);
    await t.app.adServer.performOrderAction(orderId, 'ARCHIVE');
    const res = await putLineItem(user, lineItemBody(t, orderId, { lineItemId }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_ARCHIVED');
  });
});

describe('POST /gam/orders/{id}/duplicate', () => {
  it('copies the order as a DRAFT "name (copy)", then "(copy 2)", with line items, targeting and creatives', async () => {
    const user = await registerUser(t);

    const orderId = await createOrder(t, user, { name: 'Rentrée', notes: 'Notes' });
    const lineItemId = await createLineItem(t, user, orderId, {
      units: 70_000,
      frequencyCaps: [{ maxImpressions: 2, numTimeUnits: 1, timeUnit: 'HOUR' }],
    });
    const ontario = await province('Ontario', 'fr');
    await putLineItem(
      user,
      lineItemBody(t, orderId, {
        lineItemId,
        units: 70_000,
        frequencyCaps: [{ maxImpressions: 2, numTimeUnits: 1, timeUnit: 'HOUR' }],
        targeting: {
          geoTargeting: { targetedLocations: [ontario], excludedLocations: [] },
          customTargeting: [],
        },
      }),
    );
    const creativeId = await attachApprovedCreative(t, user, orderId, lineItemId);

    const first = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, {
      token: user.token,
      headers: { language: 'en' },
    });
    expect(first.status).toBe(200);
    const copy = (await getOrder(user, first.body.orderId)).body;
    expect(copy).toMatchObject({
      name: `${user.user.user_id}-Rentrée (copy)`,
      cleanName: 'Rentrée (copy)',
      notes: 'Notes',
      status: 'DRAFT',
      totalBudget: 21_000,
    });
    expect(copy.lineItems).toHaveLength(1);
    expect(copy.lineItems[0]).toMatchObject({
      status: 'DRAFT',
      units: 70_000,
      frequencyCaps: [{ maxImpressions: 2, numTimeUnits: 1, timeUnit: 'HOUR' }],
      targeting: { geoTargeting: { targetedLocations: [{ id: ontario!.id }] } },
    });
    // The creative is copied (its own file), and the copy goes to review again.
    expect(copy.lineItems[0].creatives).toHaveLength(1);
    expect(copy.lineItems[0].creatives[0]).toMatchObject({
      name: 'Créatif 300x250',
      approbation: 'IN_REVIEW',
    });
    expect(copy.lineItems[0].creatives[0].id).not.toBe(creativeId);
    expect(copy.lineItems[0].id).not.toBe(lineItemId);

    const second = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, {
      token: user.token,
      headers: { language: 'en' },
    });
    expect((await getOrder(user, second.body.orderId)).body.cleanName).toBe('Rentrée (copy 2)');
    // In French, the suffix is French.
    const french = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, {
      token: user.token,
      headers: { language: 'fr' },
    });
    expect((await getOrder(user, french.body.orderId)).body.cleanName).toBe('Rentrée (copie)');
  });

  it('leaves no order behind when copying the line items fails', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user);
    await createLineItem(t, user, orderId);
    const ads = t.app.adServer;
    const original = ads.createLineItems;
    ads.createLineItems = async () => {
      throw new Error('ad server down');
    };
    try {
      const res = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, { token: user.token });
      expect(res.status).toBe(500);
    } finally {
      ads.createLineItems = original;
    }
    const list = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
    expect(list.body[0]).toEqual({ total: 1 });
  });

  it('removes the copy when its creatives cannot be copied', async () => {
    const user = await registerUser(t);
    const orderId = await createOrder(t, user, { name: 'Avec créatif' });
    const lineItemId = await createLineItem(t, user, orderId);
    await attachApprovedCreative(t, user, orderId, lineItemId);
    const ads = t.app.adServer;
    const original = ads.createAssociations;
    ads.createAssociations = async () => {
      throw new Error('ad server down');
    };
    try {
      const res = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, { token: user.token });
      expect(res.status).toBe(500);
    } finally {
      ads.createAssociations = original;
    }
    const list = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
    expect(list.body[0]).toEqual({ total: 1 });
    // The name is free again.
    const again = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, { token: user.token });
    expect((await getOrder(user, again.body.orderId)).body.cleanName).toBe('Avec créatif (copie)');
  });

  it('is not there when the duplicate-order flag is off', async () => {
    const app = await createTestApp({ FEATURE_DUPLICATE_ORDER: 'false' });
    try {
      const user = await registerUser(app);
      const orderId = await createOrder(app, user);
      const res = await call(app, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, { token: user.token });
      expect(res.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
