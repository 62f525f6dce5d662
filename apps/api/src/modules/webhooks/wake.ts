import type { FastifyInstance } from 'fastify';
import { registerWebhookJob } from './delivery.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';

/**
 * Registers the delivery job and, when this process polls its queue (JOBS_POLL_MS > 0), delivers an event as soon as
 * it commits instead of at the next poll (issue 32 §6: within 5 s of the event): on PostgreSQL the event's
 * transaction announces itself (pg_notify, heard at commit by the other processes) and the process that wrote the
 * delivery looks for it 20 ms, 150 ms and 1 s later; on the embedded database, where only this process writes, a
 * delivery row written wakes the queue, whose claim waits for the transaction to end.
 */
export function registerWebhooks(app: FastifyInstance): void {
  registerWebhookJob(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    allowLoopback: app.config.WEBHOOK_ALLOW_LOOPBACK,
    secretKey: app.config.SECOND_FACTOR_KEY,
  });
  if (app.config.JOBS_POLL_MS <= 0) return;
  let busy = false;
  let again = false;
  const wake = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    setTimeout(async () => {
      try {
        do {
          again = false;
          await app.jobs.runDue();
        } while (again);
      } finally {
        busy = false;
      }
    }, 0).unref();
  };
  if (app.database.kind === 'pglite') {
    app.database.onWrite('webhook_deliveries', (write) => {
      if (write.kind === 'insert') wake();
    });
    return;
  }
  // PostgreSQL: another process's events are heard at their commit (this process's own announcements are not told
  // to it); this process's own, seen as their rows are written (before the commit), are looked for a moment later.
  app.database.onAnnounce(WEBHOOKS_CHANNEL, wake);
  app.database.onWrite('webhook_deliveries', (write) => {
    if (write.kind !== 'insert') return;
    // Wakes that meet a pass under way join it (`again`): many rows at once cost one more pass, not one each.
    for (const ms of AFTER_OWN_WRITE_MS) setTimeout(wake, ms).unref();
  });
}

/** When this process looks for the deliveries it wrote itself on PostgreSQL: its transaction commits meanwhile. */
const AFTER_OWN_WRITE_MS = [20, 150, 1000];
