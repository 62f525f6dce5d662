import { z } from 'zod';
import { isBillingPeriod, previousPeriod } from './billing.ts';
import { ZCentsSchema, ZIdSchema, text } from './entities/common.ts';

/**
 * A billing run asked by staff (issue 28 §12): `POST /admin/billing/runs {period}`, from the staff screen "Run billing
 * now" or from `npm run billing` while the portal holds the embedded database. A run bills what was delivered in the
 * period and not invoiced yet: asked twice, the second bills nothing.
 */

/** A month 'YYYY-MM'. */
export const ZBillingPeriodSchema = text().refine(isBillingPeriod, { message: 'BILLING_PERIOD_FORMAT' });

export const ZBillingRunRequestSchema = z.object({ period: ZBillingPeriodSchema });
export type TBillingRunRequest = z.infer<typeof ZBillingRunRequestSchema>;

/** An invoice a run made. */
export const ZBilledInvoiceSchema = z.object({
  invoiceId: ZIdSchema,
  advertiserId: ZIdSchema,
  number: z.string(),
  impressions: z.number().int().nonnegative(),
  subtotalCents: ZCentsSchema,
  totalCents: ZCentsSchema,
});
export type TBilledInvoice = z.infer<typeof ZBilledInvoiceSchema>;

/** What a run did: the invoices it made with their sums, the charges of the invoices due, the holds released. */
export const ZBillingRunSchema = z.object({
  period: z.string(),
  invoices: z.array(ZBilledInvoiceSchema),
  subtotalCents: ZCentsSchema,
  totalCents: ZCentsSchema,
  charged: z.object({ paid: z.number().int().nonnegative(), defaulted: z.number().int().nonnegative() }),
  /** Campaigns over and invoiced whose budget held on the card was released. */
  released: z.number().int().nonnegative(),
});
export type TBillingRun = z.infer<typeof ZBillingRunSchema>;

/** Whether a period has begun on a calendar day 'YYYY-MM-DD': a month not begun has nothing to bill. */
export function hasPeriodBegun(period: string, today: string): boolean {
  return period <= today.slice(0, 7);
}

/** The sums of a run's invoices. */
export function billingRunTotals(invoices: readonly Pick<TBilledInvoice, 'subtotalCents' | 'totalCents'>[]): {
  subtotalCents: number;
  totalCents: number;
} {
  return {
    subtotalCents: invoices.reduce((sum, i) => sum + i.subtotalCents, 0),
    totalCents: invoices.reduce((sum, i) => sum + i.totalCents, 0),
  };
}

/** The months a run may bill, newest first from the one a calendar day 'YYYY-MM-DD' falls in: `count` of them. */
export function recentPeriods(today: string, count: number): string[] {
  const periods = [today.slice(0, 7)];
  while (periods.length < count) periods.push(previousPeriod(`${periods.at(-1)!}-01`));
  return periods;
}
