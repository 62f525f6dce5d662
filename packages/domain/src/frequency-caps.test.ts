import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FREQUENCY_DURATION_LIMITS, MAX_FREQUENCY_CAPS, MAX_IMPRESSIONS_PER_CAP } from './constants.ts';
import {
  ZFrequencyCapListSchema,
  ZFrequencyCapSchema,
  durationLimitOf,
  underFrequencyCaps,
  validateFrequencyCap,
  validateFrequencyCaps,
  type TFrequencyCap,
} from './frequency-caps.ts';
import { TIME_UNITS, type TimeUnit } from './enums.ts';

const cap = (maxImpressions: number, numTimeUnits: number, timeUnit: TimeUnit = 'DAY'): TFrequencyCap => ({
  maxImpressions,
  numTimeUnits,
  timeUnit,
});
const codes = (caps: TFrequencyCap[]) => validateFrequencyCaps(caps).map((v) => v.code);

/** A valid cap: impressions 1..511, duration 1..the unit's limit (LIFETIME: any positive number). */
const validCap = fc.constantFrom(...TIME_UNITS).chain((timeUnit) =>
  fc.record({
    maxImpressions: fc.integer({ min: 1, max: MAX_IMPRESSIONS_PER_CAP }),
    numTimeUnits: fc.integer({ min: 1, max: durationLimitOf(timeUnit) ?? 1000 }),
    timeUnit: fc.constant(timeUnit),
  }),
);
const distinctCaps = (minLength: number, maxLength: number) =>
  fc.uniqueArray(validCap, { minLength, maxLength, selector: (c) => `${c.timeUnit}:${c.numTimeUnits}` });

