import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

/**
 * PGlite's client as Drizzle uses it (`query`, `transaction`), each statement sent to the database in one call
 * instead of six (issue 13, decision 0020).
 *
 * PGlite's own `query` goes into the database once per protocol message: Parse, Describe the statement (for its
 * parameters' types), Bind, Describe the portal, Execute, Sync, each entry a JavaScript-to-WebAssembly round with its
 * answer parsed apart; with the parsers' merge below, a `select 1` through Drizzle took 268 µs against 115 µs now
 * (`bench/pglite-statement.ts`). Sent together, the parameters cannot be serialized by the types the statement
 * declares (that needs the first Describe's answer): they are written as node-postgres writes them (`prepareValue`:
 * dates with their offset, arrays as array literals, objects as JSON, bytes as hex) and the database infers their
 * types from the statement, as it does on PostgreSQL, where the portal runs every statement through node-postgres. The
 * answer is read by PGlite's own result parser; locks, transactions and errors are PGlite's.
 */

type QueryOptions = Parameters<PGlite['query']>[2];

/** The PGlite internals this client relies on, all part of its instance's public JavaScript. */
interface PGliteInternals {
  parsers: Parameters<typeof parse.parseResults>[1];
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

export interface OneTripTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec: Transaction['exec'];
  rollback: Transaction['rollback'];
  readonly closed: boolean;
}

export interface OneTripClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: OneTripTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A parameter as node-postgres sends it: text, or null. */
function wireValue(value: unknown): string | null {
  const prepared = pgUtils.prepareValue(value) as string | Buffer | null;
  // Bytes travel as PostgreSQL's hex form of bytea: the Bind message here carries text only.
  if (Buffer.isBuffer(prepared)) return `\\x${prepared.toString('hex')}`;
  return prepared;
}

/** The database's error with the statement it refused, as PGlite's own `query` gives it. */
function withStatement(error: unknown, sql: string, params: unknown[], options: QueryOptions): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: sql, params, queryOptions: options });
  }
  return error;
}

type Parsers = PGliteInternals['parsers'];

export function oneTripClient(pg: PGlite): OneTripClient {
  const internals = pg as unknown as PGliteInternals;
  /**
   * PGlite's parsers with a caller's own over them, made once per set of them. PGlite's result parser merges the two
   * maps itself on every statement: a copy of a parser for each of the database's types (some two hundred), which was
   * 40 % of a `select 1` through Drizzle, whose every statement passes the same nine parsers (of dates and intervals,
   * kept as text). The key is the types and the parsers' source, so that two callers' parsers that differ never share.
   * PGlite's own parsers are read as they are at the first statement: the portal adds no type to PGlite's maps after
   * its start (it never calls `refreshArrayTypes`).
   */
  const merged = new Map<string, Parsers>();
  function parsersWith(own: Parsers | undefined): Parsers {
    if (!own) return internals.parsers;
    const key = Object.entries(own)
      .map(([type, parser]) => `${type}:${String(parser)}`)
      .join('|');
    let parsers = merged.get(key);
    if (!parsers) {
      parsers = { ...internals.parsers, ...own };
      merged.set(key, parsers);
    }
    return parsers;
  }

  /** Sends the statement's five messages in one call; the caller holds PGlite's query lock. */
  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const message = joined([
      protocol.serialize.parse({ text: sql, types: options?.paramTypes ?? [] }),
      protocol.serialize.bind({ values: params.map(wireValue) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    let messages;
    try {
      // The Sync is part of the call: on an error the database has already skipped to it and is ready again.
      ({ messages } = await pg.execProtocol(message, { syncToFs: false }));
    } catch (error) {
      throw withStatement(error, sql, params, options);
    }
    // As PGlite's `query`: a statement outside a transaction is written through to the data folder.
    if (!inTransaction) await pg.syncToFs();
    return parse.parseResults(messages, parsersWith(options?.parsers as Parsers | undefined), {
      rowMode: options?.rowMode,
    })[0] as Results<T>;
  }

  return {
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
      await pg.waitReady;
      // After any transaction under way, as PGlite's own `query` waits.
      return internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(() => run<T>(sql, params, options, false)),
      );
    },
    transaction: <T>(callback: (tx: OneTripTransaction) => Promise<T>) =>
      pg.transaction((tx) =>
        callback({
          query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
            return internals._runExclusiveQuery(() => run<R>(sql, params, options, true));
          },
          exec: (sql, options) => tx.exec(sql, options),
          rollback: () => tx.rollback(),
          get closed() {
            return tx.closed;
          },
        }),
      ),
    close: () => pg.close(),
  };
}
