import { createHash } from 'node:crypto';
import type { Config } from './config.ts';
import { DATABASE_CONNECT_TIMEOUT_MS } from './db/client.ts';
import { StartError, unreachableAtStart } from './start-error.ts';

/**
 * Several portal processes on one PostgreSQL must share one Redis (issue 30, README "Running several processes"):
 * each counts frequency caps, booked quantities and replays there, or alone — and over-delivers. Each process names
 * its connections after what it counts with (`portal` alone, `portal+redis:<where>` with Redis), and a start that
 * could not share with the processes already serving from the database stops, saying why.
 */

/** How this process's connections name themselves (PostgreSQL's application_name, at most 63 bytes). */
export function servingName(config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>): string {
  if (!config.REDIS_URL) return 'portal';
  const url = new URL(config.REDIS_URL);
  url.password = '';
  url.username = '';
  const where = createHash('sha256').update(`${url.toString()}|${config.REDIS_PREFIX}`).digest('hex');
  return `portal+redis:${where.slice(0, 12)}`;
}

/** Stops the start when another process serves from the same database with counts this one would not share. */
export async function refuseUnsharedServing(
  config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL' | 'REDIS_PREFIX'>,
): Promise<void> {
  if (!config.DATABASE_URL) return;
  const pg = (await import('pg')).default;
  const client = new pg.Client({
    connectionString: config.DATABASE_URL,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  let names: string[];
  try {
    await client.connect();
  } catch (error) {
    throw unreachableAtStart('DATABASE_URL', config.DATABASE_URL, error, DATABASE_CONNECT_TIMEOUT_MS);
  }
  try {
    const { rows } = await client.query<{ name: string }>(
      `select distinct application_name as name from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (application_name = 'portal' or application_name like 'portal+redis:%')`,
    );
    names = rows.map((r) => r.name);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (names.length === 0) return;
  if (!config.REDIS_URL) {
    throw new StartError(
      'REDIS_URL: another portal process already serves from this database (DATABASE_URL). Processes that share a ' +
        'database must share Redis too (REDIS_URL, REDIS_PREFIX), or each counts frequency caps and booked quantities ' +
        'alone and over-delivers. Set the same REDIS_URL on every process (README: "Running several processes").',
    );
  }
  const others = names.filter((name) => name !== servingName(config));
  if (others.length === 0) return;
  throw new StartError(
    others.includes('portal')
      ? 'REDIS_URL: a portal process without REDIS_URL already serves from this database (DATABASE_URL): it counts ' +
          'alone. Stop it, or start every process with the same REDIS_URL and REDIS_PREFIX.'
      : 'REDIS_URL: portal processes counting on another Redis (REDIS_URL or REDIS_PREFIX) already serve from this ' +
          'database (DATABASE_URL). Start every process with the same REDIS_URL and REDIS_PREFIX.',
  );
}
