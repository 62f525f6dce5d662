import { describe, expect, it } from 'vitest';
import { ZVoucherCandidateSchema, type TVoucherCandidate } from './entities/voucher.ts';
import { toFieldErrors } from './issues.ts';
import {
  accountVoucherView,
  billingVoucherOf,
  isVoucherCodeFormat,
  validateVoucher,
  voucherAppliesToPeriod,
  voucherDisplayDates,
  voucherEntryRefusal,
  voucherErrorFromServer,
  voucherLabel,
  ZVoucherCreateRequestSchema,
  type StoredVoucher,
} from './vouchers.ts';

const voucher = (overrides: Partial<TVoucherCandidate> = {}): TVoucherCandidate =>
  ZVoucherCandidateSchema.parse({
    code: 'PRINTEMPS',
    type: 'DISCOUNT_VOUCHER',
    discount: { type: 'PERCENT', percent_off: 10 },
    ...overrides,
  });

describe('validating a promo code', () => {
  it('accepts a discount voucher of type AMOUNT or PERCENT', () => {
    expect(validateVoucher(voucher(), []).ok).toBe(true);
    expect(validateVoucher(voucher({ discount: { type: 'AMOUNT', amount_off: 5000 } }), []).ok).toBe(true);
  });

  it('accepts a gift voucher', () => {
    expect(
      validateVoucher(
        voucher({ type: 'GIFT_VOUCHER', discount: null, gift: { amount: 5000, balance: 5000 } }),
        [],
      ),
    ).toMatchObject({
      ok: true,
      voucher: { type: 'GIFT_VOUCHER' },
    });
  });

  it('refuses another discount type or voucher type', () => {
    expect(validateVoucher(voucher({ discount: { type: 'UNIT' } }), [])).toEqual({
      ok: false,
      code: 'INVALID PROMO CODE TYPE',
    });
    expect(validateVoucher(voucher({ type: 'LOYALTY_CARD' }), [])).toEqual({
      ok: false,
      code: 'INVALID PROMO CODE TYPE',
    });
    expect(validateVoucher(voucher({ discount: null }), [])).toEqual({
      ok: false,
      code: 'INVALID PROMO CODE TYPE',
    });
  });

  it('refuses a code already in the list, whatever its case', () => {
    expect(validateVoucher(voucher(), ['printemps'])).toEqual({ ok: false, code: 'codeActif' });
  });

  it('reads the voucher service’s failures', () => {
    expect(voucherErrorFromServer('Invalid rules')).toBe('invalidRules');
    expect(voucherErrorFromServer({ error: { message: 'Invalid rules' } })).toBe('invalidRules');
    expect(voucherErrorFromServer({ message: 'Resource not found' })).toBe('invalidCode');
    expect(voucherErrorFromServer(undefined)).toBe('invalidCode');
  });
});

describe('promo list labels', () => {
  const dated = voucher({ start_date: '2025-06-10T00:00:00Z', expiration: '2025-06-30T00:00:00Z' });

  it('shows start and expiry two days earlier', () => {
    expect(voucherDisplayDates(dated)).toEqual({
      start: new Date('2025-06-08T00:00:00Z'),
      expiration: new Date('2025-06-28T00:00:00Z'),
    });
    expect(voucherDisplayDates(voucher())).toEqual({ start: null, expiration: null });
  });

  it('is upcoming before the shifted start and active from it', () => {
    expect(voucherLabel(dated, new Date('2025-06-07T23:59:59Z'))).toBe('upcoming');
    expect(voucherLabel(dated, new Date('2025-06-08T00:00:00Z'))).toBe('active');
  });

  it('is expired after the shifted expiry', () => {
    expect(voucherLabel(dated, new Date('2025-06-28T00:00:00Z'))).toBe('active');
    expect(voucherLabel(dated, new Date('2025-06-28T00:00:01Z'))).toBe('expired');
  });

  it('is ended when used up, and inactive when switched off', () => {
    const now = new Date('2025-06-15T00:00:00Z');
    expect(voucherLabel(voucher({ redemption: { quantity: 1, redeemed_quantity: 1 } }), now)).toBe('ended');
    expect(voucherLabel(voucher({ type: 'GIFT_VOUCHER', gift: { amount: 100, balance: 0 } }), now)).toBe(
      'ended',
    );
    expect(
      voucherLabel(voucher({ active: false, redemption: { quantity: 1, redeemed_quantity: 1 } }), now),
    ).toBe('inactive');
    expect(voucherLabel(voucher({ redemption: { quantity: null, redeemed_quantity: 40 } }), now)).toBe(
      'active',
    );
  });
});

describe('voucher rule labels', () => {
  it('labels a code redeemable once single-use, and a decreasing discount decreasing', async () => {
    const { voucherRuleLabels } = await import('./vouchers.ts');
    const base = { code: 'A', type: 'DISCOUNT_VOUCHER', active: true, decreasing: false, singleUse: false };
    expect(voucherRuleLabels(base)).toEqual([]);
    expect(voucherRuleLabels({ ...base, redemption: { quantity: 1, redeemed_quantity: 0 } })).toEqual([
      'singleUse',
    ]);
    expect(voucherRuleLabels({ ...base, redemption: { quantity: 5, redeemed_quantity: 0 } })).toEqual([]);
    expect(voucherRuleLabels({ ...base, decreasing: true, singleUse: true })).toEqual([
      'decreasing',
      'singleUse',
    ]);
  });
});

