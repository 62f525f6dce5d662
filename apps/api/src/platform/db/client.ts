import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { oneTripClient } from './pglite-one-trip.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { unreachableAtStart } from '../start-error.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<boolean>;
  /** Statements sent through `db` since the database was opened (tests count a request's: issue 13 §2). */
  queryCount(): number;
  /**
   * Calls `listener` as this process sends a statement that inserts, updates or deletes rows of `table` (before it
   * runs, so possibly before its transaction commits).
   */
  onWrite(table: string, listener: (write: SeenWrite) => void): void;
  /**
   * Hears what other processes announce on a channel (`select pg_notify(channel, payload)`, sent at its transaction's
   * commit; issue 30 §4): on PostgreSQL through one connection of its own that LISTENs, which is opened again when
   * it drops — the listener is then called with '' (something may have been missed). On the embedded database only
   * this process writes: nothing to hear.
   */
  onAnnounce(channel: string, listener: (payload: string) => void): void;
  /** Announces on a channel at once, outside any transaction and uncounted by queryCount (nothing on PGlite). */
  announce(channel: string, payload: string): Promise<void>;
  /** The embedded database's folder held by this process (data-dir-lock.ts); absent in memory and on PostgreSQL. */
  dataDirLock?: DataDirLock;
}

/** A statement that writes rows, as the database client saw it. */
export interface SeenWrite {
  kind: 'insert' | 'update' | 'delete';
  /** The word of the comment the statement begins with (`/* delivery *\/ update …`), null without one. */
  tag: string | null;
}

/**
 * The tag of a statement that only moves delivery counts and the statuses that follow them (the ad server's beacon
 * apply: impressions, clicks, DELIVERING, COMPLETED). What is kept for a bounded time (the order lists, decision
 * 0018) need not be dropped for it: those figures move with serving, in every process, and are shown that late.
 */
export const DELIVERY_TAG = 'delivery';

/**
 * The channels processes announce changes on (Database.onAnnounce, issue 30 §4): what serves changed (the ad
 * server's serving version, at the change's commit), and what the kept campaign lists show changed.
 */
export const SERVING_CHANNEL = 'portal_serving';
export const LISTS_CHANNEL = 'portal_lists';

/**
 * Watches every statement Drizzle sends (its logger is called before each one runs, in transactions too): counts
 * them, and tells who asked of writes in a table (the request guard's user cache, the kept order lists).
 */
class StatementWatch {
  count = 0;
  private readonly writeListeners = new Map<string, ((write: SeenWrite) => void)[]>();

  logQuery(query: string): void {
    this.count += 1;
    const write = /^\s*(?:\/\*\s*(\w+)\s*\*\/\s*)?(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i.exec(
      query,
    );
    if (!write) return;
    const listeners = this.writeListeners.get(write[3]!);
    if (!listeners) return;
    const seen: SeenWrite = {
      kind: write[2]!.slice(0, 6).toLowerCase() as SeenWrite['kind'],
      tag: write[1] ?? null,
    };
    for (const listener of listeners) listener(seen);
  }

  onWrite(table: string, listener: (write: SeenWrite) => void): void {
    this.writeListeners.set(table, [...(this.writeListeners.get(table) ?? []), listener]);
  }
}

const migrationsFolder = path.join(import.meta.dirname, '../../../drizzle');

/**
 * Opens the database: PostgreSQL when a URL is given, else the embedded PGlite (in dataDir, or in memory when
 * dataDir is null), and applies the committed migrations.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  /** How this process's connections name themselves to PostgreSQL (pg_stat_activity; serving-peers.ts). */
  applicationName?: string;
}): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.applicationName) : openPglite(opts.dataDir ?? null);
}

type PGliteClient = import('@electric-sql/pglite').PGlite;

type WasmModule = NonNullable<import('@electric-sql/pglite').PGliteOptions['pgliteWasmModule']>;
// The project's TypeScript libraries (no DOM) do not declare Node's WebAssembly global.
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};

