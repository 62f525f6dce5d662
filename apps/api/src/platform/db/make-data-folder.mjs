// Makes a new embedded database folder: initdb, then the committed migrations; run by client.ts's makeDataFolder in
// a process of its own, so that initdb's memory goes with the process (issue 29).
//   node make-data-folder.mjs <data folder> <migrations folder> [postgresql.conf settings…]
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, migrationsFolder, ...postgresqlconf] = process.argv.slice(2);
const client = new PGlite(dataDir, { postgresqlconf });
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
