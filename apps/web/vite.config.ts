import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (apps/api) listens on :3000; in development Vite serves the app on :5173 and forwards the server's paths.
const api = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/.well-known': api, '/dev': api },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle-budget test (src/bundle-budget.test.ts) reads dist/.vite/manifest.json.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
});
