import { eq, sql } from 'drizzle-orm';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import type { OrdersDeps } from './state.ts';
import { portalLineItems } from './tables.ts';

/**
 * The webhook `line_item.completed` (issue 32 §6). The ad server completes a line item by itself (its units
 * delivered, its flight over), outside any portal transaction; a schedule finds the portal's line items it completed
 * lately and marks each with a job (kind orders.line-item-completed, key its id: unique, so told once whatever the
 * processes and restarts), whose run enqueues the event for the account's endpoints.
 */
export const LINE_ITEM_COMPLETED_JOB = 'orders.line-item-completed';

/** Completions looked for: those of the last two days (older ones were told, or happened before webhooks). */
const LOOKBACK_MS = 2 * 24 * 3_600_000;
/** At most one look every 30 s, however often the queue is woken. */
const EVERY_MS = 30_000;

export function registerCompletionEvents(runner: JobRunner, deps: OrdersDeps): void {
  let lastLook = -Infinity;
  runner.schedule(async (now) => {
    if (now.getTime() - lastLook < EVERY_MS) return;
    lastLook = now.getTime();
    const since = new Date(now.getTime() - LOOKBACK_MS);
    const completed: unknown = await deps.db.execute(sql`
      select li.id from adserver_line_items li
      join ${portalLineItems} p on p.id = li.id
      where li.status = 'COMPLETED' and li.updated_at > ${since}
        and not exists (
          select 1 from jobs j where j.kind = ${LINE_ITEM_COMPLETED_JOB} and j.key = li.id::text
        )
      limit 500`);
    // node-postgres and PGlite both answer { rows }.
    const rows = (completed as { rows: Array<{ id: number | string }> }).rows.map((r) => ({
      id: Number(r.id),
    }));
    for (const { id } of rows) {
      await enqueueJob(
        deps.db,
        { kind: LINE_ITEM_COMPLETED_JOB, key: String(id), payload: { lineItemId: id }, runAt: now },
        now,
      );
    }
  });
  runner.register(LINE_ITEM_COMPLETED_JOB, async (job) => {
    const { lineItemId } = job.payload as { lineItemId: number };
    const [row] = await deps.db.select().from(portalLineItems).where(eq(portalLineItems.id, lineItemId));
    if (!row) return { lineItemId, told: false };
    const [item] = await deps.adServer
      .getLineItemsByOrders([row.orderId])
      .then((items) => items.filter((li) => li.id === lineItemId));
    await deps.db.transaction((tx) =>
      enqueueWebhookEvent(
        tx,
        {
          accountId: row.ownerId,
          type: 'line_item.completed',
          data: {
            lineItemId,
            orderId: row.orderId,
            name: item?.name ?? null,
            impressionsDelivered: item?.stats.impressionsDelivered ?? null,
          },
        },
        deps.clock.now(),
      ),
    );
    return { lineItemId, told: true };
  });
}
