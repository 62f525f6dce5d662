import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZJwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** The public keys of the access tokens (RFC 7517), for the web app and any other verifier. */
export const jwksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public keys of the access tokens (JWKS)',
        response: { 200: ZJwksSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on each use: after a rotation the new key must be seen before its first token.
      reply.header('cache-control', 'no-cache');
      return app.tokens.jwks();
    },
  );
};
