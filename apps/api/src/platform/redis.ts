import type { Redis } from 'ioredis';
import { unreachableAtStart } from './start-error.ts';

/** How long Redis may take to accept the connection and answer before the start gives up (issue 30 §6). */
export const REDIS_CONNECT_TIMEOUT_MS = 10_000;
/** A command not answered within this fails: serving goes on with its local counts rather than wait. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The Redis client of a process (REDIS_URL, issue 30): connected and answering before the start goes on, or the
 * start stops naming REDIS_URL. Afterwards it reconnects by itself; while it is away, commands fail at once (no
 * offline queue) and their callers fall back on what they hold locally.
 */
export async function openRedis(url: string, opts: { prefix?: string; name?: string } = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Commands sent in the same turn of the event loop (concurrent decisions' history reads) go in one write.
    enableAutoPipelining: true,
    connectionName: opts.name ?? 'portal',
    keyPrefix: opts.prefix ?? '',
    // At the start: one attempt, judged below; once up, the settings of a running process (set after).
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  // Reported once per outage, not at every reconnection attempt.
  let down = false;
  let started = false;
  client.on('error', (error: Error) => {
    lastError = error;
    if (!started || down) return;
    down = true;
    console.warn(`redis: unavailable (${error.message}); serving goes on with local counts (degraded)`);
  });
  client.on('ready', () => {
    if (down) console.warn('redis: back');
    down = false;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      // Answered too: the ready check (INFO) and a PING; a server that accepts and never answers does not pass.
      client.connect().then(() => client.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout expired')), REDIS_CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    client.disconnect();
    const timedOut = error instanceof Error && error.message === 'timeout expired';
    throw unreachableAtStart(
      'REDIS_URL',
      url,
      timedOut ? error : (lastError ?? error),
      REDIS_CONNECT_TIMEOUT_MS,
    );
  } finally {
    clearTimeout(timer);
  }
  started = true;
  client.options.retryStrategy = (times) => Math.min(times * 100, 1_000);
  client.options.commandTimeout = COMMAND_TIMEOUT_MS;
  return client;
}
