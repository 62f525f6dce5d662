// Makes a new embedded database folder: initdb, then the committed migrations; run by client.ts's makeDataFolder in
// a process of its own, so that initdb's memory goes with the process (issue 29).
//   node make-data-folder.mjs <data folder> <migrations folder> [postgresql.conf settings…]
// The database is made in a folder of its own inside the data folder, then moved into it, PG_VERSION last: a data
// folder without PG_VERSION was never finished and is made again (client.ts). The parent's end ends this process
// too (its stdin, a pipe from the parent, closes): a portal stopped while it makes its folder leaves nothing running.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MAKING_PREFIX = '.making-';
const [dataDir, migrationsFolder, ...postgresqlconf] = process.argv.slice(2);

process.stdin.on('end', () => process.exit(75));
process.stdin.on('error', () => process.exit(75));
process.stdin.resume();

fs.mkdirSync(dataDir, { recursive: true });
// What an earlier maker left when it was stopped (the parent holds the folder's lock: no other maker runs now).
for (const name of fs.readdirSync(dataDir)) {
  if (name.startsWith(MAKING_PREFIX)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
}
const making = path.join(dataDir, `${MAKING_PREFIX}${process.pid}`);
const client = new PGlite(making, { postgresqlconf });
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();

// Moved in, PG_VERSION last; a name an interrupted move left is replaced (the folder is no database without PG_VERSION).
const names = fs.readdirSync(making).filter((name) => name !== 'PG_VERSION');
for (const name of [...names, 'PG_VERSION']) {
  const target = path.join(dataDir, name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(path.join(making, name), target);
}
fs.rmdirSync(making);
process.exit(0);
