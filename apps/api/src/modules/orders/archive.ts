import { canArchive, canDelete, canUnarchive, isRunning, type TOrder } from '@portal/domain';
import { recordAudit, withAudit } from '../../platform/audit/record.ts';
import { AppError } from '../../platform/errors.ts';
import { voidPayment } from '../payments/index.ts';
import { findOwnedOrder } from './ownership.ts';
import {
  compensate,
  lifecycleOf,
  loadOrderState,
  refuse,
  toOrderView,
  withOrderClaim,
  type OrderState,
  type OrdersDeps,
} from './state.ts';
import { deleteOrderRow, deletePreAuthorizations, preAuthorizationsOf } from './store.ts';

/**
 * Ending a campaign (issue 31 §6, spec §3 isArchived, §4 ARCHIVED): archive any campaign, restore an archived draft,
 * delete one that never ran. The rules are the domain's (canArchive, canUnarchive, canDelete); each change holds the
 * order's claim and writes its entry in the audit trail.
 */

/**
 * The budget held on the card at submission, released (voided) for a campaign that will never run: an archived or
 * deleted one that was waiting for review. A void that fails is not the advertiser's concern: the card processor
 * lets a pre-authorisation lapse, and the record goes anyway, as the staff's disapproval does.
 */
async function releaseHeldBudget(deps: OrdersDeps, orderId: number): Promise<void> {
  const held = await preAuthorizationsOf(deps.db, orderId);
  for (const record of held) {
    if (record.preAuthorizationId) {
      await compensate(() => voidPayment(deps.payments, record.preAuthorizationId!));
    }
  }
  await deletePreAuthorizations(
    deps.db,
    held.map((r) => r.id),
  );
}

/**
 * POST /gam/orders/{id}/archive: the campaign stops at once and for good. Its running line items are paused (the
 * pause path every stop takes), then the ad server archives the order with its line items, which leaves them out of
 * serving. An approved campaign's held budget is released by the billing run once its delivery is invoiced
 * (releaseEndedPreAuthorizations); a pending one's at once. Refused: ORDER_ARCHIVED.
 */
export async function archiveOrder(deps: OrdersDeps, userId: number, orderId: number): Promise<TOrder> {
  const row = await findOwnedOrder(deps.db, userId, orderId);
  return withOrderClaim(deps, orderId, async () => {
    const state = await loadOrderState(deps, row);
    if (!canArchive(state.order)) throw refuse.orderArchived();
    const running = state.lineItems.filter((li) => !li.item.isArchived && isRunning(li.item.status));
    if (running.length > 0) {
      await deps.adServer.performLineItemAction(
        running.map((li) => li.item.id),
        'PAUSE',
      );
    }
    try {
      await deps.adServer.performOrderAction(orderId, 'ARCHIVE');
    } catch (error) {
      if (running.length > 0) await compensate(() => resumeAll(deps, running));
      throw error;
    }
    try {
      await deps.db.transaction(async (tx) => {
        await recordAudit(tx, {
          operation: 'order.archive',
          objectType: 'order',
          objectId: orderId,
          orderId,
          before: { isArchived: false },
          after: { isArchived: true },
        });
        for (const li of running) {
          await recordAudit(tx, {
            operation: 'lineItem.pause',
            objectType: 'lineItem',
            objectId: li.item.id,
            orderId,
            before: { status: li.item.status },
            after: { status: 'PAUSED' },
          });
        }
      });
    } catch (error) {
      // No change without its entry: the ad server's moves are undone.
      await compensate(() => deps.adServer.performOrderAction(orderId, 'UNARCHIVE'));
      if (running.length > 0) await compensate(() => resumeAll(deps, running));
      throw error;
    }
    if (state.order.status === 'PENDING_APPROVAL') await releaseHeldBudget(deps, orderId);
    return toOrderView(await loadOrderState(deps, row));
  });
}

function resumeAll(deps: OrdersDeps, items: OrderState['lineItems']) {
  return deps.adServer.performLineItemAction(
    items.map((li) => li.item.id),
    'RESUME',
  );
}

/**
 * POST /gam/orders/{id}/unarchive: an archived draft or refused campaign that never ran comes back as it was.
 * Refused: ORDER_NOT_ARCHIVED, ORDER_NOT_RESTORABLE (one that was submitted or approved: duplicate it instead).
 */
export async function unarchiveOrder(deps: OrdersDeps, userId: number, orderId: number): Promise<TOrder> {
  const row = await findOwnedOrder(deps.db, userId, orderId);
  return withOrderClaim(deps, orderId, async () => {
    const state = await loadOrderState(deps, row);
    if (!state.order.isArchived) {
      throw new AppError('ORDER_NOT_ARCHIVED', { message: 'The campaign is not archived' });
    }
    if (!canUnarchive(lifecycleOf(state))) {
      throw new AppError('ORDER_NOT_RESTORABLE', {
        message: 'Only an archived draft or refused campaign that never ran can be restored',
      });
    }
    await deps.adServer.performOrderAction(orderId, 'UNARCHIVE');
    try {
      await deps.db.transaction((tx) =>
        recordAudit(tx, {
          operation: 'order.unarchive',
          objectType: 'order',
          objectId: orderId,
          orderId,
          before: { isArchived: true },
          after: { isArchived: false },
        }),
      );
    } catch (error) {
      await compensate(() => deps.adServer.performOrderAction(orderId, 'ARCHIVE'));
      throw error;
    }
    return toOrderView(await loadOrderState(deps, row));
  });
}

/**
 * DELETE /gam/orders/{id}: a campaign that never ran goes for good: the ad server archives its order (which no
 * account sees without its portal row, as a failed creation leaves it), then its portal rows go with their line
 * items, creatives and pre-authorisation records, and a budget still held for a pending review is voided. Its entry stays in the account's
 * audit trail. Refused: ORDER_NOT_DELETABLE (a campaign that ran: archive it instead).
 */
export async function deleteOrder(deps: OrdersDeps, userId: number, orderId: number): Promise<void> {
  const row = await findOwnedOrder(deps.db, userId, orderId);
  await withOrderClaim(deps, orderId, async () => {
    const state = await loadOrderState(deps, row);
    const view = lifecycleOf(state);
    if (!canDelete(view)) {
      throw new AppError('ORDER_NOT_DELETABLE', {
        message: 'A campaign that was approved or delivered cannot be deleted: archive it',
      });
    }
    const wasArchived = state.order.isArchived;
    // Read before the rows go (they go with the order): the budget a pending review holds is released after.
    const held = await preAuthorizationsOf(deps.db, orderId);
    if (!wasArchived) await deps.adServer.performOrderAction(orderId, 'ARCHIVE');
    try {
      await withAudit(deps.db, (tx) => deleteOrderRow(tx, orderId), {
        operation: 'order.delete',
        objectType: 'order',
        objectId: orderId,
        orderId,
        before: { name: row.name, status: view.status },
        after: null,
      });
    } catch (error) {
      if (!wasArchived) await compensate(() => deps.adServer.performOrderAction(orderId, 'UNARCHIVE'));
      throw error;
    }
    for (const record of held) {
      if (record.preAuthorizationId) {
        await compensate(() => voidPayment(deps.payments, record.preAuthorizationId!));
      }
    }
  });
}
