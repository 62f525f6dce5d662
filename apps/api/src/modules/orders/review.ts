import { DEFAULTED_CREDIT_STATUS, type Language, type OrderStatus, type TReviewOrder } from '@portal/domain';
import { withAudit } from '../../platform/audit/record.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import { AppError } from '../../platform/errors.ts';
import { hasPaymentMethod, voidPayment } from '../payments/index.ts';
import { findUserById } from '../users/index.ts';
import { holdLineItems } from './payment-hold.ts';
import { withAudienceNames } from './orders.ts';
import {
  compensate,
  loadOrderState,
  loadOrderStates,
  refuse,
  toOrderView,
  withOrderClaim,
  type OrdersDeps,
} from './state.ts';
import {
  deletePreAuthorizations,
  findOrderRow,
  preAuthorizationsOf,
  submittedOrders,
  updateOrderRow,
} from './store.ts';

/**
 * The orders side of staff review (issue 4): the queue of orders waiting for approval, and the decision on one.
 * Staff act on any account's order, so these take no user id: the review routes are for editors and admins only.
 */

/**
 * Orders PENDING_APPROVAL, oldest submission first, with their owners and each line item's audiences named in the
 * language (issue 31 §17: staff see what they approve).
 */
export async function ordersAwaitingReview(
  deps: OrdersDeps,
  locale: Language = 'fr',
): Promise<TReviewOrder[]> {
  const rows = await submittedOrders(deps.db);
  const states = new Map(
    (
      await loadOrderStates(
        deps,
        rows.map((r) => r.order),
      )
    ).map((s) => [s.order.id, s]),
  );
  const waiting = rows.flatMap(({ order, owner }) => {
    const state = states.get(order.id);
    if (!state || state.order.status !== 'PENDING_APPROVAL' || state.order.isArchived) return [];
    return [{ state, owner, submittedAt: order.submittedAt }];
  });
  return Promise.all(
    waiting.map(({ state, owner, submittedAt }) =>
      withAudienceNames(
        deps,
        {
          ...toOrderView(state),
          owner: {
            userId: owner.id,
            email: owner.email,
            firstName: owner.firstName,
            lastName: owner.lastName,
          },
          submittedAt: submittedAt?.toISOString() ?? null,
        },
        owner.id,
        locale,
      ),
    ),
  );
}

/**
 * One order of any account and status as staff read it (issue 31 §17: the review's link to the full campaign), with
 * its owner and its audiences named; NOT_FOUND (404) when there is none.
 */
export async function orderForReview(
  deps: OrdersDeps,
  orderId: number,
  locale: Language = 'fr',
): Promise<TReviewOrder> {
  const row = await findOrderRow(deps.db, orderId);
  const owner = row ? await findUserById(deps.db, row.ownerId) : undefined;
  if (!row || !owner) throw new AppError('NOT_FOUND', { message: 'No such order' });
  const state = await loadOrderState(deps, row);
  return withAudienceNames(
    deps,
    {
      ...toOrderView(state),
      owner: { userId: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName },
      submittedAt: row.submittedAt?.toISOString() ?? null,
    },
    owner.id,
    locale,
  );
}

export interface ReviewDecision {
  status: OrderStatus;
  ownerId: number;
  orderId: number;
  orderName: string;
  /** When the order's first line item starts (ISO 8601), null without one. */
  startDateTime: string | null;
}

/**
 * Approves (order APPROVED, line items READY) or disapproves (order and line items DISAPPROVED, the reason kept for
 * the advertiser) an order PENDING_APPROVAL; ORDER_NOT_EDITABLE (409) in any other status. A disapproval releases
 * the budget held on the card, so a new submission holds it again.
 */
export async function decideOrderReview(
  deps: OrdersDeps,
  orderId: number,
  decision: { action: 'APPROVE' } | { action: 'DISAPPROVE'; reason: string },
): Promise<ReviewDecision> {
  const row = await findOrderRow(deps.db, orderId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such order' });
  const decided = await withOrderClaim(deps, orderId, async () => {
    const state = await loadOrderState(deps, row);
    if (state.order.isArchived) throw refuse.orderArchived();
    if (state.order.status !== 'PENDING_APPROVAL') {
      throw new AppError('ORDER_NOT_EDITABLE', {
        message: `The campaign is ${state.order.status}, not pending approval`,
      });
    }
    const order = await deps.adServer.performOrderAction(orderId, decision.action);
    const reason = decision.action === 'DISAPPROVE' ? decision.reason : null;
    const now = deps.clock.now();
    const update = async (tx: typeof deps.db) => {
      await updateOrderRow(tx, orderId, {
        submittedAt: null,
        disapprovalReason: reason,
        // The advertiser is told once the approved campaign delivers its first impressions (delivery-notice.ts).
        deliveryNoticeDueAt: decision.action === 'APPROVE' ? now : null,
        updatedAt: now,
      });
      // The account's webhooks (issue 32 §6), sent once this commits.
      await enqueueWebhookEvent(
        tx,
        {
          accountId: row.ownerId,
          type: decision.action === 'APPROVE' ? 'order.approved' : 'order.disapproved',
          data: { orderId, name: row.name, status: order.status, ...(reason === null ? {} : { reason }) },
        },
        now,
      );
    };
    await withAudit(deps.db, update, {
      operation: decision.action === 'APPROVE' ? 'order.approve' : 'order.disapprove',
      objectType: 'order',
      objectId: orderId,
      orderId,
      before: { status: state.order.status, disapprovalReason: row.disapprovalReason },
      after: { status: order.status, disapprovalReason: reason },
      subjectAccountId: row.ownerId,
    });
    if (decision.action === 'DISAPPROVE') {
      const held = await preAuthorizationsOf(deps.db, orderId);
      for (const record of held) {
        if (record.preAuthorizationId)
          await compensate(() => voidPayment(deps.payments, record.preAuthorizationId!));
      }
      await deletePreAuthorizations(
        deps.db,
        held.map((r) => r.id),
      );
    }
    return {
      status: order.status,
      ownerId: row.ownerId,
      orderId,
      orderName: row.name,
      startDateTime: toOrderView(state).startDateTime ?? null,
    };
  });
  if (decision.action === 'APPROVE') await holdIfAccountHeld(deps, row.ownerId);
  return decided;
}

/**
 * A campaign approved while its account is held does not deliver: an account with a defaulted invoice (issue 14)
 * or no card on file any more (issue 31 §4), or suspended by staff (issue 16) has its running line items paused at
 * once for that reason, as the billing job, the card's deletion or the suspension would have done, and released with
 * the others when the hold lifts.
 */
async function holdIfAccountHeld(deps: OrdersDeps, ownerId: number): Promise<void> {
  const owner = await findUserById(deps.db, ownerId);
  if (!owner) return;
  if (owner.suspendedAt) await holdLineItems(deps, ownerId, 'SUSPENSION');
  else if (owner.creditStatus === DEFAULTED_CREDIT_STATUS) await holdLineItems(deps, ownerId, 'PAYMENT');
  // The card was deleted while the campaign awaited approval (issue 31 §4): nothing serves without a card.
  else if (!(await hasPaymentMethod(deps.payments, ownerId))) await holdLineItems(deps, ownerId, 'PAYMENT');
}
