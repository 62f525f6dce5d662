// How the embedded ad server's serving copy grows with inventory (issue 13 §3): with N active line items (each with
// one approved creative, over 20 sizes and every region of the geo catalogue), the time a decision waits after a
// change, in the process that made it (a line item edited, a creative approved) and in another process over the
// same database (which reads the whole copy again in the background).
//   node --import tsx bench/serving-rebuild.ts [--line-items 1000,10000,100000] [--runs 5]
// Uses DATABASE_URL when set (PostgreSQL), else an in-memory PGlite. Rows are inserted with SQL (generate_series)
// to be quick; the changes go through the ad-server port, as the portal makes them.
import { parseArgs } from 'node:util';
import type { EmbeddedServing } from '../apps/api/src/adapters/adserver/embedded/serving.ts';
import { median } from './common.ts';
import { seedInventory, servingPortal, TWENTY_SIZES } from './inventory.ts';

const { values } = parseArgs({
  options: {
    'line-items': { type: 'string', default: '1000,10000,100000' },
    runs: { type: 'string', default: '5' },
  },
});
const COUNTS = values['line-items'].split(',').map(Number);
const RUNS = Number(values.runs);
const SIZES = TWENTY_SIZES;

const urls = { publicUrl: 'http://localhost' };
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

type App = Awaited<ReturnType<typeof servingPortal>>;

/** N line items in N/10 approved orders, line item i on size i % 20, targeting region i % regions (or none). */
const seed = (a: App, n: number) => seedInventory(a, { lineItems: n, sizes: SIZES, regions: 'all' });

const request = (i: number) => ({
  sizes: [`${SIZES[i % 20]!.width}x250`],
  visitorId: '00000000-0000-4000-8000-000000000001',
  region: 'CA-QC',
  segmentIds: [],
  pageUrl: null,
});

/** From a change made through the port (which puts it in this process's copy) to a decision that serves it. */
async function afterChange(a: App, n: number, run: number): Promise<{ wait: number; served: boolean }> {
  const serving = a.adServer.serving as EmbeddedServing;
  const lineItemId = 5000000 + 1 + ((run * 7919) % n);
  const started = process.hrtime.bigint();
  await a.adServer.updateLineItem(lineItemId, { units: 10_000_000 + run + 1 });
  const slots = await serving.decide(request(lineItemId - 5000000), urls);
  return { wait: ms(started), served: slots[0] !== null };
}

const rows: string[] = [];
for (const n of COUNTS) {
  const a = await servingPortal();
  await seed(a, n);
  // A second process over the same database: here a second server on the same PGlite, reading the copy in full.
  const serving = a.adServer.serving as EmbeddedServing;
  const full: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await serving.invalidate();
    const started = process.hrtime.bigint();
    await serving.decide(request(run), urls);
    full.push(ms(started));
  }
  const local: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { wait, served } = await afterChange(a, n, run);
    if (!served) throw new Error('the changed line item did not serve');
    local.push(wait);
  }
  const memory = Math.round(process.memoryUsage().heapUsed / 1e6);
  rows.push(
    `| ${n.toLocaleString('en')} | ${median(full).toFixed(0)} ms | ${median(local).toFixed(1)} ms | ${memory} MB |`,
  );
  console.log(rows.at(-1));
  await a.close();
}
console.log(
  '\n| active line items | full read of the copy | a change made, then a decision (this process) | heap |',
);
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
