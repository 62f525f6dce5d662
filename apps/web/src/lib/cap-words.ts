import type { TFrequencyCap } from '@portal/domain';

/**
 * A frequency cap in words, one wording for every screen that says it (the campaign summary, the history): the
 * `caps` namespace, which a screen using this loads.
 */

export type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** "3 impressions per day", "1 impression every 2 weeks", "1 500 impressions for the whole campaign". */
export function capInWords(cap: TFrequencyCap, locale: string, t: Translate): string {
  // `count` chooses "1 impression" or "3 impressions"; `n` is the number written for the locale ("1 500").
  const n = { count: cap.maxImpressions, n: new Intl.NumberFormat(locale).format(cap.maxImpressions) };
  if (cap.timeUnit === 'LIFETIME') return t('caps:lifetime', n);
  if (cap.numTimeUnits === 1) return t('caps:one', { ...n, unit: t(`caps:singular.${cap.timeUnit}`) });
  return t('caps:every', { ...n, duration: cap.numTimeUnits, unit: t(`caps:plural.${cap.timeUnit}`) });
}

/** A line item's caps, or "No cap". */
export function capsInWords(caps: readonly TFrequencyCap[], locale: string, t: Translate): string[] {
  return caps.length ? caps.map((cap) => capInWords(cap, locale, t)) : [t('caps:none')];
}
