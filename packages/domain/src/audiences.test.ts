import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUDIENCE_PIXEL_IN_TAG,
  CONVERSION_PIXEL_IN_TAG,
  demoSiteUrlForTag,
  pixelIdIn,
  ZConversionPixelInputSchema,
  ZPersonalizedSegmentInputSchema,
  attributeConversion,
  audienceServerName,
  conversionKey,
  hitChangesVisits,
  isSegmentMember,
  isSelectableSegment,
  memberUntil,
  parsePixelTagId,
  audienceCreationRefusal,
  holdsPoolPixel,
  lineItemHoldsAudience,
} from './audiences.ts';
import { toFieldErrors } from './issues.ts';
import { cleanName } from './names.ts';

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

describe('audience rules', () => {
  const DAY = 86_400_000;
  const segment = { pageViews: 3, membershipExpirationDays: 30 };

  it('keeps a segment on the ad server as "<advertiser id>-<name>" and shows it as typed', () => {
    expect(audienceServerName(42, ' Acheteurs - été ')).toBe('42-Acheteurs - été');
    expect(cleanName(audienceServerName(42, 'Acheteurs - été'))).toBe('Acheteurs - été');
  });

  it('makes a visitor a member at pageViews hits, not before', () => {
    expect(isSegmentMember(segment, { hits: 2, lastHitAt: 0 }, 1)).toBe(false);
    expect(isSegmentMember(segment, { hits: 3, lastHitAt: 0 }, 1)).toBe(true);
    expect(memberUntil(segment, { hits: 2, lastHitAt: 0 })).toBeNull();
  });

  it('keeps them a member for membershipExpirationDays after the last hit', () => {
    const visits = { hits: 5, lastHitAt: 10 * DAY };
    expect(isSegmentMember(segment, visits, 40 * DAY - 1)).toBe(true);
    expect(isSegmentMember(segment, visits, 40 * DAY)).toBe(false);
    expect(memberUntil(segment, visits)).toBe(40 * DAY);
  });

  it('counts a hit unless twelve are counted and the last one is under a minute old', () => {
    const counted = { hits: 12, lastHitAt: 10 * DAY };
    expect(hitChangesVisits(undefined, 0)).toBe(true);
    expect(hitChangesVisits({ hits: 11, lastHitAt: 10 * DAY }, 10 * DAY + 1)).toBe(true);
    expect(hitChangesVisits(counted, 10 * DAY + 59_999)).toBe(false);
    expect(hitChangesVisits(counted, 10 * DAY - 5)).toBe(false);
    expect(hitChangesVisits(counted, 10 * DAY + 60_000)).toBe(true);
    // Whatever pageViews a segment asks (1 to 12), the hits not written never decide membership.
    for (let pageViews = 1; pageViews <= 12; pageViews += 1) {
      expect(isSegmentMember({ pageViews, membershipExpirationDays: 1 }, counted, 10 * DAY + 1)).toBe(true);
    }
  });

  it('attributes to the last click in its window before any impression', () => {
    const pixel = { impressionsLookbackDays: 1, clicksLookbackDays: 7 };
    const now = 100 * DAY;
    const touches = [
      { kind: 'CLICK' as const, lineItemId: 1, at: now - 6 * DAY },
      { kind: 'CLICK' as const, lineItemId: 2, at: now - 5 * DAY },
      { kind: 'IMPRESSION' as const, lineItemId: 3, at: now - 1000 },
    ];
    expect(attributeConversion(pixel, touches, now)).toEqual({ lineItemId: 2, via: 'CLICK' });
  });

  it('falls back to the last impression in its window, then to unattributed', () => {
    const pixel = { impressionsLookbackDays: 2, clicksLookbackDays: 3 };
    const now = 100 * DAY;
    const oldClick = { kind: 'CLICK' as const, lineItemId: 1, at: now - 3 * DAY - 1 };
    const view = { kind: 'IMPRESSION' as const, lineItemId: 4, at: now - 2 * DAY };
    expect(attributeConversion(pixel, [oldClick, view], now)).toEqual({ lineItemId: 4, via: 'IMPRESSION' });
    expect(attributeConversion(pixel, [oldClick, { ...view, at: now - 2 * DAY - 1 }], now)).toBeNull();
    expect(attributeConversion(pixel, [{ ...view, at: now + 1 }], now)).toBeNull();
  });

  it('counts page_views on every hit, daily_visits once per visitor and day, custom once per ord', () => {
    const hit = { visitorId: 'v1', day: '2026-11-24' };
    expect(conversionKey('page_views', hit)).toBeNull();
    expect(conversionKey('daily_visits', hit)).toBe(conversionKey('daily_visits', { ...hit, ord: 'x' }));
    expect(conversionKey('daily_visits', hit)).not.toBe(
      conversionKey('daily_visits', { ...hit, day: '2026-11-25' }),
    );
    expect(conversionKey('custom', { ...hit, ord: 'A1' })).toBe(
      conversionKey('custom', { visitorId: 'v2', day: '2026-12-01', ord: 'A1' }),
    );
    expect(conversionKey('custom', { ...hit, ord: 'A1' })).not.toBe(
      conversionKey('custom', { ...hit, ord: 'A2' }),
    );
  });
});

