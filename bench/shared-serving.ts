// Issue 30's first budget: the decision with REDIS_URL set against the same portal without it, and the bare route, in
// the same run and the same process (the load generator in another). 1,000 line items over 20 sizes (bench/inventory.ts);
// with --capped, every other line item has a frequency cap, so that most decisions read the visitor's history from
// Redis (one HGETALL). With --visitors N (10,000 by default; 1: the one cookie of the other benches), each request
// sends the cookie of one of N visitors chosen at random, as real traffic does: a visitor is seen again rarely
// within the local cache's 250 ms, so most capped decisions read Redis. Also measured: what a decision and an impression beacon cost Redis (commands, server time,
// bytes in and out: INFO commandstats and stats before and after), the figures decision 0026 rests on.
//   node --max-semi-space-size=32 --import tsx bench/shared-serving.ts [--capped] [--visitors 10000] [--runs 3] [--duration 5]
// Uses DATABASE_URL when set (PostgreSQL), else in-memory PGlite; REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openRedis } from '../apps/api/src/platform/redis.ts';
import { createSharedCounts } from '../apps/api/src/adapters/adserver/embedded/shared-counts.ts';
import type { EmbeddedServing } from '../apps/api/src/adapters/adserver/embedded/serving.ts';
import {
  DECIDE_HEADERS,
  DECIDE_PATH,
  loadAverage,
  loadOptions,
  loadSettings,
  medianLine,
  Runs,
  selfTimeLines,
} from './common.ts';
import { seedInventory, TWENTY_SIZES } from './inventory.ts';
import { measure } from './load.ts';

