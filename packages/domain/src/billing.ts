import { z } from 'zod';
import { CPM_RATE_CENTS, IMPRESSIONS_PER_CPM } from './constants.ts';
import { ZTaxBasisSchema } from './invoice-terms.ts';
import { addDays } from './time-zone.ts';
import { violation, type Violation } from './violations.ts';

/**
 * Monthly billing of delivered impressions (issue 14): the amount of an invoice line, the sales taxes of the
 * advertiser's province, discounts before taxes, and the billing period. Amounts are whole cents.
 */

/** Rounds a non-negative ratio numerator / denominator half up to a whole number (integers only, no float drift). */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The amount of one invoice line: delivered impressions at CPM_RATE_CENTS per 1,000, rounded half up once for the
 * line, never more than what is left of the line item's booked budget (budget minus what earlier invoices billed).
 */
export function invoiceLineAmountCents(impressions: number, remainingBudgetCents: number): number {
  const amount = roundHalfUp(impressions * CPM_RATE_CENTS, IMPRESSIONS_PER_CPM);
  return Math.max(0, Math.min(amount, remainingBudgetCents));
}

export const TAX_NAMES = ['GST', 'HST', 'QST'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** A tax rate in thousandths of a percent (QST 9.975 % = 9975), so that amounts are computed in integers. */
interface TaxRate {
  readonly name: TaxName;
  readonly milliPercent: number;
}

const GST: TaxRate = { name: 'GST', milliPercent: 5_000 };
const HST13: TaxRate = { name: 'HST', milliPercent: 13_000 };
const HST14: TaxRate = { name: 'HST', milliPercent: 14_000 };
const HST15: TaxRate = { name: 'HST', milliPercent: 15_000 };
const QST: TaxRate = { name: 'QST', milliPercent: 9_975 };

/**
 * Sales taxes on a sale to a business in each province and territory, as issue 14 fixes them. Source: Canada
 * Revenue Agency, "GST/HST rates" (canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/
 * charge-collect-which-rate.html) for GST 5 % and HST (ON 13 %; NB, NL, PE 15 %), and Revenu Québec, "QST rate"
 * (revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/) for QST 9.975 %. Nova Scotia: the issue fixes
 * 15 %, the rate until 2025-03-31; the CRA lists 14 % from 2025-04-01, which `RATE_CHANGES` applies by invoice date.
 * Provincial sales taxes (BC, MB, SK PST) are not charged by the portal: they do not apply to this service in the
 * issue.
 */
export const PROVINCE_TAXES: Readonly<Record<string, readonly TaxRate[]>> = {
  AB: [GST],
  BC: [GST],
  MB: [GST],
  SK: [GST],
  NT: [GST],
  NU: [GST],
  YT: [GST],
  ON: [HST13],
  NB: [HST15],
  NL: [HST15],
  NS: [HST15],
  PE: [HST15],
  QC: [GST, QST],
};

/**
 * Rates that changed on a date (the first day of the new rate, YYYY-MM-DD): an invoice dated on or after it uses the
 * new rates. Nova Scotia's HST went from 15 % to 14 % on 2025-04-01 (CRA, "GST/HST rates").
 */
export const RATE_CHANGES: Readonly<Record<string, readonly { from: string; rates: readonly TaxRate[] }[]>> =
  {
    NS: [{ from: '2025-04-01', rates: [HST14] }],
  };

export const ZInvoiceTaxSchema = z.object({
  name: z.enum(TAX_NAMES),
  ratePercent: z.number().nonnegative(),
  amountCents: z.number().int().nonnegative(),
  /** The province it was charged at, and why there (issue 31 §3); taxes billed before it say neither. */
  province: z.string().optional(),
  basis: ZTaxBasisSchema.optional(),
});
export type TInvoiceTax = z.infer<typeof ZInvoiceTaxSchema>;

/**
 * The rates of an advertiser's country and province on an invoice's date (YYYY-MM-DD; today's rates without one);
 * none outside Canada (or without a known province).
 */
export function taxRatesFor(
  country: string | null | undefined,
  province: string | null | undefined,
  onDate?: string,
) {
  if (country !== 'CA' || !province) return [];
  const code = province.toUpperCase();
  const changed = (RATE_CHANGES[code] ?? []).filter((change) => !onDate || change.from <= onDate).at(-1);
  return (changed?.rates ?? PROVINCE_TAXES[code] ?? []).map((rate) => ({
    name: rate.name,
    ratePercent: rate.milliPercent / 1000,
    milliPercent: rate.milliPercent,
  }));
}

/** Each tax on a taxable amount, its own line, rounded half up (spec: "each tax is its own invoice line"). */
export function taxesOn(
  taxableCents: number,
  country: string | null | undefined,
  province: string | null | undefined,
  onDate?: string,
): TInvoiceTax[] {
  return taxRatesFor(country, province, onDate).map((rate) => ({
    name: rate.name,
    ratePercent: rate.ratePercent,
    amountCents: roundHalfUp(taxableCents * rate.milliPercent, 100_000),
  }));
}

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  taxes: TInvoiceTax[];
  totalCents: number;
}

