import { randomUUID } from 'node:crypto';
import { outsideRequest } from '../audit/context.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import {
  claimJob,
  completeJob,
  enqueueJob,
  extendLease,
  failAbandonedJobs,
  failJob,
  type EnqueueInput,
  type JobRow,
} from './queue.ts';

export type { JobRow } from './queue.ts';

/** Runs one job; what it answers is kept as the job's result. It may run again after a crash: make it repeatable. */
export type JobHandler = (job: JobRow) => Promise<unknown>;

/** Enqueues recurring work when it falls due (e.g. the billing of the month just ended); called at each poll. */
export type JobSchedule = (now: Date) => Promise<void>;

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerOptions {
  /** How often to look for due jobs; 0: this process runs none by itself (runDue still works). */
  pollMs: number;
  /** How long a claim holds before another process may take the job over; renewed while the job runs. */
  leaseMs?: number;
  log?: Logger;
}

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 3_600_000;

/**
 * The database job queue of one process (decision 0012): modules register handlers by kind and schedules; the
 * runner polls, claims due jobs one at a time and runs them. Several processes may run one each: the table and its
 * locks share the work. `stop()` (on app.close) waits for the job under way and stops polling.
 */
export class JobRunner {
  readonly workerId = randomUUID();
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules: JobSchedule[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly opts: JobRunnerOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 300_000;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  schedule(schedule: JobSchedule): void {
    this.schedules.push(schedule);
  }

  enqueue(input: Omit<EnqueueInput, 'runAt'> & { runAt?: Date }): Promise<JobRow> {
    const now = this.clock.now();
    return enqueueJob(this.db, { ...input, runAt: input.runAt ?? now }, now);
  }

  start(): void {
    if (this.opts.pollMs <= 0 || this.timer || this.stopped) return;
    const tick = () => {
      this.timer = null;
      if (this.stopped) return;
      void this.runDue().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.opts.pollMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Enqueues what the schedules say is due, then runs due jobs until none is left; answers how many ran. */
  runDue(): Promise<number> {
    // One pass at a time in a process: a poll that finds a pass under way joins it. A request may wake the queue
    // (a data export): the pass runs outside it, so the jobs' changes are never that caller's (audit trail).
    this.running ??= outsideRequest(() => this.pass()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    let ran = 0;
    try {
      const now = this.clock.now();
      for (const schedule of this.schedules) await schedule(now);
      await failAbandonedJobs(this.db, now);
      while (!this.stopped) {
        const job = await claimJob(
          this.db,
          [...this.handlers.keys()],
          this.workerId,
          this.clock.now(),
          this.leaseMs,
        );
        if (!job) break;
        await this.run(job);
        ran += 1;
      }
    } catch (error) {
      this.opts.log?.error({ err: error }, 'job queue');
    }
    return ran;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const renew = setInterval(() => {
      const until = new Date(this.clock.now().getTime() + this.leaseMs);
      void extendLease(this.db, job.id, this.workerId, until).catch(() => undefined);
    }, this.leaseMs / 3).unref();
    try {
      const result = await handler(job);
      await completeJob(this.db, job.id, this.workerId, result, this.clock.now());
      this.opts.log?.info({ job: job.id, kind: job.kind, key: job.key }, 'job done');
    } catch (error) {
      const now = this.clock.now();
      const delay = Math.min(RETRY_BASE_MS * 2 ** (job.attempts - 1), RETRY_MAX_MS);
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      await failJob(this.db, job, this.workerId, message, new Date(now.getTime() + delay), now);
      this.opts.log?.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
    } finally {
      clearInterval(renew);
    }
  }

  /** Stops polling and waits for the job under way (called before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
