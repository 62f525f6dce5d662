// The embedded database's thread (decision 0025): PGlite runs here, off the thread that answers requests, and
// pglite-thread.ts sends it each statement as a message. Plain JavaScript, so that it runs as it is under tsx, under
// Vitest and beside the bundle `npm start` builds.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, options } = workerData;
const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
/** Open transactions by id: each is a PGlite transaction kept open until its `end` message. */
const transactions = new Map();

/** An error as the other thread can rebuild it: its message and the database's fields (code, detail, …). */
function plain(error) {
  const out = { message: String(error?.message ?? error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

/**
 * Values of the types the caller parses itself come back as PostgreSQL wrote them (the caller's parsers are
 * functions, which cannot cross threads).
 */
const rawParsers = (types) => (types ? Object.fromEntries(types.map((t) => [t, (v) => v])) : undefined);

async function run(message) {
  const { op, tx } = message;
  if (op === 'begin') {
    let began;
    const ready = new Promise((resolve) => (began = resolve));
    const entry = { handle: null, end: null, done: null };
    entry.done = db.transaction(async (handle) => {
      entry.handle = handle;
      const outcome = await new Promise((resolve) => {
        entry.end = resolve;
        began();
      });
      if (outcome === 'rollback') await handle.rollback();
    });
    transactions.set(tx, entry);
    // A transaction that could not begin rejects here rather than waiting for its `end`.
    await Promise.race([ready, entry.done]);
    return null;
  }
  if (op === 'end') {
    const entry = transactions.get(tx);
    transactions.delete(tx);
    entry.end(message.outcome);
    await entry.done;
    return null;
  }
  const target = tx === undefined ? db : transactions.get(tx).handle;
  if (op === 'query') {
    return target.query(message.sql, message.params, {
      rowMode: message.rowMode,
      parsers: rawParsers(message.rawTypes),
    });
  }
  if (op === 'exec') return target.exec(message.sql);
  if (op === 'close') return db.close();
  throw new Error(`unknown operation ${op}`);
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plain(error) }),
  );
});
db.waitReady.then(
  () => parentPort.postMessage({ id: 0, result: null }),
  (error) => parentPort.postMessage({ id: 0, error: plain(error) }),
);
