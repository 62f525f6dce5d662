import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request the API answers for someone: a bearer token (even one it refuses), or the auth calls' refresh cookie. */
function carriesCredentials(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.user !== null ||
    (request.headers.cookie?.includes('refresh_token=') ?? false)
  );
}

/**
 * `Cache-Control: no-store` on every /api/v2 answer to a request with credentials, whatever its status (errors and
 * 304s too) and whatever the route set (issue 28 §11: `/user/`, the card on file and the invoices could be kept by a
 * shared cache or the browser's disk cache). One hook for the whole API, so no route can forget it; public answers
 * (settings, pages, creative files) keep their own caching. A callback hook: no promise per answer.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/v2/') && carriesCredentials(request)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
