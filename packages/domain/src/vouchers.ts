import { z } from 'zod';
import type { BillingVoucher } from './billing.ts';
import { VOUCHER_DATE_SHIFT_DAYS } from './constants.ts';
import { ZDiscountTypeSchema, ZVoucherLabelSchema, ZVoucherTypeSchema, type VoucherLabel } from './enums.ts';
import { intBetween, text, ZIsoDateSchema, ZIsoDateTimeSchema } from './entities/common.ts';
import type { TVoucher, TVoucherCandidate } from './entities/voucher.ts';
import { addViolations, violation, type Violation } from './violations.ts';

/** Promotional code rules of spec §5 and the list labels of spec §3. */

export type VoucherRefusal = 'codeActif' | 'INVALID PROMO CODE TYPE';

function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * Whether a code the voucher service validated may join the user's list: not already there (codeActif, compared
 * without case), and a discount voucher of type AMOUNT or PERCENT, or a gift voucher ('INVALID PROMO CODE TYPE').
 */
export function validateVoucher(
  voucher: TVoucherCandidate,
  existingCodes: readonly string[],
): { ok: true; voucher: TVoucher } | { ok: false; code: VoucherRefusal } {
  if (existingCodes.some((code) => sameCode(code, voucher.code))) return { ok: false, code: 'codeActif' };
  const type = ZVoucherTypeSchema.safeParse(voucher.type);
  if (!type.success) return { ok: false, code: 'INVALID PROMO CODE TYPE' };
  if (type.data === 'GIFT_VOUCHER')
    return { ok: true, voucher: { ...voucher, type: type.data, discount: null } };
  const discountType = ZDiscountTypeSchema.safeParse(voucher.discount?.type);
  if (!voucher.discount || !discountType.success) return { ok: false, code: 'INVALID PROMO CODE TYPE' };
  return {
    ok: true,
    voucher: { ...voucher, type: type.data, discount: { ...voucher.discount, type: discountType.data } },
  };
}

/** The voucher service's reply "Invalid rules" gives invalidRules; any other failure gives invalidCode (spec §5). */
export function voucherErrorFromServer(reply: unknown): 'invalidRules' | 'invalidCode' {
  const texts: unknown[] = [reply];
  if (typeof reply === 'object' && reply !== null) {
    const record = reply as Record<string, unknown>;
    texts.push(record.message, record.error, record.code, record.key);
    if (typeof record.error === 'object' && record.error !== null) {
      const error = record.error as Record<string, unknown>;
      texts.push(error.message, error.code, error.key);
    }
  }
  const invalidRules = texts.some((t) => typeof t === 'string' && /invalid[ _]rules/i.test(t));
  return invalidRules ? 'invalidRules' : 'invalidCode';
}

const DAY_MS = 86_400_000;

function shifted(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time - VOUCHER_DATE_SHIFT_DAYS * DAY_MS);
}

/** The start and expiry as the list shows and judges them: two days earlier than stored (spec §9). */
export function voucherDisplayDates(voucher: Pick<TVoucherCandidate, 'start_date' | 'expiration'>): {
  start: Date | null;
  expiration: Date | null;
} {
  return { start: shifted(voucher.start_date), expiration: shifted(voucher.expiration) };
}

/** Used up: its redemptions reached their quantity, or a gift's balance is spent. */
function isUsedUp(voucher: TVoucherCandidate): boolean {
  const r = voucher.redemption;
  if (r && r.quantity !== null && r.redeemed_quantity >= r.quantity) return true;
  return voucher.type === 'GIFT_VOUCHER' && voucher.gift != null && voucher.gift.balance <= 0;
}

/**
 * The label of a promo list entry (spec §3), first that applies: inactive (switched off), ended (used up),
 * expired (past its shifted expiry), upcoming (before its shifted start), else active.
 */
export function voucherLabel(voucher: TVoucherCandidate, now: Date): VoucherLabel {
  if (!voucher.active) return 'inactive';
  if (isUsedUp(voucher)) return 'ended';
  const { start, expiration } = voucherDisplayDates(voucher);
  if (expiration && now.getTime() > expiration.getTime()) return 'expired';
  if (start && now.getTime() < start.getTime()) return 'upcoming';
  return 'active';
}

/** The rule labels of a promo list entry (spec §3): decreasing-discount, single-use. */
export type VoucherRuleLabel = 'decreasing' | 'singleUse';

