import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis } from '../../../platform/redis.ts';
import { createSharedCounts, type KnownLineItem, type SharedCounts } from './shared-counts.ts';
import type { DecisionClaims } from './decision-token.ts';

/**
 * The counts several processes share on Redis (issue 30), on the machine's Redis (REDIS_URL, default the local one)
 * under keys of this test's own: each beacon counted once, none past the booking or a cap, and a count whose process
 * died before making it durable counted again once its mark expired.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY = '2026-11-28';
let redis: Redis;
let counts: SharedCounts;
let nonces = 0;

beforeAll(async () => {
  redis = await openRedis(redisUrl, { prefix: `t_counts_${randomBytes(6).toString('hex')}:` });
  counts = createSharedCounts(redis, 60_000, { pendingMs: 300, owner: 'a' });
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
    sent += 1;
    return send(...args);
  };
});
afterAll(async () => {
  const keys = await redis.keys(`${redis.options.keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(redis.options.keyPrefix!.length)));
  await redis.quit();
});

/** The commands this test's connection sent so far (counted as ioredis sends them). */
let sent = 0;
const commandsRun = async () => sent;

const decision = (lineItemId: number, visitor = ''): DecisionClaims => ({
  lineItemId,
  creativeId: 1,
  visitor,
  issuedAt: Date.now(),
  nonce: `nonce${(nonces += 1)}`,
});
const known = (units: number, caps: KnownLineItem['frequencyCaps'] = []): KnownLineItem => ({
  units,
  delivered: 0,
  today: { day: DAY, impressions: 0 },
  frequencyCaps: caps,
});

describe('shared counts on Redis', () => {
  it('counts a beacon once: pending until made durable, then a replay', async () => {
    const claims = decision(1);
    const at = Date.now();
    expect(await counts.count('I', claims, at, DAY, known(10))).toBe('counted');
    expect(await counts.count('I', claims, at, DAY, known(10))).toBe('pending');
    await counts.confirm([{ kind: 'I', claims }]);
    expect(await counts.count('I', claims, at, DAY, known(10))).toBe('replay');
    // A click of the same decision is another beacon.
    expect(await counts.count('C', claims, at, DAY, known(10))).toBe('counted');
    expect(await counts.delivered([1], DAY)).toEqual(new Map([[1, { total: 1, today: 1 }]]));
  });

  it('counts again a beacon whose process never made it durable, once its mark expired', async () => {
    const claims = decision(2);
    expect(await counts.count('I', claims, Date.now(), DAY, known(10))).toBe('counted');
    await new Promise((r) => setTimeout(r, 400));
    expect(await counts.count('I', claims, Date.now(), DAY, known(10))).toBe('counted');
  });

  it('lets a restarted process count what it logged only where no other process counted it meanwhile', async () => {
    const other = createSharedCounts(redis, 60_000, { pendingMs: 300, owner: 'b' });
    const kept = decision(6);
    const takenOver = decision(6);
    const unmarked = decision(6);
    expect(await counts.count('I', kept, Date.now(), DAY, known(10))).toBe('counted');
    expect(await counts.count('I', takenOver, Date.now(), DAY, known(10))).toBe('counted');
    // The process died before confirming; its beacon was sent again to another process after the mark expired.
    await new Promise((r) => setTimeout(r, 400));
    expect(await other.count('I', takenOver, Date.now(), DAY, known(10))).toBe('counted');
    expect(await other.count('I', kept, Date.now(), DAY, known(10))).toBe('counted');
    await other.uncount('I', kept, Date.now(), DAY);
    const beacons = [kept, takenOver, unmarked].map((claims) => ({ kind: 'I' as const, claims }));
    expect(await counts.claim(beacons)).toEqual([true, false, true]);
    // Claimed: durable marks of this process.
    expect(await other.count('I', kept, Date.now(), DAY, known(10))).toBe('replay');
  });

  it('counts no impression past the booked quantity, even from a process that does not know the line item', async () => {
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) {
      outcomes.push(await counts.count('I', decision(3), Date.now(), DAY, i < 2 ? known(3) : null));
    }
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'booked', 'booked']);
    expect((await counts.delivered([3], DAY)).get(3)).toEqual({ total: 3, today: 3 });
  });

  it("holds a visitor to a line item's caps, and the history says when they saw it", async () => {
    const caps = [{ maxImpressions: 2, numTimeUnits: 1, timeUnit: 'HOUR' as const }];
    const at = Date.now();
    const seen = [];
    for (let i = 0; i < 3; i += 1)
      seen.push(await counts.count('I', decision(4, 'v1'), at + i, DAY, known(100, caps)));
    expect(seen).toEqual(['counted', 'counted', 'capped']);
    expect(await counts.count('I', decision(4, 'v2'), at, DAY, known(100, caps))).toBe('counted');
    expect(await counts.history('v1')).toEqual(new Map([[4, [at, at + 1]]]));
    // An hour later the cap's window has moved on.
    expect(await counts.count('I', decision(4, 'v1'), at + 3_600_001, DAY, known(100, caps))).toBe('counted');
  });

  it("reads the histories asked in one turn in one command, each visitor's own, each waiter its own copy", async () => {
    const caps = [{ maxImpressions: 5, numTimeUnits: 1, timeUnit: 'DAY' as const }];
    const at = Date.now();
    await counts.count('I', decision(6, 'b1'), at, DAY, known(100, caps));
    await counts.count('I', decision(7, 'b1'), at + 1, DAY, known(100, caps));
    await counts.count('I', decision(6, 'b1'), at + 2, DAY, known(100, caps));
    await counts.count('I', decision(6, 'b2'), at + 3, DAY, known(100, caps));
    // The script known to Redis (a first EVALSHA of it after a Redis restart is sent again as EVAL).
    await counts.history('b0');
    const before = await commandsRun();
    const [b1, b2, none, again] = await Promise.all(['b1', 'b2', 'b0', 'b1'].map((v) => counts.history(v)));
    expect(await commandsRun()).toBe(before + 1);
    expect(b1).toEqual(
      new Map([
        [6, [at, at + 2]],
        [7, [at + 1]],
      ]),
    );
    expect(b2).toEqual(new Map([[6, [at + 3]]]));
    expect(none).toEqual(new Map());
    expect(again).toEqual(b1);
    expect(again).not.toBe(b1);
  });

  it('takes back a beacon that could not be made durable', async () => {
    const claims = decision(5, 'v3');
    const caps = [{ maxImpressions: 1, numTimeUnits: 1, timeUnit: 'DAY' as const }];
    const at = Date.now();
    expect(await counts.count('I', claims, at, DAY, known(10, caps))).toBe('counted');
    await counts.uncount('I', claims, at, DAY);
    expect((await counts.delivered([5], DAY)).get(5)).toEqual({ total: 0, today: 0 });
    expect(await counts.history('v3')).toEqual(new Map());
    expect(await counts.count('I', claims, at, DAY, known(10, caps))).toBe('counted');
  });
});
