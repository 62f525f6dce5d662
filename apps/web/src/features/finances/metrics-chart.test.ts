import { describe, expect, it } from 'vitest';
import type { TMetricRow } from '@portal/domain';
import { formatChartValue, metricsPerDay, SPEND_SERIES } from './metrics-chart.ts';

function row(date: string, orderId: number, spendCents: number): TMetricRow {
  return {
    date,
    orderId,
    orderName: `#${orderId}`,
    impressions: 100,
    clicks: 2,
    ctr: 0.02,
    spendCents,
    conversions: 0,
  };
}

describe('metrics chart', () => {
  it('sums the rows of each day, oldest first, and keeps the calendar day as written (YYYY-MM-DD)', () => {
    const days = metricsPerDay([
      row('2026-11-27', 2, 30),
      row('2026-01-01', 1, 15),
      row('2026-11-27', 1, 30),
    ]);
    expect(days).toEqual([
      { date: '2026-01-01', impressions: 100, clicks: 2, spendCents: 15 },
      { date: '2026-11-27', impressions: 200, clicks: 4, spendCents: 60 },
    ]);
  });

  it('writes the spend in cents as money of the language', () => {
    expect(formatChartValue(SPEND_SERIES, 60, 'fr')).toBe('0,60\u00a0$');
    expect(formatChartValue(SPEND_SERIES, 60, 'en')).toBe('$0.60');
    expect(formatChartValue(SPEND_SERIES, 123456, 'fr')).toBe('1\u00a0234,56\u00a0$');
  });

  it('writes impressions and clicks as numbers of the language', () => {
    expect(formatChartValue('impressions', 1234, 'fr')).toBe('1\u00a0234');
    expect(formatChartValue('clicks', 1234, 'en')).toBe('1,234');
  });
});
