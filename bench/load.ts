// What the benches share to load a server: one run of a load generator in a child process (bench/load-worker.mjs,
// autocannon as fast as the server answers; bench/paced-worker.mjs, open loop at an offered rate), so that the
// generator has the other core and the servers measured stay in the bench's process, side by side.
import { fork } from 'node:child_process';

export interface Measure {
  rps: number;
  /** The servers' CPU time (this process: the load generator is another) per request, in µs. */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
  /** With `drain` (paced-worker.mjs): what was sent and acknowledged, in all and per cookie. */
  sent?: number;
  acked?: number;
  ackedBy?: number[];
  unsent?: number;
  unanswered?: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
  /** Each request takes the next path in turn. */
  paths?: string[];
  /** Each request takes the next Cookie header in turn. */
  cookies?: string[];
  /** With `cookies`: each request takes one of them at random rather than the next (a pool of visitors). */
  randomCookies?: boolean;
  /** Requests a second offered at a steady rate (open loop); without it, as fast as the server answers. */
  rate?: number;
  /** Open loop: once the time is up, wait for the requests under way and report what was acknowledged. */
  drain?: boolean;
}

/** One load run against `url`. */
export function measure(url: string, opts: LoadOptions): Promise<Measure> {
  const worker = opts.rate ? './paced-worker.mjs' : './load-worker.mjs';
  const child = fork(new URL(worker, import.meta.url), { execArgv: [] });
  child.send({ url, ...opts });
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    child.once('message', (m: Omit<Measure, 'cpuUs'>) => {
      const used = process.cpuUsage(cpu);
      resolve({ ...m, cpuUs: (used.user + used.system) / (m.rps * opts.duration) });
    });
    child.once('error', reject);
  });
}