/**
 * The totals of an invoice: the discount comes off the subtotal first (never below 0), then each tax applies to
 * what is left, and the total is that plus the taxes.
 */
export function invoiceTotals(
  subtotalCents: number,
  requestedDiscountCents: number,
  country: string | null | undefined,
  province: string | null | undefined,
  invoiceDate?: string,
): InvoiceTotals {
  const discountCents = Math.max(0, Math.min(requestedDiscountCents, subtotalCents));
  const taxable = subtotalCents - discountCents;
  const taxes = taxesOn(taxable, country, province, invoiceDate);
  return {
    subtotalCents,
    discountCents,
    taxes,
    totalCents: taxable + taxes.reduce((sum, tax) => sum + tax.amountCents, 0),
  };
}

/** What a promo code takes off a subtotal at billing (spec §5 types): AMOUNT its amount, PERCENT its share, a gift its balance. */
export interface BillingVoucher {
  code: string;
  type: 'DISCOUNT_VOUCHER' | 'GIFT_VOUCHER';
  discount?: { type: 'AMOUNT' | 'PERCENT'; amount_off?: number; percent_off?: number } | null;
  giftBalanceCents?: number | null;
}

/**
 * The discounts of the vouchers applied in turn to what is left of the subtotal (discount vouchers first, then
 * gift credit): each takes at most what is left, so the sum never exceeds the subtotal.
 */
export function voucherDiscounts(
  subtotalCents: number,
  vouchers: readonly BillingVoucher[],
): { code: string; amountCents: number }[] {
  const ordered = [...vouchers].sort(
    (a, b) => Number(a.type === 'GIFT_VOUCHER') - Number(b.type === 'GIFT_VOUCHER'),
  );
  let left = subtotalCents;
  const used: { code: string; amountCents: number }[] = [];
  for (const voucher of ordered) {
    let wanted = 0;
    if (voucher.type === 'GIFT_VOUCHER') wanted = voucher.giftBalanceCents ?? 0;
    else if (voucher.discount?.type === 'AMOUNT') wanted = voucher.discount.amount_off ?? 0;
    else if (voucher.discount?.type === 'PERCENT')
      wanted = roundHalfUp(subtotalCents * Math.round((voucher.discount.percent_off ?? 0) * 1000), 100_000);
    const amountCents = Math.max(0, Math.min(wanted, left));
    left -= amountCents;
    if (amountCents > 0) used.push({ code: voucher.code, amountCents });
  }
  return used;
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a billing period 'YYYY-MM'. */
export function isBillingPeriod(value: string): boolean {
  return PERIOD.test(value);
}

/** A billing period 'YYYY-MM' as its first and last calendar days. */
export function periodBounds(period: string): { periodStart: string; periodEnd: string } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a billing period: ${period}`);
  const [year, month] = [Number(match[1]), Number(match[2])];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { periodStart: `${period}-01`, periodEnd: addDays(next, -1) };
}

/** The period before the one a calendar day 'YYYY-MM-DD' falls in (the scheduled run bills the month just ended). */
export function previousPeriod(today: string): string {
  return addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The longest range of the metrics (GET /metric/orders), in calendar days, both ends included. */
export const METRICS_MAX_RANGE_DAYS = 366;

/** Days from one calendar date to another, both included (the same day is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The refusal of a metrics range: inverted, or longer than METRICS_MAX_RANGE_DAYS; undefined when acceptable. */
export function metricsRangeViolation(from: string, to: string): Violation | undefined {
  const days = daysInRange(from, to);
  if (days < 1) return violation('INVALID_DATES', { reason: 'END_BEFORE_START' }, ['to']);
  if (days > METRICS_MAX_RANGE_DAYS) {
    return violation('INVALID_DATES', { reason: 'RANGE_TOO_LONG', maxDays: METRICS_MAX_RANGE_DAYS }, ['to']);
  }
  return undefined;
}

/** GET /metric/orders' query, without the range rule (the route answers INVALID_DATES with metricsRangeViolation). */
export const ZMetricsQueryShapeSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  orderId: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'csv']).default('json'),
  lang: z.enum(['fr', 'en']).optional(),
});

export type TMetricsQuery = z.infer<typeof ZMetricsQueryShapeSchema>;
