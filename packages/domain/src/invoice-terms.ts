import { z } from 'zod';
import { CANADA_PROVINCES, isRegionOf, ZCountryCodeSchema } from './regions.ts';
import { addDays } from './time-zone.ts';
import { addViolations, violation } from './violations.ts';
import { text } from './entities/common.ts';
import type { Language } from './constants.ts';

/**
 * What an invoice says beyond its amounts (issue 31 §3 and §23): where its sales taxes are charged, the period it
 * covers, the seller's registration numbers.
 */

/** A Canadian province or territory code (AB … YT): the seller's province (SELLER_PROVINCE). */
export const ZCanadianProvinceSchema = z.enum(CANADA_PROVINCES.map((p) => p.code) as [string, ...string[]]);

/** The seller's province when SELLER_PROVINCE is not set. */
export const DEFAULT_SELLER_PROVINCE = 'QC';

/**
 * Where the taxes of an invoice are charged (issue 31 §3): at the advertiser's province when their country and
 * province are known (none outside Canada); when they are not, at the seller's province. That is the Canada
 * Revenue Agency's rule for a supply whose recipient's address is not obtained in the ordinary course of business:
 * the supply is made in the province of the supplier's business address (GST/HST Memorandum 3.3, "Place of supply",
 * canada.ca). The invoice says which basis applied.
 */
export const TAX_BASES = ['CUSTOMER_ADDRESS', 'SELLER_ADDRESS'] as const;
export const ZTaxBasisSchema = z.enum(TAX_BASES);
export type TaxBasis = z.infer<typeof ZTaxBasisSchema>;

export interface TaxPlace {
  country: string | null;
  province: string | null;
  basis: TaxBasis;
}

/** Whether an advertiser's country and province say where to tax them (a country and one of its regions). */
export function isBillingRegionKnown(
  country: string | null | undefined,
  province: string | null | undefined,
) {
  return Boolean(country && province && isRegionOf(country, province));
}

export function taxPlaceOf(
  country: string | null | undefined,
  province: string | null | undefined,
  sellerProvince: string,
): TaxPlace {
  if (isBillingRegionKnown(country, province)) {
    return { country: country!, province: province!, basis: 'CUSTOMER_ADDRESS' };
  }
  return { country: 'CA', province: sellerProvince, basis: 'SELLER_ADDRESS' };
}

/**
 * The country and province asked before a first submission (issue 31 §3), when the account has none: both, the
 * province one of the country's (PROVINCE_INVALID otherwise, as company information).
 */
export const ZBillingRegionShapeSchema = z.object({
  country: ZCountryCodeSchema,
  province: text().trim().min(1),
});
export const ZBillingRegionSchema = ZBillingRegionShapeSchema.superRefine((region, ctx) => {
  if (!isRegionOf(region.country, region.province)) {
    addViolations(ctx, [violation('PROVINCE_INVALID', { country: region.country }, ['province'])]);
  }
});
export type TBillingRegion = z.infer<typeof ZBillingRegionSchema>;

/** GST/HST registration number: the business number's 9 digits, RT, 4 digits (123456789RT0001). */
export const GST_NUMBER_PATTERN = /^\d{9}RT\d{4}$/;
/** QST registration number: 10 digits, TQ, 4 digits (1234567890TQ0001). */
export const QST_NUMBER_PATTERN = /^\d{10}TQ\d{4}$/;

/**
 * The days an invoice of a billing period covers (issue 31 §23): from the first day of the period, or where the
 * previous invoice of the same period stopped, to the day of the run when it is within the period (a run in the
 * middle of a month bills delivery to date), else the period's last day. A previous invoice made on its last covered
 * day billed part of that day only: the next one starts on that day again.
 */
export function coveredDays(
  period: { periodStart: string; periodEnd: string },
  invoiceDate: string,
  previous?: { periodEnd: string; invoiceDate: string },
): { periodStart: string; periodEnd: string } {
  const periodEnd = invoiceDate < period.periodEnd ? invoiceDate : period.periodEnd;
  let periodStart = period.periodStart;
  if (previous) {
    const after =
      previous.invoiceDate <= previous.periodEnd ? previous.periodEnd : addDays(previous.periodEnd, 1);
    if (after > periodStart) periodStart = after;
  }
  if (periodStart > periodEnd) periodStart = periodEnd;
  return { periodStart, periodEnd };
}

const RANGE_LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };
const rangeFormats = new Map<Language, Intl.DateTimeFormat>();

/** The days an invoice covers, as people write them: "1–27 novembre 2026", "November 1–27, 2026". */
export function formatCoveredDays(periodStart: string, periodEnd: string, lang: Language): string {
  let format = rangeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(RANGE_LOCALES[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    rangeFormats.set(lang, format);
  }
  const [from, to] = [Date.parse(`${periodStart}T00:00:00Z`), Date.parse(`${periodEnd}T00:00:00Z`)];
  const text = from === to ? format.format(from) : format.formatRange(from, to);
  // ICU puts thin spaces around the dash of a range across months: plain spaces read and print the same everywhere.
  return text.replace(/[\u2009\u202f]/g, ' ');
}
