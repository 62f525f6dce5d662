// The set-up the bench scripts share: their command-line options for a load, a portal started in a child process as
// `npm start` runs it (or through tsx), an advertiser with campaigns made through the API, Chromium, the resident
// memory of a process, medians and the lines that print them. Nothing here imports the portal's sources, so the
// browser benches do not load the server; the portal built in the bench's own process is bench/inventory.ts's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Measure } from './load.ts';

/** The repository's root: the portal's commands run from there. */
export const ROOT = path.join(import.meta.dirname, '..');

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The machine's load averages (1, 5, 15 minutes), printed beside every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The options of a bench that loads a server (`parseArgs`): --duration (s), --connections, --runs. */
export function loadOptions(defaults: { duration: number; connections: number; runs: number }) {
  return {
    duration: { type: 'string', default: String(defaults.duration) },
    connections: { type: 'string', default: String(defaults.connections) },
    runs: { type: 'string', default: String(defaults.runs) },
  } as const;
}

/** Those options' values as numbers. */
export function loadSettings(values: { duration: string; connections: string; runs: string }) {
  return {
    duration: Number(values.duration),
    connections: Number(values.connections),
    runs: Number(values.runs),
  };
}

/** The decision as the serving benches ask it: a visitor's cookie and Québec as the region (GEO_HEADER). */
export const DECIDE_HEADERS = {
  'x-geo-region': 'CA-QC',
  cookie: 'vid=00000000-0000-4000-8000-000000000001',
};
/** Two of bench/inventory.ts's twenty sizes: each place holds N / 20 line items. */
export const DECIDE_PATH = '/ads/v1/decide?sizes=300x250,120x250&url=https%3A%2F%2Fpub.test%2F';

/** Runs of one target, by name, in the order they were measured. */
export class Runs {
  readonly byName: Record<string, Measure[]> = {};
  record(name: string, measure: Measure): void {
    (this.byName[name] ??= []).push(measure);
  }
  of(name: string): Measure[] {
    return this.byName[name] ?? [];
  }
  rps(name: string): number {
    return median(this.of(name).map((r) => r.rps));
  }
}

/** A target's medians on one line: req/s, p50, p99, its share (given), CPU, errors and each run's rate. */
export function medianLine(name: string, runs: Measure[], share: string, width = 26): string {
  const rps = median(runs.map((r) => r.rps));
  return (
    `${name.padEnd(width)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${median(runs.map((r) => r.p50)).toFixed(1)} ms  ` +
    `p99 ${median(runs.map((r) => r.p99)).toFixed(1)} ms  ${share}  ` +
    `CPU ${median(runs.map((r) => r.cpuUs)).toFixed(0)} µs/req  ` +
    `errors ${runs.reduce((n, r) => n + r.errors, 0)}  (runs: ${runs.map((r) => r.rps.toFixed(0)).join(', ')})`
  );
}

/** A CPU profile's functions by self time, the most first, as lines `12.3 %  name file[:line]`. */
export function selfTimeLines(
  nodes: readonly {
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[],
  opts: { top: number; withLine: boolean },
): string[] {
  const self = new Map<string, number>();
  let total = 0;
  for (const node of nodes) {
    const f = node.callFrame;
    const where =
      f.url.replace(/^.*\/(node_modules|src)\//, '$1/') + (opts.withLine ? `:${f.lineNumber + 1}` : '');
    const key = `${f.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
    total += node.hitCount ?? 0;
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, opts.top)
    .map(([key, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new data folder in the system's temporary folder. */
export const tempDataDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));

/** A process's resident memory and its high-water mark, in MB, from /proc. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
}

export interface PortalProcess {
  /** `http://<host>:<port>`. */
  base: string;
  child: ChildProcess;
  /** From the spawn to the first 200 of the ready path. */
  readyMs: number;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

export interface PortalOptions {
  dataDir: string;
  /** The built server as `npm start` runs it (`apps/api/dist/main.mjs`), else the sources through tsx. */
  built: boolean;
  port?: number;
  /** The host of `base` (and PUBLIC_URL when `publicUrl`): the browser benches use localhost. */
  host?: string;
  /** Sets PUBLIC_URL to `base` (the token issuer and the links in e-mails). */
  publicUrl?: boolean;
  /** What answers 200 once the portal is up: /healthz (the process listens) or /readyz (its database too). */
  readyPath?: '/healthz' | '/readyz';
  pollMs?: number;
  timeoutMs?: number;
  /** Variables on top of this process's; `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** The portal's stderr shown (its warnings), else ignored. */
  showErrors?: boolean;
}

/** The portal in a child process, with the flags `npm start` gives Node, once it answers its ready path. */
export async function startPortal(opts: PortalOptions): Promise<PortalProcess> {
  const port = opts.port ?? (await freePort());
  const base = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  const entry = opts.built
    ? ['--enable-source-maps', 'apps/api/dist/main.mjs']
    : ['--import', 'tsx', 'apps/api/src/main.ts'];
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'warn',
    ...(opts.publicUrl ? { PUBLIC_URL: base } : {}),
    ...opts.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const begun = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', opts.showErrors ? 'inherit' : 'ignore'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = `${base}${opts.readyPath ?? '/healthz'}`;
  const deadline = begun + (opts.timeoutMs ?? 120_000);
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the portal did not answer ${url} (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 50));
  }
  return { base, child, readyMs: Math.round(performance.now() - begun), stop };
}

/**
 * The portal as the browser benches load it: its sources through tsx, serving the built web app, on a new data
 * folder, `localhost` as its public address, up once /readyz answers; `stop` also removes the folder.
 */
export async function browserPortal(prefix: string): Promise<PortalProcess> {
  const dataDir = tempDataDir(prefix);
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const portal = await startPortal({
      built: false,
      dataDir,
      host: 'localhost',
      publicUrl: true,
      readyPath: '/readyz',
      pollMs: 250,
      showErrors: true,
    });
    return { ...portal, stop: () => portal.stop().then(removeData) };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** One call of the portal's API, as the web app makes it; a failure throws with the answer. */
export async function callApi(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      language: 'fr',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * An advertiser registered through the API (its code read from the development outbox, /dev/mail.json) with
 * `campaigns` standard campaigns; answers its access token.
 */
export async function advertiserWithCampaigns(base: string, campaigns: number): Promise<string> {
  const email = `bench.${Date.now()}@example.test`;
  await callApi(base, 'POST', '/api/v2/auth/cognito/pre-register', { email, resend: false });
  const mails = (await (await fetch(`${base}/dev/mail.json`)).json()) as { to: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)!.text)![1];
  const { jwtToken } = await callApi(base, 'POST', '/api/v2/auth/cognito/register', {
    email,
    verificationCode: code,
    password: 'Campagne2025',
    firstName: 'Éloïse',
    lastName: 'Tremblay',
    locale: 'fr',
  });
  const token = String(jwtToken);
  const types = (await callApi(base, 'GET', '/api/v2/gam/order-types', undefined, token)) as unknown as {
    name: string;
    typeId: number;
    customFieldId: number;
  }[];
  const { typeId, customFieldId } = types.find((type) => type.name === 'standard')!;
  for (let i = 1; i <= campaigns; i += 1) {
    const campaign = { name: `Campagne ${i}`, notes: '', typeId, customFieldId };
    await callApi(base, 'POST', '/api/v2/gam/orders', campaign, token);
  }
  return token;
}

/** Headless Chromium (CHROME_PATH, else Debian's) driven by puppeteer, loaded only by the benches that use it. */
export async function launchChromium() {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