const stored = (overrides: Partial<StoredVoucher> = {}): StoredVoucher => ({
  code: 'HIVER25',
  campaign: 'Hiver',
  type: 'DISCOUNT_VOUCHER',
  discountType: 'AMOUNT',
  discountValue: 5_000,
  giftAmountCents: null,
  singleUse: false,
  startDate: '2026-11-01T04:00:00.000Z',
  expiration: '2026-12-31T05:00:00.000Z',
  maxRedemptions: null,
  active: true,
  ...overrides,
});
const added = { addedAt: '2026-11-05T15:00:00.000Z', uses: 0, giftBalanceCents: null };

describe('creating a promo code (staff)', () => {
  const create = (body: Record<string, unknown>) => ZVoucherCreateRequestSchema.safeParse(body);
  const errors = (body: Record<string, unknown>) => {
    const result = create(body);
    return result.success ? {} : toFieldErrors(result.error, 'en');
  };

  it('stores the code in capitals and accepts 3 to 32 letters, digits, dashes and underscores', () => {
    const result = create({
      code: ' hiver-25 ',
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', value: 500 },
    });
    expect(result.success && result.data.code).toBe('HIVER-25');
    expect(isVoucherCodeFormat('ab')).toBe(false);
    expect(isVoucherCodeFormat('abc')).toBe(true);
    expect(isVoucherCodeFormat('A'.repeat(33))).toBe(false);
    expect(isVoucherCodeFormat('-ABC')).toBe(false);
    expect(isVoucherCodeFormat('ÉTÉ25')).toBe(false);
    expect(Object.keys(errors({ code: 'no spaces', type: 'GIFT_VOUCHER', giftAmountCents: 100 }))).toEqual([
      'code',
    ]);
  });

  it('needs a discount for a discount voucher, at most 100 %, and an amount for a gift', () => {
    expect(Object.keys(errors({ code: 'ABC', type: 'DISCOUNT_VOUCHER' }))).toEqual(['discount.value']);
    expect(
      errors({ code: 'ABC', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', value: 101 } }),
    ).toEqual({
      'discount.value': [expect.stringContaining('100')],
    });
    expect(
      create({ code: 'ABC', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', value: 100 } }).success,
    ).toBe(true);
    expect(Object.keys(errors({ code: 'ABC', type: 'GIFT_VOUCHER' }))).toEqual(['giftAmountCents']);
    expect(Object.keys(errors({ code: 'ABC', type: 'LOYALTY_CARD' }))).toEqual(['type']);
  });

  it('refuses an expiry before the start', () => {
    const body = { code: 'ABC', type: 'GIFT_VOUCHER', giftAmountCents: 100, start_date: '2026-12-02' };
    expect(Object.keys(errors({ ...body, expiration: '2026-12-01' }))).toEqual(['expiration']);
    expect(create({ ...body, expiration: '2026-12-02' }).success).toBe(true);
  });
});

describe('entering a promo code (spec §5 refusals)', () => {
  const now = new Date('2026-11-10T15:00:00Z');
  it('refuses an unknown or switched-off code with invalidCode', () => {
    expect(voucherEntryRefusal(undefined, [], 0, now)).toBe('invalidCode');
    expect(voucherEntryRefusal(stored({ active: false }), [], 0, now)).toBe('invalidCode');
  });
  it('refuses a code already in the list with codeActif', () => {
    expect(voucherEntryRefusal(stored(), ['hiver25'], 0, now)).toBe('codeActif');
  });
  it('refuses another type with INVALID PROMO CODE TYPE', () => {
    expect(voucherEntryRefusal(stored({ type: 'LOYALTY_CARD' }), [], 0, now)).toBe('INVALID PROMO CODE TYPE');
    expect(voucherEntryRefusal(stored({ discountType: 'UNIT' }), [], 0, now)).toBe('INVALID PROMO CODE TYPE');
  });
  it('refuses an expired code, or one every allowed account has, with invalidRules', () => {
    // Expires 31 December: shown, and judged, two days earlier (29 December, 00:00 in Toronto).
    expect(voucherEntryRefusal(stored(), [], 0, new Date('2026-12-29T04:59:59Z'))).toBeNull();
    expect(voucherEntryRefusal(stored(), [], 0, new Date('2026-12-29T05:00:01Z'))).toBe('invalidRules');
    expect(voucherEntryRefusal(stored({ maxRedemptions: 2 }), [], 1, now)).toBeNull();
    expect(voucherEntryRefusal(stored({ maxRedemptions: 2 }), [], 2, now)).toBe('invalidRules');
  });
  it('accepts a code that has not started yet: it is upcoming', () => {
    const later = stored({ startDate: '2027-01-10T05:00:00.000Z', expiration: null });
    expect(voucherEntryRefusal(later, [], 0, now)).toBeNull();
    expect(accountVoucherView(later, added, now).status).toBe('upcoming');
  });
});

describe("the advertiser's list entry", () => {
  const now = new Date('2026-11-10T15:00:00Z');
  it('shows a gift with its credit left, labelled decreasing, ended once spent', () => {
    const gift = stored({
      type: 'GIFT_VOUCHER',
      discountType: null,
      discountValue: null,
      giftAmountCents: 10_000,
    });
    expect(accountVoucherView(gift, { ...added, giftBalanceCents: 2_500 }, now)).toMatchObject({
      type: 'GIFT_VOUCHER',
      discount: null,
      gift: { amountCents: 10_000, balanceCents: 2_500 },
      status: 'active',
      labels: ['decreasing'],
    });
    expect(accountVoucherView(gift, { ...added, giftBalanceCents: 0 }, now).status).toBe('ended');
  });
  it('labels a single-use discount and ends it after its invoice', () => {
    const once = stored({ singleUse: true, discountType: 'PERCENT', discountValue: 15 });
    expect(accountVoucherView(once, added, now)).toMatchObject({
      discount: { type: 'PERCENT', value: 15 },
      status: 'active',
      labels: ['singleUse'],
    });
    expect(accountVoucherView(once, { ...added, uses: 1 }, now).status).toBe('ended');
  });
});

describe('promo codes at billing', () => {
  const november = { from: new Date('2026-11-01T04:00:00Z'), to: new Date('2026-12-01T05:00:00Z') };
  it('applies within its shifted validity, overlapping the billed month', () => {
    expect(voucherAppliesToPeriod(stored(), added, november)).toBe(true);
    // Starting 3 December: shown from 1 December, after November.
    expect(voucherAppliesToPeriod(stored({ startDate: '2026-12-03T05:00:00.000Z' }), added, november)).toBe(
      false,
    );
    // Starting 2 December: shown from 30 November, within November.
    expect(voucherAppliesToPeriod(stored({ startDate: '2026-12-02T05:00:00.000Z' }), added, november)).toBe(
      true,
    );
    // Expiring 2 November: shown until 31 October, before November.
    expect(voucherAppliesToPeriod(stored({ expiration: '2026-11-02T04:00:00.000Z' }), added, november)).toBe(
      false,
    );
    expect(voucherAppliesToPeriod(stored({ active: false }), added, november)).toBe(false);
  });
  it('never applies a used single-use code or a spent gift again', () => {
    expect(voucherAppliesToPeriod(stored({ singleUse: true }), { ...added, uses: 1 }, november)).toBe(false);
    const gift = stored({ type: 'GIFT_VOUCHER', discountType: null, giftAmountCents: 100 });
    expect(voucherAppliesToPeriod(gift, { ...added, giftBalanceCents: 0 }, november)).toBe(false);
    expect(voucherAppliesToPeriod(gift, { ...added, giftBalanceCents: 1 }, november)).toBe(true);
  });
  it('takes an amount off once per month, a percentage on each invoice, a gift up to its balance', () => {
    expect(billingVoucherOf(stored(), added, 2_000)).toEqual({
      code: 'HIVER25',
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', amount_off: 3_000 },
    });
    expect(billingVoucherOf(stored(), added, 9_000).discount).toEqual({ type: 'AMOUNT', amount_off: 0 });
    expect(
      billingVoucherOf(stored({ discountType: 'PERCENT', discountValue: 20 }), added, 9_000).discount,
    ).toEqual({
      type: 'PERCENT',
      percent_off: 20,
    });
    const gift = stored({ type: 'GIFT_VOUCHER', discountType: null, giftAmountCents: 10_000 });
    expect(billingVoucherOf(gift, { ...added, giftBalanceCents: 700 }, 0)).toEqual({
      code: 'HIVER25',
      type: 'GIFT_VOUCHER',
      giftBalanceCents: 700,
    });
  });
});

describe('the promo list filters and pages', () => {
  it('filters on the year, month and day a code was added, empty meaning any', async () => {
    const { matchesVoucherDay } = await import('./vouchers.ts');
    const any = { year: '', month: '', day: '' };
    expect(matchesVoucherDay('2026-11-10', any)).toBe(true);
    expect(matchesVoucherDay('2026-11-10', { ...any, year: '2026', month: '11' })).toBe(true);
    expect(matchesVoucherDay('2026-11-10', { ...any, day: '10' })).toBe(true);
    expect(matchesVoucherDay('2026-11-10', { ...any, day: '11' })).toBe(false);
    expect(matchesVoucherDay('2026-11-10', { ...any, year: '2025' })).toBe(false);
  });

  it('pages the rows, or shows them all', async () => {
    const { pageOf } = await import('./vouchers.ts');
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, 1, 2)).toEqual([1, 2]);
    expect(pageOf(rows, 3, 2)).toEqual([5]);
    expect(pageOf(rows, 1, null)).toEqual(rows);
  });
});