/** Which rule labels follow from a voucher's rules: single-use when it may be redeemed once, decreasing when flagged. */
export function voucherRuleLabels(voucher: TVoucherCandidate): VoucherRuleLabel[] {
  const labels: VoucherRuleLabel[] = [];
  if (voucher.decreasing) labels.push('decreasing');
  if (voucher.singleUse || voucher.redemption?.quantity === 1) labels.push('singleUse');
  return labels;
}

// ---------------------------------------------------------------------------------------------------------------
// Promo codes the platform's staff hand out (issue 14): their format, what staff may create, the refusals of a
// code an advertiser enters (spec §5's codes), the advertiser's list entry, and which codes apply at billing.
// ---------------------------------------------------------------------------------------------------------------

/** A promo code: 3 to 32 capital letters, digits, dashes or underscores, starting with a letter or a digit. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** Wrong codes an account may enter per hour; the next attempts answer LimitExceededException (429) (issue 14). */
export const VOUCHER_WRONG_CODES_PER_HOUR = 10;

/** The largest amount a voucher may carry, in cents (100,000 $). */
export const VOUCHER_MAX_AMOUNT_CENTS = 10_000_000;

/** A code as it is stored and compared: trimmed, in capitals ("printemps " is PRINTEMPS). */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether an entered text can be a promo code at all (after normalizeVoucherCode). */
export function isVoucherCodeFormat(code: string): boolean {
  return VOUCHER_CODE_PATTERN.test(normalizeVoucherCode(code));
}

const ZVoucherCodeSchema = text().trim().toUpperCase().regex(VOUCHER_CODE_PATTERN);

/**
 * The discount of a DISCOUNT_VOUCHER on the wire: AMOUNT in cents, PERCENT in whole percent (1 to 100).
 */
export const ZVoucherDiscountSchema = z.object({
  type: ZDiscountTypeSchema,
  value: intBetween(1, VOUCHER_MAX_AMOUNT_CENTS),
});
export type TVoucherDiscount = z.infer<typeof ZVoucherDiscountSchema>;

const voucherShape = {
  campaign: text().trim().max(100).default(''),
  /** First and last day of validity (YYYY-MM-DD), from 00:00 in the platform time zone (spec §9). */
  start_date: ZIsoDateSchema.nullable().default(null),
  expiration: ZIsoDateSchema.nullable().default(null),
  /** How many accounts may add the code (null: no limit). */
  maxRedemptions: intBetween(1, 1_000_000).nullable().default(null),
};

function voucherDatesViolations(value: {
  start_date: string | null;
  expiration: string | null;
}): Violation<string>[] {
  return value.start_date && value.expiration && value.expiration < value.start_date
    ? [violation('INVALID_DATES', { reason: 'END_BEFORE_START' }, ['expiration'])]
    : [];
}

/**
 * POST /admin/vouchers: a discount voucher (AMOUNT or PERCENT, optionally single-use: one invoice only) or a gift
 * voucher (a credit in cents used on invoices until spent).
 */
export const ZVoucherCreateRequestSchema = z
  .object({
    code: ZVoucherCodeSchema,
    type: ZVoucherTypeSchema,
    discount: ZVoucherDiscountSchema.nullable().default(null),
    giftAmountCents: intBetween(1, VOUCHER_MAX_AMOUNT_CENTS).nullable().default(null),
    singleUse: z.boolean().default(false),
    ...voucherShape,
  })
  .superRefine((value, ctx) => {
    const found = [...voucherDatesViolations(value)];
    if (value.type === 'DISCOUNT_VOUCHER') {
      if (!value.discount) found.push(violation('required', {}, ['discount', 'value']));
      else if (value.discount.type === 'PERCENT' && value.discount.value > 100)
        found.push(violation('max_value', { max: 100 }, ['discount', 'value']));
    } else if (!value.giftAmountCents) {
      found.push(violation('required', {}, ['giftAmountCents']));
    }
    addViolations(ctx, found);
  });
export type TVoucherCreateRequest = z.input<typeof ZVoucherCreateRequestSchema>;

/** PUT /admin/vouchers/{code}: its campaign, dates, limit, and whether it is active (false deactivates it). */
export const ZVoucherUpdateRequestSchema = z
  .object({ ...voucherShape, active: z.boolean().default(true) })
  .superRefine((value, ctx) => addViolations(ctx, voucherDatesViolations(value)));
export type TVoucherUpdateRequest = z.input<typeof ZVoucherUpdateRequestSchema>;

