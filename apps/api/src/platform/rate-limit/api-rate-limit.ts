import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** The window every count of the /api/v2 limits runs over (issue 32 §5): a fixed minute, the same for everyone. */
export const API_RATE_LIMIT_WINDOW_MS = 60_000;

/** The answer headers (IETF draft "RateLimit header fields", as @fastify/rate-limit's draft mode names them). */
export const RATE_LIMIT_HEADERS = {
  limit: 'ratelimit-limit',
  remaining: 'ratelimit-remaining',
  reset: 'ratelimit-reset',
  retryAfter: 'retry-after',
} as const;

/**
 * Routes of the /api/v2 scope that are not under these limits: creative files are fetched by the visitors of
 * publisher pages (the ad server's side, as /ads/v1 which is outside the scope), not by integrators.
 */
const EXEMPT_ROUTES = new Set(['GET /api/v2/assets/:name', 'HEAD /api/v2/assets/:name']);

type Bucket = 'read' | 'write' | 'anonymous';

/** Who a request is counted for, and in which of the three counts: no database round trip, the guard read it all. */
export function rateLimitSubject(request: FastifyRequest): { bucket: Bucket; id: string } {
  const user = request.user;
  if (!user) return { bucket: 'anonymous', id: `ip:${request.ip}` };
  const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
  const bucket: Bucket = read ? 'read' : 'write';
  // A key is counted apart from its owner's sessions, and each session apart from the others.
  if (user.apiKey) return { bucket, id: `key:${user.apiKey.id}` };
  if (user.sessionId) return { bucket, id: `session:${user.sessionId}` };
  return { bucket, id: `user:${user.id}` };
}

/** Counts of the current window kept in this process (REDIS_URL unset, or Redis not answering). */
class LocalCounts {
  private window = -1;
  private counts = new Map<string, number>();

  increment(key: string, window: number): number {
    // A new window forgets the previous one's counts: memory holds only the subjects of the current minute.
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }
}

/**
 * Rate limits on every /api/v2 route (issue 32 §5), per API key or session for signed-in calls (reads and writes
 * counted apart), per client address otherwise; decisions and beacons (/ads/v1) are outside the scope. A scope
 * preParsing hook: it runs after the routes' onRequest guards (request.user is known, without a database round trip)
 * and before the body is read. Every answer it lets through carries RateLimit-Limit, RateLimit-Remaining and
 * RateLimit-Reset (seconds to the window's end); past the limit, 429 RATE_LIMITED with Retry-After. The routes'
 * own @fastify/rate-limit limits (the authentication calls) still apply before this one.
 *
 * With REDIS_URL the counts are in Redis (one round trip: INCR and PEXPIRE in a pipeline, keys under REDIS_PREFIX),
 * so every process shares them. Without it — or while Redis does not answer — each process counts in its own
 * memory: behind a balancer spreading calls over N processes, a client may then make up to N times the limit.
 * Calls refused at authentication (401) are answered before this hook and not counted.
 */
