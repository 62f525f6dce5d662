import { eq } from 'drizzle-orm';
import type { EmbeddedContext } from './context.ts';
import { Generations } from '../../../platform/generations.ts';
import { adserverVisitorImpressions } from './serving-tables.ts';
import type { SharedCounts } from './shared-counts.ts';

/** A visitor's impression instants per capped line item, loaded once from the database, then kept up to date. */
export class VisitorHistory {
  /** Bounded by generations (generations.ts): between half of maxVisitors and maxVisitors, the most recently read. */
  private readonly visitors: Generations<{ loadedAt: number; seen: Map<number, number[]> }>;

  constructor(
    private readonly ctx: EmbeddedContext,
    maxVisitors = 100_000,
    private readonly ttlMs = 10 * 60_000,
  ) {
    this.visitors = new Generations(Math.ceil(maxVisitors / 2));
  }

  /** The visitor's impressions by line item when they are at hand (read less than ttlMs ago), else null. */
  peek(visitor: string, now: number): Map<number, number[]> | null {
    const cached = this.visitors.get(visitor);
    return cached && now - cached.loadedAt < this.ttlMs && now >= cached.loadedAt ? cached.seen : null;
  }

  async of(visitor: string): Promise<Map<number, number[]>> {
    const now = this.ctx.clock.now().getTime();
    const cached = this.peek(visitor, now);
    if (cached) return cached;
    const rows = await this.ctx.db
      .select({ lineItemId: adserverVisitorImpressions.lineItemId, at: adserverVisitorImpressions.at })
      .from(adserverVisitorImpressions)
      .where(eq(adserverVisitorImpressions.visitorId, visitor));
    const seen = new Map<number, number[]>();
    for (const r of rows) seen.set(r.lineItemId, [...(seen.get(r.lineItemId) ?? []), r.at.getTime()]);
    this.visitors.set(visitor, { loadedAt: now, seen });
    return seen;
  }

  /** An impression this process counted (the database has it too). */
  add(visitor: string, lineItemId: number, at: number): void {
    const seen = this.visitors.get(visitor)?.seen;
    if (seen) seen.set(lineItemId, [...(seen.get(lineItemId) ?? []), at]);
  }
}

/**
 * With REDIS_URL (issue 30): a visitor's impressions by capped line item as every process counted them, read from
 * Redis at each capped decision (one command, shared-counts.ts): a copy kept here would miss the impressions the
 * other processes counted since, which is how a cap of 3 gave 7 to 10 behind a balancer. The beacon's count in
 * Redis adds the impression there; this process's own history is kept as before, for when Redis does not answer
 * (degraded: serving goes on with local counts).
 */
export class SharedVisitorHistory {
  /**
   * What Redis answered, kept `ttlMs` (a short local cache where exactness allows, issue 30): used only while `far`
   * says the visitor is far from every cap (so that what other processes may serve them meanwhile cannot take them
   * past one); near a cap every decision reads Redis. The beacon's script refuses to count past a cap either way.
   */
  private readonly recent: Generations<{ readAt: number; seen: Map<number, number[]> }>;

  constructor(
    private readonly shared: Pick<SharedCounts, 'history'>,
    private readonly local: VisitorHistory,
    private readonly now: () => number,
    private readonly far: (seen: ReadonlyMap<number, readonly number[]>) => boolean = () => false,
    private readonly ttlMs = 250,
    maxVisitors = 100_000,
  ) {
    this.recent = new Generations(Math.ceil(maxVisitors / 2));
  }

  peek(visitor: string, now: number): Map<number, number[]> | null {
    const kept = this.recent.get(visitor);
    if (!kept || now - kept.readAt >= this.ttlMs || now < kept.readAt) return null;
    return this.far(kept.seen) ? kept.seen : null;
  }

  of(visitor: string): Promise<Map<number, number[]>> {
    const readAt = this.now();
    return this.shared.history(visitor).then(
      (seen) => {
        this.recent.set(visitor, { readAt, seen });
        return seen;
      },
      () => this.local.of(visitor),
    );
  }

  add(visitor: string, lineItemId: number, at: number): void {
    this.local.add(visitor, lineItemId, at);
    const seen = this.recent.get(visitor)?.seen;
    if (seen) seen.set(lineItemId, [...(seen.get(lineItemId) ?? []), at]);
  }
}
