import { IDEMPOTENCY_KEY_MAX_LENGTH, isCredentialRoute, isIdempotentRoute } from '@portal/domain';
import type { z } from 'zod';
import { statusOf } from './errors.ts';
import { REFRESH_COOKIE } from './auth/refresh-cookie.ts';

/**
 * The served OpenAPI document made a contract (issue 32 §2), centrally: every operation gets its operationId, tag,
 * security, the `language` header, `viewAs`, `Idempotency-Key` where the route honours it, and its error responses
 * (each pointing to the one `Error` component, its `code` listing what the operation can answer), derived from the
 * route's shape; a route declares only what is its own, in its schema:
 *
 * - `security: []` when it is public (every /api/v2 route needs a token or an API key unless it says so; routes
 *   that manage credentials take a token only: the domain's isCredentialRoute);
 * - `errors: ['ORDER_NOT_UNIQUE', 'X@404', …]`: the catalogue's codes it answers beyond the defaults (the status is the
 *   catalogue's, platform/errors.ts statusOf);
 * - `formData`: a multipart form's fields (a zod object; `files` names its file parts) when the route reads the form
 *   itself;
 * - `files`: content types of a 200 that is a file (`{'application/pdf': 'binary'}`; `'text'` for CSV).
 *
 * The API tests check every answer against the result (test/conformance.ts).
 */

declare module 'fastify' {
  interface FastifySchema {
    /** The catalogue's codes this route answers beyond the defaults every route gets (openapi-contract.ts). */
    errors?: readonly string[];
    /** A multipart form the route reads itself: its text fields, documented as multipart/form-data. */
    formData?: z.ZodObject;
    /** The form's file parts (binary), by name. */
    formFiles?: readonly string[];
    /** A 200 answer that is a file: content type → 'binary' (a PDF, a ZIP, an image) or 'text' (CSV). */
    files?: Readonly<Record<string, 'binary' | 'text'>>;
  }
}

/** What the route declared for the document, by "METHOD /path/{param}". */
export interface RouteContract {
  errors: readonly string[];
  bodyOptional: boolean;
  formData?: Record<string, unknown>;
  formFiles: readonly string[];
  files?: Readonly<Record<string, 'binary' | 'text'>>;
  summary?: string;
  /** Answers that replace what @fastify/swagger made up (a hijacked route's). */
  responses?: Record<string, unknown>;
}

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<Json & { name: string; in: string; schema?: Json }>;
  requestBody?: Json & { content?: Record<string, Json>; required?: boolean };
  responses?: Record<string, Json & { content?: Record<string, Json>; headers?: Json; description?: string }>;
}
interface Document extends Json {
  info?: Json;
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, unknown>; parameters?: Json; securitySchemes?: Json };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The schemes: the session's access token, an API key, and the refresh cookie of the session calls. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A session's access token (15 minutes), from login or refresh-token: `Authorization: Bearer <token>`",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pk_live_…',
    description:
      'An API key (profile, "API keys"): `Authorization: Bearer pk_live_…`, read-only (GET) or read-write; never ' +
      'in a query string (400 API_KEY_IN_QUERY); refused on the calls that manage credentials (403 API_KEY_NOT_ALLOWED)',
  },
  operatorToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-portal-operator-token',
    description:
      "This portal's operator token, which `npm run billing` reads from the data folder's lock and sends from the " +
      'machine itself (decision 0022); refused from any other address',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description:
      'The HttpOnly refresh cookie a login sets (path /api/v2/auth): refresh-token and logout read it',
  },
} as const;

