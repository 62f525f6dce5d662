import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants of spec §9', () => {
  it('holds the spec’s numbers', () => {
    expect(c.CPM_RATE_CENTS).toBe(300);
    expect(c.MIN_ORDER_VALUE_CENTS).toBe(10_000);
    expect([c.MAX_FREQUENCY_CAPS, c.MAX_IMPRESSIONS_PER_CAP]).toEqual([10, 511]);
    expect(c.FREQUENCY_DURATION_LIMITS).toEqual({ MINUTE: 120, HOUR: 48, DAY: 14, WEEK: 26, MONTH: 6 });
    expect([c.PASSWORD_MIN_LENGTH, c.VERIFICATION_RESEND_COUNT, c.GET_RETRIES]).toEqual([8, 10, 3]);
    expect([c.REFRESH_TIMEOUT_MS, c.CHUNK_TIMEOUT_MS]).toEqual([25_000, 120_000]);
    expect([c.MOBILE_BREAKPOINT_PX, c.SMALL_BREAKPOINT_PX, c.SCROLL_OFFSET_PX]).toEqual([480, 576, 20]);
    expect([c.NATIVE_DEFAULT_SIZE, c.NATIVE_PLACEHOLDER_SIZE]).toEqual([
      { width: 300, height: 250 },
      { width: 1, height: 1 },
    ]);
    expect([c.LANGUAGES, c.DEFAULT_LANGUAGE]).toEqual([['fr', 'en'], 'fr']);
    expect([c.SEGMENT_PAGE_VIEWS_MIN, c.SEGMENT_PAGE_VIEWS_MAX, c.SEGMENT_PAGE_VIEWS_DEFAULT]).toEqual([
      1, 12, 1,
    ]);
    expect([
      c.SEGMENT_MEMBERSHIP_DAYS_MIN,
      c.SEGMENT_MEMBERSHIP_DAYS_MAX,
      c.SEGMENT_MEMBERSHIP_DAYS_DEFAULT,
    ]).toEqual([1, 540, 30]);
    expect(c.PERSONALIZED_SEGMENT_PARENT_ID).toBe(99_999_999);
    expect([c.CONVERSION_LOOKBACK_MIN_DAYS, c.CONVERSION_LOOKBACK_MAX_DAYS]).toEqual([1, 30]);
    expect([c.CREATIVE_MAX_KB, c.FLIGHT_MAX_DAYS_AHEAD, c.VOUCHER_DATE_SHIFT_DAYS]).toEqual([150, 365, 2]);
    expect(c.DEFAULT_TIMEZONE).toBe('America/Toronto');
  });
});
