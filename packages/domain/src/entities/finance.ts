import { z } from 'zod';
import { ZInvoiceStatusSchema } from '../enums.ts';
import { ZInvoiceTaxSchema } from '../billing.ts';
import { ZTaxBasisSchema } from '../invoice-terms.ts';
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
  lineItemId: ZIdSchema,
  /** The line item's name when billed (issue 31 §23); invoices billed before it have none. */
  lineItemName: z.string().optional(),
  impressions: z.number().int().nonnegative(),
  amountCents: ZCentsSchema,
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLineSchema>;

/**
 * An invoice (architecture.md "Invoice fields", issue 14): number, invoiceDate 'YYYY-MM-DD', the billed period's
 * first and last days, lines, subtotal, discount, each tax of the advertiser's province, total, status and the
 * card's last 4 once paid. Amounts in cents.
 */
export const ZInvoiceSchema = z.object({
  id: ZIdSchema,
  number: z.string(),
  invoiceDate: ZIsoDateSchema,
  periodStart: ZIsoDateSchema,
  periodEnd: ZIsoDateSchema,
  lines: z.array(ZInvoiceLineSchema),
  subtotalCents: ZCentsSchema,
  discountCents: ZCentsSchema,
  /**
   * The promo codes behind discountCents and what each took off (issue 14): a discount code, or a gift's credit
   * (GIFT_VOUCHER, issue 31 §23: the invoice calls it a credit).
   */
  discounts: z
    .array(
      z.object({
        code: z.string(),
        type: z.enum(['DISCOUNT_VOUCHER', 'GIFT_VOUCHER']).default('DISCOUNT_VOUCHER'),
        amountCents: ZCentsSchema,
      }),
    )
    .default([]),
  taxes: z.array(ZInvoiceTaxSchema),
  /**
   * Where the taxes were charged (issue 31 §3): the advertiser's province (CUSTOMER_ADDRESS), or the seller's
   * (SELLER_ADDRESS) when the advertiser's was unknown at billing; the province's code, none outside Canada.
   */
  taxBasis: ZTaxBasisSchema.default('CUSTOMER_ADDRESS'),
  taxProvince: z.string().nullable().default(null),
  totalCents: ZCentsSchema,
  status: ZInvoiceStatusSchema,
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
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
  spendCents: ZCentsSchema,
  conversions: z.number().int().nonnegative(),
});
export type TMetricRow = z.infer<typeof ZMetricRowSchema>;