/** A voucher as staff see it (GET /admin/vouchers). */
export const ZAdminVoucherSchema = z.object({
  code: z.string(),
  campaign: z.string(),
  type: ZVoucherTypeSchema,
  discount: ZVoucherDiscountSchema.nullable(),
  giftAmountCents: z.number().int().nullable(),
  singleUse: z.boolean(),
  start_date: ZIsoDateSchema.nullable(),
  expiration: ZIsoDateSchema.nullable(),
  maxRedemptions: z.number().int().nullable(),
  active: z.boolean(),
  /** Accounts that added it. */
  redemptions: z.number().int().nonnegative(),
  status: ZVoucherLabelSchema,
  createdAt: ZIsoDateTimeSchema,
});
export type TAdminVoucher = z.infer<typeof ZAdminVoucherSchema>;

/** An entry of the advertiser's list (GET /vouchers/list, POST /vouchers/validate), as issue 14 lists it. */
export const ZAccountVoucherSchema = z.object({
  code: z.string(),
  campaign: z.string().nullable(),
  type: ZVoucherTypeSchema,
  discount: ZVoucherDiscountSchema.nullable(),
  /** GIFT_VOUCHER: the credit and what is left of it, in cents. */
  gift: z.object({ amountCents: z.number().int(), balanceCents: z.number().int() }).nullable(),
  /** When the advertiser added it. */
  date: ZIsoDateTimeSchema,
  start_date: ZIsoDateTimeSchema.nullable(),
  expiration: ZIsoDateTimeSchema.nullable(),
  status: ZVoucherLabelSchema,
  labels: z.array(z.enum(['decreasing', 'singleUse'])),
});
export type TAccountVoucher = z.infer<typeof ZAccountVoucherSchema>;

/** A voucher as stored (instants as ISO strings). */
export interface StoredVoucher {
  code: string;
  campaign: string;
  type: string;
  discountType: string | null;
  discountValue: number | null;
  giftAmountCents: number | null;
  singleUse: boolean;
  startDate: string | null;
  expiration: string | null;
  maxRedemptions: number | null;
  active: boolean;
}

/** What one account has of a voucher: when it added it, the invoices it applied to, what is left of a gift. */
export interface AccountVoucherUse {
  addedAt: string;
  uses: number;
  giftBalanceCents: number | null;
}

/** The voucher in the shape the list rules of spec §3 read (vouchers.ts voucherLabel, voucherRuleLabels). */
export function voucherCandidate(voucher: StoredVoucher, use?: AccountVoucherUse): TVoucherCandidate {
  const isGift = voucher.type === 'GIFT_VOUCHER';
  const discount =
    voucher.discountType === null
      ? null
      : voucher.discountType === 'PERCENT'
        ? { type: voucher.discountType, percent_off: voucher.discountValue ?? 0 }
        : { type: voucher.discountType, amount_off: voucher.discountValue ?? 0 };
  return {
    code: voucher.code,
    campaign: voucher.campaign || null,
    type: voucher.type,
    discount,
    gift:
      isGift && voucher.giftAmountCents !== null
        ? { amount: voucher.giftAmountCents, balance: use?.giftBalanceCents ?? voucher.giftAmountCents }
        : null,
    date: use?.addedAt ?? null,
    start_date: voucher.startDate,
    expiration: voucher.expiration,
    active: voucher.active,
    // Single-use: one invoice per account; a gift's credit decreases as invoices use it.
    redemption: voucher.singleUse ? { quantity: 1, redeemed_quantity: use?.uses ?? 0 } : null,
    decreasing: isGift,
    singleUse: voucher.singleUse,
  };
}

/** The advertiser's list entry of a voucher they added, with its status at `now` and its rule labels. */
export function accountVoucherView(
  voucher: StoredVoucher,
  use: AccountVoucherUse,
  now: Date,
): TAccountVoucher {
  const candidate = voucherCandidate(voucher, use);
  const isGift = voucher.type === 'GIFT_VOUCHER';
  return {
    code: voucher.code,
    campaign: voucher.campaign || null,
    type: isGift ? 'GIFT_VOUCHER' : 'DISCOUNT_VOUCHER',
    discount:
      !isGift && voucher.discountType !== null
        ? {
            type: voucher.discountType === 'PERCENT' ? 'PERCENT' : 'AMOUNT',
            value: voucher.discountValue ?? 0,
          }
        : null,
    gift:
      isGift && candidate.gift
        ? { amountCents: candidate.gift.amount, balanceCents: candidate.gift.balance }
        : null,
    date: use.addedAt,
    start_date: voucher.startDate,
    expiration: voucher.expiration,
    status: voucherLabel(candidate, now),
    labels: voucherRuleLabels(candidate),
  };
}

