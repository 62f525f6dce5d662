import { formatMoney, type Language, type TMetricRow } from '@portal/domain';
import { intlLocale } from '../../lib/i18n.ts';

/** A day of the metrics chart: its rows summed, the spend in cents. `date` is the rows' calendar day, YYYY-MM-DD. */
export interface MetricsDay {
  date: string;
  impressions: number;
  clicks: number;
  spendCents: number;
}

/** The chart's series of the spend, drawn against the right axis. */
export const SPEND_SERIES = 'spendCents';

/** The rows summed per day, the oldest day first. */
export function metricsPerDay(rows: readonly TMetricRow[]): MetricsDay[] {
  const days = new Map<string, MetricsDay>();
  for (const r of rows) {
    const day = days.get(r.date) ?? { date: r.date, impressions: 0, clicks: 0, spendCents: 0 };
    day.impressions += r.impressions;
    day.clicks += r.clicks;
    day.spendCents += r.spendCents;
    days.set(r.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

// Made once per language: creating an Intl formatter is slow (issue 13 §1), and the chart formats at each tick.
const countFormats = new Map<Language, Intl.NumberFormat>();

/** A count (impressions, clicks, conversions) as the language writes it: "1 234", "1,234". */
export function formatCount(value: number, lang: Language): string {
  let counts = countFormats.get(lang);
  if (!counts) {
    counts = new Intl.NumberFormat(intlLocale(lang));
    countFormats.set(lang, counts);
  }
  return counts.format(value);
}

/**
 * A value of the chart (axis tick or tooltip) as the language writes it: the spend as money ("0,60 $", "$0.60"),
 * the impressions and clicks as counts.
 */
export function formatChartValue(series: string, value: number, lang: Language): string {
  return series === SPEND_SERIES ? formatMoney(value, lang) : formatCount(value, lang);
}
