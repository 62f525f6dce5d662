import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildServer } from './server.ts';
import { loadConfig } from './platform/config.ts';

/**
 * The OpenAPI document the server serves at /api/v2/openapi.json, taken from buildServer without a listening server
 * (an in-memory database, nothing on a port), and the typed client generated from it (issue 32 §7):
 * `npm run client:generate` writes packages/client/src/schema.gen.ts; client-current.test.ts fails while the
 * committed file differs from a fresh generation.
 */

/** Where the generated types live: the client package's only generated file. */
export const CLIENT_SCHEMA_FILE = path.resolve(
  import.meta.dirname,
  '../../../packages/client/src/schema.gen.ts',
);

/** The served document, as GET /api/v2/openapi.json answers it. */
export async function servedOpenApiDocument(): Promise<OpenAPI3> {
  const config = loadConfig({
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    JOBS_POLL_MS: '0',
  });
  const app = await buildServer(config);
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`GET /api/v2/openapi.json answered ${answer.statusCode}`);
    return answer.json() as OpenAPI3;
  } finally {
    await app.close();
  }
}

const HEADER =
  '// Generated from the served OpenAPI document (GET /api/v2/openapi.json) by openapi-typescript: do not edit.\n' +
  '// Regenerate with `npm run client:generate` (apps/api/src/openapi-document.ts).\n\n';

/** The client's types for a document: openapi-typescript's output, with our header. */
export async function clientSchemaSource(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, { alphabetize: false, silent: true });
  return HEADER + astToString(ast);
}

/** The committed generated file (empty when there is none). */
export async function committedClientSchema(): Promise<string> {
  return readFile(CLIENT_SCHEMA_FILE, 'utf8').catch(() => '');
}

export async function writeClientSchema(): Promise<string> {
  const source = await clientSchemaSource(await servedOpenApiDocument());
  await writeFile(CLIENT_SCHEMA_FILE, source);
  return CLIENT_SCHEMA_FILE;
}
