import {
  lineItemServes,
  orderServes,
  servesDespite,
  servingReasons,
  type TOrderDiagnosis,
} from '@portal/domain';
import { hasPaymentMethod } from '../payments/index.ts';
import { findOwnedOrder } from './ownership.ts';
import { liveLineItems, loadOrderState, type OrdersDeps } from './state.ts';

/**
 * GET /gam/orders/{id}/diagnosis (issue 31, "Why isn't my ad serving?"): for each line item of the campaign, the
 * reasons it does not deliver now. The ad server tells what serving weighs (AdServing.servingFacts: its status and
 * its order's, the flight, the booking, today's goal, the creatives by size, the visitors its targeting meets, the
 * caps reached, the audiences' sizes), the portal why it paused it and whether a card is on file; the domain's
 * servingReasons judges them with the predicates serving itself calls. Another account's order answers 404.
 */
export async function diagnoseOrder(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
): Promise<TOrderDiagnosis> {
  const state = await loadOrderState(deps, await findOwnedOrder(deps.db, userId, orderId));
  const lineItems = liveLineItems(state);
  const serving = deps.adServer.serving;
  const [facts, hasCard] = await Promise.all([
    serving ? serving.servingFacts(lineItems.map((li) => li.item.id)) : Promise.resolve([]),
    hasPaymentMethod(deps.payments, userId),
  ]);
  const factsById = new Map(facts.map((f) => [f.lineItemId, f]));
  const now = deps.clock.now().getTime();
  return {
    orderId,
    checkedAt: new Date(now).toISOString(),
    lineItems: lineItems.flatMap(({ row, item }) => {
      const known = factsById.get(item.id);
      if (!known) return [];
      const reasons = servingReasons(known, { pausedFor: row.pausedFor, hasCard }, now);
      return [
        {
          lineItemId: item.id,
          name: item.name,
          status: item.status,
          serving: orderServes(known.order) && lineItemServes(known) && servesDespite(reasons),
          reasons,
        },
      ];
    }),
  };
}
