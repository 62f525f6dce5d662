import { calendarDate, previousPeriod, zonedTimeToInstant } from '@portal/domain';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { chargeDueInvoices, releaseEndedCampaignHolds, type ChargeDeps } from './charge.ts';
import { runBilling, type BillingDeps } from './run.ts';

/** The job kind of a billing run; its key is the period, so each period's scheduled run exists once. */
export const BILLING_JOB = 'billing.run';

/** The hour of the 1st, in the platform time zone, at which the month just ended is billed. */
export const BILLING_HOUR = 1;

/**
 * Registers the billing run as a job (then the charge of the invoices still due and the release of the budgets held
 * for campaigns over and invoiced), and its schedule: from 01:00 on the 1st (platform time zone) the run of the
 * month just ended is due. Enqueued under the period's key, it exists once however many processes poll; a process
 * that dies while running it leaves it to be claimed again when its lease ends, and the run resumes (run.ts).
 */
export function registerBillingJobs(runner: JobRunner, deps: BillingDeps & ChargeDeps): void {
  runner.register(BILLING_JOB, async (job) => {
    const { period } = job.payload as { period: string };
    const result = await runBilling(deps, period);
    const charged = await chargeDueInvoices(deps, { runId: `${BILLING_JOB}:${period}` });
    const released = await releaseEndedCampaignHolds(deps);
    return { period, invoices: result.invoices.length, ...charged, released: released.length };
  });
  runner.schedule(async (now) => {
    const today = calendarDate(now, deps.timeZone);
    const [year, month] = today.split('-').map(Number);
    const period = previousPeriod(today);
    const runAt = zonedTimeToInstant({ year, month, day: 1, hour: BILLING_HOUR, minute: 0 }, deps.timeZone);
    await runner.enqueue({ kind: BILLING_JOB, key: period, payload: { period }, runAt });
  });
}
