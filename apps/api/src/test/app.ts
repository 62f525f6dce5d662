import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildServer, type App } from '../server.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { TestClock } from '../platform/clock.ts';
import { openRedis } from '../platform/redis.ts';
import { checkAnswersAgainstDocument, contractOf, takePendingViolations } from './conformance.ts';

export interface TestApp {
  app: App;
  /** Base URL of the server listening on a free loopback port (real HTTP). */
  url: string;
  /** The server's clock: runs with real time, moved forward by tests (code expiry, lockout end, token exp). */
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A web build stand-in so the history fallback can be tested without building the web app, with the compressed
 * copies the build makes beside each file (apps/web/build/precompress.ts).
 */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const files = {
    'index.html': '<!doctype html><html><head></head><body><div id="root"></div>spa-index</body></html>',
    'assets/app-abc123.js': `console.log(${JSON.stringify('app '.repeat(100))})`,
  };
  // The build's manifest, as far as the server reads it: each language's core messages chunk.
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/lib/core-messages.fr.ts': { file: 'assets/messages-fr-core-abc123.js' },
      'src/lib/core-messages.en.ts': { file: 'assets/messages-en-core-abc123.js' },
    }),
  );
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
  return dir;
}

/**
 * Builds the whole server on a database of its own: a fresh PostgreSQL database when DATABASE_URL is set (dropped
 * at close), else an in-memory PGlite. Nothing depends on test order.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeListen?: (app: App) => void | Promise<void>,
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = () => {};
  if (serverUrl) {
    // t_<run>_<time>_<random>: test/global-setup.ts drops what its run left.
    const run = (process.env.PORTAL_TEST_RUN ??= randomBytes(3).toString('hex'));
    const name = `t_${run}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await createFromTemplate(serverUrl, name);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = () => dropLater(serverUrl, name);
  }
  const webDist = fakeWebDist();
  const config = loadConfig({
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    // With REDIS_URL set, the suites run on shared serving state too (issue 30), under keys of their own: one
    // prefix per database (a restart on the same data folder finds its keys again, as a real restart does).
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `t_${createHash('sha256')
      .update(env.DATA_DIR ?? databaseUrl ?? randomBytes(8).toString('hex'))
      .digest('hex')
      .slice(0, 16)}:`,
    WEB_DIST: webDist,
    // Tests run due jobs themselves (app.jobs.runDue()), at the time their clock says.
    JOBS_POLL_MS: '0',
    // The suites make many calls a minute from one address and session: the /api/v2 limits stay out of their way
    // (api-rate-limit.test.ts sets small ones).
    API_RATE_LIMIT_READS_PER_MINUTE: '1000000',
    API_RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    API_RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
    ...env,
  });
  const clock = new TestClock();
  // Every answer a test receives is checked against the served OpenAPI document (issue 32 §2).
  const app = await buildServer(config, { clock, instrument: checkAnswersAgainstDocument });
  await beforeListen?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // The document the answers are checked against, built once the routes are known (and shared by alike servers).
  contractOf(app);
  return {
    app,
    url,
    clock,
    async close() {
      await app.close();
      dropDatabase();
      await forgetRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
      fs.rmSync(webDist, { recursive: true, force: true });
      // Answers outside any test (a beforeAll's) that did not conform to the document fail here.
      const violations = takePendingViolations(app);
      if (violations.length > 0) {
        throw new Error(`Answers not conforming to the OpenAPI document:\n${violations.join('\n')}`);
      }
    },
  };
}

/**
 * The migrated database every test database of a run is copied from (PostgreSQL's CREATE DATABASE … TEMPLATE, a
 * file copy), named after the migrations' contents: made once per set of migrations, not once per test app (the
 * 30 migrations took some 3 s a database, the copy a tenth of that). Two test processes making it at once: the
 * second's rename fails and it uses the first's.
 */
const templateOf = onceByKey(async (serverUrl: string): Promise<string> => {
  const hash = createHash('sha256');
  const folder = path.join(import.meta.dirname, '../../drizzle');
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const template = `portal_template_${hash.digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return template;
    const partial = `${template}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const u = new URL(serverUrl);
    u.pathname = `/${partial}`;
    const database = await openDatabase({ url: u.toString() });
    await database.close();
    try {
      await admin.query(`alter database ${partial} rename to ${template}`);
    } catch (error) {
      await admin.query(`drop database if exists ${partial} with (force)`);
      const made = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!made.rowCount) throw error;
    }
    return template;
  } finally {
    await admin.end();
  }
});

function onceByKey<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    let promise = made.get(key);
    if (!promise) {
      promise = make(key);
      promise.catch(() => made.delete(key));
      made.set(key, promise);
    }
    return promise;
  };
}

async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  const template = await templateOf(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Another test process copying the template at the same instant makes PostgreSQL refuse ("being accessed by
    // other users"): a moment later it is free again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * A closed test app's database is dropped without the test waiting for it (a forced drop took some 2.5 s, once per
 * test app); test/global-setup.ts waits for nothing either and drops at the run's end whatever is left.
 */
function dropLater(serverUrl: string, name: string): void {
  const c = new pg.Client({ connectionString: serverUrl });
  void c
    .connect()
    .then(() => c.query(`drop database if exists ${name} with (force)`))
    .catch(() => undefined)
    .finally(() => void c.end().catch(() => undefined));
}

/**
 * Two portal processes on one PostgreSQL database, each with a data folder of its own, as a load balancer's backends
 * are (decision 0011): `env` for both, `second` for B alone. `close` closes B, then A, and removes their folders.
 */
export async function createTwoProcesses(
  env: Record<string, string> = {},
  second: Record<string, string> = {},
): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-')));
  const apps: TestApp[] = [];
  const close = async () => {
    for (const app of apps.reverse()) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    apps.push(await createTestApp({ ...env, DATA_DIR: dirs[0]! }));
    apps.push(
      await createTestApp({
        ...env,
        ...second,
        DATA_DIR: dirs[1]!,
        DATABASE_URL: apps[0]!.app.config.DATABASE_URL!,
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { a: apps[0]!, b: apps[1]!, close };
}

/** The keys a test app wrote in Redis (under its prefix), deleted as its database is dropped. */
async function forgetRedisKeys(url: string | undefined, prefix: string): Promise<void> {
  if (!url) return;
  const redis = await openRedis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** A response body read as JSON; tests check its shape with their assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;
export const readJson = (res: Response): Promise<Body> => res.json() as Promise<Body>;
