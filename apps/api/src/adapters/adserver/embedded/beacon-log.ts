import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The beacon log (issue 5): each counted impression and click is appended here, and the file synced to disk, before
 * its beacon answers — an acknowledged count is never lost, even when the process is killed before the counts reach
 * the tables. One append carries every beacon that arrived meanwhile (group commit), and the write and the sync run
 * on libuv's thread pool, off the event loop. The log is cut in one segment per hour; segments older than the
 * retention are deleted (the decisions they hold can no longer be counted). In memory when the database is.
 * When the log moves on to the next hour, the segment it leaves gets a compact index beside it: what a start needs
 * of entries already applied to the tables (kind, nonce, hour of the decision), an eighth of the log's size and
 * read without parsing decision ids — so that a start reads whole only the segments not applied yet.
 */

/**
 * What a line records: an impression or a click beacon (the beacon log), or, in the pixel log (pixel-hits.ts), an
 * audience pixel hit (P) or a conversion pixel hit (V).
 */
export type LogKind = 'I' | 'C' | 'P' | 'V';

export interface BeaconEntry {
  /** Position in the log: increasing, across segments and restarts. */
  seq: number;
  kind: LogKind;
  /** The decision id (decision-token.ts). */
  token: string;
  /** Clock time of the beacon (ms). */
  at: number;
}

/** What remains known of an entry already applied: enough to refuse its decision's replays. */
export interface BeaconMark {
  seq: number;
  kind: 'I' | 'C';
  nonce: string;
  /** Clock time of the decision (ms): its counted nonces are kept by the decision's hour. */
  issuedAt: number;
}

export interface BeaconLog {
  /** Identifies this log for its applied position in the database. */
  readonly id: string;
  append(entries: readonly BeaconEntry[]): Promise<void>;
  /**
   * Everything still kept: as marks where a segment's index shows all its entries applied (seq ≤ `appliedSeq`),
   * else as entries; each list oldest first.
   */
  readSince(appliedSeq: number): Promise<{ marks: BeaconMark[]; entries: BeaconEntry[] }>;
  /** Deletes the segments whose entries are all older than `beforeMs`. */
  prune(beforeMs: number): Promise<void>;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const SEGMENT = /^beacons-(\d+)\.(?:log|idx)$/;
/** An index's first line: its format, the segment's last position and its number of marks. */
const INDEX_HEAD = /^beacon-index 1 (\d+) (\d+)$/;

const line = (e: BeaconEntry) => `${e.seq}\t${e.kind}\t${e.token}\t${e.at}\n`;

function parseLine(text: string): BeaconEntry | null {
  const [seq, kind, token, at] = text.split('\t');
  if (!seq || (kind !== 'I' && kind !== 'C' && kind !== 'P' && kind !== 'V') || !token || !at) return null;
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
    readSince: async () => ({ marks: [], entries: [...entries] }),
    prune: async (beforeMs) => {
      entries = entries.filter((e) => e.at >= beforeMs);
    },
    close: async () => {},
  };
}

/**
 * The log in a directory: `beacons-<hour>.log` segments and, for those the log moved on from,
 * `beacons-<hour>.idx` indexes. `markOf` reads a logged entry's mark (its decision id's nonce and instant).
 */
