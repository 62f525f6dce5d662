// The decision's own JavaScript (issue 13 §3), without HTTP: the portal with 1,000 line items (bench/inventory.ts),
// the decision's request handed to the HTTP server's handler as Node would hand it, with a request and an answer that
// go nowhere, N times in a row; the process's CPU time per decision (steadier than a clock when the machine is shared).
//   node --max-semi-space-size=32 --import tsx bench/decide-js.ts [--n 500000] [--profile]
// (or `node bench/run.mjs decide-js.ts …`, as `npm start` runs the portal). --profile prints the functions by self time.
import { Session } from 'node:inspector/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { DECIDE_HEADERS, DECIDE_PATH, selfTimeLines } from './common.ts';
import { decisionPortal } from './inventory.ts';

const { values } = parseArgs({
  options: { n: { type: 'string', default: '500000' }, profile: { type: 'boolean', default: false } },
});
const N = Number(values.n);
const { app } = await decisionPortal();

let last = '';
const res = {
  headersSent: false,
  writeHead: () => undefined,
  end: (body: string) => (last = body),
} as unknown as ServerResponse;
const req = {
  url: DECIDE_PATH,
  method: 'GET',
  headers: { ...DECIDE_HEADERS, host: 'x' },
  socket: {},
} as unknown as IncomingMessage;
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
  for (const line of selfTimeLines(profile.nodes, { top: 30, withLine: false })) console.log(line);
}
await app.close();
