import { DEFAULT_TIMEZONE } from './constants.ts';
import { calendarDate } from './time-zone.ts';

/** Rules of the finance lists (spec §2): newest first, and the default year and month filters. */

/** Months of the filters, '01' to '12' (spec §2). */
export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** A copy of the rows, newest first by a date field that starts 'YYYY-MM' (invoiceDate, date). */
export function sortNewestFirst<T>(rows: readonly T[], dateOf: (row: T) => string): T[] {
  return [...rows].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
}

export interface PeriodFilter {
  readonly year: string;
  readonly month: string;
}

/**
 * The default filters of the invoice and metric lists (spec §2): the current year and month when any row is from
 * the current year, else empty filters. "Current" is in the platform time zone.
 */
export function defaultPeriodFilter(
  dates: readonly string[],
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): PeriodFilter {
  const [year, month] = calendarDate(now, timeZone).split('-');
  return dates.some((d) => d.startsWith(`${year}-`)) ? { year, month } : { year: '', month: '' };
}

/** Whether a row's date matches the filters; an empty filter matches everything. */
export function matchesPeriod(date: string, filter: PeriodFilter): boolean {
  const [year, month] = date.split('-');
  return (filter.year === '' || year === filter.year) && (filter.month === '' || month === filter.month);
}

/** Click-through rate as a ratio; 0 without impressions. */
export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions > 0 ? clicks / impressions : 0;
}
