import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/**
 * A new embedded data folder is made by a child process (make-data-folder.mjs, issue 29). A portal stopped while the
 * child works — killed outright, as a machine's shutdown or an operator's kill -9 does — must leave no child running
 * on the folder (a restarted portal would open it beside that child), and no half-made folder that passes for a
 * database: the next start makes it whole.
 */
const here = import.meta.dirname;
const script = path.join(here, 'make-data-folder.mjs');
const migrations = path.join(here, '../../../drizzle');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a data folder being made', () => {
  it(
    'ends its maker with the portal, and is made whole at the next start',
    { timeout: 120_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-making-'));
      dirs.push(dir);
      // A stand-in for the portal: it starts the maker as client.ts's makeDataFolder does (execFile, stdin a pipe).
      const parentScript = `
      const { execFile } = require('node:child_process');
      const child = execFile(process.execPath, ${JSON.stringify([script, dir, migrations])}, { cwd: ${JSON.stringify(here)} }, () => {});
      console.log(child.pid);
      setInterval(() => {}, 1000);`;
      const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
      const childPid = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
      );
      // Killed while the maker works in its own folder (initdb done, the migrations under way or about to be).
      await expect
        .poll(() => fs.readdirSync(dir).some((name) => name.startsWith('.making-')), {
          timeout: 60_000,
          interval: 20,
        })
        .toBe(true);
      parent.kill('SIGKILL');
      await expect.poll(() => alive(childPid), { timeout: 10_000, interval: 50 }).toBe(false);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);

      const database = await openDatabase({ dataDir: dir });
      try {
        expect(await database.ping()).toBe(true);
        const rows = await database.db.execute('select count(*)::int as n from users');
        expect(rows).toBeDefined();
      } finally {
        await database.close();
      }
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      expect(fs.readdirSync(dir).filter((name) => name.startsWith('.making-'))).toEqual([]);
    },
  );
});
