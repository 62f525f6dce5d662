import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core: left to itself Vitest ran one worker on the 2-core CI machine, and the API tests (each with a
    // database of its own) took 290 s instead of 192.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // On PostgreSQL: the run's test databases, dropped at its end (each test app drops its own in the background).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // One module graph per worker, not per file: the server's modules and PGlite's compiled WebAssembly
          // are loaded once (half the CPU of the API tests). Each test builds its own app and database anyway.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
