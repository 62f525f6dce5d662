import fc from 'fast-check';
import { ZCreativeCreateFieldsSchema, ZCreativeUpdateFieldsSchema } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { attachApprovedCreative, createLineItem, createOrder, registerUser } from '../test/factories.ts';
import { setRole } from '../test/creatives.ts';

/**
 * Fuzzing from the OpenAPI document (issue 11): every operation with a body or a query gets at least RUNS generated
 * bad inputs — wrong types, missing fields, huge and negative numbers, NUL and lone surrogates, 100 KB strings,
 * `__proto__` keys, arrays for objects — and must never answer a 5xx, and always answer an error as JSON with a
 * code. The seed is fixed, so CI runs the same inputs every time. One app for the whole file (app.inject).
 */

const SEED = 20_261_124;
const RUNS = 100;

// Auth calls are rate limited per address; the fuzzer is one address.
const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MIN_ORDER_VALUE: '0' });
afterAll(() => t.close());
// Staff, so that the review calls are reached too; its own order, line item and creative give real path ids.
const user = await registerUser(t);
await setRole(t, user.user.user_id, 'admin');
const orderId = await createOrder(t, user);
const lineItemId = await createLineItem(t, user, orderId);
const creativeId = await attachApprovedCreative(t, user, orderId, lineItemId);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  multipart?: string[];
  query: string[];
}

/** The multipart operations (their fields are read apart from the body schema, so the document holds none). */
const MULTIPART_FIELDS: Record<string, string[]> = {
  'POST /api/v2/gam/creatives': Object.keys(ZCreativeCreateFieldsSchema.shape),
  'PUT /api/v2/gam/creatives': Object.keys(ZCreativeUpdateFieldsSchema.shape),
};

const doc = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
const operations: Operation[] = [];
for (const [path, item] of Object.entries<Record<string, Record<string, never>>>(doc.paths)) {
  for (const [method, op] of Object.entries<Record<string, never>>(item)) {
    const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
      ?.content;
    const parameters = (op.parameters ?? []) as Array<{ in: string; name: string }>;
    const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const body = content?.['application/json']?.schema;
    const multipart = MULTIPART_FIELDS[`${method.toUpperCase()} ${path}`];
    if (body || multipart || query.length > 0 || method !== 'get') {
      operations.push({ method: method.toUpperCase(), path, body, multipart, query });
    }
  }
}

/**
 * A campaign of its own for the calls that end one (archive, unarchive, delete: issue 31 §6), so that the others keep
 * reaching the live order's rules.
 */
const endedOrderId = await createOrder(t, user);
const ENDING = /^(DELETE \/api\/v2\/gam\/orders\/\{id\}|POST .*\/(archive|unarchive))$/;

/** A path of the document with real ids (the fuzzed part is the body and the query). */
function concrete(path: string, method = 'GET'): string {
  if (ENDING.test(`${method} ${path}`)) return path.replace('{id}', String(endedOrderId));
  return path
    .replace('{lang}', 'fr')
    .replace('{slug}', 'faq')
    .replace('{name}', 'nope.png')
    .replace(
      '{id}',
      String(path.includes('creatives') ? creativeId : path.includes('segments') ? 1 : orderId),
    );
}

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '__proto__',
    'constructor',
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '300x250',
    'https://example.test/',
    '2030-01-01T00:00:00.000Z',
  ),
  fc.constant('x'.repeat(100 * 1024)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 1e308, -1e308, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const hostileLeaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', withCrossShrink: true },
  hostileLeaf,
  fc.array(hostileLeaf, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', 'id', 'name', '__proto__', 'constructor'), hostileLeaf, { maxKeys: 3 }),
);

/** A plausible value of a schema: what a field looks like when it is right (so that its neighbours are reached). */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return plausible(alternative);
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [plausible(schema.items)];
  if (type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
  }
  return 'x';
}

/** A JSON text with a `__proto__` key of its own (an object literal would set the prototype instead). */
function withProto(value: Record<string, unknown>, proto: unknown): string {
  const text = JSON.stringify(value);
  const extra = `"__proto__":${JSON.stringify(proto)}`;
  return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
}

