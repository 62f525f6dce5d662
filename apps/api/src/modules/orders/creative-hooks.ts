import type { TCreative } from '@portal/domain';
import type { OrdersDeps } from './state.ts';

/**
 * Where orders meet creatives. The creatives module sits above orders (a creative is made on an owned line item), so
 * the orders module does not import it: it declares what it needs of creatives — the creatives of its line items,
 * shown on the order and read by submission readiness (spec §4 "distinct approved creative sizes >= placeholders"),
 * and copies of them when an order is duplicated — and server.ts plugs the creatives module in (decision 0023).
 */
export interface OrderCreatives {
  /** The creatives of each line item (every association, active or not), by line item id. */
  ofLineItems(lineItemIds: readonly number[]): Promise<Map<number, TCreative[]>>;
  /** Copies the creatives of each source line item onto its copy; both belong to ownerId, the copies to orderId. */
  copy(input: {
    ownerId: number;
    orderId: number;
    pairs: readonly { fromLineItemId: number; toLineItemId: number }[];
  }): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The creatives module behind the orders module's port (server.ts). */
    orderCreatives: OrderCreatives;
  }
}

/** The creatives of each line item, by line item id. */
export function lineItemCreatives(
  deps: OrdersDeps,
  lineItems: readonly { id: number }[],
): Promise<Map<number, TCreative[]>> {
  return deps.creatives.ofLineItems(lineItems.map((li) => li.id));
}

/**
 * Duplication (POST /gam/orders/{id}/duplicate): copies the creatives of each line item onto its copy once the
 * copies' portal rows exist (the duplicate is undone if this fails). Each copy has its own file and goes to review
 * again, so editing one order's creative never changes the other's.
 */
export async function copyLineItemCreatives(
  deps: OrdersDeps,
  input: Parameters<OrderCreatives['copy']>[0],
): Promise<void> {
  await deps.creatives.copy(input);
}
