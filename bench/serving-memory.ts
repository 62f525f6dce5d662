// Resident memory of the built server under the decision bench (issue 13 §4, budget ≤ 500 MB): a data folder is
// seeded with the decision bench's inventory (bench/inventory.ts) by this process, which then closes it; the built
// server is started on it as `npm start` runs it (`node --max-semi-space-size=32 --enable-source-maps
// apps/api/dist/main.mjs`, embedded database) and asked for decisions at 200 connections (autocannon in another
// process) while its RSS is read from /proc every 250 ms.
//   npm run build && node --import tsx bench/serving-memory.ts [--line-items 1000] [--runs 3] [--duration 20]
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { DECIDE_HEADERS as headers, loadAverage, memoryOf, startPortal, tempDataDir } from './common.ts';
import { seedInventory, SERVING_REGIONS, SERVING_SIZES, servingPortal, TWENTY_SIZES } from './inventory.ts';
import { measure } from './load.ts';

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
const dataDir = tempDataDir('portal-memory');

// Seeded on the embedded database in that folder, whatever DATABASE_URL says: the server runs on it.
const seeder = await servingPortal(dataDir, undefined);
// The decision bench's shape (4 sizes, 5 regions) up to 1,000 line items; issue 13 §3's (20 sizes, every region)
// beyond.
await seedInventory(
  seeder,
  N <= 1000
    ? { lineItems: N, sizes: SERVING_SIZES, regions: SERVING_REGIONS }
    : { lineItems: N, sizes: TWENTY_SIZES, regions: 'all' },
);
await seeder.close();

const server = await startPortal({
  built: true,
  dataDir,
  port: Number(values.port),
  env: { DATABASE_URL: undefined, GEO_HEADER: 'X-Geo-Region' },
  showErrors: true,
});
const pid = server.child.pid!;
const sizes = N <= 1000 ? '300x250,728x90' : '300x250,120x250';
const decide = `${server.base}/ads/v1/decide?sizes=${sizes}&url=https%3A%2F%2Fpub.test%2F`;
const first = (await fetch(decide, { headers }).then((r) => r.json())) as { slots: unknown[] };
if (!first.slots.every(Boolean)) throw new Error('a slot went unfilled');
console.log(`ready: RSS ${memoryOf(pid).rss} MB (after the first decision)`);

for (let run = 0; run < RUNS; run += 1) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 250);
  const result = await measure(decide, { connections: 200, duration: DURATION, headers });
  clearInterval(timer);
  const after = memoryOf(pid);
  console.log(
    `run ${run + 1}: ${result.rps.toFixed(0)} decisions/s for ${DURATION} s (errors ${result.errors}), RSS peak ` +
      `${peak} MB (sampled every 250 ms), at the end ${after.rss} MB, high-water mark ${after.hwm} MB, ` +
      `load average ${loadAverage()}`,
  );
}
await new Promise((resolve) => setTimeout(resolve, 10_000));
console.log(`10 s after the last run: RSS ${memoryOf(pid).rss} MB`);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`line items: ${N}, data folder on disk, 200 connections`);
