// Builds the API server into one JavaScript module, apps/api/dist/main.mjs, which `npm start` runs (issue 13 §4):
// no TypeScript compiled at start, less memory and a quicker start than running the sources through tsx. The
// project's own sources (the API and @portal/domain) are bundled; every package of node_modules stays an import.
// A source's `import.meta.dirname` (data files, migrations, the web app's build) is its own folder, written in at
// build time: the bundle runs where it was built, as `npm start` builds it.
//   node apps/api/scripts/build.mjs
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.join(import.meta.dirname, '..');

/** Bundles `entry` and the project's sources it imports into `outfile` (the benches use it too: bench/run.mjs). */
export const bundleSources = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Packages that still `require` (CommonJS inside the bundle) get one.
    banner: {
      js: "import { createRequire as __require } from 'node:module'; const require = __require(import.meta.url);",
    },
    plugins: [
      {
        name: 'portal-sources',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: fs
              .readFileSync(args.path, 'utf8')
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
            loader: 'ts',
          }));
        },
      },
    ],
  });

if (process.argv[1] === import.meta.filename) {
  await bundleSources(path.join(api, 'src/main.ts'), path.join(api, 'dist/main.mjs'));
}
