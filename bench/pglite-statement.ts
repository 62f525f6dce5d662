// What a statement costs through Drizzle on the embedded database (issue 13): PGlite's own client against the portal's
// (apps/api/src/platform/db/pglite-one-trip.ts: the statement's messages in one call, PGlite's parsers merged once),
// each on an in-memory PGlite of its own in this process, alternating; wall time a statement or a transaction,
// medians of --runs.
//   node --import tsx bench/pglite-statement.ts [--runs 5]
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { oneTripClient } from '../apps/api/src/platform/db/pglite-one-trip.ts';
import { median } from './common.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });

async function open(oneTrip: boolean) {
  const pg = new PGlite({ postgresqlconf: ['shared_buffers=32MB'] } as never);
  await pg.exec('create table bench (id serial primary key, doc jsonb, n int, at timestamptz)');
  const db = drizzle({ client: (oneTrip ? oneTripClient(pg) : pg) as PGlite });
  return { pg, db };
}

const clients = { "PGlite's own client": await open(false), 'one call a statement (now)': await open(true) };
const results = new Map<string, number[]>();
const record = (what: string, us: number) => results.set(what, [...(results.get(what) ?? []), us]);
for (let run = 0; run < Number(values.runs); run += 1) {
  for (const [name, { db }] of Object.entries(clients)) {
    let start = performance.now();
    for (let i = 0; i < 2000; i += 1) await db.execute(sql`select 1 as x`);
    record(`${name}: select 1`, ((performance.now() - start) * 1000) / 2000);
    start = performance.now();
    for (let i = 0; i < 400; i += 1) {
      await db.transaction(async (tx) => {
        for (let k = 0; k < 5; k += 1) {
          await tx.execute(
            sql`insert into bench (doc, n, at) values (${JSON.stringify({ i })}, ${k}, ${new Date()})`,
          );
        }
      });
    }
    record(`${name}: a transaction of 5 inserts`, ((performance.now() - start) * 1000) / 400);
  }
}
for (const [what, runs] of [...results].sort(([a], [b]) =>
  a.split(': ')[1]!.localeCompare(b.split(': ')[1]!),
)) {
  console.log(
    `${what.padEnd(62)} ${median(runs).toFixed(0).padStart(6)} µs (runs ${runs.map((r) => r.toFixed(0)).join(', ')})`,
  );
}
for (const { pg } of Object.values(clients)) await pg.close();
