import { campaignsNeedingCard } from '@portal/domain';
import type { CardDependents } from '../payments/index.ts';
import { listOrders } from './orders.ts';
import { holdLineItemsForPayment } from './payment-hold.ts';
import type { OrdersDeps } from './state.ts';

/**
 * The orders module behind the payments module's port (issue 31 §4, server.ts plugs it in): the campaigns that rely
 * on the card on file, by the domain's rule on the owner's order list (archived ones included, which the rule
 * leaves out), and the pause for payment of those that run once the advertiser deleted the card anyway.
 */
export function cardDependentsOf(deps: OrdersDeps): CardDependents {
  return {
    campaigns: async (ownerId) => campaignsNeedingCard((await listOrders(deps, ownerId, {}))[1]),
    pauseForPayment: (ownerId) => holdLineItemsForPayment(deps, ownerId),
  };
}
