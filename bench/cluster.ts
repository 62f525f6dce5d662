// Issue 30's other budgets, on `npm run cluster` (scripts/cluster.mjs: portals on one PostgreSQL and one Redis behind
// HAProxy, started from the sources with tsx):
// - decisions through the balancer with two processes against one (budget ≥ 1.3 ×), autocannon in a process of its
//   own: the load generator, HAProxy and the portals share the machine's cores (no pinning; say how many);
// - a pause to the last decision for it on every process (budget p99 ≤ 200 ms over 20 tries): the pause made through
//   the ad-server port of a portal in this process (as a request would), each process then asked directly every
//   few milliseconds until it stops serving the line item.
//   With --split, the cores are split on purpose (taskset), and the CPU each program used is said (from /proc):
//   - none: no pinning (the default);
//   - apart: autocannon and HAProxy on core 0, every portal on core 1 (one core for the portals, however many);
//   - spread: autocannon and HAProxy on core 0; one portal on core 1, two portals one on each core.
//   node --import tsx bench/cluster.ts [--runs 3] [--duration 5] [--connections 50] [--tries 20] [--line-items 1000]
//     [--split none,apart,spread] [--no-pause]
// Needs DATABASE_URL's server (a database of its own is made and dropped), REDIS_URL (default the local one), haproxy.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openRedis } from '../apps/api/src/platform/redis.ts';
import { DECIDE_HEADERS, DECIDE_PATH, freePort, loadAverage, median, ROOT, tempDataDir } from './common.ts';
import { seedInventory, TWENTY_SIZES } from './inventory.ts';
import { measure } from './load.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    tries: { type: 'string', default: '20' },
    'line-items': { type: 'string', default: '1000' },
    split: { type: 'string', default: 'none' },
    'no-pause': { type: 'boolean', default: false },
  },
});
const SPLITS = values.split.split(',') as ('none' | 'apart' | 'spread')[];
const RUNS = Number(values.runs);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const TRIES = Number(values.tries);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `bench_cluster_${randomBytes(4).toString('hex')}`;
const prefix = `${name}:`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const env = {
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  GEO_HEADER: 'X-Geo-Region',
  GEO_IP_DATABASE: 'false',
  JOBS_POLL_MS: '0',
  LOG_LEVEL: 'warn',
};

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

interface Cluster {
  url: string;
  portals: { name: string; port: number; pid: number }[];
  /** The cluster script's process (HAProxy is among its children). */
  pid: number;
  stop(): Promise<void>;
}

/** The processes under `pid` (children, theirs…), from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const next = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...next);
    frontier = next;
  }
  return found;
}
const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};
/** CPU seconds (user and system) a process used so far. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/** Pins every thread of a process to these cores. */
function pin(pid: number, cores: string): void {
  const done = spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`taskset ${cores} ${pid}: ${done.stderr}`);
}

