import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { oneTripClient, type OneTripClient } from './pglite-one-trip.ts';
import { isDataError, isUniqueViolation } from './errors.ts';

describe('statements sent to the embedded database in one call (pglite-one-trip.ts)', () => {
  let pg: PGlite;
  let client: OneTripClient;
  beforeAll(async () => {
    pg = new PGlite();
    client = oneTripClient(pg);
    await pg.exec(`create table t (
      id int primary key, name text, at timestamptz, day date, doc jsonb, ids int[], tags text[], bytes bytea,
      flag boolean, big bigint, amount numeric(12, 2))`);
  });
  afterAll(() => pg.close());

  it('stores every kind of value the portal sends as PGlite’s own query does, and reads it back the same', async () => {
    const row = [
      1,
      'l’annonce « test » "quoted" \\ back',
      new Date('2026-11-27T10:00:00.123Z'),
      '2026-11-29',
      { nested: { list: [1, 'two'] }, quote: 'it’s' },
      [1, 2, 3],
      ['a', 'b,c', 'd"e', null],
      Buffer.from([0, 1, 254, 255]),
      true,
      9_007_199_254_740_991,
      '1234.50',
    ];
    const insert = 'insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';
    await client.query(insert, row);
    await pg.query(insert, [2, ...row.slice(1)]);
    const ours = await client.query<Record<string, unknown>>('select * from t order by id');
    const theirs = await pg.query<Record<string, unknown>>('select * from t order by id');
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({
      name: row[1],
      at: new Date('2026-11-27T10:00:00.123Z'),
      doc: row[4],
      ids: [1, 2, 3],
      tags: ['a', 'b,c', 'd"e', null],
      bytes: new Uint8Array([0, 1, 254, 255]),
      flag: true,
    });
    // Null parameters, and a row counted as PGlite counts it.
    const updated = await client.query('update t set name = $1 where id = $2', [null, 2]);
    expect(updated.affectedRows).toBe(1);
    expect((await client.query('select name from t where id = 2')).rows).toEqual([{ name: null }]);
  });

  it('answers rows by position and applies the caller’s parsers, each caller its own', async () => {
    const raw = await client.query('select id, at from t where id = 1', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(raw.rows).toEqual([[1, '2026-11-27 10:00:00.123+00']]);
    // The same types with another parser: never the one kept for the first caller.
    const marked = await client.query('select at from t where id = 1', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `at ${value}` },
    });
    expect(marked.rows).toEqual([['at 2026-11-27 10:00:00.123+00']]);
  });

  it('refuses with the database’s own error, its code and constraint, and serves the next statement', async () => {
    const duplicate = await client.query('insert into t (id) values ($1)', [1]).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(isUniqueViolation(duplicate)).toBe(true);
    // A text PostgreSQL refuses (a NUL character) is the client's error (400), not the server's.
    const nul = await client
      .query('insert into t (id, name) values ($1, $2)', [3, 'a\u0000b'])
      .catch((e) => e);
    expect(isDataError(nul)).toBe(true);
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction, rolls back one that throws or whose statement failed, and waits for it', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [10]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values ($1)', [11]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values ($1)', [12]);
        await tx.query('insert into t (id) values ($1)', [12]);
      }),
    ).rejects.toMatchObject({ code: '23505' });

    // A statement sent while a transaction is open runs after it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const open = client.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [13]);
      await held;
      await tx.query('insert into t (id) values ($1)', [14]);
      order.push('committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = client
      .query<{ n: number }>('select count(*)::int as n from t where id >= 13')
      .then((r) => order.push(`outside saw ${r.rows[0]!.n}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([open, outside]);
    expect(order).toEqual(['committed', 'outside saw 2']);
    expect(
      (await client.query('select id from t where id >= 10 order by id', [], { rowMode: 'array' })).rows,
    ).toEqual([[10], [13], [14]]);
  });
});
