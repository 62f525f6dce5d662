// A CPU profile of the decision under load (issue 13 §3): the portal with 1,000 line items (bench/inventory.ts), the
// decision asked at 200 connections by autocannon in a child process, the profiler running only during the load.
//   node --max-semi-space-size=32 --import tsx bench/profile-decide.ts [--duration 8] [--out decide.cpuprofile]
// Prints the functions by self time; the .cpuprofile opens in Chromium's DevTools.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { DECIDE_HEADERS as headers, DECIDE_PATH, selfTimeLines } from './common.ts';
import { decisionPortal } from './inventory.ts';
import { measure } from './load.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    out: { type: 'string', default: '' },
    /** No inspector: the load only, for \`perf record\` (node --perf-basic-prof) to sample from outside. */
    perf: { type: 'boolean', default: false },
    path: { type: 'string', default: DECIDE_PATH },
  },
});
const { app, address } = await decisionPortal();
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
for (const line of selfTimeLines(profile.nodes, { top: 45, withLine: true })) console.log(line);
await app.close();
