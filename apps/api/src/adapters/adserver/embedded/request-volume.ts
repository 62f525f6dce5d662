import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { adserverRequestVolume } from './serving-tables.ts';
import type { Place } from './serving-state.ts';

/** How often the summed requests are written (the forecast flushes them first when it reads). */
const FLUSH_EVERY_MS = 5000;

interface Counter {
  day: string;
  size: string;
  region: string;
  requests: number;
}

/**
 * The request volume the forecast reads (issue 5): ad requests per day, size and region, summed in memory — each
 * place keeps its counter of the day, so a decision counts without a lookup — and added to the table every few
 * seconds, so that a decision writes nothing itself.
 */
export class RequestVolume {
  /** '2026-11-23|300x250|CA-QC' → its counter since the last write. */
  private readonly counters = new Map<string, Counter>();
  private flushedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly dayOf: (ms: number) => string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * One request for the place's size and visitor location on that day; a write when one is due. The location is its
   * key (visitor-places.ts: 'CA-QC', 'CA-QC|9124101', 'CA-QC|*', ''), kept in the table's `region` column, so that
   * the forecast counts the visitors a city-targeted line item would be served (issue 31 §2).
   */
  count(place: Place, day: string, size: string, where: string, now: number): void {
    if (place.volume?.day !== day) {
      const key = `${day}|${size}|${where}`;
      let counter = this.counters.get(key);
      if (!counter) this.counters.set(key, (counter = { day, size, region: where, requests: 0 }));
      place.volume = counter;
    }
    place.volume.requests += 1;
    // `now` is the decision's, taken before it waited (a visitor's history read from Redis): a few milliseconds before
    // the last flush is not a clock set back, and must not write again (every waiting decision did, one write each).
    if (now - this.flushedAt >= FLUSH_EVERY_MS || this.flushedAt - now >= FLUSH_EVERY_MS) {
      this.flush().catch(this.onError);
    }
  }

  /** The writes under way, one after the other: a flush returns once every request counted before it is written. */
  private writing: Promise<void> = Promise.resolve();

  /**
   * Adds the requests summed so far to the table. A flush waits for the writes of earlier flushes too: a reader that
   * flushes first (the forecast) then sees every request counted before, even those an automatic flush had taken.
   */
  flush(): Promise<void> {
    const now = this.now();
    this.flushedAt = now;
    const today = this.dayOf(now);
    const rows: Counter[] = [];
    for (const [key, counter] of this.counters) {
      if (counter.requests > 0) rows.push({ ...counter });
      counter.requests = 0;
      // Another day's counters are done with (a place counting on finds today's).
      if (counter.day !== today) this.counters.delete(key);
    }
    const write = this.writing.then(async () => {
      if (rows.length === 0) return;
      await this.db
        .insert(adserverRequestVolume)
        .values(rows)
        .onConflictDoUpdate({
          target: [adserverRequestVolume.day, adserverRequestVolume.size, adserverRequestVolume.region],
          set: { requests: sql`${adserverRequestVolume.requests} + excluded.requests` },
        });
    });
    this.writing = write.catch(() => undefined);
    return write;
  }
}
