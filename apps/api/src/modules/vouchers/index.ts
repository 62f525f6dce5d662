// The vouchers module's face (decision 0023): what other modules and server.ts use of it.
export { adminVouchersRoutes, vouchersRoutes } from './routes.ts';
export {
  advertisersWithVouchers,
  discountsOfInvoices,
  invoiceDiscounts,
  type InvoiceDiscounts,
  recordInvoiceDiscounts,
} from './service.ts';
