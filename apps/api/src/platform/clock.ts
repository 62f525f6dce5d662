/**
 * The time every rule reads (code expiry, lockout end, token exp, key rotation). buildServer takes one so tests can
 * move time forward instead of waiting; production uses the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time but can be moved forward (or set) by a test. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Moves the clock to `date` (it keeps running from there). */
  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now();
  }
}
