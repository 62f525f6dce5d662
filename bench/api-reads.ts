// The API's read path (issue 13 §2), side by side with a bare Fastify route in the same run: GET /api/v2/user/ and
// GET /api/v2/gam/orders of an advertiser with 25 campaigns of 2 line items each with an approved creative (beside a
// bare route sending its bytes and headers), then the list paged (limit 25) for advertisers with 25, 250 and 2,500
// campaigns (orders only: made faster); and
// GET /api/v2/metric/orders over a month for an advertiser with 50 campaigns (a line item each) that delivered every
// day of it (issue 14: ≥ 25 % of the bare route), beside a bare route sending that answer's own bytes (its ceiling).
//   node --max-semi-space-size=32 --import tsx bench/api-reads.ts [--duration 5] [--connections 50] [--runs 5]
//     [--scale 25,250,2500] [--only metric]
// Uses DATABASE_URL when set (a fresh PostgreSQL database, dropped at the end), else an in-memory PGlite.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/api/src/test/app.ts';
import {
  attachApprovedCreative,
  createLineItem,
  createOrder,
  registerUser,
} from '../apps/api/src/test/factories.ts';
import { loadOptions, loadSettings, median } from './common.ts';
import { measure as run, type Measure } from './load.ts';

const { values } = parseArgs({
  options: {
    ...loadOptions({ duration: 5, connections: 50, runs: 5 }),
    scale: { type: 'string', default: '25,250,2500' },
    /** Only the targets whose name contains this (the bare route always runs). */
    only: { type: 'string', default: '' },
  },
});
const { duration: DURATION, connections: CONNECTIONS, runs: RUNS } = loadSettings(values);
const SCALE = values.scale.split(',').map(Number);

const t = await createTestApp({ LOG_LEVEL: 'silent' });
type User = Awaited<ReturnType<typeof registerUser>>;

async function advertiser(campaigns: number, lineItems: boolean): Promise<User> {
  const user = await registerUser(t);
  for (let i = 0; i < campaigns; i += 1) {
    const orderId = await createOrder(t, user, { name: `Campagne ${i + 1}` });
    if (!lineItems) continue;
    for (let j = 0; j < 2; j += 1) {
      const lineItemId = await createLineItem(t, user, orderId);
      await attachApprovedCreative(t, user, orderId, lineItemId);
    }
  }
  return user;
}

/** 50 campaigns of one line item each, with daily counts on every day of October 2026. */
async function metricsAdvertiser(): Promise<User> {
  const user = await registerUser(t);
  const ids: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const orderId = await createOrder(t, user, { name: `Campagne ${i + 1}` });
    ids.push(await createLineItem(t, user, orderId));
  }
  await t.app.database.db
    .execute(sql`insert into adserver_daily_stats (line_item_id, day, impressions, clicks)
    select id, date '2026-10-01' + d, 1000 + d, 3 from unnest(${`{${ids.join(',')}}`}::int[]) id,
      generate_series(0, 30) d`);
  const res = await fetch(`${t.url}/api/v2/metric/orders?from=2026-10-01&to=2026-10-31`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  metricsBody = await res.text();
  const rows = JSON.parse(metricsBody) as unknown[];
  if (res.status !== 200 || rows.length !== 50 * 31)
    throw new Error(`metrics: ${res.status}, ${rows.length} rows`);
  return user;
}
/** The metrics' answer as the portal wrote it: a bare route sends the same bytes, the ceiling of any such answer. */
let metricsBody = '';

/**
 * The list's answer as the portal sent it, body and headers (the connection's own left out): a bare route sends the
 * same, the ceiling of an answer of that size.
 */
async function listAnswer(user: User): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const res = await fetch(`${t.url}/api/v2/gam/orders`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`list: ${res.status}`);
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return { body, headers: Object.fromEntries([...res.headers].filter(([name]) => !own.has(name))) };
}

const started = Date.now();
const full = await advertiser(25, true);
const list = await listAnswer(full);
const metrics = await metricsAdvertiser();
const scaled = new Map<number, User>();
for (const n of SCALE) scaled.set(n, await advertiser(n, false));
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s, db: ${t.app.database.kind}`);

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
bare.get('/bare/metrics', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(metricsBody);
});
bare.get('/bare/list', (_request, reply) => {
  void reply.headers(list.headers).send(list.body);
});
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

/** One run: --connections connections for --duration seconds. */
const measure = (url: string, headers: Record<string, string> = {}) =>
  run(url, { connections: CONNECTIONS, duration: DURATION, headers });

const auth = (user: User) => ({ authorization: `Bearer ${user.token}` });
const targets: [string, string, Record<string, string>][] = [
  ['bare route', `${bareAddress}/bare`, auth(full)],
  ['GET /user/', `${t.url}/api/v2/user/`, auth(full)],
  [`bare route sending GET /gam/orders' ${list.body.length} bytes`, `${bareAddress}/bare/list`, auth(full)],
  ['GET /gam/orders (25 × 2 line items, creatives)', `${t.url}/api/v2/gam/orders`, auth(full)],
  [`bare route, the metrics' ${metricsBody.length} bytes`, `${bareAddress}/bare/metrics`, auth(metrics)],
  [
    'GET /metric/orders (50 campaigns, 31 days)',
    `${t.url}/api/v2/metric/orders?from=2026-10-01&to=2026-10-31`,
    auth(metrics),
  ],
  ...SCALE.map((n): [string, string, Record<string, string>] => [
    `GET /gam/orders?limit=25 (${n} campaigns)`,
    `${t.url}/api/v2/gam/orders?limit=25`,
    auth(scaled.get(n)!),
  ]),
];
const rows = new Map<string, Measure[]>();
for (let run = 0; run < RUNS; run += 1) {
  for (const [name, url, headers] of targets) {
    if (values.only && name !== 'bare route' && !name.includes(values.only)) continue;
    const m = await measure(url, headers);
    if (m.errors > 0) console.warn(`${name}: ${m.errors} errors`);
    rows.set(name, [...(rows.get(name) ?? []), m]);
  }
}
console.log(`connections: ${CONNECTIONS}, ${DURATION}s x ${RUNS} runs (medians)`);
const bareRps = median(rows.get('bare route')!.map((m) => m.rps));
for (const [name, runs] of rows) {
  const rps = median(runs.map((m) => m.rps));
  console.log(
    `${name.padEnd(50)} ${Math.round(rps).toString().padStart(7)} req/s  ${((rps / bareRps) * 100).toFixed(1).padStart(5)} %` +
      `  p99 ${median(runs.map((m) => m.p99))} ms  CPU ${Math.round(median(runs.map((m) => m.cpuUs)))} µs`,
  );
}
await bare.close();
await t.close();
