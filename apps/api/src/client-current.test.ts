import { describe, expect, it } from 'vitest';
import { clientSchemaSource, committedClientSchema, servedOpenApiDocument } from './openapi-document.ts';

/**
 * The generated client is current (issue 32 §7): packages/client/src/schema.gen.ts is what openapi-typescript makes
 * of the document the server serves now. A route or schema changed without `npm run client:generate` fails here.
 */
describe('the generated client (packages/client)', () => {
  it('is generated from the served document as it is now', async () => {
    const fresh = await clientSchemaSource(await servedOpenApiDocument());
    const committed = await committedClientSchema();
    // Not toEqual: a diff of 11 000 lines says less than the command to run.
    expect(
      committed === fresh,
      'packages/client/src/schema.gen.ts is stale: run `npm run client:generate` and commit it',
    ).toBe(true);
    // A whole server built and a document of 100+ operations turned into types: 10 s idle, more on a busy machine.
  }, 120_000);
});
