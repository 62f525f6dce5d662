import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  formatWebhookSignature,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  webhookSignedContent,
} from '@portal/domain';
import { unsealSecret } from '../../platform/auth/second-factor-secret.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobRow, JobRunner } from '../../platform/jobs/runner.ts';
import { publicLookup, RefusedAddressError } from './address.ts';
import { WEBHOOK_JOB } from './events.ts';
import { deliveryWithEndpoint, updateDelivery } from './store.ts';

export interface WebhookDeliveryDeps {
  db: Db;
  clock: Clock;
  allowLoopback: boolean;
  /** SECOND_FACTOR_KEY, which sealed the endpoints' secrets. */
  secretKey: string | undefined;
}

/**
 * An endpoint's signing secret as stored: sealed under SECOND_FACTOR_KEY (`v1:…`) or kept `plain:` without a key;
 * an endpoint registered before secrets were sealed holds its bare `whsec_…`.
 */
export function webhookSecretOf(stored: string, key: string | undefined): string {
  return stored.startsWith('v1:') || stored.startsWith('plain:') ? unsealSecret(stored, key) : stored;
}

/** The signature header of a body sent at `timestamp` (unix seconds) with an endpoint's secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const hmac = createHmac('sha256', secret).update(webhookSignedContent(timestamp, body)).digest('hex');
  return formatWebhookSignature(timestamp, hmac);
}

class DeliveryFailed extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'DeliveryFailed';
  }
}

/** POSTs the body to the URL, connecting only to the public addresses of its host; answers the status code. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  allowLoopback: boolean,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: publicLookup(allowLoopback),
        timeout: WEBHOOK_TIMEOUT_MS,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        // The answer's body is not read past a little: only the status tells.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends one delivery (the job webhook.deliver): signed at this attempt's time, the event's id in `Webhook-Id` and
 * the body. A 2xx is a success; anything else, a timeout or a network error fails the attempt and the queue tries
 * again with backoff until its attempts (24 hours) are over. An address that is private at delivery time (DNS
 * rebinding) fails for good without a retry. A deleted endpoint's delivery is dropped.
 */
export async function deliver(deps: WebhookDeliveryDeps, job: JobRow): Promise<unknown> {
  const { deliveryId } = job.payload as { deliveryId: number };
  const found = await deliveryWithEndpoint(deps.db, deliveryId);
  if (!found) return { dropped: true };
  const { delivery, endpoint } = found;
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Portal-Webhooks/1',
    [WEBHOOK_ID_HEADER.toLowerCase()]: delivery.eventId,
    [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signWebhook(
      webhookSecretOf(endpoint.secret, deps.secretKey),
      timestamp,
      body,
    ),
  };
  const attempts = job.attempts;
  try {
    const status = await post(new URL(endpoint.url), headers, body, deps.allowLoopback).catch(
      (error: unknown) => {
        if (error instanceof RefusedAddressError) throw error;
        throw new DeliveryFailed(error instanceof Error ? error.message : String(error), null);
      },
    );
    if (status < 200 || status > 299) throw new DeliveryFailed(`the endpoint answered ${status}`, status);
    await updateDelivery(deps.db, deliveryId, {
      status: 'succeeded',
      attempts,
      lastStatusCode: status,
      lastError: null,
      deliveredAt: deps.clock.now(),
    });
    return { status };
  } catch (error) {
    if (error instanceof RefusedAddressError) {
      await updateDelivery(deps.db, deliveryId, {
        status: 'failed',
        attempts,
        lastStatusCode: null,
        lastError: error.message,
      });
      return { refused: error.message };
    }
    const failed = error as DeliveryFailed;
    await updateDelivery(deps.db, deliveryId, {
      status: attempts >= job.maxAttempts ? 'failed' : 'retrying',
      attempts,
      lastStatusCode: failed.statusCode ?? null,
      lastError: failed.message.slice(0, 500),
    });
    throw error;
  }
}

/** The runner sends the deliveries enqueued; an event committed wakes it at once (see wake.ts). */
export function registerWebhookJob(runner: JobRunner, deps: WebhookDeliveryDeps): void {
  runner.register(WEBHOOK_JOB, (job) => deliver(deps, job));
}
