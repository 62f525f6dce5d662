import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from './app.ts';
import { checkAnswer, Contract, type Answer, type OpenApiDocument } from './conformance.ts';

/** The helper every API test's answers go through (issue 32 §2): what conforms passes, what does not fails. */
describe('answers checked against the OpenAPI document', () => {
  let t: TestApp;
  let contract: Contract;
  let settings: string;
  beforeAll(async () => {
    t = await createTestApp();
    contract = new Contract((await readJson(await fetch(`${t.url}/api/v2/openapi.json`))) as OpenApiDocument);
    settings = await (await fetch(`${t.url}/api/v2/settings`)).text();
  });
  afterAll(() => t.close());

  const answer = (over: Partial<Answer>): Answer => ({
    method: 'GET',
    route: '/api/v2/settings',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: settings,
    authenticated: false,
    ...over,
  });
  const error = (code: string) => JSON.stringify({ error: { code, message: 'm' } });

  it('passes a real answer, and the errors an operation declares', () => {
    expect(contract.check(answer({}))).toBeNull();
    const order = { route: '/api/v2/gam/orders/:id', authenticated: true };
    expect(contract.check(answer({ ...order, status: 404, body: error('NOT_FOUND') }))).toBeNull();
    expect(contract.check(answer({ ...order, status: 401, body: error('UNAUTHORIZED') }))).toBeNull();
  });

  it('fails a body off its schema, an undeclared status, content type or code, and a guarded call let through', () => {
    const wrong = JSON.stringify({ ...JSON.parse(settings), features: 'not an object' });
    expect(contract.check(answer({ body: wrong }))).toMatch(/does not match the document/);
    expect(contract.check(answer({ status: 418 }))).toMatch(/a status the document does not declare/);
    expect(contract.check(answer({ contentType: 'text/html' }))).toMatch(/content type text\/html/);
    const order = { route: '/api/v2/gam/orders/:id', authenticated: true, status: 404 };
    expect(contract.check(answer({ ...order, body: error('ORDER_NOT_UNIQUE') }))).toMatch(
      /^undeclared error code: .*does not match/,
    );
    expect(contract.check(answer({ ...order, status: 402, body: error('PAYMENT_DECLINED') }))).toMatch(
      /^undeclared error code: .*a status the document does not declare/,
    );
    const list = { route: '/api/v2/gam/orders', body: '[{"total":0},[]]' };
    expect(contract.check(answer(list))).toMatch(/without credentials/);
    expect(contract.check(answer({ ...list, authenticated: true }))).toBeNull();
    const deleted = { method: 'DELETE', route: '/api/v2/gam/orders/:id', authenticated: true, status: 204 };
    expect(contract.check(answer({ ...deleted, body: '' }))).toBeNull();
  });

  // The hook's report fails the test that got the answer (expect.soft), which is what this test expects.
  it.fails('fails the test that received a non-conforming answer', () => {
    checkAnswer(t.app, answer({ status: 418 }));
  });
});
