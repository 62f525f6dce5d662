import { randomBytes } from 'node:crypto';
import {
  CURSOR_PAGE_DEFAULT_LIMIT,
  decodeCursor,
  encodeCursor,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_SECRET_PREFIX,
  webhookUrlProblem,
  type TCursorPageQuery,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type WebhookEventType,
} from '@portal/domain';
import { withAudit } from '../../platform/audit/record.ts';
import { sealSecret } from '../../platform/auth/second-factor-secret.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { RefusedAddressError, resolvePublic } from './address.ts';
import { enqueueDelivery } from './events.ts';
import {
  countEndpoints,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  toDeliveryView,
  toEndpointView,
} from './store.ts';

export interface WebhooksDeps {
  db: Db;
  clock: Clock;
  /** WEBHOOK_ALLOW_LOOPBACK: loopback and plain http taken (tests, a local receiver). */
  allowLoopback: boolean;
  /** SECOND_FACTOR_KEY: seals the endpoints' secrets in the database (platform/auth/second-factor-secret.ts). */
  secretKey: string | undefined;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'No such webhook endpoint' });

function urlError(
  code: 'WEBHOOK_URL_INVALID' | 'WEBHOOK_URL_NOT_HTTPS' | 'WEBHOOK_URL_PRIVATE_ADDRESS',
  message: string,
) {
  return new AppError(code, { message });
}

/** Checks a URL as the domain says, then resolves its host: every address must be public. */
async function checkUrl(deps: WebhooksDeps, raw: string): Promise<void> {
  const problem = webhookUrlProblem(raw, { allowLoopback: deps.allowLoopback });
  if (problem) throw urlError(problem, `The endpoint URL is refused (${problem})`);
  try {
    await resolvePublic(new URL(raw).hostname, deps.allowLoopback);
  } catch (error) {
    if (error instanceof RefusedAddressError) throw urlError('WEBHOOK_URL_PRIVATE_ADDRESS', error.message);
    throw urlError('WEBHOOK_URL_INVALID', `${new URL(raw).hostname} does not resolve`);
  }
}

export async function createEndpoint(
  deps: WebhooksDeps,
  ownerId: number,
  input: { url: string; events: WebhookEventType[]; description: string },
): Promise<TWebhookEndpoint & { secret: string }> {
  await checkUrl(deps, input.url);
  if ((await countEndpoints(deps.db, ownerId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new AppError('WEBHOOK_ENDPOINT_LIMIT_REACHED', {
      message: `At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
      params: { max: MAX_WEBHOOK_ENDPOINTS },
    });
  }
  const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
  // In the account's trail: the address and events, never the secret.
  const row = await withAudit(
    deps.db,
    (tx) =>
      insertEndpoint(tx, {
        ownerId,
        url: input.url,
        description: input.description,
        events: input.events,
        secret: sealSecret(secret, deps.secretKey),
        createdAt: deps.clock.now(),
      }),
    (made) => ({
      operation: 'webhookEndpoint.create',
      objectType: 'webhookEndpoint',
      objectId: made.id,
      after: { url: made.url, events: made.events },
    }),
  );
  return { ...toEndpointView(row), secret };
}

export async function endpointsOf(deps: WebhooksDeps, ownerId: number): Promise<TWebhookEndpoint[]> {
  return (await listEndpoints(deps.db, ownerId)).map(toEndpointView);
}

export async function removeEndpoint(deps: WebhooksDeps, ownerId: number, id: number): Promise<void> {
  const endpoint = await findEndpoint(deps.db, ownerId, id);
  if (!endpoint) throw notFound();
  // Gone meanwhile (a concurrent delete): nothing is written, the trail included.
  const remove = async (tx: Db) => {
    if (!(await deleteEndpoint(tx, ownerId, id))) throw notFound();
  };
  await withAudit(deps.db, remove, {
    operation: 'webhookEndpoint.delete',
    objectType: 'webhookEndpoint',
    objectId: id,
    before: { url: endpoint.url, events: endpoint.events },
  });
}

export async function deliveriesOf(
  deps: WebhooksDeps,
  ownerId: number,
  endpointId: number,
  page: { limit: number; before?: number },
): Promise<TWebhookDelivery[]> {
  if (!(await findEndpoint(deps.db, ownerId, endpointId))) throw notFound();
  return (await listDeliveries(deps.db, endpointId, page.limit, page.before)).map(toDeliveryView);
}

/**
 * GET /webhooks/endpoints/{id}/deliveries?limit=&cursor= (issue 32 §4): a page of the log, newest first, paged in SQL
 * (a log grows): the cursor names the page's last delivery by its id, which grows with time; one more row than the
 * page is read to know whether another follows.
 */
export async function deliveriesPage(
  deps: WebhooksDeps,
  ownerId: number,
  endpointId: number,
  query: TCursorPageQuery,
): Promise<{ items: TWebhookDelivery[]; nextCursor: string | null }> {
  if (!(await findEndpoint(deps.db, ownerId, endpointId))) throw notFound();
  const limit = query.limit ?? CURSOR_PAGE_DEFAULT_LIMIT;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)?.id;
  const rows = await listDeliveries(deps.db, endpointId, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toDeliveryView),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: 0, id: last.id }) : null,
  };
}

/**
 * Sends a delivery's event again, as a new delivery with the same event id and body (the receiver de-duplicates by
 * it) and its own log line; the URL is checked again first.
 */
export async function redeliver(
  deps: WebhooksDeps,
  ownerId: number,
  endpointId: number,
  deliveryId: number,
): Promise<TWebhookDelivery> {
  const endpoint = await findEndpoint(deps.db, ownerId, endpointId);
  if (!endpoint) throw notFound();
  const original = await findDelivery(deps.db, endpointId, deliveryId);
  if (!original) throw new AppError('NOT_FOUND', { message: 'No such delivery' });
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const copy = await insertDelivery(tx, {
      endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
      createdAt: now,
      redeliveryOf: original.id,
    });
    await enqueueDelivery(tx, copy.id, now);
    return copy;
  });
  return toDeliveryView(row);
}
