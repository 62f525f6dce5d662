// How the embedded ad server's serving copy grows with inventory (issue 13 §3): with N active line items (each with
// one approved creative, over 20 sizes and every region of the geo catalogue), the time a decision waits after a
// change, in the process that made it (a line item edited, a creative approved) and in another process over the
// same database (which reads the whole copy again in the background).
//   node --import tsx bench/serving-rebuild.ts [--line-items 1000,10000,100000] [--runs 5]
// Uses DATABASE_URL when set (PostgreSQL), else an in-memory PGlite. Rows are inserted with SQL (generate_series)
// to be quick; the changes go through the ad-server port, as the portal makes them.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import type { EmbeddedServing } from '../apps/api/src/adapters/adserver/embedded/serving.ts';

const { values } = parseArgs({
  options: {
    'line-items': { type: 'string', default: '1000,10000,100000' },
    runs: { type: 'string', default: '5' },
  },
});
const COUNTS = values['line-items'].split(',').map(Number);
const RUNS = Number(values.runs);
const SIZES = Array.from({ length: 20 }, (_, i) => ({ width: 100 + i * 20, height: 250 }));

const urls = { publicUrl: 'http://localhost' };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

async function app() {
  const config = loadConfig({
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.DATABASE_URL,
  });
  return buildServer(config);
}

type App = Awaited<ReturnType<typeof app>>;

/** N line items in N/10 approved orders, line item i on size i % 20, targeting region i % regions (or none). */
async function seed(a: App, n: number): Promise<void> {
  const geo = await a.adServer.getGeoTargets({}, 'fr');
  const provinces = geo.filter((g) => g.type === 'PROVINCE');
  const [type] = await a.adServer.getOrderTypes();
  const db = a.database.db;
  await db.execute(sql`truncate adserver_orders, adserver_line_items, adserver_creatives,
    adserver_line_item_creatives restart identity cascade`);
  const targetings = JSON.stringify(
    [null, ...provinces].map((p) => ({
      geoTargeting: { targetedLocations: p ? [p] : [], excludedLocations: [] },
      customTargeting: [],
    })),
  );
  const sizes = JSON.stringify(SIZES);
  await db.execute(sql`insert into adserver_orders (id, name, advertiser_id, status, type_id, custom_field_id,
      created_at, updated_at)
    select 3000000 + o, 'Bench ' || o, 1, 'APPROVED', ${type!.typeId}, ${type!.customFieldId}, now(), now()
    from generate_series(1, ${Math.ceil(n / 10)}) o`);
  await db.execute(sql`insert into adserver_line_items (id, order_id, name, status, start_at, end_at, units,
      cost_per_unit_cents, creative_placeholders, frequency_caps, targeting, created_at, updated_at)
    select 5000000 + i, 3000000 + (i - 1) / 10 + 1, 'Bench ' || i, 'DELIVERING', now() - interval '1 day',
      now() + interval '30 days', 10000000, 300,
      jsonb_build_array(jsonb_build_object('size', ${sizes}::jsonb -> (i % 20))), '[]'::jsonb,
      ${targetings}::jsonb -> (i % jsonb_array_length(${targetings}::jsonb)), now(), now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into adserver_creatives (id, advertiser_id, kind, name, destination_url,
      approved_destination_url, width, height, asset, approbation, created_at, updated_at)
    select 7000000 + i, 1, 'IMAGE', 'c' || i, 'https://example.test/', 'https://example.test/',
      (${sizes}::jsonb -> (i % 20) ->> 'width')::int, 250,
      '{"fileName":"x.png","url":"/api/v2/assets/x.png"}'::jsonb, 'APPROVED', now(), now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into adserver_line_item_creatives (line_item_id, creative_id, status, created_at,
      updated_at)
    select 5000000 + i, 7000000 + i, 'ACTIVE', now(), now() from generate_series(1, ${n}) i`);
}

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
  const a = await app();
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
