import type { FastifyInstance } from 'fastify';
import { registerWebhookJob } from './delivery.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';

/**
 * Registers the delivery job and, when this process polls its queue (JOBS_POLL_MS > 0), delivers an event as soon as
 * it commits instead of at the next poll (issue 32 §6: within 5 s of the event): on PostgreSQL the event's
 * transaction announces itself (pg_notify, heard at commit by every process); on the embedded database, where only
 * this process writes, a delivery row written wakes the queue, whose claim waits for the transaction to end.
 */
export function registerWebhooks(app: FastifyInstance): void {
  registerWebhookJob(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    allowLoopback: app.config.WEBHOOK_ALLOW_LOOPBACK,
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
  } else app.database.onAnnounce(WEBHOOKS_CHANNEL, wake);
}
