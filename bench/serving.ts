// Decision and beacon throughput of the embedded ad server (issue 5), side by side with a bare Fastify route in the
// same run. 1,000 active line items spread over sizes and regions are seeded through the ad-server port.
//   node --import tsx bench/serving.ts [--duration 10] [--connections 200] [--runs 3]
// Uses DATABASE_URL when set (PostgreSQL), else an in-memory PGlite.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    'line-items': { type: 'string', default: '1000' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const RUNS = Number(values.runs);
const LINE_ITEMS = Number(values['line-items']);
const SIZES = [
  { width: 300, height: 250 },
  { width: 728, height: 90 },
  { width: 160, height: 600 },
  { width: 300, height: 600 },
];
const REGIONS = ['CA-QC', 'CA-ON', 'CA-BC', 'CA-AB', null];
const DAY = 86_400_000;

const config = loadConfig({
  PATH: process.env.PATH,
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  DATABASE_URL: process.env.DATABASE_URL,
  GEO_HEADER: 'X-Geo-Region',
});
const app = await buildServer(config);
const ads = app.adServer;

async function seed() {
  const [type] = await ads.getOrderTypes();
  const geo = await ads.getGeoTargets({}, 'fr');
  const provinces = geo.filter((g) => g.type === 'PROVINCE');
  const now = Date.now();
  for (let o = 0; o < LINE_ITEMS / 10; o += 1) {
    const order = await ads.createOrder({
      name: `Bench ${o}`,
      advertiserId: 1,
      type: { typeId: type!.typeId, customFieldId: type!.customFieldId },
    });
    const inputs = Array.from({ length: 10 }, (_, i) => {
      const n = o * 10 + i;
      const region = REGIONS[n % REGIONS.length];
      const province = region && provinces.find((p) => p.regionId === region);
      return {
        orderId: order.id,
        name: `Bench ${n}`,
        startDateTime: new Date(now - DAY).toISOString(),
        endDateTime: new Date(now + 30 * DAY).toISOString(),
        units: 10_000_000,
        creativePlaceholders: [{ size: SIZES[n % SIZES.length]! }],
        targeting: {
          geoTargeting: { targetedLocations: province ? [province] : [], excludedLocations: [] },
          customTargeting: [],
        },
      };
    });
    const lineItems = await ads.createLineItems(inputs);
    for (const li of lineItems) {
      const size = li.creativePlaceholders[0]!.size;
      const creative = await ads.createCreative({
        kind: 'IMAGE',
        advertiserId: 1,
        name: `c${li.id}`,
        destinationUrl: 'https://example.test/',
        size,
        asset: { fileName: 'x.png', url: '/api/v2/assets/x.png' },
      });
      await ads.setCreativeApprobation(creative.id, 'APPROVED');
      await ads.createAssociations([{ lineItemId: li.id, creativeId: creative.id }]);
    }
    await ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL');
    await ads.performOrderAction(order.id, 'APPROVE');
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(url: string, opts: Record<string, unknown> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await seed();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true, slots: [null] }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

// Decisions to replay as impression beacons (each first hit counts; later hits are replays, as under real traffic).
const decisionIds: string[] = [];
for (let i = 0; i < 2000; i += 1) {
  const res = await fetch(`${address}/ads/v1/decide?sizes=300x250`, { headers: { 'x-geo-region': 'CA-QC' } });
  const body = (await res.json()) as { slots: ({ impressionUrl: string } | null)[] };
  const slot = body.slots[0];
  if (slot) decisionIds.push(slot.impressionUrl.split('/').pop()!);
}
let next = 0;

const rows: Record<string, { rps: number[]; p99: number[]; errors: number }> = {};
const record = (name: string, r: { rps: number; p99: number; errors: number }) => {
  const row = (rows[name] ??= { rps: [], p99: [], errors: 0 });
  row.rps.push(r.rps);
  row.p99.push(r.p99);
  row.errors += r.errors;
};
for (let run = 0; run < RUNS; run += 1) {
  record('bare route', await measure(`${bareAddress}/bare`));
  record(
    'decide (2 sizes)',
    await measure(`${address}/ads/v1/decide?sizes=300x250,728x90&url=https%3A%2F%2Fpub.test%2F`, {
      headers: { 'x-geo-region': 'CA-QC', cookie: 'vid=00000000-0000-4000-8000-000000000001' },
    }),
  );
  record(
    'impression beacon',
    await measure(`${address}/ads/v1/i/${decisionIds[0]}`, {
      requests: [
        {
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            path: `/ads/v1/i/${decisionIds[next++ % decisionIds.length]}`,
          }),
        },
      ],
    }),
  );
}
console.log(
  `line items: ${LINE_ITEMS}, connections: ${CONNECTIONS}, ${DURATION}s x ${RUNS} runs, db: ${app.database.kind}`,
);
const bareRps = median(rows['bare route']!.rps);
for (const [name, row] of Object.entries(rows)) {
  const rps = median(row.rps);
  console.log(
    `${name.padEnd(18)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${median(row.p99).toFixed(1)} ms  ` +
      `${((rps / bareRps) * 100).toFixed(1)} % of bare  errors ${row.errors}`,
  );
}
await bare.close();
await app.close();