const TOKEN_OR_KEY: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }];
const TOKEN_ONLY: Array<Record<string, string[]>> = [{ bearer: [] }];
/**
 * The public /api/v2 calls of the spec (the authorization matrix's 'public'): no credential. A new public route says
 * `security: []` in its schema instead; the API tests fail a guarded operation answered without credentials.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/v2/static_pages/{lang}/{slug}',
  'GET /api/v2/settings',
  'POST /api/v2/auth/cognito/validate-user-exist',
  'POST /api/v2/auth/cognito/pre-register',
  'POST /api/v2/auth/cognito/register',
  'POST /api/v2/auth/cognito/login',
  'POST /api/v2/auth/cognito/login/second-factor',
  'POST /api/v2/auth/cognito/login/passkey',
  'POST /api/v2/auth/cognito/forgot-password',
  'POST /api/v2/auth/cognito/reset-password',
  'GET /api/v2/assets/{name}',
]);
/** The session calls whose credential is the refresh cookie. */
const COOKIE_ROUTES = new Set([
  'POST /api/v2/auth/cognito/refresh-token',
  'POST /api/v2/auth/cognito/logout',
]);
/** The calls `npm run billing` makes with the operator token (decision 0022), or an admin with a token. */
const OPERATOR_ROUTES = new Set(['POST /api/v2/admin/billing/runs']);
/** The answers that set the refresh cookie. */
const SETS_COOKIE = new Set([
  'POST /api/v2/auth/cognito/login',
  'POST /api/v2/auth/cognito/login/second-factor',
  'POST /api/v2/auth/cognito/login/passkey',
  'POST /api/v2/auth/cognito/refresh-token',
  'POST /api/v2/auth/cognito/logout',
]);
/** Path parameters that are not the database's ids (the ad server's segment ids, names, codes). */
const NOT_DATABASE_IDS = new Set(['/api/v2/segments/{id}', '/api/v2/segments/children/{id}']);
/** The one type of every database id in a path: what the domain's parseId accepts. */
export const PATH_ID_SCHEMA = { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 };

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-up, login, two-step login, refresh and logout',
  user: "The signed-in user's profile, two-step verification, API keys and data export",
  orders: 'Orders and line items',
  creatives: 'Creatives and their files',
  segments: 'The targeting catalogue and audiences',
  conversions: 'Conversion pixels',
  finance: 'Invoices and metrics',
  webhooks: 'Signed webhooks: endpoints and deliveries',
  'ad serving': "The ad server's public calls for publisher pages (tag, decisions, beacons)",
};

/** OpenAPI's "{param}" form of a Fastify route URL (":param"). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A stable camelCase operationId from the method and the path: GET /api/v2/gam/orders/{id} → getGamOrdersById. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v2(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The codes every operation can answer, by status, from its shape; then its own. */
function errorCodesOf(method: string, path: string, op: Operation, contract: RouteContract | undefined) {
  const codes = new Map<number, Set<string>>();
  const add = (code: string, status: number = statusOf(code)) => {
    if (!codes.has(status)) codes.set(status, new Set());
    codes.get(status)!.add(code);
  };
  const api = path.startsWith('/api/v2/');
  const secured = (op.security ?? []).some((s) => 'bearer' in s || 'apiKey' in s);
  const hasBody = Boolean(op.requestBody);
  const hasPathParams = /\{[^}]+\}/.test(path);
  if (api) {
    add('InvalidParameterException');
    add('API_KEY_IN_QUERY', 400);
    add('INTERNAL_ERROR');
    add('DATABASE_UNAVAILABLE');
    add('SERVER_SHUTTING_DOWN');
    // The /api/v2 limits (api-rate-limit.ts, which adds the headers), but on creative files.
    if (!path.startsWith('/api/v2/assets/')) add('RATE_LIMITED');
  }
  // Outside /api/v2 too, what has parameters or a body refuses bad ones.
  if (!api && (hasBody || (op.parameters ?? []).length > 0)) add('InvalidParameterException');
  // A body is read on every write, declared or not (a JSON body sent where none is expected is parsed too).
  if (hasBody || (api && method !== 'get')) {
    add('MALFORMED_JSON', 400);
    add('PAYLOAD_TOO_LARGE');
    add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (hasPathParams) add('NOT_FOUND');
  if (secured) {
    add('UNAUTHORIZED');
    add('API_KEY_INVALID');
    add('ACCOUNT_SUSPENDED');
    add('FORBIDDEN');
    add('VIEW_AS_NOT_ALLOWED');
    add('VIEW_AS_ACCOUNT_SUSPENDED');
    // Teams (decision 0029, modules/teams/route-capabilities.ts): the session's account no longer the user's, the
    // member's role without the route's capability, the owner's second-factor requirement.
    add('NOT_A_MEMBER');
    add('ROLE_FORBIDDEN');
    add('TWO_FACTOR_SETUP_REQUIRED');
    if (method !== 'get') add('API_KEY_READ_ONLY');
    if (isCredentialRoute(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1')))
      add('API_KEY_NOT_ALLOWED');
  }
  if (api && isIdempotentRoute(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1'))) {
    add('IDEMPOTENCY_KEY_INVALID', 400);
    add('IDEMPOTENCY_KEY_IN_USE');
    add('IDEMPOTENCY_KEY_REUSED');
  }
  // A code the route answers with a status of its own is written CODE@status.
  for (const entry of contract?.errors ?? []) {
    const [code, status] = entry.split('@');
    add(code!, status ? Number(status) : undefined);
  }
  return codes;
}

const STATUS_WORDS: Record<number, string> = {
  400: 'Refused input',
  401: 'Not authenticated',
  402: 'Payment refused',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Unavailable (retry)',
};

function errorResponse(status: number, codes: Set<string>) {
  const list = [...codes].sort();
  return {
    description: `${STATUS_WORDS[status] ?? 'Error'}: ${list.join(', ')}`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            {
              type: 'object',
              properties: {
                error: { type: 'object', properties: { code: { type: 'string', enum: list } } },
              },
            },
          ],
        },
      },
    },
  };
}