describe('the demo advertiser site of a tag', () => {
  it('carries the audience or conversion pixel the tag names, and nothing for another text', () => {
    const audience =
      '<img src="http://localhost:3000/ads/v1/px/Ab_3-xYz0123456Q" width="1" height="1" alt="">';
    expect(demoSiteUrlForTag(audience)).toBe('/ads/demo/advertiser?audience=Ab_3-xYz0123456Q');
    expect(demoSiteUrlForTag('<script src="https://x.test/ads/v1/cv/42?ord=[ORD]"></script>')).toBe(
      '/ads/demo/advertiser?conversion=42',
    );
    expect(demoSiteUrlForTag('<img src="https://x.test/pixel.gif">')).toBeNull();
  });

  it('reads a pixel id pasted alone or inside its tag, and refuses anything else', () => {
    expect(pixelIdIn(' 42 ', CONVERSION_PIXEL_IN_TAG)).toBe('42');
    expect(pixelIdIn('<img src="/ads/v1/cv/7">', CONVERSION_PIXEL_IN_TAG)).toBe('7');
    expect(pixelIdIn('<img src="/ads/v1/cv/kQ3_x-9ZbY2aPq0L?ord=1">', CONVERSION_PIXEL_IN_TAG)).toBe(
      'kQ3_x-9ZbY2aPq0L',
    );
    expect(pixelIdIn('a b', CONVERSION_PIXEL_IN_TAG)).toBeNull();
    expect(pixelIdIn('"><script>', AUDIENCE_PIXEL_IN_TAG)).toBeNull();
    expect(pixelIdIn(undefined, AUDIENCE_PIXEL_IN_TAG)).toBeNull();
  });
});

describe('the id of a pixel tag (issue 28: one parser for the public pixel routes)', () => {
  it('reads an unguessable id and an older conversion pixel’s decimal id, whatever its value, as text', () => {
    expect(parsePixelTagId('kQ3_x-9ZbY2aPq0L')).toBe('kQ3_x-9ZbY2aPq0L');
    expect(parsePixelTagId('11000001')).toBe('11000001');
    // Past int4 or past 2^53: still a text naming no pixel, never a number that overflows a column.
    expect(parsePixelTagId('2147483648')).toBe('2147483648');
    expect(parsePixelTagId('999999999999')).toBe('999999999999');
  });

  it('names no pixel for anything that cannot be one', () => {
    for (const value of ['', 'a'.repeat(33), 'a/b', '%00', 'é', ' 1', undefined, 42, null]) {
      expect(parsePixelTagId(value), String(value)).toBeNull();
    }
  });
});

describe('an account’s share of the audience pixel pool (issue 28)', () => {
  const limits = { quota: 20, creationsPerHour: 10 };
  it('refuses the quota’s next audience, and counts only those holding a pixel', () => {
    expect(audienceCreationRefusal({ held: 19, createdLastHour: 0 }, limits)).toBeNull();
    expect(audienceCreationRefusal({ held: 20, createdLastHour: 0 }, limits)).toBe('QUOTA_EXCEEDED');
    expect(holdsPoolPixel({ status: 'ACTIVE' })).toBe(true);
    expect(holdsPoolPixel({ status: 'INACTIVE' })).toBe(true);
    expect(holdsPoolPixel({ status: 'ARCHIVED' })).toBe(false);
  });

  it('refuses the hour’s creation past the rate, even with room in the quota', () => {
    expect(audienceCreationRefusal({ held: 0, createdLastHour: 9 }, limits)).toBeNull();
    expect(audienceCreationRefusal({ held: 0, createdLastHour: 10 }, limits)).toBe('RATE_LIMITED');
  });

  it('keeps an audience a line item may still serve or change, and frees one only finished ones target', () => {
    const li = (status: string, isArchived = false, orderIsArchived = false) =>
      lineItemHoldsAudience({ status, isArchived, orderIsArchived });
    for (const status of ['DRAFT', 'PENDING_APPROVAL', 'DISAPPROVED', 'READY', 'DELIVERING', 'PAUSED']) {
      expect(li(status), status).toBe(true);
    }
    expect(li('COMPLETED')).toBe(false);
    expect(li('DRAFT', true)).toBe(false);
    expect(li('READY', false, true)).toBe(false);
  });
});
