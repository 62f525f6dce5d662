import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
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