/** Walks every schema-like object: nullable enums list null; a nullable $ref keeps its null (OpenAPI 3.0). */
function fixNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fixNullables);
  if (node === null || typeof node !== 'object') return node;
  const object = node as Json;
  for (const [key, value] of Object.entries(object)) object[key] = fixNullables(value);
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) {
    object.enum = [...(object.enum as unknown[]), null];
  }
  if (typeof object.$ref === 'string' && Object.keys(object).length > 1) {
    // Every named component is an object (openapi-components.ts): the type sits beside nullable, as 3.0 wants.
    const { $ref, ...rest } = object;
    return { ...(rest.nullable ? { type: 'object' } : {}), ...rest, allOf: [{ $ref }] };
  }
  if (object.nullable === true && object.type === undefined && Array.isArray(object.allOf)) {
    return { type: 'object', ...object };
  }
  return object;
}

/** The names of the components a part of the document references. */
function referencedComponents(node: unknown, found: Set<string>) {
  if (Array.isArray(node)) for (const item of node) referencedComponents(item, found);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        found.add(value.slice('#/components/schemas/'.length));
      } else referencedComponents(value, found);
    }
  }
}

/**
 * The document's contract, from what @fastify/swagger and the zod transforms built and what each route declared
 * (`contracts`, by "METHOD /path").
 */
