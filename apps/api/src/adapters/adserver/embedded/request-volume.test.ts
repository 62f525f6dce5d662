import { describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/client.ts';
import type { Place } from './serving-state.ts';
import { RequestVolume } from './request-volume.ts';

/**
 * The request volume is written every 5 s, not at each decision. A decision that waited (its visitor's history read
 * from Redis) counts with the instant it started at, a few milliseconds before the last write: that is no clock set
 * back, and wrote again at every such decision (issue 30's bench: ~930 decisions/s at ~800 µs of CPU each).
 */
describe('the request volume', () => {
  it('writes once in 5 s, also when decisions count with an instant just before the last write', async () => {
    let writes = 0;
    const chain = { values: () => chain, onConflictDoUpdate: async () => void (writes += 1) };
    const db = { insert: () => chain } as unknown as Db;
    let clock = 1_000_000;
    const volume = new RequestVolume(
      db,
      () => clock,
      () => '2026-11-28',
      (e) => {
        throw e;
      },
    );
    const place = {} as Place;
    volume.count(place, '2026-11-28', '300x250', 'CA-QC', clock);
    await volume.flush();
    expect(writes).toBe(1);
    // Decisions that started before that write and count after it.
    for (let i = 0; i < 100; i += 1) volume.count(place, '2026-11-28', '300x250', 'CA-QC', clock - 3);
    clock += 1_000;
    volume.count(place, '2026-11-28', '300x250', 'CA-QC', clock);
    await volume.flush();
    expect(writes).toBe(2);
    // A clock set back by more than the period still writes.
    volume.count(place, '2026-11-28', '300x250', 'CA-QC', clock - 10_000);
    await new Promise((r) => setTimeout(r, 10));
    expect(writes).toBe(3);
  });
});