const { values } = parseArgs({
  options: {
    ...loadOptions({ duration: 5, connections: 100, runs: 3 }),
    'line-items': { type: 'string', default: '1000' },
    capped: { type: 'boolean', default: false },
    visitors: { type: 'string', default: '10000' },
    /** A CPU profile of the last run with Redis: its functions by self time. */
    profile: { type: 'boolean', default: false },
  },
});
const { duration: DURATION, connections: CONNECTIONS, runs: RUNS } = loadSettings(values);
const LINE_ITEMS = Number(values['line-items']);
const VISITORS = Number(values.visitors);
/** The visitors the history-read measure asks for (histories empty, as most are). */
const VISITORS_READ = 10_000;
/** The pool of visitors' cookies the load sends, one at random per request. */
const cookies = Array.from(
  { length: VISITORS },
  (_, i) => `vid=00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench_${randomBytes(4).toString('hex')}:`;

const portal = (redis: boolean) =>
  buildServer(
    loadConfig({
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      DATABASE_URL: process.env.DATABASE_URL,
      GEO_HEADER: 'X-Geo-Region',
      ...(redis ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    }),
  );

type App = Awaited<ReturnType<typeof portal>>;

async function ready(app: App): Promise<string> {
  await seedInventory(app, { lineItems: LINE_ITEMS, sizes: TWENTY_SIZES, regions: 'all' });
  if (values.capped) {
    await app.database.db.execute(sql`update adserver_line_items
      set frequency_caps = '[{"maxImpressions": 1000000, "numTimeUnits": 1, "timeUnit": "DAY"}]'::jsonb
      where id % 2 = 0`);
    await (app.adServer.serving as EmbeddedServing).invalidate();
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`${address}${DECIDE_PATH}`, { headers: DECIDE_HEADERS }).then((r) => r.json());
  if (!(answer as { slots: unknown[] }).slots.every(Boolean)) throw new Error('a slot went unfilled');
  return address;
}

/** Redis's own count of commands, their server time (µs) and bytes in and out, summed. */
async function redisUsage(
  redis: Redis,
): Promise<{ calls: number; usec: number; inBytes: number; outBytes: number }> {
  const commands = await redis.info('commandstats');
  let calls = 0;
  let usec = 0;
  for (const m of commands.matchAll(/calls=(\d+),usec=(\d+)/g)) {
    calls += Number(m[1]);
    usec += Number(m[2]);
  }
  const stats = await redis.info('stats');
  const stat = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(stats)?.[1] ?? 0);
  return { calls, usec, inBytes: stat('total_net_input_bytes'), outBytes: stat('total_net_output_bytes') };
}

/** A profile's self time summed by package, the portal's source, Node's own modules and native code. */
function selfTimeByPlace(
  nodes: readonly { callFrame: { functionName: string; url: string }; hitCount?: number }[],
): string[] {
  const by = new Map<string, number>();
  let busy = 0;
  for (const node of nodes) {
    const { url, functionName } = node.callFrame;
    const hits = node.hitCount ?? 0;
    if (functionName === '(idle)') continue;
    const place =
      /node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(url)?.[1] ??
      (url.includes('/apps/api/src/') ? 'the portal (apps/api/src)' : undefined) ??
      (url.startsWith('node:') ? 'node: modules' : undefined) ??
      (functionName.startsWith('(') ? functionName : 'native (writev, …)');
    by.set(place, (by.get(place) ?? 0) + hits);
    busy += hits;
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([place, hits]) => `${((hits / busy) * 100).toFixed(1).padStart(5)} %  ${place}`);
}

const local = await portal(false);
const shared = await portal(true);
const localUrl = await ready(local);
const sharedUrl = await ready(shared);
const bare = Fastify();
bare.get('/ads/v1/decide', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const probe = await openRedis(redisUrl);

/**
 * Each visitor of the pool asked once of each portal before the runs: without Redis a visitor's history is read from
 * the database once and kept 10 minutes (visitor-history.ts), the steady state measured; with it, read from Redis.
 */
async function meetVisitors(url: string): Promise<void> {
  if (VISITORS <= 1) return;
  for (let i = 0; i < cookies.length; i += 100) {
    await Promise.all(
      cookies
        .slice(i, i + 100)
        .map((cookie) =>
          fetch(`${url}${DECIDE_PATH}`, { headers: { ...DECIDE_HEADERS, cookie } }).then((r) =>
            r.arrayBuffer(),
          ),
        ),
    );
  }
}
await meetVisitors(localUrl);
await meetVisitors(sharedUrl);

const runs = new Runs();
const load = {
  connections: CONNECTIONS,
  duration: DURATION,
  headers: DECIDE_HEADERS,
  ...(VISITORS > 1 ? { cookies, randomCookies: true } : {}),
};
let redisPerDecision = { calls: 0, usec: 0, inBytes: 0, outBytes: 0 };
for (let run = 0; run < RUNS; run += 1) {
  runs.record('bare', await measure(`${bareUrl}${DECIDE_PATH}`, load));
  runs.record('decide', await measure(`${localUrl}${DECIDE_PATH}`, load));
  const before = await redisUsage(probe);
  const session = values.profile && run === RUNS - 1 ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const m = await measure(`${sharedUrl}${DECIDE_PATH}`, load);
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    console.log('The decision with Redis, self time (last run):');
    for (const line of selfTimeLines(profile.nodes, { top: 25, withLine: false })) console.log(line);
    console.log('Self time by where the code is, in % of the time not idle:');
    for (const line of selfTimeByPlace(profile.nodes)) console.log(line);
    session.disconnect();
  }
  const after = await redisUsage(probe);
  runs.record('decide with Redis', m);
  const decisions = m.rps * DURATION;
  // The probe's own two INFO calls are left in: a rounding error at this many decisions.
  redisPerDecision = {
    calls: (after.calls - before.calls) / decisions,
    usec: (after.usec - before.usec) / decisions,
    inBytes: (after.inBytes - before.inBytes) / decisions,
    outBytes: (after.outBytes - before.outBytes) / decisions,
  };
}

// Impression beacons on the Redis portal: decisions' ids made first, then their beacons one by one (not a load run).
const beacons: string[] = [];
for (let i = 0; i < 2_000; i += 1) {
  const res = await fetch(`${sharedUrl}${DECIDE_PATH}`, {
    headers: { ...DECIDE_HEADERS, cookie: `vid=00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
  });
  const slots = ((await res.json()) as { slots: { impressionUrl: string }[] }).slots;
  for (const slot of slots) beacons.push(new URL(slot.impressionUrl).pathname);
}
const beforeBeacons = await redisUsage(probe);
for (let i = 0; i < beacons.length; i += 50) {
  await Promise.all(
    beacons.slice(i, i + 50).map((p) => fetch(`${sharedUrl}${p}`).then((r) => r.arrayBuffer())),
  );
}
const afterBeacons = await redisUsage(probe);
const perBeacon = (k: keyof typeof afterBeacons) => (afterBeacons[k] - beforeBeacons[k]) / beacons.length;

const share = (name: string) => `${((100 * runs.rps(name)) / runs.rps('bare')).toFixed(1)} % of bare`;
console.log(
  `${LINE_ITEMS} line items${values.capped ? ', every other one capped' : ''}; ${CONNECTIONS} connections, ` +
    `${DURATION} s, medians of ${RUNS}; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
for (const name of ['bare', 'decide', 'decide with Redis']) {
  console.log(medianLine(name, runs.of(name), share(name), 20));
}
const cpu = (name: string) => {
  const xs = runs.of(name).map((r) => r.cpuUs);
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
};
console.log(
  `with Redis: ${((100 * runs.rps('decide with Redis')) / runs.rps('decide')).toFixed(1)} % of the decision without it ` +
    `(budget ≥ 80 %); CPU ${(cpu('decide with Redis') / cpu('decide')).toFixed(2)} × (budget ≤ 1.3 ×)`,
);
console.log(
  `Redis per decision (last run): ${redisPerDecision.calls.toFixed(2)} commands, ${redisPerDecision.usec.toFixed(1)} µs ` +
    `of Redis's time, ${redisPerDecision.inBytes.toFixed(0)} bytes in, ${redisPerDecision.outBytes.toFixed(0)} bytes out`,
);
console.log(
  `Redis per impression beacon: ${perBeacon('calls').toFixed(2)} commands, ${perBeacon('usec').toFixed(1)} µs, ` +
    `${perBeacon('inBytes').toFixed(0)} bytes in, ${perBeacon('outBytes').toFixed(0)} bytes out`,
);

// The history read alone, without HTTP: CPU per read in this process, 100 visitors asked at once (a turn of the event
// loop under load), as the portal reads them (one script a turn) and as it did before (one HGETALL each).
{
  const reader = await openRedis(redisUrl, { prefix });
  const counts = createSharedCounts(reader, 60_000);
  const visitorsOf = (round: number) =>
    Array.from({ length: 100 }, (_, i) => `r${(round * 100 + i) % VISITORS_READ}`);
  const cpuPerRead = async (read: (visitors: string[]) => Promise<unknown>) => {
    for (let round = 0; round < 50; round += 1) await read(visitorsOf(round));
    const before = process.cpuUsage();
    const rounds = 500;
    for (let round = 0; round < rounds; round += 1) await read(visitorsOf(round));
    const used = process.cpuUsage(before);
    return (used.user + used.system) / (rounds * 100);
  };
  const batched = await cpuPerRead((vs) => Promise.all(vs.map((v) => counts.history(v))));
  const each = await cpuPerRead((vs) =>
    Promise.all(
      vs.map((v) =>
        reader.hgetall(`f:{${v}}`).then((fields) => {
          const seen = new Map<number, number[]>();
          for (const [id, instants] of Object.entries(fields))
            seen.set(Number(id), instants.split(',').map(Number));
          return seen;
        }),
      ),
    ),
  );
  console.log(
    `A visitor's history read, without HTTP, 100 at once: ${batched.toFixed(1)} µs of CPU a read in one script a ` +
      `turn, ${each.toFixed(1)} µs with one HGETALL each (ioredis auto-pipelining); load ${loadAverage()}`,
  );
  await reader.quit();
}

const keys = await probe.keys(`${prefix}*`);
for (let i = 0; i < keys.length; i += 1000) await probe.del(...keys.slice(i, i + 1000));
await probe.quit();
await bare.close();
await shared.close();
await local.close();
