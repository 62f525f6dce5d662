import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ZConversionPixelInputSchema,
  ZPersonalizedSegmentInputSchema,
  isSelectableSegment,
} from './audiences.ts';
import { toFieldErrors } from './issues.ts';

describe('personalised segment input', () => {
  it('defaults pageViews to 1 and membership to 30 days', () => {
    expect(ZPersonalizedSegmentInputSchema.parse({ name: ' Visiteurs ' })).toEqual({
      name: 'Visiteurs',
      description: '',
      pageViews: 1,
      membershipExpirationDays: 30,
    });
  });

  it('requires a name', () => {
    const result = ZPersonalizedSegmentInputSchema.safeParse({ name: '   ' });
    expect(toFieldErrors(result.error!, 'en')).toEqual({ name: ['The Name field is required'] });
  });

  it('accepts pageViews 1 to 12 and refuses 0 and 13', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        (pageViews) => ZPersonalizedSegmentInputSchema.safeParse({ name: 'a', pageViews }).success,
      ),
    );
    expect(ZPersonalizedSegmentInputSchema.safeParse({ name: 'a', pageViews: 0 }).success).toBe(false);
    const thirteen = ZPersonalizedSegmentInputSchema.safeParse({ name: 'a', pageViews: 13 });
    expect(toFieldErrors(thirteen.error!, 'en')).toEqual({
      pageViews: ['The Page views field must be 12 or less'],
    });
  });

  it('accepts membership 1 to 540 days and refuses 0, 541 and fractions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 540 }),
        (days) =>
          ZPersonalizedSegmentInputSchema.safeParse({ name: 'a', membershipExpirationDays: days }).success,
      ),
    );
    for (const days of [0, 541, 2.5])
      expect(
        ZPersonalizedSegmentInputSchema.safeParse({ name: 'a', membershipExpirationDays: days }).success,
      ).toBe(false);
  });

  it('lets only ACTIVE segments be selected', () => {
    expect(isSelectableSegment({ status: 'ACTIVE' })).toBe(true);
    expect(isSelectableSegment({ status: 'INACTIVE' })).toBe(false);
  });
});

describe('conversion pixel input', () => {
  it('accepts lookback windows of 1 to 30 days and refuses 0 and 31', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (impressions, clicks) =>
          ZConversionPixelInputSchema.safeParse({
            name: 'Achat',
            type: 'custom',
            impressionsLookbackDays: impressions,
            clicksLookbackDays: clicks,
          }).success,
      ),
    );
    const result = ZConversionPixelInputSchema.safeParse({
      name: 'Achat',
      type: 'page_views',
      impressionsLookbackDays: 0,
      clicksLookbackDays: 31,
    });
    expect(toFieldErrors(result.error!, 'en')).toEqual({
      impressionsLookbackDays: ['The Impressions lookback window (days) field must be 1 or more'],
      clicksLookbackDays: ['The Clicks lookback window (days) field must be 30 or less'],
    });
  });

  it('refuses an unknown type', () => {
    expect(ZConversionPixelInputSchema.safeParse({ name: 'Achat', type: 'sales' }).success).toBe(false);
  });
});