/** PGlite's WebAssembly modules and file bundle, compiled and read once per process. */
const pgliteModules = once(async () => {
  const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    fs.promises.readFile(path.join(dist, 'pglite.wasm')).then((b) => WebAssembly.compile(b)),
    fs.promises.readFile(path.join(dist, 'initdb.wasm')).then((b) => WebAssembly.compile(b)),
  ]);
  const fsBundle = new Blob([await fs.promises.readFile(path.join(dist, 'pglite.data'))]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
});

/**
 * An in-memory database (the tests open hundreds) starts from a migrated data directory instead of running
 * initdb and every migration again: about three times faster. The template is kept in the temporary folder,
 * keyed by the migrations' contents, so that every test process of a run shares one.
 */
const migratedTemplate = once(async (): Promise<Blob> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const hash = createHash('sha256');
  hash.update(JSON.stringify(fs.readdirSync(migrationsFolder, { recursive: true })));
  for (const file of fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  const file = path.join(os.tmpdir(), `portal-pglite-template-${hash.digest('hex').slice(0, 16)}-2.tar`);
  try {
    return new Blob([await fs.promises.readFile(file)]);
  } catch {
    const client = new PGlite(await pgliteModules());
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    // An in-memory database never makes another: without template0 and template1 the copy every opening unpacks is
    // a third smaller (43 MB to 28 MB), and opens faster.
    await client.exec(
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
    );
    for (const name of ['template0', 'template1']) await client.exec(`drop database ${name}`);
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written under another name first: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.promises.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await fs.promises.rename(partial, file);
    return dump;
  }
});

/**
 * PostgreSQL's settings for the embedded database (issue 13 §4). Its shared buffers default to 128 MB, most of
 * PGlite's memory; the portal's working set is far smaller and the operating system caches the data folder's files
 * anyway. With 32 MB the embedded database stays inside the WebAssembly heap's initial 128 MB.
 */
const PGLITE_CONF = ['shared_buffers=32MB'];

/**
 * Makes a new data folder (initdb, then the migrations) in a process of its own. initdb grows PGlite's WebAssembly
 * memory to some 650 MB and leaves the allocator's heaps fragmented: a portal that made its folder itself held
 * 420–480 MB for good, against 300–340 MB on an existing folder (issue 29, budget ≤ 350 MB). A WebAssembly memory
 * never shrinks, and closing and opening again in the same process did not give it back; the child's exit does.
 * The child ends with this process (its stdin is a pipe from here) and moves the finished database in PG_VERSION
 * last, so a portal stopped while it makes its folder leaves neither a process nor a half-made folder that passes
 * for a database (data-folder.test.ts).
 */
