// The billing module's face (decision 0023): what other modules, server.ts and the billing command use of it.
export { adminBillingRoutes } from './routes.ts';
export { chargeDeps, retryDefaultedInvoices } from './charge.ts';
export { billingRunLines } from './command-output.ts';
export { registerBillingJobs } from './jobs.ts';
export { invoicePaymentRoutes } from './pay-routes.ts';
export { runBillingNow } from './run-now.ts';
export { billThroughPortal, PortalBillingError } from './through-portal.ts';
