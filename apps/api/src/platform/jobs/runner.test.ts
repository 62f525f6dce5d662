import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { currentRequest, registerAuditContext } from '../audit/context.ts';
import { JobRunner } from './runner.ts';

/**
 * A request that wakes the job queue (a data export does) does not lend it its identity: the jobs run outside the
 * request, so a billing run woken that way records the platform, not the caller, as the actor of its changes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('runs the jobs a request wakes outside that request', async () => {
  const runner = new JobRunner(t.app.database.db, t.clock, { pollMs: 0 });
  const seen: Array<string | undefined> = [];
  runner.register('test.context', () => {
    seen.push(currentRequest()?.id);
    return Promise.resolve({});
  });
  await runner.enqueue({ kind: 'test.context', key: 'k1', payload: {} });
  const server = Fastify();
  registerAuditContext(server);
  let inRoute: string | undefined;
  server.get('/wake', async () => {
    inRoute = currentRequest()?.id;
    return { ran: await runner.runDue() };
  });
  const res = await server.inject({ method: 'GET', url: '/wake' });
  await server.close();
  expect(res.json()).toEqual({ ran: 1 });
  expect(inRoute).toBeDefined();
  expect(seen).toEqual([undefined]);
});
