import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request a change is made in, kept for the length of the request (AsyncLocalStorage) so that the services
 * record who did a change without every signature carrying it. The actor and subject are read from the request
 * when an entry is written, after the guard and view-as have set them.
 */
const requests = new AsyncLocalStorage<FastifyRequest>();

/** Enters every request into the context (a root hook: before every route's own hooks). */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requests.run(request, done);
  });
}

/** The request under way, or undefined outside one (jobs, start-up). */
export function currentRequest(): FastifyRequest | undefined {
  return requests.getStore();
}

/**
 * Runs `fn` outside any request: work a request only sets off (the job queue's pass) is no one's request, so its
 * audit entries name their own actor (`system`), never the caller who happened to wake the queue.
 */
export function outsideRequest<T>(fn: () => T): T {
  return requests.exit(fn);
}
