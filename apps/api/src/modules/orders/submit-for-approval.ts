import { recordAudit } from '../../platform/audit/record.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import { randomUUID } from 'node:crypto';
import {
  lacksInventory,
  readForecast,
  isCreditStatusAcceptable,
  readyForApproval,
  ZCreditStatusSchema,
  type CreditStatus,
  type OrderStatus,
  type TSubmitForApprovalRequest,
} from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import { hasPaymentMethod, preAuthorizePayment } from '../payments/index.ts';
import { findUserById, updateBillingRegion } from '../users/index.ts';
import { findOwnedOrder } from './ownership.ts';
import {
  lifecycleOf,
  loadOrderState,
  refuse,
  toOrderView,
  withOrderClaim,
  type OrderState,
  type OrdersDeps,
} from './state.ts';
import {
  preAuthorizationRecord,
  preAuthorizationsOf,
  setPreAuthorizationId,
  updateOrderRow,
} from './store.ts';

/**
 * POST /gam/orders/{id}/submit-for-approval {force, country?, province?} (spec §4, §8; issue 31 §3): the order and all its line items go to
 * PENDING_APPROVAL (APPROVED at once with REVIEW_AUTO_APPROVE). In this order, each refusal changing nothing:
 * ORDER_ARCHIVED; ORDER_NOT_READY_FOR_APPROVAL (readyForApproval: placeholders, approved creative sizes, DRAFT or
 * DISAPPROVED); CREDIT_STATUS_UNACCEPTABLE; NoCreditCartException; NOT_ENOUGH_INVENTORY when the forecast cannot
 * deliver a line item in full and force is false; BadPreAuthException when the card declines the budget.
 *
 * The budget is pre-authorised exactly once per order and amount: the order's claim keeps two submissions from
 * running together (the second answers ORDER_IN_PROCESS), a record unique by order and amount remembers the
 * pre-authorisation across repeats and failures, and the processor is idempotent by the record's key.
 */
export async function submitOrderForApproval(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
  body: TSubmitForApprovalRequest,
): Promise<{ status: OrderStatus }> {
  const row = await findOwnedOrder(deps.db, userId, orderId);
  // The country and province the step asked (issue 31 §3) are the account's from now on, whatever comes of this
  // submission: its invoices are taxed there.
  if (body.country && body.province) {
    await updateBillingRegion(deps, userId, { country: body.country, province: body.province });
  }
  return withOrderClaim(deps, orderId, async () => {
    const state = await loadOrderState(deps, row);
    if (state.order.isArchived) throw refuse.orderArchived();
    const lifecycle = lifecycleOf(state);
    const budget = toOrderView(state).totalBudget ?? 0;
    if (await alreadySubmitted(deps, state, budget)) return { status: lifecycle.status };
    if (!readyForApproval(lifecycle)) {
      throw new AppError('ORDER_NOT_READY_FOR_APPROVAL', {
        message: 'Each format of the campaign needs an approved creative',
      });
    }
    if (!isCreditStatusAcceptable(await creditStatusOf(deps, userId))) {
      throw new AppError('CREDIT_STATUS_UNACCEPTABLE', {
        message: "The company's credit status is not acceptable",
      });
    }
    if (!(await hasPaymentMethod(deps.payments, userId))) {
      throw new AppError('NoCreditCartException', { message: 'No credit card is registered' });
    }
    if (!body.force) await assertInventory(deps, state);
    await preAuthorizeOnce(deps, userId, orderId, budget);

    const now = deps.clock.now();
    const before = { submittedAt: row.submittedAt, disapprovalReason: row.disapprovalReason };
    // In the review queue before the ad server changes it: the queue reads the status, so a failed submission
    // leaves at worst a row that the queue skips, never a submitted order missing from it.
    await updateOrderRow(deps.db, orderId, { submittedAt: now, disapprovalReason: null, updatedAt: now });
    let status: OrderStatus;
    try {
      status = (await deps.adServer.performOrderAction(orderId, 'SUBMIT_FOR_APPROVAL')).status;
    } catch (error) {
      await updateOrderRow(deps.db, orderId, before);
      throw error;
    }
    if (deps.config.REVIEW_AUTO_APPROVE) {
      status = (await deps.adServer.performOrderAction(orderId, 'APPROVE')).status;
      await updateOrderRow(deps.db, orderId, { submittedAt: null, deliveryNoticeDueAt: now });
    }
    await deps.db.transaction(async (tx) => {
      await recordAudit(tx, {
        operation: 'order.submit',
        objectType: 'order',
        objectId: orderId,
        orderId,
        before: { status: state.order.status },
        after: { status },
      });
      // Approved at once (REVIEW_AUTO_APPROVE): the account's webhooks are told as after a review (issue 32 §6).
      if (deps.config.REVIEW_AUTO_APPROVE) {
        await enqueueWebhookEvent(
          tx,
          {
            accountId: state.row.ownerId,
            type: 'order.approved',
            data: { orderId, name: state.row.name, status },
          },
          now,
        );
      }
    });
    return { status };
  });
}

