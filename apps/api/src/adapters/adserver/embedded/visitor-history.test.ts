import { describe, expect, it } from 'vitest';
import { SharedVisitorHistory, type VisitorHistory } from './visitor-history.ts';

/**
 * With REDIS_URL (issue 30): a capped decision takes the visitor's history from what Redis answered less than 250 ms
 * ago only while the visitor is far from every cap; near one, or later, it reads Redis again.
 */
describe('the visitor history shared on Redis', () => {
  function setUp(far: boolean) {
    let now = 1_000_000;
    let reads = 0;
    const redis = {
      history: async () => {
        reads += 1;
        return new Map([[7, [now - 5_000]]]);
      },
    };
    const local = { of: async () => new Map(), add: () => undefined } as unknown as VisitorHistory;
    const history = new SharedVisitorHistory(
      redis,
      local,
      () => now,
      () => far,
    );
    return { history, reads: () => reads, later: (ms: number) => (now += ms), now: () => now };
  }

  it('answers from what Redis said within 250 ms when the visitor is far from the caps, its own impressions added', async () => {
    const t = setUp(true);
    expect(t.history.peek('v1', t.now())).toBeNull();
    await t.history.of('v1');
    t.later(100);
    t.history.add('v1', 7, t.now());
    expect(t.history.peek('v1', t.now())?.get(7)).toHaveLength(2);
    expect(t.history.peek('v2', t.now())).toBeNull();
    t.later(150);
    expect(t.history.peek('v1', t.now())).toBeNull();
    expect(t.reads()).toBe(1);
  });

  it('reads Redis at every decision when the visitor is near a cap', async () => {
    const t = setUp(false);
    await t.history.of('v1');
    t.later(1);
    expect(t.history.peek('v1', t.now())).toBeNull();
  });
});
