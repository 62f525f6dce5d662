import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_WINDOW_HOURS,
  isIdempotentRoute,
  isValidIdempotencyKey,
} from '@portal/domain';
import { subjectAccountId } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findByKey, insertRunning, purgeBefore, release, saveAnswer, takeOver } from './store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency record this request holds while it runs (its answer is kept in onSend). */
    idempotencyRecord?: number;
  }
  interface FastifyContextConfig {
    /**
     * What a request's body is, for a route whose body Fastify does not parse (a multipart form): the idempotency
     * check compares it. The route reads its body through the same, once.
     */
    idempotencyBody?: (request: FastifyRequest) => Promise<unknown>;
  }
}

/** How long a first request holds its key before another process may take it over (it died meanwhile). */
export const IDEMPOTENCY_LEASE_MS = 60_000;
const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3600_000;
/** Old records are deleted at a write, at most this often per process. */
const PURGE_EVERY_MS = 60_000;

/**
 * Idempotent creates (issue 32 §3) on the /api/v2 scope, registered before the answers' compression: the routes of
 * the domain's IDEMPOTENT_ROUTES get the check as their last preHandler (after their own guards; no other route pays
 * anything), and a request holding a record keeps its answer as it is sent. Kept in the database, so a retry reaching
 * another process is answered the same. A first request's answer of 5xx, 409 or 429 (a failure a retry may
 * overcome) is not kept: the key is let go.
 */
export function registerIdempotency(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => isIdempotentRoute(method, route.url))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claimIdempotencyKey];
  });
  // A callback: nothing for the requests that hold no record (nearly all).
  api.addHook('onSend', (request, reply, payload, done) => {
    const id = request.idempotencyRecord;
    if (id === undefined) return done(null, payload);
    request.idempotencyRecord = undefined;
    keepAnswer(request, reply, id, payload).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error }, 'idempotency answer not kept');
        done(null, payload);
      },
    );
  });
}

async function claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (!isValidIdempotencyKey(key)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID', {
      message: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
      params: { max: IDEMPOTENCY_KEY_MAX_LENGTH },
    });
  }
  if (!request.user) return undefined;
  const readBody = request.routeOptions.config.idempotencyBody;
  const body = readBody ? await readBody(request) : request.body;
  const fingerprint = sha256(
    canonicalJson([
      request.method,
      request.routeOptions.url,
      request.params,
      subjectAccountId(request),
      body,
    ]),
  );
  const db = request.server.database.db;
  const now = request.server.clock.now();
  purgeOldRecords(db, now);
  const claim = {
    userId: request.user.id,
    key,
    fingerprint,
    createdAt: now,
    lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
  };
  const inserted = await insertRunning(db, claim);
  if (inserted !== undefined) {
    request.idempotencyRecord = inserted;
    return undefined;
  }
  const found = await findByKey(db, claim.userId, key);
  const expiredBefore = new Date(now.getTime() - WINDOW_MS);
  const stale =
    !found ||
    found.createdAt < expiredBefore ||
    (found.status === null && found.lockedUntil.getTime() < now.getTime());
  if (stale) {
    // A record past the window may be deleted by a purge (another request's, in the background) between reading it
    // and taking it over: then the key is free, and inserting claims it (a claim by another request makes it fail).
    const id = found
      ? ((await takeOver(db, found.id, claim, expiredBefore)) && found.id) || (await insertRunning(db, claim))
      : await insertRunning(db, claim);
    if (!id) throw inUse();
    request.idempotencyRecord = id;
    return undefined;
  }
  if (found.fingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', {
      message: 'This Idempotency-Key was used with another request',
    });
  }
  if (found.status === null) throw inUse();
  void reply.code(found.status).header('idempotent-replayed', 'true');
  if (found.contentType) void reply.type(found.contentType);
  return reply.send(found.body ?? '');
}

function inUse(): AppError {
  return new AppError('IDEMPOTENCY_KEY_IN_USE', {
    message: 'A request with this Idempotency-Key is still running',
  });
}

async function keepAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  payload: unknown,
): Promise<void> {
  const db = request.server.database.db;
  const status = reply.statusCode;
  const contentType = reply.getHeader('content-type');
  const type = typeof contentType === 'string' ? contentType : null;
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload) && type && /json|text/.test(type)
        ? payload.toString('utf8')
        : null;
  const retryable = status >= 500 || status === 409 || status === 429;
  if (text === null || retryable) return release(db, id);
  await saveAnswer(db, id, { status, contentType: type, body: text });
}

const lastPurge = new WeakMap<Db, number>();

/** Deletes the records past the window, at most once a minute per process, in the background. */
function purgeOldRecords(db: Db, now: Date): void {
  const last = lastPurge.get(db) ?? 0;
  if (now.getTime() - last < PURGE_EVERY_MS && now.getTime() >= last) return;
  lastPurge.set(db, now.getTime());
  void purgeBefore(db, new Date(now.getTime() - WINDOW_MS)).catch(() => undefined);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with every object's keys sorted, so that two bodies equal as data are equal as text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    if (v instanceof Date) return v;
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, (v as Record<string, unknown>)[k]]),
    );
  });
}
