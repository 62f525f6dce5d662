// How the decision's throughput holds with inventory (issue 13 §3): 1,000, 10,000 and 100,000 active line items over
// 20 sizes and every region of the geo catalogue (bench/inventory.ts, inserted with SQL), each count in a portal of
// its own, measured against a bare Fastify route in the same run, 200 connections, autocannon in a child process.
//   node --max-semi-space-size=32 --import tsx bench/serving-scale.ts [--line-items 1000,10000,100000] [--runs 5]
//     [--duration 10]
// Uses DATABASE_URL when set (PostgreSQL), else an in-memory PGlite.
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import os from 'node:os';
import Fastify from 'fastify';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { seedInventory, TWENTY_SIZES } from './inventory.ts';

const { values } = parseArgs({
  options: {
    'line-items': { type: 'string', default: '1000,10000,100000' },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
  },
});
const COUNTS = values['line-items'].split(',').map(Number);
const RUNS = Number(values.runs);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Measure {
  rps: number;
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
}

function measure(url: string, headers: Record<string, string>): Promise<Measure> {
  const child = fork(new URL('./load-worker.mjs', import.meta.url), { execArgv: [] });
  child.send({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    child.once('message', (m: Omit<Measure, 'cpuUs'>) => {
      const used = process.cpuUsage(cpu);
      resolve({ ...m, cpuUs: (used.user + used.system) / (m.rps * DURATION) });
    });
    child.once('error', reject);
  });
}

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true, slots: [null] }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
const HEADERS = { 'x-geo-region': 'CA-QC', cookie: 'vid=00000000-0000-4000-8000-000000000001' };
// Two of the 20 sizes: each place holds N / 20 line items, of which those of Québec and those without geo targeting
// can serve.
const DECIDE = '/ads/v1/decide?sizes=300x250,120x250&url=https%3A%2F%2Fpub.test%2F';

const lines: string[] = [];
const decideAt = new Map<number, number>();
for (const n of COUNTS) {
  const config = loadConfig({
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.DATABASE_URL,
    GEO_HEADER: 'X-Geo-Region',
  });
  const app = await buildServer(config);
  await seedInventory(app, { lineItems: n, sizes: TWENTY_SIZES, regions: 'all' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The copy read once (and checked to serve) before any run.
  const first = await fetch(`${address}${DECIDE}`, { headers: HEADERS }).then((r) => r.json());
  if (!(first as { slots: unknown[] }).slots.every(Boolean)) throw new Error('a slot went unfilled');
  const bareRuns: Measure[] = [];
  const decideRuns: Measure[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    bareRuns.push(await measure(`${bareAddress}/bare`, HEADERS));
    decideRuns.push(await measure(`${address}${DECIDE}`, HEADERS));
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
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`;
  console.log(line);
  lines.push(line);
  await app.close();
}
console.log(
  `\n${DURATION}s x ${RUNS} runs, ${CONNECTIONS} connections, db ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
for (const l of lines) console.log(l);
await bare.close();
