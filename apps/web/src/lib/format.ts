import { useMemo } from 'react';
import { formatMoney, type Language } from '@portal/domain';
import { useLanguage } from './navigation.tsx';
import { intlLocale } from './i18n.ts';
import { useSettings } from './settings.ts';

/**
 * Money, numbers and dates of the campaign screens through Intl in the interface language (fr-CA "1 234,56 $").
 * Dates are calendar days of the platform time zone, written YYYY-MM-DD in both languages (spec §2).
 */
export interface Formatters {
  lang: Language;
  timeZone: string;
  money: (cents: number) => string;
  number: (value: number) => string;
  percent: (ratio: number) => string;
  date: (iso: string | null | undefined) => string;
  dateRange: (start: string | null | undefined, end: string | null | undefined) => string;
}

/** A value made on first use: creating an Intl formatter is slow (issue 13 §1), and a screen uses only some. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function formatters(lang: Language, timeZone: string): Formatters {
  const locale = intlLocale(lang);
  const numbers = lazily(() => new Intl.NumberFormat(locale));
  const percents = lazily(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  );
  const days = lazily(
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone,
      }),
  );
  const date = (iso: string | null | undefined) => {
    if (!iso) return '—';
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? '—' : days().format(value);
  };
  return {
    lang,
    timeZone,
    money: (cents) => formatMoney(cents, lang),
    number: (value) => numbers().format(value),
    percent: (ratio) => percents().format(ratio),
    date,
    // Non-breaking hyphens: a range wraps at its arrow, never inside a date.
    dateRange: (start, end) =>
      start || end ? `${date(start)} → ${date(end)}`.replaceAll('-', '\u2011') : '—',
  };
}

export function useFormatters(): Formatters {
  const lang = useLanguage();
  const { timeZone } = useSettings();
  return useMemo(() => formatters(lang, timeZone), [lang, timeZone]);
}
