import { and, eq, isNotNull } from 'drizzle-orm';
import type { Language, OrderStatus } from '@portal/domain';
import { renderMail } from '../../adapters/mail/index.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { findUserById } from '../users/index.ts';
import { loadOrderStates, toOrderView, type OrdersDeps } from './state.ts';
import { portalOrders } from './tables.ts';

/**
 * "Your campaign is delivering" (issue 31 §5): the advertiser is e-mailed once, in their language, when an approved
 * campaign's first impressions are counted. Approval marks the order (portal_orders.delivery_notice_due_at); a
 * schedule looks at the marked orders only, and for one that delivered clears its mark and queues its e-mail as a job
 * in one transaction: however many processes poll, and whatever restarts, the e-mail is sent once.
 */

export const DELIVERY_NOTICE_JOB = 'orders.delivery-notice';

/** Marked orders looked at in one poll: the oldest approvals first; the rest wait for the next poll. */
const BATCH = 200;

/** The campaign's detail page, in the advertiser's language (spec §2 hub routes). */
export function orderDetailLink(publicUrl: string, locale: Language, orderId: number): string {
  const base = publicUrl.replace(/\/+$/, '');
  return locale === 'fr'
    ? `${base}/fr/guichet/campagnes/${orderId}/detail/campagne/`
    : `${base}/en/hub/orders/${orderId}/detail/order/`;
}

/** Statuses in which an approved campaign may still deliver its first impression: its mark is kept. */
const AWAITING = new Set<OrderStatus>([
  'APPROVED',
  'READY',
  'PAUSED',
  'DELIVERING',
  'DELIVERY_EXTENDED',
  'COMPLETED',
]);

async function lookForDeliveries(deps: OrdersDeps, now: Date): Promise<void> {
  const marked = await deps.db
    .select()
    .from(portalOrders)
    .where(isNotNull(portalOrders.deliveryNoticeDueAt))
    .orderBy(portalOrders.deliveryNoticeDueAt)
    .limit(BATCH);
  if (marked.length === 0) return;
  for (const state of await loadOrderStates(deps, marked)) {
    const order = toOrderView(state);
    const delivered = order.lineItems.some((li) => li.stats.impressionsDelivered > 0);
    // Edited back to a draft, refused, archived: nothing to announce until a new approval marks it again.
    if (!delivered && AWAITING.has(order.status) && !order.isArchived) continue;
    await deps.db.transaction(async (tx) => {
      const [cleared] = await tx
        .update(portalOrders)
        .set({ deliveryNoticeDueAt: null })
        .where(and(eq(portalOrders.id, order.id), isNotNull(portalOrders.deliveryNoticeDueAt)))
        .returning({ id: portalOrders.id });
      if (cleared && delivered) {
        const payload = { orderId: order.id };
        await enqueueJob(tx, { kind: DELIVERY_NOTICE_JOB, key: String(order.id), payload, runAt: now }, now);
      }
    });
  }
}

/** Registers the schedule that finds delivering campaigns and the job that e-mails their owner. */
export function registerDeliveryNotices(runner: JobRunner, deps: OrdersDeps): void {
  runner.register(DELIVERY_NOTICE_JOB, async (job) => {
    const { orderId } = job.payload as { orderId: number };
    const [order] = await deps.db
      .select({ ownerId: portalOrders.ownerId, name: portalOrders.name })
      .from(portalOrders)
      .where(eq(portalOrders.id, orderId));
    const owner = order && (await findUserById(deps.db, order.ownerId));
    if (!order || !owner) return { orderId, sent: false };
    const locale: Language = owner.locale === 'en' ? 'en' : 'fr';
    await deps.mailer.send({
      to: owner.email,
      ...renderMail(locale, {
        kind: 'order-delivering',
        orderName: order.name,
        firstName: owner.firstName,
        link: orderDetailLink(deps.config.PUBLIC_URL, locale, orderId),
      }),
    });
    return { orderId, sent: true };
  });
  runner.schedule((now) => lookForDeliveries(deps, now));
}
