import { describe, expect, it } from 'vitest';
import { billingRunTotals, hasPeriodBegun, recentPeriods, ZBillingRunRequestSchema } from './billing-runs.ts';

describe('a billing run asked by staff', () => {
  it('takes a month written YYYY-MM, and nothing else', () => {
    expect(ZBillingRunRequestSchema.safeParse({ period: '2026-11' }).success).toBe(true);
    for (const period of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ' 2026-11', 202611]) {
      const result = ZBillingRunRequestSchema.safeParse({ period });
      expect(result.success, String(period)).toBe(false);
    }
    expect(ZBillingRunRequestSchema.safeParse({ period: '2026-13' }).error?.issues[0]?.message).toBe(
      'BILLING_PERIOD_FORMAT',
    );
  });

  it('bills a month begun, never one to come', () => {
    expect(hasPeriodBegun('2026-11', '2026-11-01')).toBe(true);
    expect(hasPeriodBegun('2026-10', '2026-11-30')).toBe(true);
    expect(hasPeriodBegun('2026-12', '2026-11-30')).toBe(false);
    expect(hasPeriodBegun('2027-01', '2026-12-31')).toBe(false);
  });

  it('offers the months back from the current one, across a year', () => {
    expect(recentPeriods('2027-02-15', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });

  it('sums its invoices', () => {
    expect(billingRunTotals([])).toEqual({ subtotalCents: 0, totalCents: 0 });
    expect(
      billingRunTotals([
        { subtotalCents: 100, totalCents: 115 },
        { subtotalCents: 3, totalCents: 4 },
      ]),
    ).toEqual({ subtotalCents: 103, totalCents: 119 });
  });
});