export function registerApiRateLimit(
  api: FastifyInstance,
  opts: { config: Config; redis: Redis | null },
): void {
  const limits: Record<Bucket, number> = {
    read: opts.config.API_RATE_LIMIT_READS_PER_MINUTE,
    write: opts.config.API_RATE_LIMIT_WRITES_PER_MINUTE,
    anonymous: opts.config.API_RATE_LIMIT_ANONYMOUS_PER_MINUTE,
  };
  const local = new LocalCounts();
  const { redis } = opts;
  api.addHook('preParsing', (request, reply, payload, done) => {
    if (EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return done(null, payload);
    const { bucket, id } = rateLimitSubject(request);
    const nowMs = request.server.clock.now().getTime();
    const window = Math.floor(nowMs / API_RATE_LIMIT_WINDOW_MS);
    const key = `rl:${bucket}:${id}:${window}`;
    const resetMs = (window + 1) * API_RATE_LIMIT_WINDOW_MS - nowMs;
    const answer = (count: number) => {
      const refusal = applyLimit(reply, limits[bucket], count, resetMs);
      if (refusal) done(refusal);
      else done(null, payload);
    };
    if (!redis) return answer(local.increment(key, window));
    redis
      .pipeline()
      .incr(key)
      .pexpire(key, API_RATE_LIMIT_WINDOW_MS + 5_000)
      .exec()
      .then((results) => {
        const [error, count] = results?.[0] ?? [new Error('no answer'), null];
        if (error || typeof count !== 'number') throw error ?? new Error('no count');
        return count;
      })
      .catch((error: unknown) => {
        // Redis away: the process's own count holds the line (degraded, per process).
        request.log.warn({ err: error }, 'rate limit counted locally (Redis unavailable)');
        return local.increment(key, window);
      })
      .then(answer, (error: unknown) => done(error as Error));
  });
}

/** Sets the headers of a counted call; the 429 to answer past the limit. */
function applyLimit(reply: FastifyReply, limit: number, count: number, resetMs: number): AppError | null {
  const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
  reply.header(RATE_LIMIT_HEADERS.limit, String(limit));
  reply.header(RATE_LIMIT_HEADERS.remaining, String(Math.max(0, limit - count)));
  reply.header(RATE_LIMIT_HEADERS.reset, String(resetSeconds));
  if (count <= limit) return null;
  reply.header(RATE_LIMIT_HEADERS.retryAfter, String(resetSeconds));
  return new AppError('RATE_LIMITED', {
    message: `Rate limit exceeded: ${limit} requests per minute; retry in ${resetSeconds} s`,
  });
}

type OpenApiResponse = { description?: string; headers?: Record<string, unknown>; content?: unknown };
type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> } | unknown>>;
  components?: Record<string, unknown>;
};

const HTTP_METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options']);

/**
 * The contract of the limits (issue 32 §5), for the served OpenAPI document: every /api/v2 operation under them
 * declares the RateLimit-* headers on each of its responses, and a 429 RATE_LIMITED answer with Retry-After. Named
 * headers in components.headers, referenced from each response.
 */
export function documentApiRateLimits<T extends object>(document: T): T {
  const doc = document as OpenApiDocument;
  const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
  doc.components = {
    ...doc.components,
    headers: {
      ...((doc.components?.headers as object | undefined) ?? {}),
      'RateLimit-Limit': integer(
        'Requests allowed in the current one-minute window for this key, session or address',
      ),
      'RateLimit-Remaining': integer('Requests left in the current window'),
      'RateLimit-Reset': integer('Seconds until the current window ends and the count starts again'),
      'Retry-After': integer('Seconds to wait before calling again'),
    },
  };
  const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
  const limitHeaders = {
    'RateLimit-Limit': ref('RateLimit-Limit'),
    'RateLimit-Remaining': ref('RateLimit-Remaining'),
    'RateLimit-Reset': ref('RateLimit-Reset'),
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const route = path.replace(/\{([^}]+)\}/g, ':$1');
    if (!path.startsWith('/api/v2/')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      if (EXEMPT_ROUTES.has(`${method.toUpperCase()} ${route}`)) continue;
      const op = operation as { responses?: Record<string, OpenApiResponse> };
      op.responses ??= {};
      for (const response of Object.values(op.responses)) {
        response.headers = { ...response.headers, ...limitHeaders };
      }
      op.responses['429'] ??= {
        description: 'RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds)',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['error'],
              properties: {
                error: {
                  type: 'object',
                  required: ['code', 'message'],
                  properties: {
                    code: { type: 'string', enum: ['RATE_LIMITED'] },
                    message: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      };
      const refused = op.responses['429'];
      refused.headers = { ...refused.headers, ...limitHeaders, 'Retry-After': ref('Retry-After') };
    }
  }
  return document;
}