/** Bad bodies for a schema: the schema's fields each kept, dropped or made hostile, or the whole body wrong. */
function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const fields = Object.entries(schema?.properties ?? {});
  const field = ([name, sub]: [string, JsonSchema]) =>
    fc
      .oneof(fc.constant('keep'), fc.constant('drop'), fc.constant('hostile'))
      .chain((choice) =>
        choice === 'hostile'
          ? hostileValue.map((v) => [name, v] as const)
          : fc.constant(choice === 'keep' ? ([name, plausible(sub)] as const) : null),
      );
  const objectBody = fc
    .tuple(fc.tuple(...fields.map(field)), fc.option(hostileValue, { nil: undefined }))
    .map(([entries, proto]) => {
      const value = Object.fromEntries(entries.filter((e): e is readonly [string, unknown] => e !== null));
      return proto === undefined ? JSON.stringify(value) : withProto(value, proto);
    });
  return fc.oneof(
    { weight: 4, arbitrary: fields.length > 0 ? objectBody : fc.constant('{}') },
    { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constant([plausible(schema)]).map((v) => JSON.stringify(v)) },
  );
}

/** Percent-encodes a text as UTF-8, a lone surrogate as the (invalid) three bytes it would take. */
function percentEncode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

function hostileQuery(names: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      ...names.map(() => fc.option(fc.oneof(hostileString, hostileNumber.map(String)), { nil: undefined })),
    )
    .map((values) =>
      names
        .map((name, i) => (values[i] === undefined ? '' : `${name}=${percentEncode(values[i])}`))
        .filter(Boolean)
        .join('&'),
    );
}

interface Sent {
  status: number;
  type: string;
  body: string;
}

async function sendJson(op: Operation, query: string, payload: string | undefined): Promise<Sent> {
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: `${concrete(op.path, op.method)}${query ? `?${query}` : ''}`,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload,
  });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
}

async function sendMultipart(op: Operation, values: Array<[string, unknown]>): Promise<Sent> {
  const form = new FormData();
  for (const [name, value] of values)
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  const res = await fetch(`${t.url}${concrete(op.path)}`, {
    method: op.method,
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

function expectHandled(op: Operation, input: unknown, res: Sent) {
  const where = `${op.method} ${op.path} ${JSON.stringify(input).slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.type, where).toMatch(/application\/json/);
    expect(typeof JSON.parse(res.body).error?.code, where).toBe('string');
  }
}

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
  it(`answers ${RUNS} hostile inputs without a 5xx, each error as JSON with a code`, async () => {
    const input = op.multipart
      ? fc
          .array(fc.tuple(fc.constantFrom(...op.multipart, 'asset', '__proto__'), hostileValue), {
            maxLength: 8,
          })
          .map((values) => ({ query: '', multipart: values }))
      : fc.record({
          query: op.query.length > 0 ? hostileQuery(op.query) : fc.constant(''),
          body: op.method === 'GET' || op.method === 'DELETE' ? fc.constant(undefined) : hostileBody(op.body),
        });
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const res =
          'multipart' in value
            ? await sendMultipart(op, value.multipart as Array<[string, unknown]>)
            : await sendJson(op, value.query, value.body);
        expectHandled(op, value, res);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

it('fuzzes every operation of the document that takes a body or a query', () => {
  expect(operations.length).toBeGreaterThan(30);
  expect(operations.filter((op) => op.multipart).length).toBe(2);
});

describe('API keys and idempotency keys (issue 32)', () => {
  const printable = (max: number) =>
    fc.string({ unit: fc.constantFrom(...'aZ09_-+/=.~%$:!é'.split('')), minLength: 0, maxLength: max });

  it(`answers ${RUNS} hostile API keys 401 with a code, never a 5xx nor the account`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(printable(60), fc.constant('x'.repeat(10_000))), async (tail) => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v2/user/',
          headers: { authorization: `Bearer pk_live_${tail}` },
        });
        expect(res.statusCode, tail).toBe(401);
        expect(res.json().error.code).toMatch(/^(API_KEY_INVALID|UNAUTHORIZED)$/);
        expect(res.body).not.toContain(user.email);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it(`answers ${RUNS} hostile Idempotency-Key headers without a 5xx, each error with a code`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(printable(300), fc.constant('k'.repeat(256))), async (key) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v2/vouchers/validate',
          headers: {
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          payload: JSON.stringify({ code: 'FUZZ' }),
        });
        expect(res.statusCode, key).toBeLessThan(500);
        if (key.length > 255) expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_INVALID');
        if (res.statusCode >= 400) expect(typeof res.json().error.code).toBe('string');
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
