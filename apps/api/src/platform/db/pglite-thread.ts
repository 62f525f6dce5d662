import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGliteOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own (decision 0025): the part of PGlite's client that Drizzle and the
 * portal use (`query`, `exec`, `transaction`, `close`), each call sent as a message to pglite-worker.mjs, where PGlite
 * runs. The thread that answers requests no longer runs the database's WebAssembly: a request that writes (a pixel
 * hit's visitor, a beacon's counts) or reads much costs it a message instead of the statement.
 */

type Parser = (value: string, typeId: number) => unknown;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** What a transaction's callback is given, as PGlite gives it. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** An error of the database as the other thread described it: its message and fields (code, detail, constraint…). */
function rebuilt(described: Record<string, unknown>): Error {
  const error = new Error(String(described.message));
  Object.assign(error, described);
  return error;
}

/** Values of the types the caller's parsers read came back as text: parsed here, where the functions are. */
function parsed<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({
      index,
      name: field.name,
      parse: parsers[field.dataTypeID],
      type: field.dataTypeID,
    }))
    .filter((c) => c.parse !== undefined);
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown[]) {
    for (const c of columns) {
      const key = Array.isArray(row) ? c.index : c.name;
      const value = (row as Record<string | number, unknown>)[key];
      if (typeof value === 'string') (row as Record<string | number, unknown>)[key] = c.parse!(value, c.type);
    }
  }
  return result;
}

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  private closing: Promise<void> | null = null;
  /** Why statements are refused: the database was closed or its thread stopped. */
  private stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error) pending.reject(rebuilt(message.error));
      else pending.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.stopped ??= error;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database's thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and waits until its database is open. `dataDir` null: in memory. */
  static async open(dataDir: string | null, options: PGliteOptions): Promise<PGliteThread> {
    const worker = new Worker(path.join(import.meta.dirname, 'pglite-worker.mjs'), {
      workerData: { dataDir, options },
      // The worker runs plain JavaScript: no loader of the parent (tsx) is needed there.
      execArgv: [],
    });
    const thread = new PGliteThread(worker);
    const ready = new Promise((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // The thread keeps the process alive only while a statement is under way, as the database's own work would.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private async runQuery<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const result = await this.call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
    return parsed(result, options);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', sql });
  }

  /**
   * Runs `callback` in a transaction held open on the database's thread: committed when it resolves, rolled back when
   * it throws or calls `rollback`. Statements outside it wait until it ends, as in PGlite.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.call({ op: 'begin', tx });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const handle: ThreadTransaction = {
      query: (sql, params, options) => {
        open();
        return this.runQuery(tx, sql, params, options);
      },
      exec: (sql) => {
        open();
        return this.call({ op: 'exec', tx, sql });
      },
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'end', tx, outcome: 'rollback' });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', tx, outcome: 'rollback' });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'end', tx, outcome: 'commit' });
    }
    return result;
  }

  close(): Promise<void> {
    this.closing ??= this.call({ op: 'close' })
      .catch(() => undefined)
      .then(async () => {
        this.stopped ??= new Error('the database is closed');
        await this.worker.terminate();
      });
    return this.closing;
  }
}
