import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<boolean>;
}

const migrationsFolder = path.join(import.meta.dirname, '../../../drizzle');

/**
 * Opens the database: PostgreSQL when a URL is given, else the embedded PGlite (in dataDir, or in memory when
 * dataDir is null), and applies the committed migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(dataDir));
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client cut off by the server (restart, failover, a dropped database) must not crash the process: the
  // pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
  const db = drizzle({ client: pool, schema });
  // Several API processes may start together: one applies the migrations at a time.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(724001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(724001)').catch(() => undefined);
    lock.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
  };
}
