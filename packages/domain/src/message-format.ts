import { CURRENCY, type Language } from './constants.ts';

/**
 * How rule and error codes become words (decision 0001), apart from where the catalogues come from: the server
 * and the tests bind it to both languages' files (messages.ts); the web binds it to the catalogue of the language
 * it loaded (apps/web/src/lib/domain-messages.ts), so that a page never downloads the other language's (issue 13
 * §1). Messages hold `{param}` placeholders; `{param, money}` formats an amount in cents as dollars for the
 * locale. A code whose params carry a `reason` is first looked up as `<code>_<reason>` (i18next's context
 * convention), e.g. INVALID_DATES_START_IN_PAST.
 */

export type Catalogue = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** The catalogues of a language: its rule messages (`validation`) and its error messages (`errors`). */
export interface CatalogueSource {
  validation(locale: Language): Catalogue;
  errors(locale: Language): Catalogue;
}

export type MessageParams = Readonly<Record<string, unknown>>;

const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };
const LOCALES = Object.keys(NUMBER_LOCALES) as Language[];

// One formatter per language, made on first use: building an Intl.NumberFormat costs far more than formatting
// with it (a list of 25 campaigns formats dozens of amounts; issue 13 §1).
const moneyFormats = new Map<Language, Intl.NumberFormat>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function formatOf(
  cache: Map<Language, Intl.NumberFormat>,
  locale: Language,
  options?: Intl.NumberFormatOptions,
) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], options);
    cache.set(locale, format);
  }
  return format;
}

/** An amount in cents, as the locale writes dollars: "1 234,56 $" in fr, "$1,234.56" in en. */
export function formatMoney(cents: number, locale: Language): string {
  return formatOf(moneyFormats, locale, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

function formatValue(value: unknown, format: string | undefined, locale: Language): string {
  if (value === undefined || value === null) return '';
  if (format === 'money' && typeof value === 'number') return formatMoney(value, locale);
  if (typeof value === 'number') return formatOf(numberFormats, locale).format(value);
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

/** The message functions over a source of catalogues. */
export function messageFormatter(source: CatalogueSource) {
  return {
    /**
     * Whether the catalogue words this rule or error code (both languages have the same keys: a test keeps them
     * equal; the web has only one of them loaded).
     */
    hasMessage(code: string): boolean {
      return LOCALES.some(
        (locale) =>
          lookup(source.validation(locale), code) !== undefined ||
          lookup(source.errors(locale), code) !== undefined,
      );
    },

    /**
     * The message of a rule code (or, failing that, an error code) in the locale, with its params filled. An
     * unknown code gives the generic "The field is invalid" rather than a code on screen.
     */
    formatMessage(locale: Language, code: string, params: MessageParams = {}): string {
      const catalogue = source.validation(locale);
      const reason =
        typeof params.reason === 'string' ? lookup(catalogue, `${code}_${params.reason}`) : undefined;
      const template =
        reason ??
        lookup(catalogue, code) ??
        lookup(source.errors(locale), code) ??
        lookup(catalogue, 'invalid') ??
        code;
      return interpolate(template, params, locale);
    },

    /** The message of an error code of spec §8; the spec's fallback "An error occurred" for an unknown one. */
    formatError(locale: Language, code: string | undefined): string {
      const catalogue = source.errors(locale);
      return (
        (code !== undefined ? lookup(catalogue, code) : undefined) ?? lookup(catalogue, 'fallback') ?? ''
      );
    },

    /** The message of a group of payment errors of spec §8 (payment method, inventory, order in process). */
    formatErrorGroup(locale: Language, group: 'paymentMethod' | 'inventory' | 'orderInProcess'): string {
      const groups = source.errors(locale).groups;
      return typeof groups === 'object' ? (groups[group] ?? '') : '';
    },

    /** The label of a field (by its own name, the last segment of a path), or '' when the catalogue has none. */
    fieldLabel(locale: Language, name: string): string {
      const fields = source.validation(locale).fields;
      return typeof fields === 'object' && Object.hasOwn(fields, name) ? fields[name] : '';
    },

    /** A placeholder text of the catalogue (e.g. `segmentName`: "Enter a name"). */
    placeholderText(locale: Language, key: string): string {
      const placeholders = source.validation(locale).placeholders;
      return typeof placeholders === 'object' && Object.hasOwn(placeholders, key) ? placeholders[key] : '';
    },
  };
}
