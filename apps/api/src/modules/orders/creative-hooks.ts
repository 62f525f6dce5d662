import type { TCreative, TCreativePlaceholder } from '@portal/domain';
import { duplicateLineItemCreatives, listLineItemCreatives } from '../creatives/service.ts';
import type { OrdersDeps } from './state.ts';

/**
 * Where orders meet creatives: the orders module asks the creatives module (through its service) for the creatives
 * of its line items — shown on the order, and read by submission readiness (spec §4 "distinct approved creative
 * sizes >= placeholders") — and for copies of them when an order is duplicated.
 */

/** The creatives of each line item (every association, active or not), by line item id. */
export async function lineItemCreatives(
  deps: OrdersDeps,
  lineItems: readonly { id: number; creativePlaceholders: readonly TCreativePlaceholder[] }[],
): Promise<Map<number, TCreative[]>> {
  return listLineItemCreatives(
    deps.creatives,
    lineItems.map((li) => li.id),
  );
}

/**
 * Duplication (POST /gam/orders/{id}/duplicate): copies the creatives of each line item onto its copy once the
 * copies' portal rows exist (the duplicate is undone if this fails). Each copy has its own file and goes to review
 * again, so editing one order's creative never changes the other's.
 */
export async function copyLineItemCreatives(
  deps: OrdersDeps,
  input: {
    ownerId: number;
    orderId: number;
    pairs: readonly { fromLineItemId: number; toLineItemId: number }[];
  },
): Promise<void> {
  await duplicateLineItemCreatives(deps.creatives, input);
}
