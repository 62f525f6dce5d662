import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildServer, type App } from '../server.ts';
import { loadConfig } from '../platform/config.ts';
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
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
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
      await dropDatabase();
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
