import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type App } from '../../server.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { beacon, decide, intoFlight, lineItemOf, liveCampaign } from '../../test/ads.ts';
import { checkAnswersAgainstDocument } from '../../test/conformance.ts';

/**
 * Two portal processes on one PostgreSQL and one Redis (issue 30), a visitor's decisions sent to one and their
 * beacons to the other, as a round-robin balancer does: frequency caps, the booked quantity and replays hold as in
 * one process. Run on PostgreSQL (DATABASE_URL), with the machine's Redis (REDIS_URL, default the local one).
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(process.env.DATABASE_URL)('two processes sharing their serving state on Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let other: App;

  beforeEach(async () => {
    const env = { REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0', REDIS_URL: redisUrl };
    a = await createTestApp(env);
    // The second process: the same database, the same Redis keys, the same clock; a data folder of its own.
    other = await buildServer(
      { ...a.app.config },
      { clock: a.clock, instrument: checkAnswersAgainstDocument },
    );
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    b = { app: other, url, clock: a.clock, close: () => other.close() };
  });
  afterEach(async () => {
    await other?.close();
    await a?.close();
  });

  it('holds a visitor to a cap of 3 a day when decisions and beacons alternate between processes', async () => {
    const live = await liveCampaign(a, {
      overrides: { frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }] },
    });
    intoFlight(a);
    let vid: string | undefined;
    let impressions = 0;
    for (let i = 0; i < 10; i += 1) {
      const [decider, counter] = i % 2 === 0 ? [a, b] : [b, a];
      const res = await decide(decider, '300x250', { vid });
      vid = res.vid;
      const slot = res.slots[0];
      if (!slot) continue;
      expect(slot.lineItemId).toBe(live.lineItemId);
      expect((await beacon(counter, slot.impressionUrl)).status).toBeLessThan(400);
      impressions += 1;
    }
    expect(impressions).toBe(3);
    // Another visitor is not held by the first one's cap.
    expect((await decide(b, '300x250')).slots[0]?.lineItemId).toBe(live.lineItemId);
  });

  it('counts no impression past the booked quantity, whichever process the beacons reach', async () => {
    const live = await liveCampaign(a, { overrides: { units: 20 } });
    intoFlight(a);
    // 30 decisions made before any of their impressions came back: each process sees nothing delivered yet.
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => decide(i % 2 === 0 ? a : b, '300x250')),
    );
    expect(decisions.every((d) => d.slots[0]?.lineItemId === live.lineItemId)).toBe(true);
    await Promise.all(decisions.map((d, i) => beacon(i % 2 === 0 ? b : a, d.slots[0].impressionUrl)));
    // Each process applies what it logged to the tables: both are asked first (a read settles its own process).
    await b.app.adServer.getLineItem(live.lineItemId);
    const { lineItem } = await lineItemOf(a, live);
    expect(lineItem.stats.impressionsDelivered).toBe(20);
    expect(lineItem.status).toBe('COMPLETED');
  });

  it('counts an impression once when it is sent again to the other process', async () => {
    const live = await liveCampaign(a);
    intoFlight(a);
    const one = await decide(a, '300x250');
    expect((await beacon(a, one.slots[0].impressionUrl)).status).toBeLessThan(400);
    expect((await beacon(b, one.slots[0].impressionUrl)).status).toBeLessThan(400);
    const click = one.slots[0].clickUrl;
    await beacon(b, click);
    await beacon(a, click);
    await a.app.adServer.getLineItem(live.lineItemId);
    const { lineItem } = await lineItemOf(b, live);
    expect(lineItem.stats).toMatchObject({ impressionsDelivered: 1, clicksDelivered: 1 });
  });
});
