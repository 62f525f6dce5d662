import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildServer } from './server.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { drainServer } from './platform/http-server.ts';
import { StartError } from './platform/start-error.ts';
import { refuseUnsharedServing } from './platform/serving-peers.ts';

/** A stopped process is gone within this (issue 30 §7): requests drained, then the database closed. */
const SHUTDOWN_DEADLINE_MS = 10_000;

try {
  const config = loadConfig();
  // Several processes on one database count together on Redis, or the start says why it cannot (issue 30).
  await refuseUnsharedServing(config);
  const app = await buildServer(config);
  let closing = false;
  let traffic: ChildProcess | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    traffic?.kill('SIGTERM');
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting now');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // New connections refused at once, requests in progress finished, kept-alive sockets answered 503 and closed.
    await drainServer(app.server, { deadlineMs: SHUTDOWN_DEADLINE_MS - 2_000 });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`portal ready on ${config.PUBLIC_URL}`);
  // `npm start -- --demo-traffic`: a publisher's visitors play against the tag alongside (issue 5).
  if (process.argv.includes('--demo-traffic')) {
    const script = path.join(import.meta.dirname, '../../../scripts/traffic.mjs');
    const url = `http://127.0.0.1:${config.PORT}`;
    traffic = spawn(process.execPath, [script, '--url', url, '--duration', '0', '--rate', '2'], {
      stdio: 'inherit',
      env: { ...process.env, GEO_HEADER: config.GEO_HEADER ?? 'x-geo-region' },
    });
    app.log.info('demo traffic: 2 page views a second against /ads/v1/decide');
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  // Another process holds the embedded database's folder (issue 28 §12): said plainly, without a stack.
  // A database or Redis that refuses or never answers (issue 30 §6): the variable to check, without a stack.
  if (error instanceof DataDirLockedError || error instanceof StartError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
