import { describe, expect, it } from 'vitest';
import type { TFrequencyCap } from '@portal/domain';
import { farFromCaps } from './serving-counts.ts';
import { SharedVisitorHistory, type VisitorHistory } from './visitor-history.ts';

/**
 * The rule of the short local cache of visitor histories with REDIS_URL (issue 30): a capped decision may take a
 * visitor's history from what Redis answered less than 250 ms ago only when every line item's count in it is more than
 * 10 under the serving copy's smallest cap, so that what the other processes serve the visitor meanwhile cannot take
 * them past a cap. A cap of 3 — the scale test's — is therefore always read from Redis.
 */

const cap = (maxImpressions: number): TFrequencyCap => ({ maxImpressions, numTimeUnits: 1, timeUnit: 'DAY' });
/** A serving copy whose line items have these caps (one line item each; [] uncapped). */
const copy = (...caps: TFrequencyCap[][]) =>
  ({
    byId: new Map(caps.map((frequencyCaps, i) => [i + 1, { frequencyCaps }])),
  }) as unknown as Parameters<typeof farFromCaps>[1];
const seen = (...counts: number[]) =>
  new Map(counts.map((n, i) => [i + 1, Array.from({ length: n }, (_, k) => 1_000 + k)]));

describe('farFromCaps', () => {
  it('never takes a visitor near a cap of 3 from the cache, not even one never served', () => {
    expect(farFromCaps(seen(), copy([cap(3)], [cap(1_000)], []))).toBe(false);
    expect(farFromCaps(seen(0), copy([cap(10)]))).toBe(false);
  });

  it('takes from the cache a visitor more than 10 impressions under the smallest cap of the copy', () => {
    const large = copy([cap(1_000)], [cap(50), cap(2_000)], []);
    expect(farFromCaps(seen(), large)).toBe(true);
    expect(farFromCaps(seen(39, 2), large)).toBe(true);
    // 40 + 10 is not under 50: read from Redis.
    expect(farFromCaps(seen(40), large)).toBe(false);
    // Any line item's count, the most of them, against the smallest cap (another line item's).
    expect(farFromCaps(seen(1, 45), large)).toBe(false);
  });

  it('reads Redis while no serving copy is at hand, and for nothing when no line item is capped', () => {
    expect(farFromCaps(seen(), null)).toBe(false);
    expect(farFromCaps(seen(500), copy([], []))).toBe(true);
  });

  it('decides what the shared history answers from the cache', async () => {
    let now = 1_000_000;
    let reads = 0;
    let caps = copy([cap(3)]);
    const history = new SharedVisitorHistory(
      {
        history: async () => {
          reads += 1;
          return seen(1);
        },
      },
      { of: async () => new Map(), add: () => undefined } as unknown as VisitorHistory,
      () => now,
      (s) => farFromCaps(s, caps),
    );
    await history.of('v1');
    now += 10;
    // A cap of 3: the visitor with one impression is read again from Redis at the next decision.
    expect(history.peek('v1', now)).toBeNull();
    caps = copy([cap(1_000)]);
    expect(history.peek('v1', now)?.get(1)).toHaveLength(1);
    expect(reads).toBe(1);
  });
});
