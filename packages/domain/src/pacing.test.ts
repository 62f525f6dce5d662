import { describe, expect, it } from 'vitest';
import { dailyGoal } from './pacing.ts';

describe('dailyGoal (even delivery)', () => {
  it('spreads what is left over the days left, today included, rounding up', () => {
    expect(dailyGoal({ units: 1000, deliveredBeforeToday: 0, daysLeft: 10 })).toBe(100);
    expect(dailyGoal({ units: 1000, deliveredBeforeToday: 400, daysLeft: 4 })).toBe(150);
    expect(dailyGoal({ units: 10, deliveredBeforeToday: 0, daysLeft: 3 })).toBe(4);
  });

  it('asks for everything left on the last day, and after the flight', () => {
    expect(dailyGoal({ units: 1000, deliveredBeforeToday: 900, daysLeft: 1 })).toBe(100);
    expect(dailyGoal({ units: 1000, deliveredBeforeToday: 900, daysLeft: 0 })).toBe(100);
  });

  it('asks for nothing once the quantity is delivered', () => {
    expect(dailyGoal({ units: 1000, deliveredBeforeToday: 1000, daysLeft: 5 })).toBe(0);
  });
});
