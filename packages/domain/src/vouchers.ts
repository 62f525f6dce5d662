import { VOUCHER_DATE_SHIFT_DAYS } from './constants.ts';
import { ZDiscountTypeSchema, ZVoucherTypeSchema, type VoucherLabel } from './enums.ts';
import type { TVoucher, TVoucherCandidate } from './entities/voucher.ts';

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
