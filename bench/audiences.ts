// Audiences on the embedded ad server (issue 15, Performance), each against a bare Fastify route in the same run:
// - the audience pixel hit, `GET /ads/v1/px/{pixelId}` with a vid cookie, at 200 connections: 10,000 visitors in turn
//   who already made 12 hits (a visitor browsing the site), then visitors each hitting it for the first time;
// - the decision with half of the line items targeted at personalised segments, against the same inventory
//   untargeted (two portals side by side, both asked in turn by the same visitors, half of them members);
// - sustained ingest: pixel hits offered at 5,000 a second for 60 s (open loop, bench/paced-worker.mjs), then every
//   acknowledged hit (a 200) checked in the database, visitor by visitor: counted once, none lost, none twice.
//   node --max-semi-space-size=32 --import tsx bench/audiences.ts [--duration 10] [--runs 3] [--rate 5000]
//     [--ingest-duration 60] [--ingest-runs 3] [--only hit|decide|ingest]
// The portals run on data folders of their own on disk (PGlite files and the synced pixel log, as `npm start` runs).
// DATABASE_URL set runs the pixel's portal on PostgreSQL (the pixel log stays in its data folder): `--only hit` or
// `--only ingest` (the decision's comparison needs two databases: not supported there).
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { EmbeddedServing } from '../apps/api/src/adapters/adserver/embedded/serving.ts';
import { loadAverage, loadOptions, loadSettings, median, medianLine, Runs, tempDataDir } from './common.ts';
import { seedInventory, SERVING_REGIONS, SERVING_SIZES, servingPortal } from './inventory.ts';
import { measure as run, type LoadOptions } from './load.ts';

