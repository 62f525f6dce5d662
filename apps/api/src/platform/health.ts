import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealth(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await app.database.ping().catch(() => false);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable', database: ok });
  });
}
