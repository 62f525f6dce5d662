// The invoices module's face (decision 0023): what other modules and server.ts use of it.
export { invoiceIdOfPath, invoicesRoutes } from './routes.ts';
export { invoicePdf, invoicesDeps, type InvoicesDeps, listInvoices, toInvoice } from './service.ts';
export {
  type Advertiser,
  advertiserOf,
  advertisersOf,
  type BillableLineItem,
  billableLineItems,
  findInvoiceRow,
  insertNumberedInvoice,
  invoicedOf,
  type InvoiceRow,
  invoicesWithStatus,
  lastInvoiceOfPeriod,
  lockAdvertiserBilling,
  raiseWatermarks,
  setCreditStatus,
  setInvoiceStatus,
  watermarksOf,
} from './store.ts';
