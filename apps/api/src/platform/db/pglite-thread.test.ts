import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.ts';
import { PGliteThread } from './pglite-thread.ts';
import { isUniqueViolation } from './errors.ts';

describe('the embedded database on its own thread (decision 0020)', () => {
  let thread: PGliteThread;
  beforeAll(async () => {
    thread = await PGliteThread.open(null, {});
    await thread.exec('create table t (id int primary key, at timestamptz, tags text[], doc jsonb)');
  });
  afterAll(() => thread.close());

  it('answers rows by name or by position, typed, and parses on this thread the types the caller parses', async () => {
    await thread.query('insert into t values ($1, $2, $3, $4)', [
      1,
      new Date('2026-11-27T10:00:00Z'),
      ['a', 'b'],
      { n: 1 },
    ]);
    const byName = await thread.query<{ id: number; at: Date; tags: string[]; doc: unknown }>(
      'select * from t where id = $1',
      [1],
    );
    expect(byName.rows).toEqual([
      { id: 1, at: new Date('2026-11-27T10:00:00Z'), tags: ['a', 'b'], doc: { n: 1 } },
    ]);
    // Drizzle keeps instants as PostgreSQL writes them: its parser (a function) runs here.
    const raw = await thread.query<unknown[]>('select id, at from t', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `parsed ${value}` },
    });
    expect(raw.rows).toEqual([[1, 'parsed 2026-11-27 10:00:00+00']]);
  });

  it("refuses with the database's own error: its code and constraint, as the portal's error mapping reads them", async () => {
    const error = await thread.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(isUniqueViolation(error)).toBe(true);
    // The thread goes on serving.
    expect((await thread.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction that ends, rolls back one that throws, and runs other statements after it', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
    });
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (3)');
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');

    // A statement sent while a transaction is open waits for it: it never sees the transaction's rows half-written.
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (4)');
      seen.push('inserted 4');
      await held;
      await tx.query('insert into t (id) values (5)');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread
      .query<{ n: number }>('select count(*)::int as n from t where id >= 4')
      .then((r) => {
        seen.push(`outside saw ${r.rows[0]!.n}`);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen.push('released');
    release();
    await Promise.all([open, outside]);
    expect(seen).toEqual(['inserted 4', 'released', 'outside saw 2']);
    expect((await thread.query('select id from t order by id', [], { rowMode: 'array' })).rows).toEqual([
      [1],
      [2],
      [4],
      [5],
    ]);
  });

  it('rolls back a transaction whose statement failed, and the one after it commits', async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (6)');
      await tx.query('insert into t (id) values (6)');
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    await thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (7)');
    });
    expect((await thread.query('select id from t where id >= 6', [], { rowMode: 'array' })).rows).toEqual([
      [7],
    ]);
  });
});

describe('a request is answered while the embedded database works', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(() => database.close());

  it('keeps this thread free during a long statement: timers run meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await database.db.execute(sql`select pg_sleep(0.3)`);
    clearInterval(timer);
    // Run on this thread, the statement would hold it for 300 ms and the timer would fire once after it.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('rejects a statement sent after the database closed, instead of waiting forever', async () => {
    const other = await openDatabase({ dataDir: null });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
