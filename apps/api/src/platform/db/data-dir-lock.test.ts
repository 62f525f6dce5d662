import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, liveHolder } from './data-dir-lock.ts';
import { openDatabase } from './client.ts';

/**
 * One process per embedded database folder (issue 28 §12): `npm run billing` opened the running portal's folder as a
 * second PGlite and billed on a copy the portal never saw. The lock is taken before PGlite reads the folder.
 */

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const newFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));

/** Another process holding the folder, as a second portal would; resolves once it holds it. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(module)});
       acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('the data folder lock', () => {
  it('refuses a second opener of a folder another process holds, naming the folder and the holder', async () => {
    const dir = newFolder();
    const holder = await holdInAnotherProcess(dir);
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toThrow(DataDirLockedError);
    await expect(opening).rejects.toThrow(
      new RegExp(`data folder ${dir} is in use by process ${holder.pid} on host ${os.hostname()}`),
    );
    // Refused before PGlite wrote anything in it.
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    expect(liveHolder(dir)).toMatchObject({ pid: holder.pid, host: os.hostname() });
  });

  it('refuses a second opener in the same process', () => {
    const dir = newFolder();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it(
    'takes over the lock of a holder that died without closing, and opens the database',
    { timeout: 120_000 },
    async () => {
      const dir = newFolder();
      const holder = await holdInAnotherProcess(dir);
      await killed(holder);
      expect(lockOf(dir).pid).toBe(holder.pid);
      expect(liveHolder(dir)).toBeNull();
      const database = await openDatabase({ dataDir: dir });
      try {
        expect(lockOf(dir)).toMatchObject({ pid: process.pid, host: os.hostname() });
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
      // Closed, the folder is free again.
      expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    },
  );

  it('takes over a lock left empty by a creator that died before writing it', () => {
    const dir = newFolder();
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(file, '');
    // Just made, it may be another opener's about to be written: respected.
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    acquireDataDirLock(dir).release();
  });

  it('respects the lock of another host, whose processes it cannot see', () => {
    const dir = newFolder();
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'autre-machine', since: '2026-11-27T10:00:00.000Z' }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(/process 1 on host autre-machine/);
  });

  it('is readable by its owner only: it carries the portal’s operator token', () => {
    const dir = newFolder();
    const lock = acquireDataDirLock(dir);
    lock.publish({ url: 'http://127.0.0.1:3000', operatorToken: 'secret' });
    expect(fs.statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:3000' });
    lock.release();
  });
});
