import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentApiRateLimits } from './rate-limit/api-rate-limit.ts';
import {
  API_DESCRIPTION,
  INTEGRATORS_EXTERNAL_DOCS,
  registerIntegratorsPage,
} from './integrators/integrators.ts';
import { openApiRegistry } from './openapi-components.ts';
import { finishDocument, openApiPath, type RouteContract } from './openapi-contract.ts';

/**
 * OpenAPI built from the same zod schemas the routes validate with; the document and its UI. The domain's entities
 * are named components (openapi-components.ts); every operation's security, parameters and errors are derived
 * centrally from the route and what its schema declares (openapi-contract.ts).
 */
export async function registerOpenApi(app: FastifyInstance) {
  const schemaRegistry = openApiRegistry();
  const toJson = createJsonSchemaTransform({ schemaRegistry });
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry });
  // What each route declared for the contract, gathered as the document is built (one document per server).
  const contracts = new Map<string, RouteContract>();
  await app.register(swagger, {
    openapi: {
      info: { title: 'Self-service advertising portal API', version: '2.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      externalDocs: INTEGRATORS_EXTERNAL_DOCS,
    },
    transform: (input) => {
      const schema = input.schema as FastifySchema | undefined;
      if (!schema) return toJson(input);
      const { errors, formData, formFiles, files, ...rest } = schema;
      const body = rest.body as z.ZodType | undefined;
      const contract: RouteContract = {
        errors: errors ?? [],
        bodyOptional: body instanceof z.ZodType ? body.safeParse(undefined).success : false,
        formFiles: formFiles ?? [],
        files,
      };
      if (formData) {
        const form = z.toJSONSchema(formData, {
          target: 'openapi-3.0',
          io: 'input',
          unrepresentable: 'any',
        }) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        delete (form as { $schema?: unknown }).$schema;
        for (const name of formFiles ?? []) {
          form.properties = { ...form.properties, [name]: { type: 'string', format: 'binary' } };
        }
        contract.formData = form as Record<string, unknown>;
      }
      const methods = [input.route.method].flat();
      for (const method of methods) contracts.set(`${method} ${openApiPath(input.url)}`, contract);
      return toJson({ ...input, schema: rest as never });
    },
    // The components, the contract, then the /api/v2 limits' headers (issue 32 §5).
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const withSchemas = withComponents(documentObject);
      return documentApiRateLimits(finishDocument(withSchemas, contracts));
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The Integrators page, linked from the description (issue 32 §8).
  registerIntegratorsPage(app);
  app.get('/api/v2/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
