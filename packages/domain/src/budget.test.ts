import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dollarsToCents,
  minimumUnitsFor,
  orderTotalBudgetCents,
  totalBudgetCents,
  validateBudget,
} from './budget.ts';

describe('budget', () => {
  it('costs 300 cents per 1000 impressions', () => {
    expect(totalBudgetCents(1000)).toBe(300);
    expect(totalBudgetCents(100_000)).toBe(30_000);
    expect(totalBudgetCents(0)).toBe(0);
  });

  it('rounds half a cent up', () => {
    expect(totalBudgetCents(1)).toBe(0); // 0.3 cent
    expect(totalBudgetCents(2)).toBe(1); // 0.6 cent
    expect(totalBudgetCents(5)).toBe(2); // 1.5 cents
  });

  it('refuses units that are not a whole non-negative number', () => {
    expect(() => totalBudgetCents(-1)).toThrow(RangeError);
    expect(() => totalBudgetCents(1.5)).toThrow(RangeError);
  });

  it('gives exactly units / 1000 x 300 for whole thousands, and grows with units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (k) => totalBudgetCents(k * 1000) === k * 300),
    );
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1000), (u, more) => totalBudgetCents(u + more) >= totalBudgetCents(u)),
    );
  });

  it('uses the order’s own budget when present, else its units', () => {
    expect(orderTotalBudgetCents({ totalBudget: 12_345, units: 1000 })).toBe(12_345);
    expect(orderTotalBudgetCents({ totalBudget: null, units: 50_000 })).toBe(15_000);
    expect(orderTotalBudgetCents({})).toBe(0);
  });

  it('accepts a standard order at exactly the minimum of 100 dollars', () => {
    expect(validateBudget({ units: minimumUnitsFor(10_000), isStandard: true })).toEqual([]);
  });

  it('refuses a standard order one cent below the minimum, giving the minimum', () => {
    const units = minimumUnitsFor(10_000) - 1;
    expect(validateBudget({ units, isStandard: true })).toEqual([
      { code: 'BUDGET_BELOW_MINIMUM', params: { min: 10_000 }, path: ['units'] },
    ]);
  });

  it('takes the minimum from the caller (the API’s MIN_ORDER_VALUE)', () => {
    expect(
      validateBudget({ units: 100_000, isStandard: true, minOrderValueCents: dollarsToCents(500) })[0].params,
    ).toEqual({ min: 50_000 });
  });

  it('has no minimum for a native order', () => {
    expect(validateBudget({ units: 1000, isStandard: false })).toEqual([]);
  });

  it('refuses a reduction below the last saved value, giving its amount', () => {
    expect(validateBudget({ units: 99_000, lastSavedUnits: 100_000, isStandard: false })).toEqual([
      { code: 'BUDGET_TOO_LOW', params: { amount: 30_000 }, path: ['units'] },
    ]);
    expect(validateBudget({ units: 100_000, lastSavedUnits: 100_000, isStandard: false })).toEqual([]);
  });

  it('finds the fewest units reaching an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        const units = minimumUnitsFor(cents);
        return totalBudgetCents(units) >= cents && totalBudgetCents(units - 1) < cents;
      }),
    );
    expect(minimumUnitsFor(0)).toBe(0);
  });
});
