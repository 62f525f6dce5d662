import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentApiRateLimits } from './rate-limit/api-rate-limit.ts';
import {
  API_DESCRIPTION,
  INTEGRATORS_EXTERNAL_DOCS,
  registerIntegratorsPage,
} from './integrators/integrators.ts';

/** OpenAPI built from the same zod schemas the routes validate with; the document and its UI. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Self-service advertising portal API', version: '2.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      externalDocs: INTEGRATORS_EXTERNAL_DOCS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // The /api/v2 limits' headers and 429 on every operation under them (issue 32 §5).
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? documentApiRateLimits(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The Integrators page, linked from the description (issue 32 §8).
  registerIntegratorsPage(app);
  app.get('/api/v2/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
