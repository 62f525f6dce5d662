import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import { endpointsListening, insertDelivery } from './store.ts';

export const WEBHOOK_JOB = 'webhook.deliver';
/** The channel a committed event is announced on, so that a process delivers it at once (PostgreSQL). */
export const WEBHOOKS_CHANNEL = 'portal_webhooks';

/**
 * Attempts of one delivery: the queue's backoff (30 s doubling to 1 h, platform/jobs/runner.ts) over 31 attempts
 * covers 24 hours (30 s + 1 min + … + 32 min ≈ 1 h 04, then 24 hourly attempts minus that).
 */
export const WEBHOOK_MAX_ATTEMPTS = 31;

export interface WebhookEvent {
  /** The account the event is about: its endpoints listening to `type` receive it. */
  accountId: number;
  type: WebhookEventType;
  /** What the event tells (ids, status, reason); the body's `data`. */
  data: Record<string, unknown>;
}

/** The job of one delivery, in the caller's transaction. */
export async function enqueueDelivery(tx: Db, deliveryId: number, now: Date): Promise<void> {
  await enqueueJob(
    tx,
    {
      kind: WEBHOOK_JOB,
      key: `delivery:${deliveryId}`,
      payload: { deliveryId },
      runAt: now,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    },
    now,
  );
  await tx.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, '')`);
}

/**
 * Records an event for the account's endpoints that listen to it, in the transaction of the change it tells (`tx`):
 * one delivery and one job per endpoint, sent once that commits and never when it rolls back. The event's id is the
 * same for every endpoint and every attempt, for receivers to de-duplicate. No endpoint listening: nothing written.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEvent, now: Date): Promise<void> {
  const endpoints = await endpointsListening(tx, event.accountId, event.type);
  if (endpoints.length === 0) return;
  const eventId = `evt_${randomUUID()}`;
  const payload = { id: eventId, type: event.type, createdAt: now.toISOString(), data: event.data };
  for (const endpoint of endpoints) {
    const delivery = await insertDelivery(tx, {
      endpointId: endpoint.id,
      eventId,
      eventType: event.type,
      payload,
      createdAt: now,
    });
    await enqueueDelivery(tx, delivery.id, now);
  }
}
