import { describe, expect, it } from 'vitest';
import { MONTHS, clickThroughRate, defaultPeriodFilter, matchesPeriod, sortNewestFirst } from './finance.ts';

describe('finance lists', () => {
  const now = new Date('2025-03-15T12:00:00Z');

  it('puts the newest invoice first', () => {
    const rows = [
      { invoiceDate: '2024-12-01' },
      { invoiceDate: '2025-02-01' },
      { invoiceDate: '2025-01-01' },
    ];
    expect(sortNewestFirst(rows, (r) => r.invoiceDate).map((r) => r.invoiceDate)).toEqual([
      '2025-02-01',
      '2025-01-01',
      '2024-12-01',
    ]);
  });

  it('defaults the filters to the current year and month when a row is from this year', () => {
    expect(defaultPeriodFilter(['2024-11-01', '2025-01-05'], now)).toEqual({ year: '2025', month: '03' });
  });

  it('leaves the filters empty when no row is from this year', () => {
    expect(defaultPeriodFilter(['2024-11-01'], now)).toEqual({ year: '', month: '' });
    expect(defaultPeriodFilter([], now)).toEqual({ year: '', month: '' });
  });

  it('takes the current year in the platform time zone', () => {
    const newYearUtc = new Date('2026-01-01T02:00:00Z'); // still 31 December 2025 in Toronto
    expect(defaultPeriodFilter(['2025-12-01'], newYearUtc)).toEqual({ year: '2025', month: '12' });
  });

  it('matches rows by year and month, an empty filter matching all', () => {
    expect(matchesPeriod('2025-03-02', { year: '2025', month: '03' })).toBe(true);
    expect(matchesPeriod('2025-04-02', { year: '2025', month: '03' })).toBe(false);
    expect(matchesPeriod('2023-04-02', { year: '', month: '' })).toBe(true);
  });

  it('offers months 01 to 12', () => {
    expect(MONTHS).toHaveLength(12);
    expect([MONTHS[0], MONTHS[11]]).toEqual(['01', '12']);
  });

  it('computes the click-through rate, zero without impressions', () => {
    expect(clickThroughRate(1000, 5)).toBe(0.005);
    expect(clickThroughRate(0, 0)).toBe(0);
  });
});
