import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  isValidTimeZone,
  startOfDay,
  toInstant,
  zonedTimeToInstant,
} from './time-zone.ts';

const TORONTO = 'America/Toronto';

describe('time zone arithmetic', () => {
  it('gives the calendar date of an instant in the zone, not in UTC', () => {
    expect(calendarDate('2025-01-15T03:00:00Z', TORONTO)).toBe('2025-01-14');
    expect(calendarDate('2025-01-15T05:00:00Z', TORONTO)).toBe('2025-01-15');
  });

  it('sets the start of day to 00:00 in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(startOfDay('2025-01-15T12:00:00Z', TORONTO)).toBe('2025-01-15T05:00:00.000Z');
    expect(startOfDay('2025-07-15T12:00:00Z', TORONTO)).toBe('2025-07-15T04:00:00.000Z');
  });

  it('sets the start of day on the local day when UTC is already tomorrow', () => {
    expect(startOfDay('2025-01-15T03:00:00Z', TORONTO)).toBe('2025-01-14T05:00:00.000Z');
  });

  it('finds midnight on the days the clocks change', () => {
    expect(startOfDay('2025-03-09T18:00:00Z', TORONTO)).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfDay('2025-11-02T18:00:00Z', TORONTO)).toBe('2025-11-02T04:00:00.000Z');
  });

  it('reads a calendar date alone as 00:00 of that day in the zone', () => {
    expect(startOfDay('2025-03-10', TORONTO)).toBe('2025-03-10T04:00:00.000Z');
    expect(toInstant('2025-01-01', TORONTO)?.toISOString()).toBe('2025-01-01T05:00:00.000Z');
  });

  it('handles zones with half-hour offsets', () => {
    expect(startOfDay('2025-01-15T20:00:00Z', 'Asia/Kolkata')).toBe('2025-01-15T18:30:00.000Z');
  });

  it('turns a wall time into the instant the zone shows it', () => {
    expect(
      zonedTimeToInstant({ year: 2025, month: 6, day: 1, hour: 9, minute: 30 }, TORONTO).toISOString(),
    ).toBe('2025-06-01T13:30:00.000Z');
  });

  it('moves calendar dates across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-06-10', 365)).toBe('2026-06-10');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('refuses what is not a date', () => {
    expect(toInstant('not a date', TORONTO)).toBeUndefined();
    expect(() => startOfDay('nope', TORONTO)).toThrow(RangeError);
    expect(() => addDays('2025-1-1', 1)).toThrow(RangeError);
  });

  it('knows a valid time zone from an unknown one', () => {
    expect(isValidTimeZone(TORONTO)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
