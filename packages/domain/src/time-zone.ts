/**
 * Calendar arithmetic in the platform time zone (architecture.md: start of day 00:00, "not in the past", invoice
 * months), with Intl.DateTimeFormat only: no date library, so the same code runs in the browser and on the server.
 * Calendar dates are 'YYYY-MM-DD' strings; instants are Date values or ISO 8601 strings.
 */

const DAY_MS = 86_400_000;

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA time zone (the API checks its TIMEZONE setting with it). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Toronto in winter: -5 h). */
function offsetMs(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clock shows this wall time (the later offset wins across a change). */
export function zonedTimeToInstant(
  w: Omit<WallClock, 'second'> & { second?: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar date 'YYYY-MM-DD' of an instant in the zone. */
export function calendarDate(instant: Date | string, timeZone: string): string {
  const w = wallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const match = DATE_ONLY.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS);
  return moved.toISOString().slice(0, 10);
}

/**
 * An ISO string or calendar date as an instant: a calendar date alone means its 00:00 in the zone. Undefined when
 * the value is not a date.
 */
export function toInstant(value: string | Date, timeZone: string): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    return zonedTimeToInstant(
      { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0 },
      timeZone,
    );
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/**
 * 00:00 in the zone on the calendar day of the value (spec §9 "Start of day time is 00:00"), as an ISO instant.
 * Throws a RangeError when the value is not a date.
 */
export function startOfDay(value: string | Date, timeZone: string): string {
  const instant = toInstant(value, timeZone);
  if (!instant) throw new RangeError(`Not a date: ${String(value)}`);
  const [year, month, day] = calendarDate(instant, timeZone).split('-').map(Number);
  return zonedTimeToInstant({ year, month, day, hour: 0, minute: 0 }, timeZone).toISOString();
}
