import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentApiRateLimits } from './rate-limit/api-rate-limit.ts';
// The Integrators page (issue 32 §8): its link (externalDocs, info.description) and its route. Committed three times
// and lost twice by commits of this file made from an older copy: keep these lines.
import {
  API_DESCRIPTION,
  INTEGRATORS_EXTERNAL_DOCS,
  registerIntegratorsPage,
} from './integrators/integrators.ts';
import { openApiRegistry } from './openapi-components.ts';
import { finishDocument, openApiPath, type RouteContract } from './openapi-contract.ts';
import { ROUTE_DECLARATIONS, ROUTE_ERRORS } from './openapi-routes.ts';

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
      const schema = (input.schema ?? {}) as FastifySchema;
      // The contract's own keys are not OpenAPI's: @fastify/swagger does not see them.
      const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => !CONTRACT_KEYS.has(key)));
      const methods = [input.route.method].flat();
      for (const method of methods) {
        const key = `${method} ${openApiPath(input.url)}`;
        contracts.set(key, routeContract(key, schema));
      }
      return toJson({ ...input, schema: (input.schema ? rest : input.schema) as never });
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

const CONTRACT_KEYS = new Set(['errors', 'formData', 'formFiles', 'files']);

/** What a route's schema and the central table (openapi-routes.ts) declare for the document, merged. */
function routeContract(key: string, schema: FastifySchema): RouteContract {
  const central = ROUTE_DECLARATIONS[key];
  const body = schema.body as z.ZodType | undefined;
  const formData = schema.formData ?? central?.formData;
  const formFiles = [...(schema.formFiles ?? []), ...(central?.formFiles ?? [])];
  const contract: RouteContract = {
    errors: [...(schema.errors ?? []), ...(central?.errors ?? []), ...(ROUTE_ERRORS[key] ?? [])],
    bodyOptional: body instanceof z.ZodType ? body.safeParse(undefined).success : false,
    formFiles,
    files: schema.files ?? central?.files,
    summary: central?.summary,
    responses: central?.responses,
  };
  if (formData) {
    const form = z.toJSONSchema(formData, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
      $schema?: unknown;
      properties?: Record<string, unknown>;
    };
    delete form.$schema;
    for (const name of formFiles)
      form.properties = { ...form.properties, [name]: { type: 'string', format: 'binary' } };
    contract.formData = form;
  }
  return contract;
}
