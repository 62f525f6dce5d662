import { campaignEnded, isRunning, type HoldReason } from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import { voidPayment } from '../payments/index.ts';
import { loadOrderStates, type OrdersDeps } from './state.ts';
import {
  deletePreAuthorizations,
  ordersWithPreAuthorizations,
  ownerLineItemRows,
  setLineItemsPausedFor,
} from './store.ts';

/**
 * The orders side of a defaulted payment (issue 14, spec §8): the billing module decides when an account is held
 * (an invoice DEFAULTED) or free again (none left); this pauses and resumes its line items, and releases the budget
 * held on the card once a campaign is over and invoiced.
 *
 * Both directions are safe to repeat and to interrupt: the reason is written before the ad server pauses, so a
 * crash in between leaves a line item that the next hold pauses (the billing job holds every defaulted account
 * again), and a release resumes only line items the portal paused, never those the advertiser paused.
 */

export type { HoldReason };

/** Pauses the owner's running line items (READY, delivering) for PAYMENT; answers how many it paused. */
export function holdLineItemsForPayment(deps: OrdersDeps, ownerId: number): Promise<number> {
  return holdLineItems(deps, ownerId, 'PAYMENT');
}

/** Resumes (READY) the owner's line items the portal paused for PAYMENT, and forgets the reason; answers how many. */
export function releaseLineItemsFromPaymentHold(deps: OrdersDeps, ownerId: number): Promise<number> {
  return releaseLineItems(deps, ownerId, 'PAYMENT');
}

