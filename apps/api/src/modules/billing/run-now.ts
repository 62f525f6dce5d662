import { billingRunTotals, calendarDate, hasPeriodBegun, type TBillingRun } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import { chargeDueInvoices, releaseEndedCampaignHolds, type ChargeDeps } from './charge.ts';
import { BILLING_JOB } from './jobs.ts';
import { runBilling, type BillingDeps } from './run.ts';

/**
 * A billing run asked now, by staff or by `npm run billing` (issue 28 §12): the run of a period, then the charge of
 * the invoices due and the release of the budgets held for campaigns over, as the scheduled job does (jobs.ts). A run
 * bills only what no run billed before (run.ts: the watermarks), so asking twice, or beside the scheduled run or
 * another process, bills each impression once.
 */
export async function runBillingNow(deps: BillingDeps & ChargeDeps, period: string): Promise<TBillingRun> {
  if (!hasPeriodBegun(period, calendarDate(deps.clock.now(), deps.timeZone))) {
    throw new AppError('BILLING_PERIOD_NOT_STARTED', { message: `${period} has not begun` });
  }
  const { invoices } = await runBilling(deps, period);
  const charged = await chargeDueInvoices(deps, { runId: `${BILLING_JOB}:${period}` });
  const released = await releaseEndedCampaignHolds(deps);
  return { period, invoices, ...billingRunTotals(invoices), charged, released: released.length };
}
