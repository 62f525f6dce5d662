import { CURRENCY, type Language } from './constants.ts';
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import frErrors from './locales/fr/errors.json' with { type: 'json' };
import frValidation from './locales/fr/validation.json' with { type: 'json' };

/**
 * The one message catalogue of rule and error codes, in both languages (decision 0001: the server words `fields`
 * with it; the web loads the same files). Messages hold `{param}` placeholders; `{param, money}` formats an amount
 * in cents as dollars for the locale. A code whose params carry a `reason` is first looked up as
 * `<code>_<reason>` (i18next's context convention), e.g. INVALID_DATES_START_IN_PAST.
 */

type Catalogue = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

export const VALIDATION_MESSAGES: Readonly<Record<Language, Catalogue>> = {
  fr: frValidation,
  en: enValidation,
};
export const ERROR_MESSAGES: Readonly<Record<Language, Catalogue>> = { fr: frErrors, en: enErrors };

export type MessageParams = Readonly<Record<string, unknown>>;

const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/** An amount in cents, as the locale writes dollars: "1 234,56 $" in fr, "$1,234.56" in en. */
export function formatMoney(cents: number, locale: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency: CURRENCY }).format(
    cents / 100,
  );
}

function formatValue(value: unknown, format: string | undefined, locale: Language): string {
  if (value === undefined || value === null) return '';
  if (format === 'money' && typeof value === 'number') return formatMoney(value, locale);
  if (typeof value === 'number') return new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value);
  if (Array.isArray(value)) return value.map((v) => formatValue(v, format, locale)).join(', ');
  return String(value);
}

/** Fills `{name}` and `{name, money}` placeholders; an absent param leaves nothing, and the spaces around it close. */
export function interpolate(template: string, params: MessageParams, locale: Language): string {
  return template
    .replace(/\{(\w+)(?:,\s*(\w+))?\}/g, (_match, name: string, format: string | undefined) =>
      formatValue(params[name], format, locale),
    )
    .replace(/ {2,}/g, ' ')
    .trim();
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  const value = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Whether the catalogue words this rule or error code (in both languages: a test keeps them equal). */
export function hasMessage(code: string): boolean {
  return lookup(VALIDATION_MESSAGES.fr, code) !== undefined || lookup(ERROR_MESSAGES.fr, code) !== undefined;
}

/**
 * The message of a rule code (or, failing that, an error code) in the locale, with its params filled. An unknown
 * code gives the generic "The field is invalid" rather than a code on screen.
 */
export function formatMessage(locale: Language, code: string, params: MessageParams = {}): string {
  const catalogue = VALIDATION_MESSAGES[locale];
  const reason =
    typeof params.reason === 'string' ? lookup(catalogue, `${code}_${params.reason}`) : undefined;
  const template =
    reason ??
    lookup(catalogue, code) ??
    lookup(ERROR_MESSAGES[locale], code) ??
    lookup(catalogue, 'invalid') ??
    code;
  return interpolate(template, params, locale);
}

/** The message of an error code of spec §8; the spec's fallback "An error occurred" for an unknown one. */
export function formatError(locale: Language, code: string | undefined): string {
  const catalogue = ERROR_MESSAGES[locale];
  return (code !== undefined ? lookup(catalogue, code) : undefined) ?? lookup(catalogue, 'fallback') ?? '';
}

/** The message of a group of payment errors of spec §8 (payment method, inventory, order in process). */
export function formatErrorGroup(
  locale: Language,
  group: 'paymentMethod' | 'inventory' | 'orderInProcess',
): string {
  const groups = ERROR_MESSAGES[locale].groups;
  return typeof groups === 'object' ? (groups[group] ?? '') : '';
}

/** The label of a field (by its own name, the last segment of a path), or '' when the catalogue has none. */
export function fieldLabel(locale: Language, name: string): string {
  const fields = VALIDATION_MESSAGES[locale].fields;
  return typeof fields === 'object' && Object.hasOwn(fields, name) ? fields[name] : '';
}

/** A placeholder text of the catalogue (e.g. `segmentName`: "Enter a name"). */
export function placeholderText(locale: Language, key: string): string {
  const placeholders = VALIDATION_MESSAGES[locale].placeholders;
  return typeof placeholders === 'object' && Object.hasOwn(placeholders, key) ? placeholders[key] : '';
}
