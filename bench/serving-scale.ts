// How the decision's throughput holds with inventory (issue 13 §3): 1,000, 10,000 and 100,000 active line items over
// 20 sizes and every region of the geo catalogue (bench/inventory.ts, inserted with SQL), each count in a portal of
// its own, measured against a bare Fastify route in the same run, 200 connections, autocannon in a child process.
//   node --max-semi-space-size=32 --import tsx bench/serving-scale.ts [--line-items 1000,10000,100000] [--runs 5]
//     [--duration 10] [--latency] [--same-bytes]
// Uses DATABASE_URL when set (PostgreSQL), else an in-memory PGlite.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import {
  DECIDE_HEADERS as HEADERS,
  DECIDE_PATH as DECIDE,
  loadAverage,
  loadOptions,
  loadSettings,
  median,
} from './common.ts';
import { decisionPortal } from './inventory.ts';
import { measure as run, type Measure } from './load.ts';

const { values } = parseArgs({
  options: {
    'line-items': { type: 'string', default: '1000,10000,100000' },
    ...loadOptions({ duration: 10, connections: 200, runs: 5 }),
    /**
     * Latency (issue 13 §3), at the first count only: the decision in open loop at half its own closed-loop
     * throughput of the same run (bench/paced-worker.mjs, 200 connections), and the bare route and the decision
     * in closed loop at 20 connections.
     */
    latency: { type: 'boolean', default: false },
    /**
     * At the first count only, a second baseline in each run: a bare Fastify route sending the decision's own answer
     * (its bytes and headers, from memory): what the HTTP write of such an answer costs, whatever computes it.
     */
    'same-bytes': { type: 'boolean', default: false },
  },
});
const COUNTS = values['line-items'].split(',').map(Number);
const { runs: RUNS, duration: DURATION, connections: CONNECTIONS } = loadSettings(values);

