// Decision and beacon throughput of the embedded ad server (issue 5), side by side with a bare Fastify route in the
// same run. 1,000 active line items spread over sizes and regions are seeded through the ad-server port.
//   node --import tsx bench/serving.ts [--duration 10] [--connections 200] [--runs 3] [--beacons 150000]
// Uses DATABASE_URL when set (PostgreSQL), else an in-memory PGlite.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { DECIDE_HEADERS, loadOptions, loadSettings, medianLine, Runs } from './common.ts';
import { SERVING_REGIONS as REGIONS, SERVING_SIZES as SIZES, servingPortal } from './inventory.ts';
import { measure, type Measure } from './load.ts';

const { values } = parseArgs({
  options: {
    ...loadOptions({ duration: 10, connections: 200, runs: 3 }),
    'line-items': { type: 'string', default: '1000' },
    beacons: { type: 'string', default: '150000' },
    /** Only the runs whose name contains this (e.g. "decide", "beacon"), with the bare route: for profiling. */
    only: { type: 'string' },
  },
});
const { duration: DURATION, connections: CONNECTIONS, runs: RUNS } = loadSettings(values);
const LINE_ITEMS = Number(values['line-items']);
const BEACONS_PER_RUN = Number(values.beacons);
const DAY = 86_400_000;

const app = await servingPortal();
const ads = app.adServer;

async function seed() {
  const [type] = await ads.getOrderTypes();
  const geo = await ads.getGeoTargets({ q: undefined }, 'fr');
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

/** Every run's generator: 200 connections (or --connections) for --duration seconds. */
const LOAD = { connections: CONNECTIONS, duration: DURATION };

await seed();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true, slots: [null] }));
// The same constant body under any path: the beacons' baseline, asked with the same rotating paths, so that the
// load generator's own cost of changing the path on each request is the same on both sides.
bare.get('/bare/*', async () => ({ ok: true, slots: [null] }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

/**
 * Fresh decisions for the beacon runs: as under real traffic, each decision's impression is counted once (with a
 * replay of every tenth, which counts nothing). Made through the port, without HTTP, to be quick.
 */
async function impressionPaths(count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [slot] = await app.adServer.serving!.decide(
      {
        sizes: ['300x250'],
        visitorId: `00000000-0000-4000-8000-${String(i % 100_000).padStart(12, '0')}`,
        region: 'CA-QC',
        segmentIds: [],
        pageUrl: null,
      },
      { publicUrl: 'http://127.0.0.1' },
    );
    const path = slot && new URL(slot.impressionUrl).pathname;
    if (path) paths.push(path);
    if (path && i % 10 === 0) paths.push(path);
  }
  return paths;
}

const runs = new Runs();
const record = (name: string, r: Measure) => runs.record(name, r);
const wanted = (name: string) => name.startsWith('bare') || !values.only || name.includes(values.only);
for (let run = 0; run < RUNS; run += 1) {
  // Asked with the decision's request headers (the visitor cookie, the region): the same work for the load generator.
  record('bare route', await measure(`${bareAddress}/bare`, { ...LOAD, headers: DECIDE_HEADERS }));
  const decideUrl = `${address}/ads/v1/decide?sizes=300x250,728x90&url=https%3A%2F%2Fpub.test%2F`;
  if (wanted('decide (2 sizes)'))
    record('decide (2 sizes)', await measure(decideUrl, { ...LOAD, headers: DECIDE_HEADERS }));
  if (wanted('impression beacon')) {
    const paths = await impressionPaths(BEACONS_PER_RUN);
    const barePaths = paths.map((p) => `/bare${p}`);
    record(
      'bare route, beacon paths',
      await measure(`${bareAddress}${barePaths[0]}`, { ...LOAD, paths: barePaths }),
    );
    record('impression beacon', await measure(`${address}${paths[0]}`, { ...LOAD, paths }));
  }
  // Latency at the budget's load: requests due at half the bare route's rate of this run (what the throughput budget
  // asks of the decision), over 200 connections, as visitors arrive (open loop). At 200 connections kept busy (the
  // closed loop above) the latency is 200 / throughput by itself, whatever the endpoint: the bare route's p99 there
  // is 8 to 30 ms depending on the machine.
  const budgetRate = Math.round(runs.of('bare route').at(-1)!.rps / 2);
  record(
    'bare route, half rate',
    await measure(`${bareAddress}/bare`, { ...LOAD, headers: DECIDE_HEADERS, rate: budgetRate }),
  );
  if (wanted('decide, half rate'))
    record(
      'decide, half rate',
      await measure(decideUrl, { ...LOAD, headers: DECIDE_HEADERS, rate: budgetRate }),
    );
  // Latency at a moderate load: 20 connections (at 200, a closed loop's latency is 200 / throughput by itself).
  record('bare route, 20 conn', await measure(`${bareAddress}/bare`, { ...LOAD, connections: 20 }));
  if (wanted('decide, 20 conn'))
    record(
      'decide, 20 conn',
      await measure(decideUrl, { ...LOAD, headers: DECIDE_HEADERS, connections: 20 }),
    );
}
console.log(
  `line items: ${LINE_ITEMS}, connections: ${CONNECTIONS}, ${DURATION}s x ${RUNS} runs, db: ${app.database.kind}`,
);
/** Each target's baseline: the bare route asked the same way. */
const baseline = (name: string) =>
  name.includes('20 conn')
    ? 'bare route, 20 conn'
    : name.includes('beacon')
      ? 'bare route, beacon paths'
      : name.includes('half rate')
        ? 'bare route, half rate'
        : 'bare route';
for (const [name, measured] of Object.entries(runs.byName)) {
  const share = `${((runs.rps(name) / runs.rps(baseline(name))) * 100).toFixed(1)} % of bare`;
  console.log(medianLine(name, measured, share));
}
await bare.close();
await app.close();