/** Pauses the owner's running line items (READY, delivering) for a reason; answers how many it paused. */
export async function holdLineItems(deps: OrdersDeps, ownerId: number, reason: HoldReason): Promise<number> {
  const rows = await ownerLineItemRows(deps.db, ownerId);
  if (rows.length === 0) return 0;
  const items = await deps.adServer.getLineItemsByOrders([...new Set(rows.map((r) => r.orderId))]);
  const orders = new Map(
    (await deps.adServer.getOrders([...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, o]),
  );
  const owned = new Set(rows.map((r) => r.id));
  const running = items.filter(
    (li) => owned.has(li.id) && !li.isArchived && !orders.get(li.orderId)?.isArchived && isRunning(li.status),
  );
  await setLineItemsPausedFor(
    deps.db,
    running.map((li) => li.id),
    reason,
  );
  let paused = 0;
  for (const li of running) {
    // One at a time: a line item that completed meanwhile refuses its pause, and the others still pause.
    try {
      await deps.adServer.performLineItemAction([li.id], 'PAUSE');
      paused += 1;
    } catch (error) {
      deps.log.warn({ err: error, lineItemId: li.id, reason }, 'a line item could not be paused');
      continue;
    }
    await recordHold(deps, ownerId, li, 'lineItem.pause', { status: li.status, pausedFor: null }, reason);
  }
  return paused;
}

/**
 * The entry of a line item the portal paused or resumed (the ad server's change, recorded right after it): the
 * caller's when a request made it (staff suspending, the advertiser paying), the platform's for the billing job.
 * A failed entry is logged: the hold itself is repeated by the next run, and never undone for want of its entry.
 */
async function recordHold(
  deps: OrdersDeps,
  ownerId: number,
  li: { id: number; orderId: number },
  operation: 'lineItem.pause' | 'lineItem.resume',
  before: { status: string; pausedFor: HoldReason | null },
  reason: HoldReason,
): Promise<void> {
  const after =
    operation === 'lineItem.pause'
      ? { status: 'PAUSED', pausedFor: reason }
      : { status: 'READY', pausedFor: null };
  try {
    await deps.db.transaction(async (tx) => {
      await recordAudit(tx, {
        operation,
        objectType: 'lineItem',
        objectId: li.id,
        orderId: li.orderId,
        before,
        after,
        subjectAccountId: ownerId,
        actor: 'system',
        at: deps.clock.now(),
      });
      // The account's webhooks (issue 32 §6): a line item paused for want of payment, sent once this commits.
      if (operation === 'lineItem.pause' && reason === 'PAYMENT') {
        await enqueueWebhookEvent(
          tx,
          {
            accountId: ownerId,
            type: 'line_item.paused_for_payment',
            data: { lineItemId: li.id, orderId: li.orderId, previousStatus: before.status },
          },
          deps.clock.now(),
        );
      }
    });
  } catch (error) {
    deps.log.warn({ err: error, lineItemId: li.id, operation }, 'the audit entry of a hold was not written');
  }
}

/** Resumes (READY) the owner's line items the portal paused for a reason, and forgets it; answers how many. */
export async function releaseLineItems(
  deps: OrdersDeps,
  ownerId: number,
  reason: HoldReason,
): Promise<number> {
  const held = (await ownerLineItemRows(deps.db, ownerId)).filter((r) => r.pausedFor === reason);
  if (held.length === 0) return 0;
  const items = await deps.adServer.getLineItemsByOrders([...new Set(held.map((r) => r.orderId))]);
  const ids = new Set(held.map((r) => r.id));
  let resumed = 0;
  for (const li of items) {
    if (!ids.has(li.id) || li.isArchived) continue;
    if (li.status !== 'PAUSED' && li.status !== 'PAUSED_INVENTORY_RELEASED') continue;
    try {
      await deps.adServer.performLineItemAction([li.id], 'RESUME');
      resumed += 1;
    } catch (error) {
      deps.log.warn({ err: error, lineItemId: li.id, reason }, 'a held line item could not resume');
      continue;
    }
    await recordHold(deps, ownerId, li, 'lineItem.resume', { status: li.status, pausedFor: reason }, reason);
  }
  await setLineItemsPausedFor(
    deps.db,
    held.map((r) => r.id),
    null,
  );
  return resumed;
}

/** A line item's delivery as the billing module weighs it against what it invoiced. */
export interface DeliveredLineItem {
  lineItemId: number;
  impressionsDelivered: number;
  budgetCents: number;
}

/**
 * Releases (voids) the budget held on the card at submission for every campaign that is over — archived, or all
 * its line items COMPLETED — and whose delivery `isInvoiced` says is all invoiced (the billing module knows).
 * Answers the ids of the orders released. A void that fails leaves the record for the next run.
 */
export async function releaseEndedPreAuthorizations(
  deps: OrdersDeps,
  isInvoiced: (lineItems: DeliveredLineItem[]) => Promise<boolean>,
): Promise<number[]> {
  const holding = await ordersWithPreAuthorizations(deps.db);
  if (holding.length === 0) return [];
  const states = new Map(
    (
      await loadOrderStates(
        deps,
        holding.map((h) => h.order),
      )
    ).map((s) => [s.order.id, s]),
  );
  const released: number[] = [];
  for (const { order, records } of holding) {
    const state = states.get(order.id);
    if (!state) continue;
    const view = {
      isArchived: state.order.isArchived,
      lineItems: state.lineItems.map((li) => ({ status: li.item.status, isArchived: li.item.isArchived })),
    };
    if (!campaignEnded(view)) continue;
    const delivered = state.lineItems.map((li) => ({
      lineItemId: li.item.id,
      impressionsDelivered: li.item.stats.impressionsDelivered,
      budgetCents: li.row.budgetCents,
    }));
    if (!(await isInvoiced(delivered))) continue;
    const voided: number[] = [];
    for (const record of records) {
      try {
        await voidPayment(deps.payments, record.preAuthorizationId!);
        voided.push(record.id);
      } catch (error) {
        deps.log.warn({ err: error, orderId: order.id }, 'a pre-authorisation could not be released');
      }
    }
    await deletePreAuthorizations(deps.db, voided);
    if (voided.length === records.length) released.push(order.id);
  }
  return released;
}
