import { sql } from 'drizzle-orm';
import { memberUntil } from '@portal/domain';
import type { EmbeddedContext } from './context.ts';

/**
 * The personalised segments a visitor belongs to, as the decision reads them (issue 15): loaded from the database
 * once per visitor by a process (their visits on every active segment), kept TTL_MS, and dropped when this process
 * logs a hit of theirs (read again, after the hit is applied, at their next decision). Every process reads the same rows, so processes agree on membership within TTL_MS.
 */
export class Memberships {
  private readonly visitors = new Map<string, { loadedAt: number; until: Map<number, number> }>();

  constructor(
    private readonly ctx: EmbeddedContext,
    /** Applies the hits logged so far, so that a read holds them. */
    private readonly beforeRead: () => Promise<void>,
    private readonly maxVisitors = 100_000,
    private readonly ttlMs = 60_000,
  ) {}

  /** Until when the visitor is a member of each segment (ms), when at hand; else null. */
  peek(visitor: string, now: number): Map<number, number> | null {
    const cached = this.visitors.get(visitor);
    return cached && now - cached.loadedAt < this.ttlMs && now >= cached.loadedAt ? cached.until : null;
  }

  async of(visitor: string): Promise<Map<number, number>> {
    const now = this.ctx.clock.now().getTime();
    const cached = this.peek(visitor, now);
    if (cached) return cached;
    await this.beforeRead();
    const result = await this.ctx.db.execute(sql`
      select v.segment_id, v.hits, v.last_hit_at, s.page_views, s.membership_days
      from adserver_segment_visitors v
      join adserver_audience_segments s on s.id = v.segment_id and s.status = 'ACTIVE'
      where v.visitor_id = ${visitor}`);
    const until = new Map<number, number>();
    for (const r of (result as { rows?: Record<string, unknown>[] }).rows ?? []) {
      const end = memberUntil(
        { pageViews: Number(r.page_views), membershipExpirationDays: Number(r.membership_days) },
        { hits: Number(r.hits), lastHitAt: new Date(r.last_hit_at as string | Date).getTime() },
      );
      if (end !== null) until.set(Number(r.segment_id), end);
    }
    this.visitors.delete(visitor);
    if (this.visitors.size >= this.maxVisitors) this.visitors.delete(this.visitors.keys().next().value!);
    this.visitors.set(visitor, { loadedAt: now, until });
    return until;
  }

  /** The visitor's visits changed (a hit applied, a segment changed): read again at their next decision. */
  forget(visitor?: string): void {
    if (visitor === undefined) this.visitors.clear();
    else this.visitors.delete(visitor);
  }
}
