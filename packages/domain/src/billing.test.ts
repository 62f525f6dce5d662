import { describe, expect, it } from 'vitest';
import {
  metricsRangeViolation,
  invoiceLineAmountCents,
  invoiceTotals,
  periodBounds,
  previousPeriod,
  taxesOn,
  voucherDiscounts,
} from './billing.ts';

describe('invoice line amount', () => {
  it('bills 3 $ per 1,000 delivered impressions', () => {
    expect(invoiceLineAmountCents(1000, 1_000_000)).toBe(300);
    expect(invoiceLineAmountCents(0, 1_000_000)).toBe(0);
  });

  it('rounds half up once per line: 0.5 cent becomes 1, 0.3 cent becomes 0', () => {
    // 1 impression = 0.3 cent; 5 = 1.5 cents; 15 = 4.5 cents; 1001 = 300.3 cents
    expect(invoiceLineAmountCents(1, 1_000_000)).toBe(0);
    expect(invoiceLineAmountCents(2, 1_000_000)).toBe(1);
    expect(invoiceLineAmountCents(5, 1_000_000)).toBe(2);
    expect(invoiceLineAmountCents(15, 1_000_000)).toBe(5);
    expect(invoiceLineAmountCents(1001, 1_000_000)).toBe(300);
  });

  it('never bills more than what is left of the booked budget', () => {
    expect(invoiceLineAmountCents(100_000, 20_000)).toBe(20_000);
    expect(invoiceLineAmountCents(100_000, 30_000)).toBe(30_000);
    expect(invoiceLineAmountCents(1000, 0)).toBe(0);
    expect(invoiceLineAmountCents(1000, -5)).toBe(0);
  });
});

describe('taxes by province', () => {
  it('charges GST 5 % in the GST provinces and territories', () => {
    for (const p of ['AB', 'BC', 'MB', 'SK', 'NT', 'NU', 'YT']) {
      expect(taxesOn(10_000, 'CA', p)).toEqual([{ name: 'GST', ratePercent: 5, amountCents: 500 }]);
    }
  });

  it('charges HST 13 % in Ontario and 15 % in the Atlantic provinces', () => {
    expect(taxesOn(10_000, 'CA', 'ON')).toEqual([{ name: 'HST', ratePercent: 13, amountCents: 1300 }]);
    for (const p of ['NB', 'NL', 'PE']) {
      expect(taxesOn(10_000, 'CA', p)).toEqual([{ name: 'HST', ratePercent: 15, amountCents: 1500 }]);
    }
  });

  it("charges Nova Scotia's HST at 15 % on invoices dated before 2025-04-01 and 14 % from that day", () => {
    expect(taxesOn(10_000, 'CA', 'NS', '2025-03-31')).toEqual([
      { name: 'HST', ratePercent: 15, amountCents: 1500 },
    ]);
    expect(taxesOn(10_000, 'CA', 'NS', '2025-04-01')).toEqual([
      { name: 'HST', ratePercent: 14, amountCents: 1400 },
    ]);
    expect(taxesOn(10_000, 'CA', 'ns', '2026-11-01')).toEqual([
      { name: 'HST', ratePercent: 14, amountCents: 1400 },
    ]);
    expect(invoiceTotals(10_000, 0, 'CA', 'NS', '2025-03-01').totalCents).toBe(11_500);
    expect(invoiceTotals(10_000, 0, 'CA', 'NS', '2025-05-01').totalCents).toBe(11_400);
  });

  it('charges GST and QST 9.975 % in Quebec, each its own line rounded half up', () => {
    expect(taxesOn(10_000, 'CA', 'QC')).toEqual([
      { name: 'GST', ratePercent: 5, amountCents: 500 },
      { name: 'QST', ratePercent: 9.975, amountCents: 998 },
    ]);
    // 20 cents: QST 1.995 -> 2; GST 1 -> 1
    expect(taxesOn(20, 'CA', 'QC').map((t) => t.amountCents)).toEqual([1, 2]);
    // 10 cents: GST 0.5 -> 1 (half up), QST 0.9975 -> 1
    expect(taxesOn(10, 'CA', 'qc').map((t) => t.amountCents)).toEqual([1, 1]);
  });

  it('charges nothing outside Canada or without a known province', () => {
    expect(taxesOn(10_000, 'US', 'NY')).toEqual([]);
    expect(taxesOn(10_000, 'US', 'ON')).toEqual([]);
    expect(taxesOn(10_000, 'CA', null)).toEqual([]);
    expect(taxesOn(10_000, null, null)).toEqual([]);
  });
});