/** One run: 200 connections (or --connections) for --duration seconds, with the decision's headers. */
const measure = (
  url: string,
  headers: Record<string, string>,
  opts: { connections?: number; rate?: number } = {},
) => run(url, { connections: CONNECTIONS, duration: DURATION, headers, ...opts });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true, slots: [null] }));
/** The decision's answer, sent as it is (--same-bytes). */
let answer = '';
bare.get('/bare/answer', async (_request, reply) =>
  reply
    .header('cache-control', 'no-store')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .header('content-type', 'application/json; charset=utf-8')
    .send(answer),
);
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const lines: string[] = [];
const decideAt = new Map<number, number>();
for (const n of COUNTS) {
  // The copy read once (and checked to serve) before any run; of a place's N / 20 line items, those of Québec and
  // those without geo targeting can serve.
  const portal = await decisionPortal(n);
  const { app, address } = portal;
  answer = portal.answer;
  const bareRuns: Measure[] = [];
  const sameBytesRuns: Measure[] = [];
  const decideRuns: Measure[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    bareRuns.push(await measure(`${bareAddress}/bare`, HEADERS));
    if (values['same-bytes'] && n === COUNTS[0])
      sameBytesRuns.push(await measure(`${bareAddress}/bare/answer`, HEADERS));
    decideRuns.push(await measure(`${address}${DECIDE}`, HEADERS));
  }
  if (sameBytesRuns.length > 0) {
    const same =
      `${n.toLocaleString('en').padStart(7)} line items: bare route sending the decision's ${answer.length} bytes ` +
      `${median(sameBytesRuns.map((r) => r.rps)).toFixed(0)} req/s (CPU ` +
      `${median(sameBytesRuns.map((r) => r.cpuUs)).toFixed(0)} µs/req; runs ` +
      `${sameBytesRuns.map((r) => r.rps.toFixed(0)).join(', ')}), median of each run's share of bare ` +
      `${(median(sameBytesRuns.map((r, i) => r.rps / bareRuns[i]!.rps)) * 100).toFixed(1)} %; the decision's ` +
      `share of it ${(median(decideRuns.map((r, i) => r.rps / sameBytesRuns[i]!.rps)) * 100).toFixed(1)} %`;
    console.log(same);
    lines.push(same);
  }
  const bareRps = median(bareRuns.map((r) => r.rps));
  const rps = median(decideRuns.map((r) => r.rps));
  decideAt.set(n, rps);
  const heap = Math.round(process.memoryUsage().heapUsed / 1e6);
  const line =
    `${n.toLocaleString('en').padStart(7)} line items: bare ${bareRps.toFixed(0)} req/s ` +
    `(CPU ${median(bareRuns.map((r) => r.cpuUs)).toFixed(0)} µs/req; runs ${bareRuns.map((r) => r.rps.toFixed(0)).join(', ')}), ` +
    `decide ${rps.toFixed(0)} req/s (CPU ${median(decideRuns.map((r) => r.cpuUs)).toFixed(0)} µs/req, ` +
    `p99 ${median(decideRuns.map((r) => r.p99)).toFixed(0)} ms; runs ${decideRuns.map((r) => r.rps.toFixed(0)).join(', ')}), ` +
    `${((rps / bareRps) * 100).toFixed(1)} % of bare (median of each run's share: ` +
    `${(median(decideRuns.map((r, i) => r.rps / bareRuns[i]!.rps)) * 100).toFixed(1)} %), ` +
    `${decideAt.has(COUNTS[0]!) ? ((rps / decideAt.get(COUNTS[0]!)!) * 100).toFixed(1) : '—'} % of ${COUNTS[0]} line items' ` +
    `figure, errors ${decideRuns.reduce((e, r) => e + r.errors, 0)}, heap ${heap} MB, ` +
    `load average ${loadAverage()}`;
  console.log(line);
  lines.push(line);
  if (values.latency && n === COUNTS[0]) {
    const open: Measure[] = [];
    const bareOpen: Measure[] = [];
    const bare20: Measure[] = [];
    const decide20: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Half of this run's own closed-loop throughput (the runs above), offered at a steady rate.
      const rate = Math.round(decideRuns[run]!.rps / 2);
      open.push({ ...(await measure(`${address}${DECIDE}`, HEADERS, { rate })), rate } as Measure);
      // The same offered rate on the bare route: what the machine and the generator add to any route's tail.
      bareOpen.push(await measure(`${bareAddress}/bare`, HEADERS, { rate }));
      bare20.push(await measure(`${bareAddress}/bare`, HEADERS, { connections: 20 }));
      decide20.push(await measure(`${address}${DECIDE}`, HEADERS, { connections: 20 }));
    }
    const p = (ms: Measure[], q: 'p50' | 'p99') => median(ms.map((m) => m[q])).toFixed(2);
    const latency =
      `${n.toLocaleString('en').padStart(7)} line items, latency: decision in open loop at half its closed-loop ` +
      `throughput (${open.map((m) => (m as Measure & { rate: number }).rate).join(', ')}/s offered; answered ` +
      `${open.map((m) => m.rps.toFixed(0)).join(', ')}/s), 200 connections: p50 ${p(open, 'p50')} ms, ` +
      `p99 ${p(open, 'p99')} ms (runs ${open.map((m) => m.p99).join(', ')}), errors ` +
      `${open.reduce((e, m) => e + m.errors, 0)}; the bare route at the same rates: p50 ${p(bareOpen, 'p50')} ms, ` +
      `p99 ${p(bareOpen, 'p99')} ms (runs ${bareOpen.map((m) => m.p99).join(', ')}); 20 connections, closed loop: bare ` +
      `${median(bare20.map((m) => m.rps)).toFixed(0)} req/s p99 ${p(bare20, 'p99')} ms, decision ` +
      `${median(decide20.map((m) => m.rps)).toFixed(0)} req/s p99 ${p(decide20, 'p99')} ms ` +
      `(runs ${decide20.map((m) => m.p99).join(', ')}), load average ${loadAverage()}`;
    console.log(latency);
    lines.push(latency);
  }
  await app.close();
}
console.log(
  `\n${DURATION}s x ${RUNS} runs, ${CONNECTIONS} connections, db ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
for (const l of lines) console.log(l);
await bare.close();
