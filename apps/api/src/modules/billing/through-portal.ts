import { ZBillingRunSchema, errorCodeOf, type TBillingRun } from '@portal/domain';
import { describeHolder, type LockHolder } from '../../platform/db/data-dir-lock.ts';
import { OPERATOR_TOKEN_HEADER } from './operator.ts';

/** Why the portal holding the data folder did not run the billing; the command prints it and fails. */
export class PortalBillingError extends Error {}

/**
 * Asks the portal holding the embedded database to run the billing of a period (`POST /admin/billing/runs` with its
 * operator token, decision 0022): the command never opens a folder a portal holds (issue 28 §12).
 */
export async function billThroughPortal(
  holder: LockHolder,
  dataDir: string,
  period: string,
): Promise<TBillingRun> {
  if (!holder.url || !holder.operatorToken) {
    throw new PortalBillingError(
      `The data folder ${dataDir} is in use by ${describeHolder(holder)}, which is not a portal answering on this ` +
        'machine (yet): wait for it to be up or to end, then run the billing again.',
    );
  }
  let answer: Response;
  try {
    answer = await fetch(`${holder.url}/api/v2/admin/billing/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: holder.operatorToken },
      body: JSON.stringify({ period }),
    });
  } catch (error) {
    throw new PortalBillingError(
      `The portal holding ${dataDir} (${describeHolder(holder)}) did not answer at ${holder.url}: ${String(error)}`,
    );
  }
  const body: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) {
    throw new PortalBillingError(
      `The portal holding ${dataDir} refused the billing of ${period}: ${answer.status} ${errorCodeOf(body) ?? ''}`.trim(),
    );
  }
  return ZBillingRunSchema.parse(body);
}
