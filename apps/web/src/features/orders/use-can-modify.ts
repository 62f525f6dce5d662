import type { TOrder } from '@portal/domain';
import { useCan } from '../../lib/account-role.ts';
import { canModify } from './order-view.ts';

/**
 * Whether the signed-in member may change campaigns (issue 33: the role's `campaigns.write`; a Billing member or a
 * Viewer sees them read-only), and a campaign's steps: its state allows it (canModify) and so does the role.
 */
export function useCampaignsWritable(): boolean {
  return useCan()('campaigns.write');
}

export function useCanModify(): (order: TOrder) => boolean {
  const writable = useCampaignsWritable();
  return (order) => writable && canModify(order);
}
