import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** The job table's queries (decision 0012): enqueue by unique key, claim with FOR UPDATE SKIP LOCKED, finish. */

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueInput {
  kind: string;
  /** What makes the work unique within its kind: enqueuing a key again keeps the first job (e.g. 'period:2026-11'). */
  key: string;
  payload?: unknown;
  runAt: Date;
  maxAttempts?: number;
}

/** Adds a job unless one of this kind and key exists; answers the job of that key, new or not. */
export async function enqueueJob(db: Db, input: EnqueueInput, now: Date): Promise<JobRow> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      key: input.key,
      payload: input.payload ?? {},
      runAt: input.runAt,
      maxAttempts: input.maxAttempts ?? 5,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, input.kind), eq(jobs.key, input.key)));
  return existing;
}

/**
 * Claims the next due job of these kinds for a lease: queued and due, or running with its lease over (its process
 * died) and attempts left. One statement: the row is locked with SKIP LOCKED, so two processes never claim one job.
 */
export async function claimJob(
  db: Db,
  kinds: readonly string[],
  workerId: string,
  now: Date,
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const due = sql`(
    select id from jobs
    where kind in (${kindList})
      and attempts < max_attempts
      and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now}))
    order by run_at, id
    limit 1
    for update skip locked
  )`;
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(eq(jobs.id, due))
    .returning();
  return claimed;
}

/** Extends the lease of a job this worker still holds; false when another worker took it over. */
export async function extendLease(db: Db, id: number, workerId: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function completeJob(db: Db, id: number, workerId: string, result: unknown, now: Date) {
  await db
    .update(jobs)
    .set({ status: 'done', result: result ?? null, finishedAt: now, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/** A failed attempt: queued again at `retryAt`, or failed for good when it has no attempts left. */
export async function failJob(
  db: Db,
  job: JobRow,
  workerId: string,
  error: string,
  retryAt: Date,
  now: Date,
) {
  const last = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: last ? 'failed' : 'queued',
      runAt: last ? job.runAt : retryAt,
      lastError: error.slice(0, 2000),
      finishedAt: last ? now : null,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
}

export async function findJob(db: Db, kind: string, key: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
  return row;
}

/** Jobs stuck running past their lease with no attempts left: failed, so that they stop looking alive. */
export async function failAbandonedJobs(db: Db, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', lastError: 'lease expired after the last attempt', finishedAt: now })
    .where(
      and(
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, now),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    );
}
