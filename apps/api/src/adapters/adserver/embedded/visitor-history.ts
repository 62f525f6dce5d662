import { eq } from 'drizzle-orm';
import type { EmbeddedContext } from './context.ts';
import { Generations } from '../../../platform/generations.ts';
import { adserverVisitorImpressions } from './serving-tables.ts';

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
