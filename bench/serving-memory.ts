// Resident memory of the built server under the decision bench (issue 13 §4, budget ≤ 500 MB): a data folder is
// seeded with the decision bench's inventory (bench/inventory.ts) by this process, which then closes it; the built
// server is started on it as `npm start` runs it (`node --max-semi-space-size=32 --enable-source-maps
// apps/api/dist/main.mjs`, embedded database) and asked for decisions at 200 connections (autocannon in another
// process) while its RSS is read from /proc every 250 ms.
//   npm run build && node --import tsx bench/serving-memory.ts [--line-items 1000] [--runs 3] [--duration 20]
import { parseArgs } from 'node:util';
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { seedInventory, SERVING_REGIONS, SERVING_SIZES, TWENTY_SIZES } from './inventory.ts';

const { values } = parseArgs({
  options: {
    'line-items': { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '20' },
    port: { type: 'string', default: '3978' },
  },
});
const N = Number(values['line-items']);
const RUNS = Number(values.runs);
const DURATION = Number(values.duration);
const root = path.join(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-memory-'));

const seeder = await buildServer(
  loadConfig({ PATH: process.env.PATH, LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
);
// The decision bench's shape (4 sizes, 5 regions) up to 1,000 line items; issue 13 §3's (20 sizes, every region)
// beyond.
await seedInventory(
  seeder,
  N <= 1000
    ? { lineItems: N, sizes: SERVING_SIZES, regions: SERVING_REGIONS }
    : { lineItems: N, sizes: TWENTY_SIZES, regions: 'all' },
);
await seeder.close();

function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
}

const base = `http://127.0.0.1:${values.port}`;
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=32', '--enable-source-maps', 'apps/api/dist/main.mjs'],
  {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      PORT: values.port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GEO_HEADER: 'X-Geo-Region',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (;;) {
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const sizes = N <= 1000 ? '300x250,728x90' : '300x250,120x250';
const decide = `${base}/ads/v1/decide?sizes=${sizes}&url=https%3A%2F%2Fpub.test%2F`;
const headers = { 'x-geo-region': 'CA-QC', cookie: 'vid=00000000-0000-4000-8000-000000000001' };
const first = (await fetch(decide, { headers }).then((r) => r.json())) as { slots: unknown[] };
if (!first.slots.every(Boolean)) throw new Error('a slot went unfilled');
console.log(`ready: RSS ${memory(server.pid!).rss} MB (after the first decision)`);

for (let run = 0; run < RUNS; run += 1) {
  const child = fork(new URL('./load-worker.mjs', import.meta.url), { execArgv: [] });
  child.send({ url: decide, connections: 200, duration: DURATION, headers });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, memory(server.pid!).rss)), 250);
  const result = await new Promise<{ rps: number; errors: number }>((resolve) =>
    child.once('message', resolve),
  );
  clearInterval(timer);
  const after = memory(server.pid!);
  console.log(
    `run ${run + 1}: ${result.rps.toFixed(0)} decisions/s for ${DURATION} s (errors ${result.errors}), RSS peak ` +
      `${peak} MB (sampled every 250 ms), at the end ${after.rss} MB, high-water mark ${after.hwm} MB, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
}
await new Promise((resolve) => setTimeout(resolve, 10_000));
console.log(`10 s after the last run: RSS ${memory(server.pid!).rss} MB`);
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`line items: ${N}, data folder on disk, 200 connections`);
