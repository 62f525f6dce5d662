import { describe, expect, it } from 'vitest';
import { flightWarnings, SHORT_FLIGHT_HOURS } from './flight-warnings.ts';

const HOUR = 3_600_000;
const now = new Date('2030-03-10T15:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
const flight = (startHours: number, endHours: number, units = 50_000) => ({
  startDateTime: at(startHours),
  endDateTime: at(endHours),
  units,
});

describe('flight warnings (issue 31 §22)', () => {
  it('warns of a start that has passed, with the hours lost', () => {
    expect(flightWarnings(flight(-15, 30 * 24), now)).toEqual([
      { code: 'START_PASSED', params: { hoursPassed: 15 } },
    ]);
  });

  it('warns of 200 000 impressions over one day, with the hourly pace it needs', () => {
    expect(flightWarnings(flight(9, 33, 200_000), now)).toEqual([
      { code: 'SHORT_FLIGHT', params: { hoursLeft: 24, perHour: 8334 } },
    ]);
  });

  it('counts the hours left from now once the flight has begun', () => {
    const warnings = flightWarnings(flight(-15, 9, 200_000), now);
    expect(warnings).toEqual([
      { code: 'START_PASSED', params: { hoursPassed: 15 } },
      { code: 'SHORT_FLIGHT', params: { hoursLeft: 9, perHour: 22_223 } },
    ]);
  });

  it(`says nothing of a flight of ${SHORT_FLIGHT_HOURS} hours or more starting ahead`, () => {
    expect(flightWarnings(flight(9, 9 + SHORT_FLIGHT_HOURS), now)).toEqual([]);
    expect(flightWarnings(flight(9, 9 + SHORT_FLIGHT_HOURS - 1), now)[0]?.code).toBe('SHORT_FLIGHT');
  });

  it('adds the forecast when it finds fewer impressions than the goal, not when it cannot estimate', () => {
    const ahead = flight(24, 24 * 30, 200_000);
    expect(
      flightWarnings(ahead, now, { availableUnits: 120_000, requestedUnits: 200_000, estimable: true }),
    ).toEqual([{ code: 'NOT_ENOUGH_INVENTORY', params: { available: 120_000, requested: 200_000 } }]);
    expect(
      flightWarnings(ahead, now, { availableUnits: 200_000, requestedUnits: 200_000, estimable: true }),
    ).toEqual([]);
    expect(
      flightWarnings(ahead, now, { availableUnits: 200_000, requestedUnits: 200_000, estimable: false }),
    ).toEqual([]);
  });

  it('says nothing of a flight that is over or has no length (the flight rules refuse those)', () => {
    expect(flightWarnings(flight(-48, -24), now)).toEqual([]);
    expect(flightWarnings(flight(24, 24), now)).toEqual([]);
  });
});