/** What refuses a code an advertiser enters (spec §5 codes), or null when it may join their list. */
export type VoucherEntryRefusal = 'invalidCode' | 'invalidRules' | 'codeActif' | 'INVALID PROMO CODE TYPE';

/**
 * The refusal of an entered code, in this order: unknown or switched off → invalidCode; already in the account's
 * list → codeActif; a type the portal does not apply (a code kept from the former voucher service) → INVALID PROMO
 * CODE TYPE; rules that cannot be applied any more — past its (shifted) expiry, or every allowed account already
 * has it → invalidRules. A code not yet started may be added: it shows as upcoming.
 */
export function voucherEntryRefusal(
  voucher: StoredVoucher | undefined,
  existingCodes: readonly string[],
  redemptions: number,
  now: Date,
): VoucherEntryRefusal | null {
  if (!voucher || !voucher.active) return 'invalidCode';
  const checked = validateVoucher(voucherCandidate(voucher), existingCodes);
  if (!checked.ok) return checked.code;
  if (voucherLabel(voucherCandidate(voucher), now) === 'expired') return 'invalidRules';
  if (voucher.maxRedemptions !== null && redemptions >= voucher.maxRedemptions) return 'invalidRules';
  return null;
}

/** Whether an entered code counts toward the wrong codes of the hour: every refusal but "already in your list". */
export function isWrongVoucherEntry(refusal: VoucherEntryRefusal): boolean {
  return refusal !== 'codeActif';
}

/**
 * Whether a voucher applies to an invoice of a billed period [from, to) (instants): switched on, not used up for the
 * account, and its validity — the shifted dates the advertiser sees (spec §9) — overlapping the period.
 */
export function voucherAppliesToPeriod(
  voucher: StoredVoucher,
  use: AccountVoucherUse,
  period: { from: Date; to: Date },
): boolean {
  const candidate = voucherCandidate(voucher, use);
  if (!voucher.active) return false;
  if (candidate.redemption && candidate.redemption.redeemed_quantity >= 1) return false;
  if (candidate.gift && candidate.gift.balance <= 0) return false;
  const { start, expiration } = voucherDisplayDates(candidate);
  if (start && start.getTime() >= period.to.getTime()) return false;
  if (expiration && expiration.getTime() < period.from.getTime()) return false;
  return true;
}

/**
 * The voucher as billing applies it (billing.ts voucherDiscounts): a PERCENT its share; an AMOUNT what is left of
 * its amount for the period (it takes its amount off once per billed month, however many invoices that month
 * has); a gift its balance.
 */
export function billingVoucherOf(
  voucher: StoredVoucher,
  use: AccountVoucherUse,
  usedInPeriodCents: number,
): BillingVoucher {
  if (voucher.type === 'GIFT_VOUCHER') {
    return { code: voucher.code, type: 'GIFT_VOUCHER', giftBalanceCents: use.giftBalanceCents ?? 0 };
  }
  const value = voucher.discountValue ?? 0;
  return {
    code: voucher.code,
    type: 'DISCOUNT_VOUCHER',
    discount:
      voucher.discountType === 'PERCENT'
        ? { type: 'PERCENT', percent_off: value }
        : { type: 'AMOUNT', amount_off: Math.max(0, value - usedInPeriodCents) },
  };
}

/** The promo list's filters (spec §2): year, month and day of the date a code was added; empty means any. */
export interface VoucherDayFilter {
  year: string;
  month: string;
  day: string;
}

/** Whether a calendar day 'YYYY-MM-DD' passes the promo list's filters. */
export function matchesVoucherDay(date: string, filter: VoucherDayFilter): boolean {
  const [year, month, day] = date.split('-');
  return (
    (!filter.year || filter.year === year) &&
    (!filter.month || filter.month === month) &&
    (!filter.day || filter.day === day)
  );
}

/** The days of a month in the filter, 01 to 31. */
export const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/** The rows of one page of a list; `perPage` null shows them all (spec §2: "all, or rows per page"). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number | null): T[] {
  if (perPage === null) return [...rows];
  const start = (Math.max(1, page) - 1) * perPage;
  return rows.slice(start, start + perPage);
}
