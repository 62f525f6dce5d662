import { sql } from 'drizzle-orm';
import { memberUntil } from '@portal/domain';
import type { EmbeddedContext } from './context.ts';
import { Generations } from '../../../platform/generations.ts';

/** Visitors read in one query at most (one array parameter). */
const MAX_BATCH = 500;

interface Load {
  visitors: Map<string, Promise<Map<number, number>>>;
  settle: Map<string, { resolve: (until: Map<number, number>) => void; reject: (error: unknown) => void }>;
  /** Visitors forgotten while this load was under way: its answer serves the waiting decision, and is not kept. */
  forgotten: Set<string>;
  all: boolean;
}

/**
 * The personalised segments a visitor belongs to, as the decision reads them (issue 15): loaded from the database
 * once per visitor by a process (their visits on every active segment), kept TTL_MS, and dropped when this process
 * logs a hit of theirs (read again, after the hit is applied, at their next decision). Every process reads the same
 * rows, so processes agree on membership within TTL_MS.
 *
 * Visitors not at hand are read together: those asked while a read is under way wait for the next one, which reads
 * them all in one query (up to MAX_BATCH). A read costs about a statement's fixed cost on the embedded database
 * (1 to 4 ms on the development machine, most of it the statement, not its rows), so under load new visitors share
 * it instead of each paying it (bench/audiences.ts).
 */
export class Memberships {
  /** Bounded by generations (generations.ts): between half of maxVisitors and maxVisitors, the most recently read. */
  private readonly visitors: Generations<{ loadedAt: number; until: Map<number, number> }>;
  /** The read under way, and those the visitors asked meanwhile will share (MAX_BATCH each). */
  private running: Load | null = null;
  private readonly queue: Load[] = [];
  private draining = false;

  constructor(
    private readonly ctx: EmbeddedContext,
    /** Applies the hits logged so far, so that a read holds them. */
    private readonly beforeRead: () => Promise<void>,
    maxVisitors = 100_000,
    private readonly ttlMs = 60_000,
  ) {
    this.visitors = new Generations(Math.ceil(maxVisitors / 2));
  }

  /** Until when the visitor is a member of each segment (ms), when at hand; else null. */
  peek(visitor: string, now: number): Map<number, number> | null {
    const cached = this.visitors.get(visitor);
    return cached && now - cached.loadedAt < this.ttlMs && now >= cached.loadedAt ? cached.until : null;
  }

  of(visitor: string): Promise<Map<number, number>> {
    const now = this.ctx.clock.now().getTime();
    const cached = this.peek(visitor, now);
    if (cached) return Promise.resolve(cached);
    for (const load of this.running ? [this.running, ...this.queue] : this.queue) {
      const asked = load.visitors.get(visitor);
      if (asked) return asked;
    }
    let load = this.queue.at(-1);
    if (!load || load.visitors.size >= MAX_BATCH) {
      load = this.newLoad();
      this.queue.push(load);
    }
    const promise = new Promise<Map<number, number>>((resolve, reject) =>
      load.settle.set(visitor, { resolve, reject }),
    );
    load.visitors.set(visitor, promise);
    if (!this.draining) {
      this.draining = true;
      void this.drain();
    }
    return promise;
  }

  private newLoad(): Load {
    return { visitors: new Map(), settle: new Map(), forgotten: new Set(), all: false };
  }

  /** Reads the waiting visitors, a batch at a time, until none waits. */
  private async drain(): Promise<void> {
    // The visitors asked in this turn of the event loop join the first read.
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (let load = this.queue.shift(); load; load = this.queue.shift()) {
      this.running = load;
      try {
        await this.read(load);
      } catch (error) {
        for (const { reject } of load.settle.values()) reject(error);
      }
      this.running = null;
    }
    this.draining = false;
  }

  private async read(load: Load): Promise<void> {
    const now = this.ctx.clock.now().getTime();
    await this.beforeRead();
    const ids = [...load.visitors.keys()];
    const result = await this.ctx.db.execute(sql`
      select v.visitor_id, v.segment_id, v.hits, v.last_hit_at, s.page_views, s.membership_days
      from adserver_segment_visitors v
      join adserver_audience_segments s on s.id = v.segment_id and s.status = 'ACTIVE'
      where v.visitor_id = any(${`{${ids.map((id) => `"${id.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`);
    const found = new Map<string, Map<number, number>>(ids.map((id) => [id, new Map()]));
    for (const r of (result as { rows?: Record<string, unknown>[] }).rows ?? []) {
      const end = memberUntil(
        { pageViews: Number(r.page_views), membershipExpirationDays: Number(r.membership_days) },
        { hits: Number(r.hits), lastHitAt: new Date(r.last_hit_at as string | Date).getTime() },
      );
      if (end !== null) found.get(String(r.visitor_id))?.set(Number(r.segment_id), end);
    }
    for (const [visitor, until] of found) {
      if (!load.all && !load.forgotten.has(visitor)) {
        this.visitors.set(visitor, { loadedAt: now, until });
      }
      load.settle.get(visitor)!.resolve(until);
    }
  }

  /** The visitor's visits changed (a hit applied, a segment changed): read again at their next decision. */
  forget(visitor?: string): void {
    if (visitor === undefined) {
      this.visitors.clear();
      if (this.running) this.running.all = true;
    } else {
      this.visitors.delete(visitor);
      this.running?.forgotten.add(visitor);
    }
  }
}