/** A repeat of a submission that went through (the order sent, its budget held): answered without a change. */
async function alreadySubmitted(deps: OrdersDeps, state: OrderState, budget: number): Promise<boolean> {
  if (state.order.status !== 'PENDING_APPROVAL' && state.order.status !== 'APPROVED') return false;
  const records = await preAuthorizationsOf(deps.db, state.order.id);
  return records.some((r) => r.amountCents === budget && r.preAuthorizationId !== null) || budget === 0;
}

/** GET /gam/companies/credit-status: the caller's company credit status (ACTIVE unless the account says other). */
export async function creditStatusOf(deps: OrdersDeps, userId: number): Promise<CreditStatus> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('USER_NOT_PRESENT');
  const parsed = ZCreditStatusSchema.safeParse(user.creditStatus);
  // An unknown stored value is not one the portal can vouch for.
  return parsed.success ? parsed.data : 'INACTIVE';
}

/**
 * NOT_ENOUGH_INVENTORY unless the forecast delivers every live line item in full; never on a network whose traffic
 * history is too short to estimate (lacksInventory).
 */
async function assertInventory(deps: OrdersDeps, state: OrderState): Promise<void> {
  const items = state.lineItems.filter((li) => !li.item.isArchived).map((li) => li.item);
  const forecasts = await Promise.all(
    items.map((item) =>
      deps.adServer.getAvailability({
        lineItemId: item.id,
        units: item.units,
        startDateTime: item.startDateTime,
        endDateTime: item.endDateTime,
        creativePlaceholders: item.creativePlaceholders,
        targeting: item.targeting,
        frequencyCaps: item.frequencyCaps,
      }),
    ),
  );
  const short = forecasts.some((f, i) =>
    lacksInventory(readForecast(f, items[i]!.units, deps.config.FORECAST_MIN_HISTORY_DAYS)),
  );
  if (short) {
    throw new AppError('NOT_ENOUGH_INVENTORY', {
      message: 'The campaign cannot be delivered in full; submit it anyway with force',
    });
  }
}

/**
 * A budget raised on an order whose budget is held on the card (submitted, approved, delivering; issue 12 item 13):
 * the new amount is pre-authorised as submission does it, once (preAuthorizeOnce), before the change is written, so
 * a declined card (BadPreAuthException) leaves the line item as it was. Answers the amount now held, or null when
 * nothing was held (a draft or a disapproved order: submission holds it) or the amount is already covered.
 */
export async function preAuthorizeRaisedBudget(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
  amountCents: number,
): Promise<number | null> {
  const held = (await preAuthorizationsOf(deps.db, orderId)).filter((r) => r.preAuthorizationId !== null);
  if (held.length === 0 || held.some((r) => r.amountCents >= amountCents)) return null;
  await preAuthorizeOnce(deps, userId, orderId, amountCents);
  return amountCents;
}

/**
 * Holds the budget on the card once: the record of (order, amount) is created with a new idempotency key the first
 * time and reused after; a record whose processor answer is known is not sent again. A decline leaves the record
 * without an answer, so a retry (a new card) tries the same key again, which the processor allows.
 */
async function preAuthorizeOnce(deps: OrdersDeps, userId: number, orderId: number, amountCents: number) {
  if (amountCents === 0) return;
  const record = await preAuthorizationRecord(
    deps.db,
    orderId,
    amountCents,
    `order-${orderId}-${amountCents}-${randomUUID()}`,
    deps.clock.now(),
  );
  if (record.preAuthorizationId) return;
  const held = await preAuthorizePayment(deps.payments, userId, amountCents, record.idempotencyKey);
  await setPreAuthorizationId(deps.db, record.id, held.id);
}
