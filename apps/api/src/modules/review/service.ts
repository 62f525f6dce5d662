import type { Language, OrderStatus, TReviewOrder } from '@portal/domain';
import { renderMail } from '../../adapters/mail/index.ts';
import { decideOrderReview, ordersAwaitingReview, type OrdersDeps } from '../orders/service.ts';
import { findUserById } from '../users/service.ts';

/**
 * Review by platform staff (issue 4; roles editor and admin, architecture.md): the queue of orders waiting for
 * approval, approval, and disapproval with its reason e-mailed to the advertiser in their language. Creative
 * review joins here with the creatives module.
 */

export interface ReviewDeps {
  orders: OrdersDeps;
  publicUrl: string;
  /** Where a mail that could not be sent is reported: the decision stands, the reason stays on the order. */
  logMailFailure: (error: unknown) => void;
}

export function listOrdersForReview(deps: ReviewDeps): Promise<TReviewOrder[]> {
  return ordersAwaitingReview(deps.orders);
}

export async function approveOrder(deps: ReviewDeps, orderId: number): Promise<{ status: OrderStatus }> {
  const { status } = await decideOrderReview(deps.orders, orderId, { action: 'APPROVE' });
  return { status };
}

/** The campaign's detail page of the web app, in the advertiser's language (spec §2 hub routes). */
function orderDetailLink(publicUrl: string, locale: Language, orderId: number): string {
  const base = publicUrl.replace(/\/+$/, '');
  return locale === 'fr'
    ? `${base}/fr/guichet/campagnes/${orderId}/detail/campagne/`
    : `${base}/en/hub/orders/${orderId}/detail/order/`;
}

export async function disapproveOrder(
  deps: ReviewDeps,
  orderId: number,
  reason: string,
): Promise<{ status: OrderStatus }> {
  const decision = await decideOrderReview(deps.orders, orderId, { action: 'DISAPPROVE', reason });
  const owner = await findUserById(deps.orders.db, decision.ownerId);
  if (owner) {
    const locale: Language = owner.locale === 'en' ? 'en' : 'fr';
    try {
      await deps.orders.mailer.send({
        to: owner.email,
        ...renderMail(locale, {
          kind: 'order-disapproved',
          orderName: decision.orderName,
          reason,
          firstName: owner.firstName,
          link: orderDetailLink(deps.publicUrl, locale, orderId),
        }),
      });
    } catch (error) {
      deps.logMailFailure(error);
    }
  }
  return { status: decision.status };
}
