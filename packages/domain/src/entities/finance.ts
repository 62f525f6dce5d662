import { z } from 'zod';
import { ZInvoiceStatusSchema } from '../enums.ts';
import { ZCentsSchema, ZIdSchema, ZIsoDateSchema, ZIsoDateTimeSchema } from './common.ts';

/** The saved card (architecture.md): one per user; the vault token never leaves the server. */
export const ZPaymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  holderName: z.string(),
  createdAt: ZIsoDateTimeSchema,
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

/** GET /payment/paymentMethod: the card, or an empty string when there is none (spec §7). */
export const ZPaymentMethodResponseSchema = z.union([ZPaymentMethodSchema, z.literal('')]);
export type TPaymentMethodResponse = z.infer<typeof ZPaymentMethodResponseSchema>;

export const ZInvoiceLineSchema = z.object({
  orderId: ZIdSchema,
  orderName: z.string(),
  impressions: z.number().int().nonnegative(),
  amount: ZCentsSchema,
});

/** A tax of an invoice: its name (GST, HST, QST, PST), rate in percent, and amount in cents. */
export const ZInvoiceTaxSchema = z.object({
  name: z.string(),
  rate: z.number().nonnegative(),
  amount: ZCentsSchema,
});

/**
 * An invoice (architecture.md): number, invoiceDate 'YYYY-MM-DD', period 'YYYY-MM', lines, subtotal, discount,
 * taxes by province, total, status, the card's last4 and the PDF's address. Amounts in cents.
 */
export const ZInvoiceSchema = z.object({
  number: z.string(),
  invoiceDate: ZIsoDateSchema,
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  lines: z.array(ZInvoiceLineSchema),
  subtotal: ZCentsSchema,
  discount: ZCentsSchema.default(0),
  province: z.string().nullable().default(null),
  taxes: z.array(ZInvoiceTaxSchema).default([]),
  total: ZCentsSchema,
  status: ZInvoiceStatusSchema,
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .default(null),
  pdfUrl: z.string().nullable().default(null),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/** A daily metric row (architecture.md): ctr is a ratio (clicks / impressions), spend in cents. */
export const ZMetricRowSchema = z.object({
  date: ZIsoDateSchema,
  orderId: ZIdSchema,
  orderName: z.string(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  ctr: z.number().nonnegative(),
  spend: ZCentsSchema,
  conversions: z.number().int().nonnegative(),
});
export type TMetricRow = z.infer<typeof ZMetricRowSchema>;
