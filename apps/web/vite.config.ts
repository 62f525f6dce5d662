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
    rolldownOptions: {
      // Zod schemas are pure values: an unused one (the domain's modules define many) is dropped, so a screen that
      // imports one small rule function does not ship zod.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // The login form's parts and everything they need, as one chunk loaded with the entry: split in a
              // dozen small shared chunks they cost ~6 KB gzip more (bundle budget, src/bundle-budget.test.ts).
              name: 'shell',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](TextInput|Transition)[\\/]|features[\\/]accounts[\\/](AccountLink|captcha|use-complete-sign-in|api[\\/]login)\.tsx?$|app[\\/]ui[\\/]FormAlert\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
