// A CPU profile of the decision under load (issue 13 §3): the portal with 1,000 line items (bench/inventory.ts), the
// decision asked at 200 connections by autocannon in a child process, the profiler running only during the load.
//   node --max-semi-space-size=32 --import tsx bench/profile-decide.ts [--duration 8] [--out decide.cpuprofile]
// Prints the functions by self time; the .cpuprofile opens in Chromium's DevTools.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { seedInventory, servingPortal, TWENTY_SIZES } from './inventory.ts';
import { measure } from './load.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    out: { type: 'string', default: '' },
    /** No inspector: the load only, for \`perf record\` (node --perf-basic-prof) to sample from outside. */
    perf: { type: 'boolean', default: false },
    path: { type: 'string', default: '/ads/v1/decide?sizes=300x250,120x250&url=https%3A%2F%2Fpub.test%2F' },
  },
});
const app = await servingPortal();
await seedInventory(app, { lineItems: 1000, sizes: TWENTY_SIZES, regions: 'all' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'x-geo-region': 'CA-QC', cookie: 'vid=00000000-0000-4000-8000-000000000001' };
await fetch(`${address}${values.path}`, { headers });
// Warm-up, unprofiled.
await measure(`${address}${values.path}`, { connections: 200, duration: 3, headers });
if (values.perf) {
  console.log(`pid ${process.pid}`);
  const m = await measure(`${address}${values.path}`, {
    connections: 200,
    duration: Number(values.duration),
    headers,
  });
  console.log(`${m.rps.toFixed(0)} req/s, CPU ${m.cpuUs.toFixed(1)} µs/req`);
  await app.close();
  process.exit(0);
}
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const m = await measure(`${address}${values.path}`, {
  connections: 200,
  duration: Number(values.duration),
  headers,
});
const { profile } = await session.post('Profiler.stop');
console.log(`${m.rps.toFixed(0)} req/s, CPU ${m.cpuUs.toFixed(1)} µs/req (profiler on)`);
if (values.out) await writeFile(values.out, JSON.stringify(profile));

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}
const self = new Map<string, number>();
let total = 0;
for (const node of profile.nodes as Node[]) {
  const f = node.callFrame;
  const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + node.hitCount);
  total += node.hitCount;
}
for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45))
  console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
await app.close();
