import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The API tests' run on PostgreSQL (DATABASE_URL): each test app's database is named after this run
 * (PORTAL_TEST_RUN, inherited by the test processes) and dropped in the background when the app closes
 * (test/app.ts); at the run's end whatever is left of this run is dropped, and so is what runs older than a day
 * left (a run killed half-way). Another run going on at the same time keeps its own.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function setup(): Promise<void> {
  process.env.PORTAL_TEST_RUN ??= randomBytes(3).toString('hex');
  const url = process.env.DATABASE_URL;
  if (url) await dropWhere(url, (name) => isOlderThan(name, DAY_MS));
}

export async function teardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const run = process.env.PORTAL_TEST_RUN;
  if (url && run) await dropWhere(url, (name) => name.startsWith(`t_${run}_`));
}

/** t_<run>_<Date.now() in base 36>_<random>: the time it was made. */
function isOlderThan(name: string, ms: number): boolean {
  const made = parseInt(name.split('_')[2] ?? '', 36);
  return Number.isFinite(made) && Date.now() - made > ms;
}

async function dropWhere(url: string, keep: (name: string) => boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const rows = (
      await admin.query<{ datname: string }>("select datname from pg_database where datname like 't\\_%'")
    ).rows;
    for (const { datname } of rows.filter((r) => keep(r.datname))) {
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}
