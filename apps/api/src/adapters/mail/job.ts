import type { Db } from '../../platform/db/client.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import type { Mailer, MailMessage } from './index.ts';

/**
 * A mail sent later, as a job of the database's queue (decision 0012): enqueued in the transaction of what it tells,
 * so it is sent once that commits and never when it rolls back, by whichever process claims it, retried when the
 * mail server fails. Used where the time a request takes must not tell whether a mail was sent (issue 31 §12: an
 * agency's invitation answers alike for an e-mail with an account, which is mailed, and one without).
 */
export const MAIL_JOB = 'mail.send';

/** Enqueues `message` under `key` (unique: the same key is one mail) in the caller's transaction `tx`. */
export async function enqueueMail(tx: Db, key: string, message: MailMessage, now: Date): Promise<void> {
  await enqueueJob(tx, { kind: MAIL_JOB, key, payload: message, runAt: now }, now);
}

/** The runner sends the mails enqueued. */
export function registerMailJob(runner: JobRunner, mailer: Mailer): void {
  runner.register(MAIL_JOB, async (job) => {
    const message = job.payload as MailMessage;
    await mailer.send(message);
    return { to: message.to };
  });
}
