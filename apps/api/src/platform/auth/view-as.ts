import type { FastifyRequest } from 'fastify';

/**
 * View-as is checked on every /api/v2 request (spec §6), by the agencies module that knows the grants. A route that
 * finds viewAs where the hook cannot see it (a multipart form) asks for the same check through this port, so that no
 * module has to import the agencies module for it (module layering, decision 0023).
 */
export type ViewAsResolver = (request: FastifyRequest, raw: unknown) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set with the view-as hook (agencies' registerViewAs) on the /api/v2 scope. */
    resolveViewAs: ViewAsResolver;
    /**
     * The check of the member's role against the route's capability (teams' route-capabilities.ts, decision 0029),
     * deferred on a multipart form until its viewAs is known; set with the check on the /api/v2 scope.
     */
    checkAccountRole?: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Checks a viewAs the hook could not see, and sets request.subjectId as the hook would have; then the member's role,
 * which waited for it (decision 0029).
 */
export async function resolveViewAs(request: FastifyRequest, raw: unknown): Promise<void> {
  await request.server.resolveViewAs(request, raw);
  await request.server.checkAccountRole?.(request);
}
