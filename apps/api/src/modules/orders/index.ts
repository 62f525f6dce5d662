// The orders module's face (decision 0023): what other modules and server.ts use of it.
export { ordersRoutes } from './routes.ts';
export {
  decideOrderReview,
  holdLineItems,
  holdLineItemsForPayment,
  listOrders,
  orderForReview,
  ordersAwaitingReview,
  ordersDeps,
  type OrdersDeps,
  releaseEndedPreAuthorizations,
  releaseLineItems,
  releaseLineItemsFromPaymentHold,
} from './service.ts';
export type { OrderCreatives } from './creative-hooks.ts';
export { cardDependentsOf } from './card-dependents.ts';
export { orderDetailLink, registerDeliveryNotices } from './delivery-notice.ts';
export { registerCompletionEvents } from './completion-events.ts';
export { findOwnedLineItem } from './ownership.ts';
export { portalLineItems, portalOrders } from './tables.ts';
