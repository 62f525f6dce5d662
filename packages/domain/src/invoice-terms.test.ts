import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './billing.ts';
import {
  coveredDays,
  formatCoveredDays,
  GST_NUMBER_PATTERN,
  QST_NUMBER_PATTERN,
  taxPlaceOf,
  ZBillingRegionSchema,
} from './invoice-terms.ts';

describe('where an invoice is taxed (issue 31 §3)', () => {
  it("taxes at the advertiser's province when their country and province are known", () => {
    expect(taxPlaceOf('CA', 'ON', 'QC')).toEqual({
      country: 'CA',
      province: 'ON',
      basis: 'CUSTOMER_ADDRESS',
    });
    expect(taxPlaceOf('US', 'NY', 'QC')).toEqual({
      country: 'US',
      province: 'NY',
      basis: 'CUSTOMER_ADDRESS',
    });
  });

  it("taxes at the seller's province when the advertiser's is unknown", () => {
    for (const [country, province] of [
      [null, null],
      ['CA', null],
      ['CA', 'NY'],
      [undefined, 'QC'],
    ] as const) {
      expect(taxPlaceOf(country, province, 'QC')).toEqual({
        country: 'CA',
        province: 'QC',
        basis: 'SELLER_ADDRESS',
      });
    }
    const place = taxPlaceOf(null, null, 'ON');
    expect(invoiceTotals(10_000, 0, place.country, place.province, '2026-11-27').taxes).toEqual([
      { name: 'HST', ratePercent: 13, amountCents: 1300 },
    ]);
  });

  it('asks a country and one of its provinces before a first submission', () => {
    expect(ZBillingRegionSchema.safeParse({ country: 'CA', province: 'QC' }).success).toBe(true);
    const wrong = ZBillingRegionSchema.safeParse({ country: 'CA', province: 'NY' });
    expect(wrong.error?.issues.map((i) => [i.message, i.path])).toEqual([['PROVINCE_INVALID', ['province']]]);
    expect(ZBillingRegionSchema.safeParse({ country: 'CA', province: ' ' }).success).toBe(false);
    expect(ZBillingRegionSchema.safeParse({ country: 'FR', province: 'IDF' }).success).toBe(false);
  });

  it('knows the shapes of GST and QST registration numbers', () => {
    expect(GST_NUMBER_PATTERN.test('123456789RT0001')).toBe(true);
    expect(GST_NUMBER_PATTERN.test('12345678RT0001')).toBe(false);
    expect(QST_NUMBER_PATTERN.test('1234567890TQ0001')).toBe(true);
    expect(QST_NUMBER_PATTERN.test('123456789RT0001')).toBe(false);
  });
});

describe('the days an invoice covers (issue 31 §23)', () => {
  const november = { periodStart: '2026-11-01', periodEnd: '2026-11-30' };

  it('covers the month to the day of a run in the middle of it', () => {
    expect(coveredDays(november, '2026-11-27')).toEqual({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-27',
    });
  });

  it('covers the whole month when billed after it', () => {
    expect(coveredDays(november, '2026-12-01')).toEqual(november);
  });

  it('starts again on the last day a mid-month invoice billed part of', () => {
    const previous = { periodEnd: '2026-11-27', invoiceDate: '2026-11-27' };
    expect(coveredDays(november, '2026-12-01', previous)).toEqual({
      periodStart: '2026-11-27',
      periodEnd: '2026-11-30',
    });
    const sameDay = coveredDays(november, '2026-11-27', previous);
    expect(sameDay).toEqual({ periodStart: '2026-11-27', periodEnd: '2026-11-27' });
  });

  it('starts the day after an invoice that billed whole days', () => {
    const previous = { periodEnd: '2026-11-27', invoiceDate: '2026-11-28' };
    expect(coveredDays(november, '2026-12-01', previous).periodStart).toBe('2026-11-28');
  });

  it('writes the days as people do, in each language', () => {
    expect(formatCoveredDays('2026-11-01', '2026-11-27', 'fr')).toBe('1–27 novembre 2026');
    expect(formatCoveredDays('2026-11-01', '2026-11-27', 'en')).toBe('November 1–27, 2026');
    expect(formatCoveredDays('2026-11-27', '2026-11-27', 'fr')).toBe('27 novembre 2026');
    expect(formatCoveredDays('2026-11-27', '2026-12-02', 'en')).toMatch(/^November 27 ?– ?December 2, 2026$/);
    expect(formatCoveredDays('2026-11-27', '2026-12-02', 'fr')).toMatch(/^27 novembre ?– ?2 décembre 2026$/);
  });
});