async function startCluster(processes: number): Promise<Cluster> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts/cluster.mjs'),
      ...['--processes', String(processes), '--port', String(port), '--source'],
      ...['--dir', tempDataDir('bench-cluster')],
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        ...env,
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const ready = await new Promise<{ url: string; portals: { name: string; port: number }[] }>(
    (resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        output += d.toString();
        const found = /cluster ready (\{.*\})/.exec(output);
        if (found) resolve(JSON.parse(found[1]!));
      });
      child.once('exit', () => reject(new Error(`the cluster stopped:\n${output}`)));
    },
  );
  return {
    ...ready,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const slotOf = async (base: string, size: string): Promise<number | null> => {
  const res = await fetch(`${base}/ads/v1/decide?sizes=${size}&url=https%3A%2F%2Fpub.test%2F`, {
    headers: DECIDE_HEADERS,
  });
  return ((await res.json()) as { slots: ({ lineItemId: number } | null)[] }).slots[0]?.lineItemId ?? null;
};

await admin(`create database ${name}`);
// This process's portal: it seeds the inventory and pauses (its changes announced as any process's are).
const portal = await buildServer(
  loadConfig({ PATH: process.env.PATH, ...env, DATA_DIR: 'memory://', DATABASE_URL: databaseUrl }),
);
try {
  await seedInventory(portal, {
    lineItems: Number(values['line-items']),
    sizes: TWENTY_SIZES,
    regions: 'all',
  });
  // One size served by one line item only: a decision on it says whether that line item serves.
  const lone = '100x250';
  const found = (await portal.database.db.execute(sql`select li.id from adserver_line_items li
      where li.creative_placeholders -> 0 -> 'size' ->> 'width' = '100'
        and li.targeting -> 'geoTargeting' -> 'targetedLocations' = '[]'::jsonb order by li.id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  const loneId = Number(found.rows[0]!.id);
  await portal.database.db.execute(sql`update adserver_line_items set status = 'PAUSED'
    where creative_placeholders -> 0 -> 'size' ->> 'width' = '100' and id <> ${loneId}`);
  await portal.adServer.performLineItemAction([loneId], 'RESUME').catch(() => undefined);

  console.log(
    `${os.cpus().length} cores shared by autocannon (1 process), HAProxy and the portals; load ${loadAverage()}`,
  );
  for (const split of SPLITS) {
    const rates: Record<number, number[]> = { 1: [], 2: [] };
    // This process's children (autocannon's worker) run where it runs: on core 0 when the cores are split.
    pin(process.pid, split === 'none' ? '0-1' : '0');
    for (const processes of [1, 2]) {
      const cluster = await startCluster(processes);
      const balancer = descendants(cluster.pid).filter((pid) => commandOf(pid).includes('haproxy'));
      if (split !== 'none') {
        for (const pid of balancer) pin(pid, '0');
        cluster.portals.forEach((p, i) => pin(p.pid, split === 'spread' && i === 1 ? '0' : '1'));
      }
      await measure(`${cluster.url}${DECIDE_PATH}`, {
        connections: CONNECTIONS,
        duration: 2,
        headers: DECIDE_HEADERS,
      });
      for (let run = 0; run < RUNS; run += 1) {
        const before = [...cluster.portals.map((p) => cpuSeconds(p.pid)), ...balancer.map(cpuSeconds)];
        const benchBefore = process.cpuUsage();
        // The load generator's worker: a child of this process while it runs, read at its end.
        let generator = 0;
        const watch = setInterval(() => {
          const workers = descendants(process.pid).filter((pid) => commandOf(pid).includes('load-worker'));
          if (workers.length > 0) generator = Math.max(generator, cpuSeconds(workers[0]!));
        }, 200);
        const m = await measure(`${cluster.url}${DECIDE_PATH}`, {
          connections: CONNECTIONS,
          duration: DURATION,
          headers: DECIDE_HEADERS,
        });
        clearInterval(watch);
        const after = [...cluster.portals.map((p) => cpuSeconds(p.pid)), ...balancer.map(cpuSeconds)];
        const used = after.map((a, i) => a - before[i]!);
        const share = (seconds: number) => `${Math.round((100 * seconds) / DURATION)} %`;
        const portalsUsed = used.slice(0, cluster.portals.length);
        const balancerUsed = used.slice(cluster.portals.length).reduce((a, b) => a + b, 0);
        const benchUsed = process.cpuUsage(benchBefore);
        rates[processes]!.push(m.rps);
        console.log(
          `[${split}] ${processes} process(es) behind HAProxy: ${m.rps.toFixed(0)} decisions/s, p99 ${m.p99} ms, ` +
            `errors ${m.errors}; CPU of a core: portals ${portalsUsed.map(share).join(' + ')}, HAProxy ` +
            `${share(balancerUsed)}, autocannon ~${share(generator)} (its start included), bench ` +
            `${share((benchUsed.user + benchUsed.system) / 1e6)}; load ${loadAverage()}`,
        );
      }
      await cluster.stop();
    }
    const one = median(rates[1]!);
    const two = median(rates[2]!);
    console.log(
      `[${split}] two processes: ${(two / one).toFixed(2)} × one (budget ≥ 1.3 ×): medians ${two.toFixed(0)} ` +
        `against ${one.toFixed(0)} decisions/s; load ${loadAverage()}`,
    );
  }
  pin(process.pid, '0-1');

  if (!values['no-pause']) {
    // Pause to the last decision on every process: three processes.
    const cluster = await startCluster(3);
    const portals = cluster.portals.map((p) => `http://127.0.0.1:${p.port}`);
    const untilEvery = async (serving: boolean, t0: number) => {
      const times = await Promise.all(
        portals.map(async (base) => {
          for (;;) {
            if (((await slotOf(base, lone)) === loneId) === serving) return performance.now() - t0;
            if (performance.now() - t0 > 10_000) return Infinity;
            await new Promise((r) => setTimeout(r, 2));
          }
        }),
      );
      return Math.max(...times);
    };
    if ((await untilEvery(true, performance.now())) === Infinity)
      throw new Error('the lone line item does not serve');
    const pauses: number[] = [];
    const resumes: number[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      let t0 = performance.now();
      await portal.adServer.performLineItemAction([loneId], 'PAUSE');
      pauses.push(await untilEvery(false, t0));
      t0 = performance.now();
      await portal.adServer.performLineItemAction([loneId], 'RESUME');
      resumes.push(await untilEvery(true, t0));
    }
    await cluster.stop();
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const p99 = (xs: number[]) => sorted(xs)[Math.ceil(0.99 * xs.length) - 1]!;
    console.log(
      `pause to the last decision on every one of 3 processes, ${TRIES} tries: p99 ${p99(pauses).toFixed(0)} ms ` +
        `(budget ≤ 200 ms), median ${median(pauses).toFixed(0)} ms; resume to a decision on every process: p99 ` +
        `${p99(resumes).toFixed(0)} ms, median ${median(resumes).toFixed(0)} ms; load ${loadAverage()}`,
    );
  }
} finally {
  await portal.close();
  await admin(`drop database if exists ${name} with (force)`);
  const redis = await openRedis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
