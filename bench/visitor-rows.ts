// What writing a new visitor's row costs the embedded database (issue 15, a visitor's first pixel hit): the apply's
// upsert (pixel-hits.ts) of batches of 1,000 new visitors into adserver_segment_visitors as the migrations made it,
// and variants of that table and of the database's write-ahead log settings, each in a new in-memory PGlite; CPU time
// of this process per row (PGlite runs on its thread), batches after the first 10, medians of --runs. The last
// variants load the rows with COPY instead (no conflict to check, no arrays to unnest): the floor of a row's cost
// with the table's primary key, and without any index at all.
//   node --import tsx bench/visitor-rows.ts [--runs 3]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { median } from './common.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const SEGMENTS = `create table seg (id int primary key, status text not null); insert into seg values (1, 'ACTIVE');`;
const table = (visitor: string, fk: boolean, secondary = true) =>
  `${SEGMENTS} create table v (segment_id int not null ${fk ? 'references seg (id) on delete cascade' : ''},
    visitor_id ${visitor} not null, hits int not null, last_hit_at timestamptz not null,
    primary key (segment_id, visitor_id));
  ${secondary ? 'create index v_visitor on v (visitor_id);' : ''}`;
const bare = `${SEGMENTS} create table v (segment_id int not null, visitor_id text not null, hits int not null,
  last_hit_at timestamptz not null);`;
const VARIANTS: Record<string, { ddl: string; cast: string; conf?: string[]; copy?: boolean }> = {
  'with the foreign key (migration 0005)': { ddl: table('text', true), cast: '' },
  'without it (migration 0015, now)': { ddl: table('text', false), cast: '' },
  'without it, visitor as uuid': { ddl: table('uuid', false), cast: '::uuid' },
  'without it nor the index by visitor': { ddl: table('text', false, false), cast: '' },
  'now, full_page_writes off': { ddl: table('text', false), cast: '', conf: ['full_page_writes=off'] },
  'now, wal_level minimal': {
    ddl: table('text', false),
    cast: '',
    conf: ['wal_level=minimal', 'max_wal_senders=0'],
  },
  'COPY, primary key only': { ddl: table('text', false, false), cast: '', copy: true },
  'COPY, no index at all': { ddl: bare, cast: '', copy: true },
};

async function perRow(ddl: string, cast: string, conf: string[] = [], copy = false): Promise<number> {
  const db = new PGlite({ postgresqlconf: ['shared_buffers=32MB', ...conf] } as never);
  await db.exec(ddl);
  let cpu = 0;
  for (let round = 0; round < 60; round += 1) {
    const visitors = Array.from({ length: 1000 }, () => randomUUID().replaceAll('-', ''));
    const ones = `{${visitors.map(() => 1).join(',')}}`;
    const params = [ones, `{${visitors.join(',')}}`, ones, `{${visitors.map(() => Date.now()).join(',')}}`];
    const start = process.cpuUsage();
    if (copy) {
      const at = new Date().toISOString();
      const rows = visitors.map((visitor) => `1\t${visitor}\t1\t${at}\n`).join('');
      await db.query(`copy v from '/dev/blob'`, [], { blob: new Blob([rows]) });
    } else {
      await db.query(
        `insert into v (segment_id, visitor_id, hits, last_hit_at)
       select x.s, x.v${cast}, x.n, to_timestamp(x.at / 1000.0)
       from unnest($1::int[], $2::text[], $3::int[], $4::bigint[]) as x(s, v, n, at)
       join seg s on s.id = x.s and s.status = 'ACTIVE'
       on conflict (segment_id, visitor_id) do update set hits = v.hits + excluded.hits,
         last_hit_at = greatest(v.last_hit_at, excluded.last_hit_at)`,
        params,
      );
    }
    const used = process.cpuUsage(start);
    if (round >= 10) cpu += used.user + used.system;
  }
  await db.close();
  return cpu / 50_000;
}

const results = new Map<string, number[]>();
for (let run = 0; run < Number(values.runs); run += 1) {
  for (const [name, { ddl, cast, conf, copy }] of Object.entries(VARIANTS)) {
    results.set(name, [...(results.get(name) ?? []), await perRow(ddl, cast, conf, copy)]);
  }
}
for (const [name, runs] of results) {
  console.log(
    `${name.padEnd(40)} ${median(runs).toFixed(1)} µs of CPU a new visitor (runs ${runs.map((r) => r.toFixed(1)).join(', ')})`,
  );
}
