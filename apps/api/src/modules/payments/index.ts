// The payments module's face (decision 0023): what other modules and server.ts use of it.
export { paymentsRoutes } from './routes.ts';
export type { CardDependents } from './card-dependents.ts';
export {
  chargeCardOnFile,
  hasPaymentMethod,
  type PaymentsDeps,
  paymentsDeps,
  preAuthorizePayment,
  voidPayment,
} from './service.ts';
