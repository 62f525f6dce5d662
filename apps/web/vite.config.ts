import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

// The API (apps/api) listens on :3000; in development Vite serves the app on :5173 and forwards the server's paths.
const api = 'http://localhost:3000';

/**
 * The domain's messages.ts imports both languages' catalogues; the web puts src/lib/domain-messages.ts in its place,
 * the same functions over the catalogue i18next loaded for the language in use (issue 13 §1).
 */
function domainMessagesOfOneLanguage(): Plugin {
  const domainSrc = path.resolve(import.meta.dirname, '../../packages/domain/src');
  const replacement = path.resolve(import.meta.dirname, 'src/lib/domain-messages.ts');
  return {
    name: 'portal:domain-messages-of-one-language',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './messages.ts' && importer && path.dirname(importer) === domainSrc) return replacement;
      return null;
    },
  };
}

/**
 * React Router's package exports only its development build (dev checks and warnings, ~9 KB gzip more); its
 * production build sits beside it in dist/production. The app's build uses that one.
 */
function reactRouterProduction() {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = (file: string) =>
    path.join(path.dirname(development).replace(/[\\/]development$/, `${path.sep}production`), file);
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  plugins: [react(), domainMessagesOfOneLanguage(), precompress()],
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
    // <link rel="modulepreload"> is native in every browser the es2022 target runs in (Chrome 66, Firefox 115,
    // Safari 17): no polyfill in the entry.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      // Zod schemas are pure values: an unused one (the domain's modules define many) is dropped, so a screen that
      // imports one small rule function does not ship zod.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Message chunks carry their language and namespace (`messages-fr-orders-…`), so that a page's loads say
        // which language it fetched (e2e/page-weight.spec.ts).
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? '';
          const message =
            /[\\/]locales[\\/](fr|en)[\\/]([\w-]+)\.json$/.exec(id) ??
            /[\\/]core-messages\.(fr|en)\.ts$/.exec(id);
          return message
            ? `assets/messages-${message[1]}-${message[2] ?? 'core'}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            {
              // The login form's parts and everything they need, as one chunk loaded with the entry: split in a
              // dozen small shared chunks they cost ~6 KB gzip more (bundle budget, src/bundle-budget.test.ts).
              name: 'shell',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](TextInput|Transition)[\\/]|features[\\/]accounts[\\/](AccountLink|captcha|use-complete-sign-in|api[\\/]login)\.tsx?$|src[\\/]components[\\/]FormAlert\.tsx$/,
            },
          ],
        },
      },
    },
  },
}));