describe('frequency caps', () => {
  it('accepts 511 impressions per frequency', () => {
    expect(validateFrequencyCap(cap(511, 1))).toEqual([]);
  });

  it('refuses 512 impressions per frequency', () => {
    expect(validateFrequencyCap(cap(512, 1))).toEqual([
      { code: 'FREQUENCY_CAP_IMPRESSIONS_MAX', params: { max: 511 }, path: ['maxImpressions'] },
    ]);
  });

  it('refuses zero impressions', () => {
    expect(validateFrequencyCap(cap(0, 1)).map((v) => v.code)).toEqual(['FREQUENCY_CAP_IMPRESSIONS_MIN']);
  });

  it('refuses a duration of zero', () => {
    expect(validateFrequencyCap(cap(1, 0)).map((v) => v.code)).toEqual(['FREQUENCY_CAP_DURATION_MIN']);
  });

  it.each(Object.entries(FREQUENCY_DURATION_LIMITS))(
    'accepts %s up to its limit of %i and refuses one more',
    (unit, limit) => {
      expect(validateFrequencyCap(cap(1, limit, unit as TimeUnit))).toEqual([]);
      expect(validateFrequencyCap(cap(1, limit + 1, unit as TimeUnit))).toEqual([
        {
          code: 'FREQUENCY_CAP_DURATION_MAX',
          params: { max: limit, timeUnit: unit },
          path: ['numTimeUnits'],
        },
      ]);
    },
  );

  it('allows LIFETIME with any positive duration', () => {
    expect(validateFrequencyCap(cap(3, 5000, 'LIFETIME'))).toEqual([]);
    expect(durationLimitOf('LIFETIME')).toBeUndefined();
  });

  it('accepts ten caps', () => {
    const ten = Array.from({ length: 10 }, (_, i) => cap(1, i + 1, 'MINUTE'));
    expect(codes(ten)).toEqual([]);
  });

  it('refuses an eleventh frequency cap', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => cap(1, i + 1, 'MINUTE'));
    expect(validateFrequencyCaps(eleven)).toEqual([
      { code: 'FREQUENCY_CAP_TOO_MANY', params: { max: 10 }, path: [] },
    ]);
  });

  it('refuses a duplicate time unit with the same number, on the second cap', () => {
    expect(validateFrequencyCaps([cap(1, 2, 'HOUR'), cap(5, 2, 'HOUR')])).toEqual([
      { code: 'FREQUENCY_CAP_DUPLICATE', params: { timeUnit: 'HOUR', numTimeUnits: 2 }, path: [1] },
    ]);
  });

  it('accepts the same time unit with different numbers', () => {
    expect(codes([cap(1, 1, 'HOUR'), cap(1, 2, 'HOUR')])).toEqual([]);
  });

  it('places the violations of each cap under its index', () => {
    expect(validateFrequencyCaps([cap(1, 1), cap(600, 1, 'WEEK')])[0].path).toEqual([1, 'maxImpressions']);
  });

  it('accepts any list of at most ten valid distinct caps', () => {
    fc.assert(
      fc.property(distinctCaps(0, MAX_FREQUENCY_CAPS), (caps) => validateFrequencyCaps(caps).length === 0),
    );
  });

  it('refuses any list of eleven or more caps', () => {
    fc.assert(
      fc.property(distinctCaps(MAX_FREQUENCY_CAPS + 1, 20), (caps) =>
        codes(caps).includes('FREQUENCY_CAP_TOO_MANY'),
      ),
    );
  });

  it('refuses any cap above 511 impressions', () => {
    fc.assert(
      fc.property(validCap, fc.integer({ min: 512, max: 1_000_000 }), (c, impressions) =>
        validateFrequencyCap({ ...c, maxImpressions: impressions }).some(
          (v) => v.code === 'FREQUENCY_CAP_IMPRESSIONS_MAX',
        ),
      ),
    );
  });

  it('reports the rules through the schemas as custom issues carrying the code and params', () => {
    const one = ZFrequencyCapSchema.safeParse(cap(512, 1));
    expect(one.success).toBe(false);
    expect(one.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'FREQUENCY_CAP_IMPRESSIONS_MAX',
      params: { max: 511 },
    });
    const list = ZFrequencyCapListSchema.safeParse([cap(1, 1), cap(1, 1)]);
    expect(list.error?.issues[0]).toMatchObject({ message: 'FREQUENCY_CAP_DUPLICATE', path: [1] });
  });

  it('refuses an unknown time unit in the schema', () => {
    expect(
      ZFrequencyCapSchema.safeParse({ maxImpressions: 1, numTimeUnits: 1, timeUnit: 'YEAR' }).success,
    ).toBe(false);
  });
});

describe('underFrequencyCaps (serving)', () => {
  const HOUR = 3_600_000;
  const now = 100 * 24 * HOUR;

  it('lets an impression through while every cap has room within its window', () => {
    const caps = [{ maxImpressions: 2, numTimeUnits: 1, timeUnit: 'DAY' as const }];
    expect(underFrequencyCaps(caps, [], now)).toBe(true);
    expect(underFrequencyCaps(caps, [now - HOUR], now)).toBe(true);
    expect(underFrequencyCaps(caps, [now - HOUR, now - 2 * HOUR], now)).toBe(false);
  });

  it('forgets impressions older than the window (numTimeUnits × the unit)', () => {
    const caps = [{ maxImpressions: 1, numTimeUnits: 2, timeUnit: 'HOUR' as const }];
    expect(underFrequencyCaps(caps, [now - HOUR], now)).toBe(false);
    expect(underFrequencyCaps(caps, [now - 2 * HOUR], now)).toBe(true);
  });

  it('holds every cap at once, and a lifetime cap never forgets', () => {
    const caps = [
      { maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' as const },
      { maxImpressions: 1, numTimeUnits: 1, timeUnit: 'LIFETIME' as const },
    ];
    expect(underFrequencyCaps(caps, [now - 365 * 24 * HOUR], now)).toBe(false);
    expect(underFrequencyCaps(caps.slice(0, 1), [now - 365 * 24 * HOUR], now)).toBe(true);
  });
});
