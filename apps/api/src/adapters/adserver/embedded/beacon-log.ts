import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The beacon log (issue 5): each counted impression and click is appended here, and the file synced to disk, before
 * its beacon answers — an acknowledged count is never lost, even when the process is killed before the counts reach
 * the tables. One append carries every beacon that arrived meanwhile (group commit), and the write and the sync run
 * on libuv's thread pool, off the event loop. The log is cut in one segment per hour; segments older than the
 * retention are deleted (the decisions they hold can no longer be counted). In memory when the database is.
 */

export interface BeaconEntry {
  /** Position in the log: increasing, across segments and restarts. */
  seq: number;
  kind: 'I' | 'C';
  /** The decision id (decision-token.ts). */
  token: string;
  /** Clock time of the beacon (ms). */
  at: number;
}

export interface BeaconLog {
  /** Identifies this log for its applied position in the database. */
  readonly id: string;
  append(entries: readonly BeaconEntry[]): Promise<void>;
  /** Every entry still kept, oldest first. */
  readAll(): Promise<BeaconEntry[]>;
  /** Deletes the segments whose entries are all older than `beforeMs`. */
  prune(beforeMs: number): Promise<void>;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const SEGMENT = /^beacons-(\d+)\.log$/;

const line = (e: BeaconEntry) => `${e.seq}\t${e.kind}\t${e.token}\t${e.at}\n`;

function parseLine(text: string): BeaconEntry | null {
  const [seq, kind, token, at] = text.split('\t');
  if (!seq || (kind !== 'I' && kind !== 'C') || !token || !at) return null;
  const entry = { seq: Number(seq), kind, token, at: Number(at) } as const;
  return Number.isSafeInteger(entry.seq) && Number.isFinite(entry.at) ? entry : null;
}

export function createMemoryBeaconLog(): BeaconLog {
  let entries: BeaconEntry[] = [];
  return {
    id: `memory-${randomUUID()}`,
    append: async (more) => {
      entries.push(...more);
    },
    readAll: async () => [...entries],
    prune: async (beforeMs) => {
      entries = entries.filter((e) => e.at >= beforeMs);
    },
    close: async () => {},
  };
}

export function createFileBeaconLog(dir: string): BeaconLog {
  fs.mkdirSync(dir, { recursive: true });
  const idFile = path.join(dir, 'log-id');
  if (!fs.existsSync(idFile)) fs.writeFileSync(idFile, randomUUID());
  const id = `file-${fs.readFileSync(idFile, 'utf8').trim()}`;
  let open: { hour: number; handle: fs.promises.FileHandle } | null = null;

  async function segmentFor(hour: number) {
    if (open?.hour === hour) return open.handle;
    await open?.handle.close();
    open = null;
    const handle = await fs.promises.open(path.join(dir, `beacons-${hour}.log`), 'a');
    open = { hour, handle };
    return handle;
  }

  const segments = () =>
    fs
      .readdirSync(dir)
      .map((name) => ({ name, hour: Number(SEGMENT.exec(name)?.[1] ?? NaN) }))
      .filter((s) => Number.isFinite(s.hour))
      .sort((a, b) => a.hour - b.hour);

  return {
    id,
    async append(entries) {
      if (entries.length === 0) return;
      // A batch goes to the segment of its last beacon's hour: a segment never holds an entry newer than its hour + 1.
      const handle = await segmentFor(Math.floor(entries[entries.length - 1]!.at / HOUR_MS));
      await handle.write(entries.map(line).join(''));
      await handle.datasync();
    },
    async readAll() {
      const all: BeaconEntry[] = [];
      for (const { name } of segments()) {
        const text = await fs.promises.readFile(path.join(dir, name), 'utf8');
        // A line cut short by a crash during its write was never acknowledged: it is skipped.
        for (const raw of text.split('\n')) {
          const entry = raw ? parseLine(raw) : null;
          if (entry) all.push(entry);
        }
      }
      return all.sort((a, b) => a.seq - b.seq);
    },
    async prune(beforeMs) {
      for (const { name, hour } of segments()) {
        if ((hour + 1) * HOUR_MS < beforeMs && hour !== open?.hour) {
          await fs.promises.rm(path.join(dir, name), { force: true });
        }
      }
    },
    async close() {
      await open?.handle.close();
      open = null;
    },
  };
}
