import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process opens one embedded database folder (issue 28 §12): PGlite has no guard of its own, and a second opener
 * — `npm run billing` beside the running portal — worked on a copy of the data the other never saw, and risked the
 * folder. The holder is named in `portal.lock` in the folder: created with O_EXCL (one creator wins), holding its pid
 * and host. A lock whose pid no longer runs on this host is stale (the holder died without closing) and is taken
 * over; one of another host cannot be checked from here and is respected. The running portal adds where it listens
 * and its operator token (decision 0022), which is why the file is readable by its owner only.
 */

export const LOCK_FILE = 'portal.lock';
/** Created with O_EXCL for the time of a takeover, so that two openers never both take one stale lock over. */
const TAKEOVER_FILE = 'portal.lock.takeover';
/** A lock file still empty this long after its creation was left by a creator that died before writing it. */
const EMPTY_LOCK_GRACE_MS = 5_000;
const TAKEOVER_GRACE_MS = 10_000;

export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the folder (ISO 8601). */
  since: string;
  /** Where the portal holding the folder listens, once it does. */
  url?: string;
  /** The portal's operator token, for a staff call from this machine (decision 0022). */
  operatorToken?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${describeHolder(holder)}: two processes never open one embedded ` +
        'database. Stop that process first, or give this one a DATA_DIR of its own.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function describeHolder(holder: LockHolder | null): string {
  if (!holder) return 'another process (its lock file is being written)';
  return `process ${holder.pid} on host ${holder.host} (since ${holder.since})`;
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly holder: LockHolder;
  /** Adds to the lock what another process of this machine needs to reach the holder (its address, its token). */
  publish(extra: Pick<LockHolder, 'url' | 'operatorToken'>): void;
  /** Removes the lock, if it is still this process's. */
  release(): void;
}

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** Whether a process of this host runs under that pid (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isSafeInteger(value.pid) || typeof value.host !== 'string') return null;
    return value as LockHolder;
  } catch {
    return null;
  }
}

type Reading =
  { state: 'free' } | { state: 'held'; holder: LockHolder | null } | { state: 'stale'; text: string };

/** What the lock file says: nobody, a live (or unverifiable) holder, or a stale lock (its text, to take it over). */
function readLock(dataDir: string): Reading {
  let text: string;
  let ageMs: number;
  try {
    text = fs.readFileSync(lockPath(dataDir), 'utf8');
    ageMs = Date.now() - fs.statSync(lockPath(dataDir)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'free' };
    throw error;
  }
  const holder = parseHolder(text);
  if (!holder)
    return ageMs > EMPTY_LOCK_GRACE_MS ? { state: 'stale', text } : { state: 'held', holder: null };
  if (holder.host === os.hostname() && !isRunning(holder.pid)) return { state: 'stale', text };
  return { state: 'held', holder };
}

/** The process holding a folder, or null when none does (no lock, or a stale one). */
export function liveHolder(dataDir: string): LockHolder | null {
  const reading = readLock(path.resolve(dataDir));
  return reading.state === 'held' ? reading.holder : null;
}

/** Writes the lock file if none exists (O_EXCL); false when another process has one. */
function tryCreate(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(holder));
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock under the takeover file, if it still says what was read: another opener that took it over in
 * the meantime keeps its own.
 */
function removeStale(dataDir: string, staleText: string): void {
  const takeover = path.join(dataDir, TAKEOVER_FILE);
  if (!tryCreate(takeover, { pid: process.pid, host: os.hostname(), since: new Date().toISOString() })) {
    // A takeover left behind by an opener that died in it is removed once old; otherwise the other opener has it.
    const since = fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > TAKEOVER_GRACE_MS) fs.rmSync(takeover, { force: true });
    return;
  }
  try {
    const now = fs.readFileSync(lockPath(dataDir), { encoding: 'utf8', flag: 'r' });
    if (now === staleText) fs.rmSync(lockPath(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/** Takes a folder for this process, a stale lock taken over; DataDirLockedError when another process holds it. */
export function acquireDataDirLock(folder: string): DataDirLock {
  const dataDir = path.resolve(folder);
  fs.mkdirSync(dataDir, { recursive: true });
  let holder: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    if (tryCreate(lockPath(dataDir), holder)) break;
    const reading = readLock(dataDir);
    if (reading.state === 'held' || attempt >= 3) {
      throw new DataDirLockedError(dataDir, reading.state === 'held' ? reading.holder : null);
    }
    if (reading.state === 'stale') removeStale(dataDir, reading.text);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const reading = readLock(dataDir);
    if (reading.state === 'held' && reading.holder?.pid === process.pid)
      fs.rmSync(lockPath(dataDir), { force: true });
  };
  // A process that ends without closing its database leaves no lock behind (a crash leaves a stale one).
  process.on('exit', release);
  return {
    dataDir,
    get holder() {
      return holder;
    },
    publish(extra) {
      holder = { ...holder, ...extra };
      // Written beside, then renamed over: a reader sees the old lock or the new one, never half of one.
      const next = `${lockPath(dataDir)}.${process.pid}.next`;
      fs.writeFileSync(next, JSON.stringify(holder), { mode: 0o600 });
      fs.renameSync(next, lockPath(dataDir));
    },
    release,
  };
}