async function makeDataFolder(dataDir: string): Promise<void> {
  const { execFile } = await import('node:child_process');
  const script = path.join(import.meta.dirname, 'make-data-folder.mjs');
  const args = [script, path.resolve(dataDir), migrationsFolder, ...PGLITE_CONF];
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, args, { cwd: import.meta.dirname }, (error, _stdout, stderr) =>
      error
        ? reject(new Error(`could not make the data folder ${dataDir}: ${stderr || error.message}`))
        : resolve(),
    ),
  );
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  // Before PGlite reads a file of the folder: a second opener stops here (issue 28 §12).
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  let client: PGliteClient | undefined;
  try {
    if (inMemory) {
      client = new PGlite({
        ...(await pgliteModules()),
        postgresqlconf: PGLITE_CONF,
        loadDataDir: await migratedTemplate(),
      });
    } else {
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await makeDataFolder(dataDir);
      client = new PGlite(path.resolve(dataDir), { ...(await pgliteModules()), postgresqlconf: PGLITE_CONF });
    }
    const opened = client;
    const watch = new StatementWatch();
    // Each statement in one call into the database instead of six (pglite-one-trip.ts).
    const db = drizzle({ client: oneTripClient(opened) as unknown as PGliteClient, schema, logger: watch });
    // A no-op on an in-memory database: its template is migrated already.
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      queryCount: () => watch.count,
      onWrite: (table, listener) => watch.onWrite(table, listener),
      onAnnounce: () => undefined,
      announce: async () => undefined,
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
      ping: async () => (await opened.query('select 1 as ok')).rows.length === 1,
      dataDirLock: lock,
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** How long the database may take to accept a connection and answer its start-up before we give up (issue 30). */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, applicationName?: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that accepts the connection and never answers must not hang the start or a request (issue 30 §6).
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: applicationName,
  });
  // An idle client cut off by the server (restart, failover, a dropped database) must not crash the process: the
  // pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
  // Nor a client checked out for a transaction: pg-pool takes its own listener off while the client is lent, and an
  // 'error' nobody listens to ends the process (issue 30 §5). The query in progress fails (the request answers
  // DATABASE_UNAVAILABLE), the pool discards the client when it is released with that error.
  // The server processes behind this pool's connections: announcements they sent are this process's own.
  const ownBackends = new Set<number>();
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`database: connection lost (${error.message})`));
    const pid = (client as unknown as { processID?: number }).processID;
    if (pid) ownBackends.add(pid);
    client.once('end', () => pid && ownBackends.delete(pid));
  });
  const watch = new StatementWatch();
  const db = drizzle({ client: pool, schema, logger: watch });
  // Several API processes may start together: one applies the migrations at a time.
  const lock = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw unreachableAtStart('DATABASE_URL', url, error, DATABASE_CONNECT_TIMEOUT_MS);
  });
  try {
    await lock.query('select pg_advisory_lock(724001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(724001)').catch(() => undefined);
    lock.release();
  }
  const announcements = new Announcements(url, pg.Client, ownBackends, applicationName);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    queryCount: () => watch.count,
    onWrite: (table, listener) => watch.onWrite(table, listener),
    onAnnounce: (channel, listener) => announcements.on(channel, listener),
    announce: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await announcements.close();
      await pool.end();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
  };
}

type PgClient = import('pg').Client;

/**
 * The LISTEN side of PostgreSQL's announcements (Database.onAnnounce): one connection of its own, opened with the
 * first listener, opened again 200 ms after it drops (a restart), each channel listened to again.
 */
class Announcements {
  private readonly listeners = new Map<string, ((payload: string) => void)[]>();
  private client: PgClient | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly Client: typeof import('pg').Client,
    /** This process's own connections' server processes: what they announce is not told (it knows already). */
    private readonly own: ReadonlySet<number>,
    private readonly applicationName: string | undefined,
  ) {}

  on(channel: string, listener: (payload: string) => void): void {
    const known = this.listeners.get(channel);
    this.listeners.set(channel, [...(known ?? []), listener]);
    if (known) return;
    if (this.client) void this.client.query(`listen "${channel}"`).catch(() => this.reconnect());
    else this.connect();
  }

  private connect(): void {
    if (this.closed || this.connecting) return;
    const client = new this.Client({
      connectionString: this.url,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: this.applicationName,
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    client.on('notification', (message) => {
      if (!this.own.has(message.processId)) this.tell(message.channel, message.payload ?? '');
    });
    this.connecting = (async () => {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`listen "${channel}"`);
      if (this.closed) {
        await client.end();
        return;
      }
      const again = this.client === null && this.everConnected;
      this.client = client;
      this.everConnected = true;
      // Announcements made while no connection listened are lost: every listener checks for itself.
      if (again) for (const channel of this.listeners.keys()) this.tell(channel, '');
    })()
      .catch(() => this.reconnect(client))
      .finally(() => (this.connecting = null));
  }

  private everConnected = false;

  private reconnect(client?: PgClient): void {
    if (client && this.client !== null && this.client !== client) return;
    this.client = null;
    client?.removeAllListeners('end');
    client?.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect();
    }, 200);
    this.retry.unref();
  }

  private tell(channel: string, payload: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    client?.removeAllListeners('end');
    await client?.end().catch(() => undefined);
  }
}
