import { describe, expect, it } from 'vitest';
import { ZVoucherCandidateSchema, type TVoucherCandidate } from './entities/voucher.ts';
import { validateVoucher, voucherDisplayDates, voucherErrorFromServer, voucherLabel } from './vouchers.ts';

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