export function finishDocument<T extends object>(input: T, contracts: ReadonlyMap<string, RouteContract>): T {
  const doc = input as Document;
  const errors =
    'Every error answers `{"error": {"code", "message", "fields"?}}` (the `Error` schema) with one of the codes its ' +
    'operation lists; messages follow the `language` header (fr or en).';
  doc.info = {
    ...doc.info,
    description: doc.info?.description ? `${String(doc.info.description)}\n\n${errors}` : errors,
    license: { name: 'Proprietary' },
  };
  doc.components = {
    ...doc.components,
    securitySchemes: { ...(doc.components?.securitySchemes ?? {}), ...SECURITY_SCHEMES },
    parameters: {
      ...(doc.components?.parameters ?? {}),
      Language: {
        name: 'language',
        in: 'header',
        required: false,
        description:
          "The language of the answer's messages (fr by default; Accept-Language is read otherwise)",
        schema: { type: 'string', enum: ['fr', 'en'] },
      },
      ViewAs: {
        name: 'viewAs',
        in: 'query',
        required: false,
        description:
          "An agency's view of a client's account it holds a grant on (the client's user id): 403 " +
          'VIEW_AS_NOT_ALLOWED otherwise. In the query on every method; POST and PUT may carry it instead as a ' +
          '`viewAs` field of the JSON body or of the multipart form (taken out before the body is validated); the ' +
          'query and the body naming two accounts answer 403 FORBIDDEN',
        schema: PATH_ID_SCHEMA,
      },
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes the create safe to retry: the same key and body within 24 h answer the first answer again ' +
          '(Idempotent-Replayed: true); another body 422 IDEMPOTENCY_KEY_REUSED; while the first runs 409 ' +
          'IDEMPOTENCY_KEY_IN_USE',
        schema: {
          type: 'string',
          minLength: 1,
          maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
          pattern: '^[\\x21-\\x7e]+$',
        },
      },
    },
    headers: {
      ...((doc.components?.headers as Json | undefined) ?? {}),
      'Idempotent-Replayed': {
        description:
          'true when this answer is the first answer to the same Idempotency-Key and body, sent again (nothing was ' +
          'done a second time)',
        schema: { type: 'string', enum: ['true'] },
      },
      'Set-Cookie': {
        description: `The session's refresh cookie (${REFRESH_COOKIE}; HttpOnly, Secure, SameSite=Strict, path /api/v2/auth)`,
        schema: { type: 'string' },
      },
    },
  };
  const usedIds = new Set<string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const contract = contracts.get(key);
      const api = path.startsWith('/api/v2/');
      // Identity: a stable, unique operationId; a tag and a summary for every operation.
      let id = op.operationId ?? operationIdOf(method, path);
      for (let n = 2; usedIds.has(id); n += 1) id = `${operationIdOf(method, path)}${n}`;
      usedIds.add(id);
      op.operationId = id;
      op.tags = op.tags?.length
        ? op.tags
        : [path.startsWith('/ads/') ? 'ad serving' : (path.split('/')[1] ?? 'api')];
      for (const tag of op.tags) tags.add(tag);
      op.summary ??= contract?.summary ?? `${method.toUpperCase()} ${path}`;
      if (contract?.responses) op.responses = structuredClone(contract.responses) as Operation['responses'];
      // Security: declared by the route (public: []), else a token or a key under /api/v2, a token only on the
      // calls that manage credentials; outside /api/v2 everything is public.
      if (COOKIE_ROUTES.has(key)) op.security = [{ refreshCookie: [] }];
      else if (PUBLIC_ROUTES.has(key)) op.security = [];
      else if (OPERATOR_ROUTES.has(key)) op.security = [{ bearer: [] }, { operatorToken: [] }];
      else if (op.security === undefined) {
        op.security = !api
          ? []
          : isCredentialRoute(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1'))
            ? TOKEN_ONLY
            : TOKEN_OR_KEY;
      }
      const secured = (op.security ?? []).some((s) => 'bearer' in s || 'apiKey' in s);
      // Parameters: ids one type; the language header, viewAs and Idempotency-Key where they apply.
      const parameters = (op.parameters ?? []).filter(
        (p) => !(p.in === 'query' && p.name === 'viewAs') && !(p.in === 'header' && p.name === 'language'),
      );
      for (const parameter of parameters) {
        const idName = parameter.name === 'id' || /Id$/.test(parameter.name);
        if (parameter.in === 'path' && api && idName && !NOT_DATABASE_IDS.has(path)) {
          parameter.schema = { ...PATH_ID_SCHEMA };
        }
      }
      if (api) parameters.push({ $ref: '#/components/parameters/Language' } as never);
      if (secured) parameters.push({ $ref: '#/components/parameters/ViewAs' } as never);
      const idempotent = api && isIdempotentRoute(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1'));
      if (idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' } as never);
      op.parameters = parameters;
      // The request body: a multipart form the route reads itself; a body the route does not need is optional.
      if (contract?.formData) {
        op.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: contract.formData } },
        };
      } else if (op.requestBody && contract?.bodyOptional) op.requestBody.required = false;
      // Answers: no body on a 204; a file's content types; every error the operation can give.
      op.responses ??= {};
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '204') delete response.content;
        response.description ||= 'Answer';
      }
      if (contract?.files) {
        const ok = (op.responses['200'] ??= { description: 'The file' });
        ok.content = { ...(ok.content ?? {}) };
        for (const [type, kind] of Object.entries(contract.files)) {
          ok.content[type] = {
            schema: { type: 'string', ...(kind === 'binary' ? { format: 'binary' } : {}) },
          };
        }
        // A file without a JSON answer: what @fastify/swagger made up for it goes.
        if (!Object.keys(contract.files).includes('application/json')) {
          const json = ok.content['application/json'] as { schema?: Json } | undefined;
          const schema = json?.schema;
          const said =
            schema && (schema.type || schema.$ref || schema.properties || schema.anyOf || schema.oneOf);
          if (json && !said) {
            delete ok.content['application/json'];
          }
        }
      }
      if (idempotent) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (status.startsWith('2')) {
            response.headers = {
              ...response.headers,
              'Idempotent-Replayed': { $ref: '#/components/headers/Idempotent-Replayed' },
            };
          }
        }
      }
      if (SETS_COOKIE.has(key)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (status.startsWith('2')) {
            response.headers = {
              ...response.headers,
              'Set-Cookie': { $ref: '#/components/headers/Set-Cookie' },
            };
          }
        }
      }
      for (const [status, codes] of errorCodesOf(method, path, op, contract)) {
        op.responses[String(status)] = {
          ...errorResponse(status, codes),
          ...(op.responses[String(status)]?.headers
            ? { headers: op.responses[String(status)]!.headers }
            : {}),
        };
      }
    }
  }
  doc.tags = [...tags]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} calls` }));
  fixNullables(doc.paths);
  if (doc.components.schemas) {
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      doc.components.schemas[name] = fixNullables(schema);
    }
    // The input twins of components no request uses (the registry emits both sides of each).
    const used = new Set<string>();
    referencedComponents(doc.paths, used);
    let size = -1;
    while (size !== used.size) {
      size = used.size;
      for (const name of [...used]) referencedComponents(doc.components.schemas[name], used);
    }
    for (const name of Object.keys(doc.components.schemas)) {
      if (!used.has(name)) delete doc.components.schemas[name];
    }
  }
  return input;
}
