import { calendarDate, type Language, type OrderStatus, type TReviewOrder } from '@portal/domain';
import { renderMail, type MailTemplate } from '../../adapters/mail/index.ts';
import {
  listPendingCreatives,
  reviewCreative,
  type CreativesDeps,
  type TCreativeReviewEntry,
  type TCreativeView,
} from '../creatives/index.ts';
import {
  decideOrderReview,
  orderDetailLink,
  orderForReview,
  ordersAwaitingReview,
  type OrdersDeps,
} from '../orders/index.ts';
import { findUserById } from '../users/index.ts';

/**
 * Review by platform staff (issue 4; roles editor and admin, architecture.md): the queues of orders and of
 * creatives waiting for review, approval, and disapproval with its reason e-mailed to the advertiser in their
 * language (the orders and creatives modules decide; this one tells the advertiser).
 */

export interface ReviewDeps {
  orders: OrdersDeps;
  creatives: CreativesDeps;
  publicUrl: string;
  /** Where a mail that could not be sent is reported: the decision stands, the reason stays on the order. */
  logMailFailure: (error: unknown) => void;
}

export function listOrdersForReview(deps: ReviewDeps, locale: Language): Promise<TReviewOrder[]> {
  return ordersAwaitingReview(deps.orders, locale);
}

/** GET /review/orders/{id}: one campaign whole, whatever its status (the queue's link to the full campaign). */
export function getOrderForReview(
  deps: ReviewDeps,
  orderId: number,
  locale: Language,
): Promise<TReviewOrder> {
  return orderForReview(deps.orders, orderId, locale);
}

/**
 * Approves an order and tells the advertiser in their language (issue 31 §5: the pending campaign promises this
 * e-mail), with the day its dates begin, or that it starts now when they have begun.
 */
export async function approveOrder(deps: ReviewDeps, orderId: number): Promise<{ status: OrderStatus }> {
  const decision = await decideOrderReview(deps.orders, orderId, { action: 'APPROVE' });
  const start = decision.startDateTime ? new Date(decision.startDateTime) : null;
  const startDate =
    start && start > deps.orders.clock.now() ? calendarDate(start, deps.orders.config.TIMEZONE) : null;
  await mailAdvertiser(deps, decision.ownerId, (locale, firstName) => ({
    kind: 'order-approved',
    orderName: decision.orderName,
    startDate,
    firstName,
    link: orderDetailLink(deps.publicUrl, locale, orderId),
  }));
  return { status: decision.status };
}

/** The creatives page of a line item (hub.orders.creatives), in the advertiser's language. */
function creativesLink(publicUrl: string, locale: Language, orderId: number, lineItemId: number): string {
  const base = publicUrl.replace(/\/+$/, '');
  return locale === 'fr'
    ? `${base}/fr/guichet/campagnes/${orderId}/elements/${lineItemId}/creatifs/`
    : `${base}/en/hub/orders/${orderId}/elements/${lineItemId}/creatives/`;
}

/**
 * Mails the advertiser in their language; a mail that cannot be sent is reported, and the decision stands (the
 * reason stays shown on the order or the creative).
 */
async function mailAdvertiser(
  deps: ReviewDeps,
  ownerId: number,
  template: (locale: Language, firstName: string) => MailTemplate,
): Promise<void> {
  const owner = await findUserById(deps.orders.db, ownerId);
  if (!owner) return;
  const locale: Language = owner.locale === 'en' ? 'en' : 'fr';
  try {
    await deps.orders.mailer.send({
      to: owner.email,
      ...renderMail(locale, template(locale, owner.firstName)),
    });
  } catch (error) {
    deps.logMailFailure(error);
  }
}

export async function disapproveOrder(
  deps: ReviewDeps,
  orderId: number,
  reason: string,
): Promise<{ status: OrderStatus }> {
  const decision = await decideOrderReview(deps.orders, orderId, { action: 'DISAPPROVE', reason });
  await mailAdvertiser(deps, decision.ownerId, (locale, firstName) => ({
    kind: 'order-disapproved',
    orderName: decision.orderName,
    reason,
    firstName,
    link: orderDetailLink(deps.publicUrl, locale, orderId),
  }));
  return { status: decision.status };
}

/** GET /review/creatives: every account's creatives in review, oldest first. */
export function listCreativesForReview(deps: ReviewDeps): Promise<TCreativeReviewEntry[]> {
  return listPendingCreatives(deps.creatives);
}

export async function approveCreative(
  deps: ReviewDeps,
  reviewerId: number,
  creativeId: number,
): Promise<TCreativeView> {
  return (await reviewCreative(deps.creatives, reviewerId, creativeId, 'approve')).creative;
}

/**
 * Disapproves a creative (REFUSED, INACTIVE on its line item) with an optional reason, shown with the creative and
 * e-mailed to the advertiser in their language with a link to the line item's creatives.
 */
export async function disapproveCreative(
  deps: ReviewDeps,
  reviewerId: number,
  creativeId: number,
  reason: string | undefined,
): Promise<TCreativeView> {
  const decision = await reviewCreative(deps.creatives, reviewerId, creativeId, 'disapprove', reason);
  const { creative, orderId } = decision;
  await mailAdvertiser(deps, decision.ownerId, (locale, firstName) => ({
    kind: 'creative-disapproved',
    creativeName: creative.name,
    orderName: decision.orderName,
    reason: creative.reviewReason,
    firstName,
    link: creativesLink(deps.publicUrl, locale, orderId, creative.lineItemId),
  }));
  return creative;
}
