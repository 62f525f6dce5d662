import type { AdServer } from '../../adapters/adserver/index.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { paymentsDeps } from '../payments/index.ts';
import type { AssetStorage } from '../../adapters/storage/index.ts';
import type { TeamNotice } from '../targeting/index.ts';
import type { OrderCreatives } from './creative-hooks.ts';
import type { OrdersDeps } from './state.ts';

/**
 * Orders and line items (issue 4): what other modules and the routes may call. One file per operation beside it
 * (orders.ts, line-items.ts, submit-for-approval.ts, review.ts, forecast.ts, archive.ts); state.ts holds what they share.
 */

export type { OrdersDeps } from './state.ts';
export { findOwnedLineItem, findOwnedOrder, type OwnedLineItem, type OwnedOrder } from './ownership.ts';
export { createOrder, duplicateOrder, getOrder, listOrders, listOrdersPage, updateOrder } from './orders.ts';
export { changeLineItemDelivery, createLineItem, updateLineItem } from './line-items.ts';
export { creditStatusOf, submitOrderForApproval } from './submit-for-approval.ts';
export { forecastLineItem } from './forecast.ts';
export { archiveOrder, deleteOrder, unarchiveOrder } from './archive.ts';
export {
  holdLineItems,
  holdLineItemsForPayment,
  releaseEndedPreAuthorizations,
  releaseLineItems,
  releaseLineItemsFromPaymentHold,
  type DeliveredLineItem,
} from './payment-hold.ts';
export { decideOrderReview, orderForReview, ordersAwaitingReview, type ReviewDecision } from './review.ts';

export function ordersDeps(app: {
  log: TeamNotice;
  database: { db: Db };
  clock: Clock;
  adServer: AdServer;
  mailer: Mailer;
  paymentGateway: PaymentGateway;
  assetStorage: AssetStorage;
  config: Config;
  orderCreatives: OrderCreatives;
}): OrdersDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    adServer: app.adServer,
    mailer: app.mailer,
    payments: paymentsDeps(app),
    creatives: app.orderCreatives,
    log: app.log,
    config: app.config,
  };
}
