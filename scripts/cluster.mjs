// `npm run cluster -- --processes 3`: N portal processes on one PostgreSQL and one Redis behind HAProxy (Debian's
// `haproxy` package), round-robin with health checks on /healthz (issue 30; README "Running several processes").
// What the processes must share is set for them: PUBLIC_URL (the balancer's address: the token issuer),
// DATABASE_URL, REDIS_URL, EXPORTS_DIR; what they must not share, DATA_DIR, is one folder each.
//
// Options: --processes N (2), --port P (the balancer's, 3000; processes on P+101…), --dir D (data/cluster),
// --source (run apps/api/src with tsx instead of the build in apps/api/dist: `npm run build` first otherwise).
// Environment: DATABASE_URL (postgres://postgres@127.0.0.1:5432/portal), REDIS_URL (redis://127.0.0.1:6379), and any
// other setting of the portal, passed to every process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: path.join(root, 'data', 'cluster') },
    source: { type: 'boolean', default: false },
  },
});
const count = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 32)
  fail('--processes must be a whole number from 1 to 32');
if (!Number.isInteger(port) || port < 1 || port > 65535 - 200) fail('--port must be a port number');

const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
if (!haproxy) fail("HAProxy is not installed: apt-get install -y haproxy (Debian's package)");

const dir = path.resolve(values.dir);
const shared = {
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  EXPORTS_DIR: process.env.EXPORTS_DIR ?? path.join(dir, 'exports'),
  // The balancer says who the visitor is (X-Forwarded-For).
  TRUST_PROXY: 'true',
};
fs.mkdirSync(shared.EXPORTS_DIR, { recursive: true });

const main = values.source
  ? ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')]
  : ['--max-semi-space-size=32', '--enable-source-maps', path.join(root, 'apps/api/dist/main.mjs')];
if (!values.source && !fs.existsSync(main.at(-1)))
  fail('no build in apps/api/dist: npm run build, or --source');

/** @type {{ name: string, port: number, child: import('node:child_process').ChildProcess }[]} */
const portals = [];
let balancer;
let stopping = false;

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  balancer?.kill('SIGTERM');
  for (const { child } of portals) child.kill('SIGTERM');
  // Each portal drains within 10 s (SIGTERM); then the cluster is gone.
  const left = () => portals.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const timer = setInterval(() => {
    if (left().length === 0) {
      clearInterval(timer);
      process.exit(code);
    }
  }, 100);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Starts portal i (again, on its own port and data folder, after it stopped: its beacon log is applied). */
function startPortal(i) {
  const name = `p${i + 1}`;
  const own = port + 101 + i;
  const child = spawn(process.execPath, main, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...shared,
      PORT: String(own),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, name),
    },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `cluster: portal ${name} (port ${own}) stopped (${signal ?? code}); the balancer skips it, started again in 1 s`,
    );
    setTimeout(() => {
      if (!stopping) startPortal(i);
    }, 1_000);
  });
  portals[i] = { name, port: own, child };
  if (portals.ready) console.log(`cluster restarted ${JSON.stringify({ name, port: own, pid: child.pid })}`);
}

async function healthy(own, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${own}/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

function haproxyConfig() {
  const servers = portals.map(({ name, port: own }) => `  server ${name} 127.0.0.1:${own} check`).join('\n');
  return `# Written by scripts/cluster.mjs: round-robin over the portal processes, health checks on /healthz.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A process that stops (SIGTERM) refuses new connections and answers its kept-alive ones 503 SERVER_SHUTTING_DOWN:
  # the request is tried again on another process. A process killed (kill -9) is skipped the same way.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503

frontend portal
  bind 127.0.0.1:${port}
  default_backend portals

backend portals
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1
${servers}
`;
}

/** The database of DATABASE_URL, made when it does not exist yet (the portal makes its tables itself). */
async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    if (error.code !== '3D000') fail(`DATABASE_URL: ${error.message}`);
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const server = new URL(url);
    server.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 10_000 });
    await admin.connect();
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    await admin.end();
    console.log(`cluster: database ${name} made`);
  }
}

fs.mkdirSync(dir, { recursive: true });
await ensureDatabase(shared.DATABASE_URL);
for (let i = 0; i < count; i += 1) startPortal(i);
// One at a time is not needed: the migrations are applied under an advisory lock.
const ready = await Promise.all(portals.map(({ port: own }) => healthy(own, 120_000)));
if (ready.some((ok) => !ok)) {
  console.error('cluster: a portal did not start within 2 minutes');
  stop(1);
} else {
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig());
  const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) fail(`HAProxy refused ${cfg}:\n${check.stderr}`);
  balancer = spawn(haproxy, ['-W', '-db', '-f', cfg], { stdio: ['ignore', 'inherit', 'inherit'] });
  balancer.on('exit', (code) => {
    if (!stopping) {
      console.error(`cluster: HAProxy stopped (${code})`);
      stop(1);
    }
  });
  await healthy(port, 10_000);
  console.log(
    `cluster: ${count} portal processes (ports ${port + 101}–${port + 100 + count}) behind HAProxy on ` +
      `${shared.PUBLIC_URL}; each process's data in ${dir}/p<N>; Ctrl-C stops them`,
  );
  portals.ready = true;
  // For scripts that wait on the cluster (the scale test): a line of its own.
  console.log(
    `cluster ready ${JSON.stringify({ url: `http://127.0.0.1:${port}`, portals: portals.map((p) => ({ name: p.name, port: p.port, pid: p.child.pid })) })}`,
  );
}
