// The decision's own JavaScript (issue 13 §3), without HTTP: the portal with 1,000 line items (bench/inventory.ts),
// the decision's request handed to the HTTP server's handler as Node would hand it, with a request and an answer that
// go nowhere, N times in a row; the process's CPU time per decision (steadier than a clock when the machine is shared).
//   node --max-semi-space-size=32 --import tsx bench/decide-js.ts [--n 500000] [--profile]
// (or `node bench/run.mjs decide-js.ts …`, as `npm start` runs the portal). --profile prints the functions by self time.
import { Session } from 'node:inspector/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { seedInventory, servingPortal, TWENTY_SIZES } from './inventory.ts';

const { values } = parseArgs({
  options: { n: { type: 'string', default: '500000' }, profile: { type: 'boolean', default: false } },
});
const N = Number(values.n);
const app = await servingPortal();
await seedInventory(app, { lineItems: 1000, sizes: TWENTY_SIZES, regions: 'all' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'x-geo-region': 'CA-QC', cookie: 'vid=00000000-0000-4000-8000-000000000001' };
const path = '/ads/v1/decide?sizes=300x250,120x250&url=https%3A%2F%2Fpub.test%2F';
await fetch(`${address}${path}`, { headers });

let last = '';
const res = {
  headersSent: false,
  writeHead: () => undefined,
  end: (body: string) => (last = body),
} as unknown as ServerResponse;
const req = { url: path, method: 'GET', headers: { ...headers, host: 'x' }, socket: {} } as IncomingMessage;
const decide = () => app.server.emit('request', req, res);
for (let i = 0; i < 50_000; i += 1) decide();
if (!(JSON.parse(last) as { slots: unknown[] }).slots.every(Boolean)) throw new Error('a slot went unfilled');
const cpu = process.cpuUsage();
for (let i = 0; i < N; i += 1) decide();
const used = process.cpuUsage(cpu);
console.log(`${(((used.user + used.system) * 1000) / N).toFixed(0)} ns of CPU a decision (${N} decisions)`);

if (values.profile) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 50 });
  await session.post('Profiler.start');
  for (let i = 0; i < N; i += 1) decide();
  const { profile } = await session.post('Profiler.stop');
  const self = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src)\//, '$1/')}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
    total += node.hitCount ?? 0;
  }
  for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
await app.close();
