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
  /** Set by freeze: the clock stands still there (advance still moves it), for rules of whole time steps (TOTP). */
  private frozenAt: number | null = null;

  now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }

  /** Stops the clock at `date`: it reads `date` until advanced or set. */
  freeze(date: Date): void {
    this.frozenAt = date.getTime();
    this.offsetMs = 0;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Moves the clock to `date` (it keeps running from there). */
  set(date: Date): void {
    this.frozenAt = null;
    this.offsetMs = date.getTime() - Date.now();
  }
}