export function createFileBeaconLog(
  dir: string,
  markOf: (entry: BeaconEntry) => BeaconMark | null,
): BeaconLog {
  fs.mkdirSync(dir, { recursive: true });
  const idFile = path.join(dir, 'log-id');
  if (!fs.existsSync(idFile)) fs.writeFileSync(idFile, randomUUID());
  const id = `file-${fs.readFileSync(idFile, 'utf8').trim()}`;
  let open: { hour: number; handle: fs.promises.FileHandle } | null = null;
  let indexing: Promise<void> = Promise.resolve();
  const logFile = (hour: number) => path.join(dir, `beacons-${hour}.log`);
  const indexFile = (hour: number) => path.join(dir, `beacons-${hour}.idx`);

  async function readSegment(hour: number): Promise<BeaconEntry[]> {
    const text = await fs.promises.readFile(logFile(hour), 'utf8').catch(() => '');
    const entries: BeaconEntry[] = [];
    // A line cut short by a crash during its write was never acknowledged: it is skipped.
    for (const raw of text.split('\n')) {
      const entry = raw ? parseLine(raw) : null;
      if (entry) entries.push(entry);
    }
    return entries;
  }

  /** Writes the index of a segment the log moved on from (replaced whole, so a reader sees all of it or none). */
  async function writeIndex(hour: number): Promise<void> {
    const entries = await readSegment(hour);
    const marks = entries.map(markOf).filter((m) => m !== null);
    const maxSeq = entries.reduce((max, e) => Math.max(max, e.seq), 0);
    const body = marks.map((m) => `${m.seq}\t${m.kind}\t${m.nonce}\t${m.issuedAt}\n`).join('');
    const temporary = `${indexFile(hour)}.tmp`;
    await fs.promises.writeFile(temporary, `beacon-index 1 ${maxSeq} ${marks.length}\n${body}`);
    await fs.promises.rename(temporary, indexFile(hour));
    // Written to again meanwhile (the clock went back): the index would miss entries.
    if (open?.hour === hour) await fs.promises.rm(indexFile(hour), { force: true });
  }

  /** The index's marks when it is whole and every entry of its segment was applied; else null. */
  async function readIndex(hour: number, appliedSeq: number): Promise<BeaconMark[] | null> {
    const text = await fs.promises.readFile(indexFile(hour), 'utf8').catch(() => null);
    const lines = text?.split('\n') ?? [];
    const head = INDEX_HEAD.exec(lines[0] ?? '');
    if (!head || Number(head[1]) > appliedSeq) return null;
    const marks: BeaconMark[] = [];
    for (const raw of lines.slice(1)) {
      const [seq, kind, nonce, issuedAt] = raw.split('\t');
      if (seq && (kind === 'I' || kind === 'C') && nonce && issuedAt) {
        marks.push({ seq: Number(seq), kind, nonce, issuedAt: Number(issuedAt) });
      }
    }
    return marks.length === Number(head[2]) ? marks : null;
  }

  async function segmentFor(hour: number) {
    if (open?.hour === hour) return open.handle;
    const left = open?.hour;
    await open?.handle.close();
    open = null;
    // A segment written to again (the clock went back) is read whole until it gets its index again.
    await fs.promises.rm(indexFile(hour), { force: true });
    const handle = await fs.promises.open(logFile(hour), 'a');
    open = { hour, handle };
    // Off the append's path; an index that failed only means a slower start (the segment is read whole).
    if (left !== undefined) indexing = indexing.then(() => writeIndex(left)).catch(() => {});
    return handle;
  }

  /** The hours of the segments kept (a segment and its index count once). */
  const segments = () =>
    [...new Set(fs.readdirSync(dir).map((name) => Number(SEGMENT.exec(name)?.[1] ?? NaN)))]
      .filter((hour) => Number.isFinite(hour))
      .sort((a, b) => a - b);

  return {
    id,
    async append(entries) {
      if (entries.length === 0) return;
      // A batch goes to the segment of its last beacon's hour: a segment never holds an entry newer than its hour + 1.
      const handle = await segmentFor(Math.floor(entries[entries.length - 1]!.at / HOUR_MS));
      await handle.write(entries.map(line).join(''));
      await handle.datasync();
    },
    async readSince(appliedSeq) {
      const marks: BeaconMark[] = [];
      const entries: BeaconEntry[] = [];
      for (const hour of segments()) {
        const indexed = hour === open?.hour ? null : await readIndex(hour, appliedSeq);
        if (indexed) marks.push(...indexed);
        else entries.push(...(await readSegment(hour)));
      }
      const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;
      return { marks: marks.sort(bySeq), entries: entries.sort(bySeq) };
    },
    async prune(beforeMs) {
      for (const hour of segments()) {
        if ((hour + 1) * HOUR_MS < beforeMs && hour !== open?.hour) {
          await fs.promises.rm(logFile(hour), { force: true });
          await fs.promises.rm(indexFile(hour), { force: true });
        }
      }
    },
    async close() {
      await open?.handle.close();
      open = null;
      await indexing;
    },
  };
}
