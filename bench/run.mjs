// Runs a bench as `npm start` runs the portal (issue 13): its sources bundled by esbuild as apps/api/scripts/build.mjs
// bundles the server (no TypeScript compiled at run time, and no `keepNames`: tsx names every function made at run
// time with a defineProperty, which costs the hot paths' closures ~0.1 µs each), then run with the start's flags.
//   node bench/run.mjs serving-scale.ts [the bench's own options]
// The bundle is written beside the benches (bench/.<name>.bundle.mjs), so that their workers resolve as from source.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundleSources } from '../apps/api/scripts/build.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error('usage: node bench/run.mjs <bench>.ts [options]');
const source = path.resolve(import.meta.dirname, entry);
const outfile = path.join(import.meta.dirname, `.${path.basename(source, '.ts')}.bundle.mjs`);
await bundleSources(source, outfile);
const child = spawn(
  process.execPath,
  ['--max-semi-space-size=32', '--enable-source-maps', outfile, ...args],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
