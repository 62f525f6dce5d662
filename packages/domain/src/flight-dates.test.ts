import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { flightDatesRefinement, validateFlightDates } from './flight-dates.ts';

const TORONTO = 'America/Toronto';
/** 10:00 in Toronto (EDT) on 10 June 2025. */
const now = new Date('2025-06-10T14:00:00Z');
const reasons = (startDateTime: string, endDateTime: string, at: Date = now) =>
  validateFlightDates({ startDateTime, endDateTime }, at, TORONTO).map((v) => v.params.reason);

describe('flight dates', () => {
  it('accepts a start at 00:00 today', () => {
    expect(reasons('2025-06-10T00:00:00-04:00', '2025-06-20T23:59:59-04:00')).toEqual([]);
  });

  it('accepts a start earlier today than now', () => {
    expect(reasons('2025-06-10T08:00:00-04:00', '2025-06-20T23:59:59-04:00')).toEqual([]);
  });

  it('refuses a start yesterday, one minute before midnight', () => {
    expect(
      validateFlightDates(
        { startDateTime: '2025-06-09T23:59:00-04:00', endDateTime: '2025-06-20T00:00:00-04:00' },
        now,
        TORONTO,
      ),
    ).toEqual([{ code: 'INVALID_DATES', params: { reason: 'START_IN_PAST' }, path: ['startDateTime'] }]);
  });

  it('judges today in the platform time zone, not in UTC', () => {
    const lateEvening = new Date('2025-06-11T02:00:00Z'); // 22:00 on 10 June in Toronto
    expect(reasons('2025-06-10T12:00:00-04:00', '2025-06-20T00:00:00-04:00', lateEvening)).toEqual([]);
  });

  it('refuses an end that is now, and accepts one a second later', () => {
    expect(reasons('2025-06-10T00:00:00-04:00', now.toISOString())).toContain('END_IN_PAST');
    expect(reasons('2025-06-10T00:00:00-04:00', new Date(now.getTime() + 1000).toISOString())).toEqual([]);
  });

  it('refuses an end before or at the start', () => {
    expect(reasons('2025-06-15T00:00:00-04:00', '2025-06-14T00:00:00-04:00')).toEqual(['END_BEFORE_START']);
    expect(reasons('2025-06-15T00:00:00-04:00', '2025-06-15T00:00:00-04:00')).toEqual(['END_BEFORE_START']);
  });

  it('accepts an end on the 365th day ahead and refuses the 366th', () => {
    expect(reasons('2025-06-11T00:00:00-04:00', '2026-06-10T23:59:59-04:00')).toEqual([]);
    expect(
      validateFlightDates(
        { startDateTime: '2025-06-11T00:00:00-04:00', endDateTime: '2026-06-11T00:00:00-04:00' },
        now,
        TORONTO,
      ),
    ).toEqual([
      { code: 'INVALID_DATES', params: { reason: 'END_TOO_FAR', maxDays: 365 }, path: ['endDateTime'] },
    ]);
  });

  it('refuses dates that do not parse', () => {
    expect(reasons('soon', 'later')).toEqual(['INVALID_FORMAT', 'INVALID_FORMAT']);
  });

  it('accepts any flight starting between today and 300 days ahead and ending before the limit', () => {
    const today = new Date('2025-06-10T04:00:00Z').getTime();
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 * day }),
        fc.integer({ min: 1, max: 60 * day }),
        (startOffset, length) => {
          const start = today + startOffset;
          const end = Math.max(start, now.getTime()) + length;
          return reasons(new Date(start).toISOString(), new Date(end).toISOString()).length === 0;
        },
      ),
    );
  });

  it('reports through a schema refinement with the clock given', () => {
    const schema = z
      .object({ startDateTime: z.string(), endDateTime: z.string() })
      .superRefine(flightDatesRefinement(() => now, TORONTO));
    const result = schema.safeParse({
      startDateTime: '2025-06-01T00:00:00-04:00',
      endDateTime: '2025-06-20T00:00:00-04:00',
    });
    expect(result.error?.issues).toEqual([
      {
        code: 'custom',
        message: 'INVALID_DATES',
        params: { reason: 'START_IN_PAST' },
        path: ['startDateTime'],
      },
    ]);
  });
});
