import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildServer, type App } from './server.ts';
import { loadConfig } from './platform/config.ts';
import { TestClock } from './platform/clock.ts';
import { openRedis } from './platform/redis.ts';
import type { TestApp } from './test/app.ts';
import { liveCampaign, type Live } from './test/ads.ts';
import { call, loginUser, type Json } from './test/factories.ts';
import { relayTo } from './test/relay.ts';

/**
 * The scale test (issue 30): three portal processes on one PostgreSQL and one Redis behind HAProxy, started as
 * `npm run cluster -- --processes 3` starts them, every request through the balancer (round-robin: a visitor's
 * decisions and beacons land on different processes). Caps of 3 give 3; a booking of 1,000 delivers at most 1,010; a
 * beacon replayed to another process counts nothing; a pause stops every process within 200 ms; `kill -9` of a
 * process under load loses nothing acknowledged. Run on PostgreSQL (DATABASE_URL) with the machine's Redis
 * (REDIS_URL, default the local one) and Debian's haproxy.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A time zone where it is about noon now: a flight of a few hours stays within one day (its daily goal is all). */
function noonZone(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Portal {
  name: string;
  port: number;
  pid: number;
}

describe.runIf(serverUrl)('three processes behind the balancer act as one', () => {
  const name = `t_scale_${randomBytes(4).toString('hex')}`;
  const prefix = `${name}:`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const env: Record<string, string> = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    TIMEZONE: noonZone(),
    REVIEW_AUTO_APPROVE: 'true',
    MIN_ORDER_VALUE: '0',
    GEO_IP_DATABASE: 'false',
    JOBS_POLL_MS: '0',
    LOG_LEVEL: 'warn',
  };
  let cluster: ChildProcess;
  let output = '';
  let lb: string;
  let portals: Portal[];
  /** A fourth process, outside the balancer, that sets the campaigns up and reads what was counted. */
  let setup: TestApp;
  let setupApp: App;
  let databaseUrl: string;
  let pgRelay: Awaited<ReturnType<typeof relayTo>>;
  let redisRelay: Awaited<ReturnType<typeof relayTo>>;

  /** Waits for a line of the cluster's output matching `pattern` (after `from`), and answers its JSON. */
  async function clusterSays(pattern: RegExp, from = 0, limitMs = 90_000): Promise<Json> {
    const until = Date.now() + limitMs;
    while (Date.now() < until) {
      const found = pattern.exec(output.slice(from));
      if (found) return JSON.parse(found[1]!);
      if (cluster.exitCode !== null) throw new Error(`the cluster stopped:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the cluster did not say ${pattern}:\n${output}`);
  }

  beforeAll(async () => {
    expect(
      ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((p) => fs.existsSync(p)),
      "Debian's haproxy must be installed (apt-get install -y haproxy)",
    ).toBe(true);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // The cluster reaches PostgreSQL and Redis through relays the test cuts, as a restart of either would.
    pgRelay = await relayTo({ host: url.hostname, port: Number(url.port || 5432) });
    const redisTarget = new URL(redisUrl);
    redisRelay = await relayTo({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    env.REDIS_URL = `redis://127.0.0.1:${redisRelay.port}`;
    const relayed = new URL(databaseUrl);
    relayed.host = `127.0.0.1:${pgRelay.port}`;
    const port = await freePort();
    lb = `http://127.0.0.1:${port}`;
    cluster = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/cluster.mjs'),
        '--processes',
        '3',
        '--port',
        String(port),
        '--source',
        '--dir',
        dir,
      ],
      {
        cwd: root,
        env: { PATH: process.env.PATH, ...env, DATABASE_URL: relayed.toString(), PUBLIC_URL: lb },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cluster.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    cluster.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const clock = new TestClock();
    setupApp = await buildServer(
      loadConfig({
        ...env,
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATA_DIR: 'memory://',
        PUBLIC_URL: lb,
      }),
      { clock },
    );
    const setupUrl = await setupApp.listen({ port: 0, host: '127.0.0.1' });
    setup = { app: setupApp, url: setupUrl, clock, close: () => setupApp.close() };
    portals = (await clusterSays(/cluster ready (\{.*\})/)).portals;
    expect(portals).toHaveLength(3);
  }, 120_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    await setupApp?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    const redis = await openRedis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    fs.rmSync(dir, { recursive: true, force: true });
    await pgRelay?.close();
    await redisRelay?.close();
  }, 60_000);

  /** A live campaign of one line item on a size, its flight begun (a few hours, today). */
  async function campaign(size: string, overrides: Record<string, unknown>): Promise<Live> {
    const [width, height] = size.split('x').map(Number) as [number, number];
    const now = Date.now();
    const live = await liveCampaign(setup, {
      size: { width, height },
      overrides: {
        startDateTime: new Date(now + 1_500).toISOString(),
        endDateTime: new Date(now + 3 * 3_600_000).toISOString(),
        ...overrides,
      },
    });
    await new Promise((r) => setTimeout(r, Math.max(0, now + 1_600 - Date.now())));
    return live;
  }

  /** One decision through the balancer: the slot's line item id and impression beacon (or null), and the vid. */
  async function decideFor(size: string, vid?: string) {
    const res = await fetch(
      `${lb}/ads/v1/decide?sizes=${size}&url=${encodeURIComponent('https://pub.test/a')}`,
      {
        headers: vid ? { cookie: `vid=${vid}` } : {},
      },
    );
    expect(res.status).toBe(200);
    const slot = ((await res.json()) as Json).slots[0];
    return {
      slot: slot ? { lineItemId: slot.lineItemId as number, impression: slot.impressionUrl as string } : null,
      vid: /vid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? vid,
    };
  }
  const decide = async (size: string, vid?: string) => (await decideFor(size, vid)).slot;

  /** An impression beacon through the balancer: true when acknowledged (200). */
  const beacon = async (url: string) =>
    (await fetch(url.replace(/^https?:\/\/[^/]+/, lb).replace('localhost', '127.0.0.1'))).status === 200;

  /** What the tables say was delivered, once every process applied what it logged (each within 50 ms). */
  async function delivered(live: Live): Promise<number> {
    await new Promise((r) => setTimeout(r, 300));
    const { token } = await loginUser(setup, live.user.email, live.user.password);
    const res = await call(setup, 'GET', `/api/v2/gam/orders/${live.orderId}`, { token });
    return res.body.lineItems[0].stats.impressionsDelivered;
  }

  /**
   * Decisions and their beacons by `concurrency` visitors at once until `stop(decisions asked)` says so; counts the
   * slots served and the beacons acknowledged.
   */
  async function traffic(size: string, concurrency: number, stop: (decisions: number) => boolean) {
    let acknowledged = 0;
    let served = 0;
    let decisions = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (!stop(decisions)) {
          decisions += 1;
          const slot = await decide(size).catch(() => null);
          if (!slot) continue;
          served += 1;
          if (await beacon(slot.impression).catch(() => false)) acknowledged += 1;
        }
      }),
    );
    return { acknowledged, served };
  }

  it('holds a visitor to a cap of 3, counts a replay to another process once, and stops on a pause within 200 ms', async () => {
    const capped = await campaign('300x250', {
      units: 1000,
      frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
    });
    let vid: string | undefined;
    const impressions: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await decideFor('300x250', vid);
      vid = answer.vid;
      const slot = answer.slot;
      if (!slot) continue;
      expect(slot.lineItemId).toBe(capped.lineItemId);
      expect(await beacon(slot.impression)).toBe(true);
      impressions.push(slot.impression);
    }
    expect(impressions).toHaveLength(3);
    // Sent again, round-robin: each reaches the two other processes too.
    for (let i = 0; i < 3; i += 1) expect(await beacon(impressions[0]!)).toBe(true);
    expect(await delivered(capped)).toBe(3);

    const { token } = await loginUser(setup, capped.user.email, capped.user.password);
    const paused = await call(setup, 'PUT', '/api/v2/gam/line-items/pause', {
      token,
      body: { orderId: capped.orderId, lineItemId: capped.lineItemId },
    });
    expect(paused.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    // Six decisions: two on each process.
    for (let i = 0; i < 6; i += 1) expect(await decide('300x250')).toBeNull();
  });

  it('delivers at most 1,010 of a booking of 1,000 when decisions and beacons spread over three processes', async () => {
    const booked = await campaign('728x90', { units: 1000 });
    const { served } = await traffic('728x90', 24, (n) => n >= 1_400);
    expect(served).toBeGreaterThanOrEqual(1_000);
    const count = await delivered(booked);
    expect(count).toBeGreaterThanOrEqual(990);
    expect(count).toBeLessThanOrEqual(1_010);
  }, 60_000);

  it('loses nothing acknowledged when a process is killed (kill -9) under load', async () => {
    const big = await campaign('160x600', { units: 100_000 });
    const victim = portals[1]!;
    const from = output.length;
    let killed = false;
    const run = traffic('160x600', 24, (n) => {
      if (!killed && n >= 150) {
        killed = true;
        process.kill(victim.pid, 'SIGKILL');
      }
      return n >= 700;
    });
    const { acknowledged, served } = await run;
    expect(killed).toBe(true);
    // The cluster starts it again on its own data folder: what it logged and acknowledged is applied then.
    const restarted = await clusterSays(/cluster restarted (\{.*\})/, from, 60_000);
    expect(restarted.name).toBe(victim.name);
    for (let i = 0; i < 300; i += 1) {
      const res = await fetch(`http://127.0.0.1:${victim.port}/healthz`).catch(() => null);
      if (res?.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(acknowledged).toBeGreaterThan(500);
    // Every acknowledged beacon counted; none twice (a beacon whose answer the balancer lost may count unacknowledged).
    const count = await delivered(big);
    expect(count).toBeGreaterThanOrEqual(acknowledged);
    expect(count).toBeLessThanOrEqual(served);
  }, 60_000);
  it('keeps every process alive and every acknowledged beacon counted through a PostgreSQL and a Redis restart under load', async () => {
    const steady = await campaign('300x600', { units: 100_000 });
    const from = output.length;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let restarted = false;
    const restarts = (async () => {
      await sleep(500);
      pgRelay.cut();
      await sleep(1_500);
      pgRelay.restore();
      await sleep(500);
      redisRelay.cut();
      await sleep(1_500);
      redisRelay.restore();
      await sleep(500);
      restarted = true;
    })();
    const { acknowledged, served } = await traffic('300x600', 16, (n) => restarted && n >= 300);
    await restarts;
    // No process died (the cluster would have started it again and said so), and each answers.
    expect(output.slice(from)).not.toMatch(/cluster restarted|stopped \(/);
    for (const { port } of portals)
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(acknowledged).toBeGreaterThan(200);
    // What the processes logged while PostgreSQL was away is applied once it is back (each tries every 50 ms).
    await new Promise((r) => setTimeout(r, 1_000));
    const count = await delivered(steady);
    expect(count).toBeGreaterThanOrEqual(acknowledged);
    expect(count).toBeLessThanOrEqual(served);
  }, 60_000);
});
