// Start time and memory (issue 13 §4, issue 29): starts the portal as `npm start` runs it (built web app, embedded
// database) on a new data folder, then again on the folder that first start made; for each, the time to a 200 from
// /healthz and its resident memory then and a minute later.
//   npm run build && node bench/start-memory.mjs [--wait 60]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { wait: { type: 'string', default: '60' }, port: { type: 'string', default: '3977' } },
});
const root = path.join(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
const url = `http://127.0.0.1:${values.port}/healthz`;

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function start() {
  const begun = performance.now();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--enable-source-maps', 'apps/api/dist/main.mjs'],
    {
      cwd: root,
      env: { ...process.env, PORT: values.port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, readyMs: Math.round(performance.now() - begun) };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the portal, waits, prints its time to ready and its RSS at ready and `--wait` seconds later, stops it. */
async function measure(what) {
  const { child, readyMs } = await start();
  console.log(`${what}: ready in ${readyMs} ms, RSS ${rssMb(child.pid)} MB`);
  await new Promise((resolve) => setTimeout(resolve, Number(values.wait) * 1000));
  console.log(`${what}: RSS ${values.wait} s after start: ${rssMb(child.pid)} MB`);
  await stop(child);
}

await measure('new data folder');
await measure('existing data folder');
fs.rmSync(dataDir, { recursive: true, force: true });