const { values } = parseArgs({
  options: {
    ...loadOptions({ duration: 10, connections: 200, runs: 3 }),
    'line-items': { type: 'string', default: '1000' },
    segments: { type: 'string', default: '10' },
    /** Visitors asking decisions in turn (half of them members of one segment each). */
    visitors: { type: 'string', default: '1000' },
    /** Visitors hitting the pixel in turn (each hits it again and again: a visitor browsing the site). */
    'hit-visitors': { type: 'string', default: '10000' },
    /** Visitors for the first-hit run: enough that none hits twice within a run. */
    'new-visitors': { type: 'string', default: '600000' },
    rate: { type: 'string', default: '5000' },
    'ingest-duration': { type: 'string', default: '60' },
    'ingest-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const { duration: DURATION, connections: CONNECTIONS, runs: RUNS } = loadSettings(values);
const SEGMENTS = Number(values.segments);
const wanted = (what: string) => !values.only || values.only === what;

const folders: string[] = [];
function portal() {
  const dataDir = tempDataDir('portal-audbench');
  folders.push(dataDir);
  return servingPortal(dataDir);
}
if (process.env.DATABASE_URL && wanted('decide')) {
  throw new Error('On PostgreSQL (DATABASE_URL), run --only hit or --only ingest');
}
// Segment names are unique per advertiser, and a PostgreSQL database keeps those of earlier runs.
const RUN_TAG = Date.now().toString(36);

const vid = (prefix: number, i: number) =>
  `${String(prefix).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`;
const cookiesOf = (prefix: number, n: number) => Array.from({ length: n }, (_, i) => `vid=${vid(prefix, i)}`);

// Two portals with the same inventory: untargeted, and half of each size's line items targeted at one of
// SEGMENTS personalised segments. Even visitors of the decision runs are members of segment (i / 2) % SEGMENTS.
const plain = wanted('decide') ? await portal() : null;
const personal = await portal();
/** A personalised segment of the second portal, joined at the first hit, under a name unique to this run. */
const newSegment = (name: string) =>
  personal.adServer.createAudienceSegment({
    advertiserId: 1,
    name: `1-Bench ${name} ${RUN_TAG}`,
    description: '',
    pageViews: 1,
    membershipExpirationDays: 30,
  });
const segments = [];
for (let s = 0; s < SEGMENTS; s += 1) {
  segments.push(await newSegment(String(s)));
}
const inventory = {
  lineItems: Number(values['line-items']),
  sizes: SERVING_SIZES,
  regions: SERVING_REGIONS,
};
if (plain) await seedInventory(plain, inventory);
await seedInventory(personal, { ...inventory, personal: segments.map((s) => s.id) });
const decideVisitors = Number(values.visitors);
const serving = personal.adServer.serving as EmbeddedServing;
for (let i = 0; i < decideVisitors; i += 2) {
  await serving.recordAudienceHit(segments[(i / 2) % SEGMENTS]!.pixelId, vid(1, i));
}
await serving.settleHits();
const [{ members }] = (
  (await personal.database.db.execute(
    sql`select count(*)::int as members from adserver_segment_visitors
      where hits >= 1 and segment_id = any(${`{${segments.map((s) => s.id).join(',')}}`}::int[])`,
  )) as unknown as { rows: { members: number }[] }
).rows as [{ members: number }];
// The pixel runs hit a segment of their own, with visitors of their own (a hit makes the decision read the visitor's
// memberships again: the decision runs' visitors are left alone).
const hitSegment = await newSegment('hits');

// The browsing visitors have made their first twelve hits before the runs (in process): the runs measure the hits of
// visitors already counted, the first-hit run those of visitors new to the segment.
for (let round = 0; round < 12 && wanted('hit'); round += 1) {
  const visitors = Array.from({ length: Number(values['hit-visitors']) }, (_, i) => vid(2, i));
  await Promise.all(visitors.map((v) => serving.recordAudienceHit(hitSegment.pixelId, v)));
  await serving.settleHits();
}
await serving.settleHits();

const plainAddress = plain ? await plain.listen({ port: 0, host: '127.0.0.1' }) : '';
const personalAddress = await personal.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true, slots: [null] }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

/** One run, 200 connections (or --connections), --duration seconds unless told. */
const measure = (url: string, opts: Partial<LoadOptions>) =>
  run(url, { connections: CONNECTIONS, duration: DURATION, ...opts });

const runs = new Runs();
const record = runs.record.bind(runs);
const DECIDE_HEADERS = { 'x-geo-region': 'CA-QC' };
const decideCookies = cookiesOf(1, decideVisitors);
const hitCookies = cookiesOf(2, Number(values['hit-visitors']));
const NEW_VISITORS = Number(values['new-visitors']);
const decidePath = '/ads/v1/decide?sizes=300x250,728x90&url=https%3A%2F%2Fpub.test%2F';
const hitPath = `/ads/v1/px/${hitSegment.pixelId}`;

for (let run = 0; run < RUNS && (wanted('hit') || wanted('decide')); run += 1) {
  // The bare route asked as the endpoints are: visitors' cookies in turn (the load generator's cost on both sides).
  record(
    'bare route',
    await measure(`${bareAddress}/bare`, { headers: DECIDE_HEADERS, cookies: hitCookies }),
  );
  if (wanted('hit')) {
    record('audience pixel hit', await measure(`${personalAddress}${hitPath}`, { cookies: hitCookies }));
    // Every hit a visitor's first on the segment: each one written (the domain's hitChangesVisits).
    record(
      'pixel hit, first of each visitor',
      await measure(`${personalAddress}${hitPath}`, { cookies: cookiesOf(100 + run, NEW_VISITORS) }),
    );
  }
  if (wanted('decide')) {
    record(
      'decide, untargeted',
      await measure(`${plainAddress}${decidePath}`, { headers: DECIDE_HEADERS, cookies: decideCookies }),
    );
    record(
      'decide, 50 % personal',
      await measure(`${personalAddress}${decidePath}`, { headers: DECIDE_HEADERS, cookies: decideCookies }),
    );
  }
}

// Sustained ingest: the bare route, then the pixel of a fresh segment, each at the same offered rate.
const ingest: string[] = [];
const RATE = Number(values.rate);
const INGEST_DURATION = Number(values['ingest-duration']);
for (let run = 0; run < Number(values['ingest-runs']) && wanted('ingest'); run += 1) {
  const segment = await newSegment(`ingest ${run}`);
  // Enough visitors that none makes more than 10 hits: every hit is then written (a visitor's hits past twelve, within
  // a minute of the last written, are not: hitChangesVisits), so the database must hold exactly what was acknowledged.
  const ingestVisitors = Math.max(
    Number(values['hit-visitors']),
    Math.ceil((RATE * (INGEST_DURATION + 1)) / 10),
  );
  const cookies = cookiesOf(3 + run, ingestVisitors);
  const opts = { cookies, rate: RATE, duration: INGEST_DURATION, drain: true };
  record('bare route, ingest rate', await measure(`${bareAddress}/bare`, opts));
  const m = await measure(`${personalAddress}/ads/v1/px/${segment.pixelId}`, opts);
  record('audience pixel hit, ingest rate', m);
  await serving.settleHits();
  const counted = new Map<string, number>();
  const result = (await personal.database.db.execute(
    sql`select visitor_id, hits from adserver_segment_visitors where segment_id = ${segment.id}`,
  )) as unknown as { rows: { visitor_id: string; hits: number }[] };
  for (const r of result.rows) counted.set(r.visitor_id, Number(r.hits));
  let lost = 0;
  let extra = 0;
  let total = 0;
  m.ackedBy!.forEach((acked, i) => {
    const hits = counted.get(vid(3 + run, i).replaceAll('-', '')) ?? 0;
    total += hits;
    // Past twelve hits a visitor's hits within a minute of the last written are answered and not written.
    const due = acked <= 12 ? acked : 12;
    if (hits < due) lost += due - hits;
    if (hits > acked) extra += hits - acked;
  });
  const line =
    `ingest run ${run + 1}: offered ${RATE}/s for ${INGEST_DURATION} s (+1 s warm-up), sent ${m.sent}, acknowledged ` +
    `${m.acked}, counted in the database ${total} (visitors ${counted.size}), acknowledged but not counted ${lost}, ` +
    `counted beyond the acknowledged ${extra} (answers lost in flight: ${m.unanswered}), not sent in time ` +
    `${m.unsent}, p50 ${m.p50} ms, p99 ${m.p99} ms`;
  console.log(line);
  ingest.push(line);
}

console.log(
  `\ndatabase ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, line items: ${inventory.lineItems} (${SEGMENTS} segments, ${members} decision visitors members), connections: ` +
    `${CONNECTIONS}, ${DURATION}s x ${RUNS} runs, load average ${loadAverage()}`,
);
const base = (name: string) =>
  name.includes('ingest')
    ? 'bare route, ingest rate'
    : name.includes('decide, 50')
      ? 'decide, untargeted'
      : 'bare route';
for (const [name, measured] of Object.entries(runs.byName)) {
  const rps = runs.rps(name);
  // Each run's share of the baseline measured just before it: steadier than the ratio of medians on a shared machine.
  const paired = measured.map((r, i) => r.rps / (runs.of(base(name))[i]?.rps ?? NaN));
  const pairedShare = `(runs' own shares: median ${(median(paired) * 100).toFixed(1)} %)`;
  const decideShare = name.includes('decide')
    ? `  ${((rps / runs.rps('bare route')) * 100).toFixed(1)} % of bare`
    : '';
  const share = `${((rps / runs.rps(base(name))) * 100).toFixed(1)} % of ${base(name)} ${pairedShare}${decideShare}`;
  console.log(medianLine(name, measured, share, 32));
}
for (const line of ingest) console.log(line);
await bare.close();
await plain?.close();
await personal.close();
for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