describe('invoice totals', () => {
  it('takes the discount off before the taxes', () => {
    expect(invoiceTotals(10_000, 2_000, 'CA', 'ON')).toEqual({
      subtotalCents: 10_000,
      discountCents: 2_000,
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1_040 }],
      totalCents: 9_040,
    });
  });

  it('stops a discount larger than the subtotal at 0: nothing goes negative', () => {
    const totals = invoiceTotals(1_000, 5_000, 'CA', 'QC');
    expect(totals.discountCents).toBe(1_000);
    expect(totals.totalCents).toBe(0);
    expect(totals.taxes.every((t) => t.amountCents === 0)).toBe(true);
    expect(invoiceTotals(1_000, -50, 'US', 'NY').discountCents).toBe(0);
  });
});

describe('voucher discounts at billing', () => {
  it('takes an AMOUNT voucher its amount and a PERCENT voucher its share, then gift credit', () => {
    expect(
      voucherDiscounts(10_000, [
        { code: 'GIFT', type: 'GIFT_VOUCHER', giftBalanceCents: 100_000 },
        { code: 'TEN', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 10 } },
        { code: 'FIVE', type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
      ]),
    ).toEqual([
      { code: 'TEN', amountCents: 1_000 },
      { code: 'FIVE', amountCents: 500 },
      { code: 'GIFT', amountCents: 8_500 },
    ]);
  });

  it('never takes more than the subtotal', () => {
    const used = voucherDiscounts(300, [
      { code: 'BIG', type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 5_000 } },
    ]);
    expect(used).toEqual([{ code: 'BIG', amountCents: 300 }]);
  });
});

describe('billing periods', () => {
  it('spans a month from its first to its last day, leap years included', () => {
    expect(periodBounds('2026-11')).toEqual({ periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(periodBounds('2026-12')).toEqual({ periodStart: '2026-12-01', periodEnd: '2026-12-31' });
    expect(periodBounds('2028-02')).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29' });
    expect(() => periodBounds('2026-13')).toThrow(RangeError);
  });

  it('the run of the 1st bills the month just ended', () => {
    expect(previousPeriod('2026-12-01')).toBe('2026-11');
    expect(previousPeriod('2027-01-01')).toBe('2026-12');
  });
});

describe('metrics range', () => {
  const issuesOf = (query: { from: string; to: string }) => {
    const found = metricsRangeViolation(query.from, query.to);
    return found ? [[found.code, found.params]] : undefined;
  };

  it('accepts a range of 366 days and refuses 367', () => {
    expect(issuesOf({ from: '2028-01-01', to: '2028-12-31' })).toBeUndefined();
    expect(issuesOf({ from: '2026-01-01', to: '2027-01-02' })).toEqual([
      ['INVALID_DATES', { reason: 'RANGE_TOO_LONG', maxDays: 366 }],
    ]);
  });

  it('accepts one day and refuses an inverted range', () => {
    expect(issuesOf({ from: '2026-11-05', to: '2026-11-05' })).toBeUndefined();
    expect(issuesOf({ from: '2026-11-05', to: '2026-11-04' })).toEqual([
      ['INVALID_DATES', { reason: 'END_BEFORE_START' }],
    ]);
  });
});
