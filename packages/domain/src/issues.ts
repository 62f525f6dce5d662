import type { Language } from './constants.ts';
import { fieldLabel, formatMessage, hasMessage } from './messages.ts';
import type { RuleFailure, RuleParams, Violation } from './violations.ts';

/**
 * From zod issues to rule codes and localized field messages. The package's own refinements already report a
 * rule code as the message (with its params); zod's built-in checks (a missing field, a too-short string, a bad
 * enum value) are translated here to the generic rules of spec §5, so every message on screen comes from the
 * catalogue.
 */

/** A zod issue, or the same data as fastify-type-provider-zod hands it over ({code: keyword, message, ...params}). */
export interface IssueLike {
  readonly code: string;
  readonly message?: string;
  readonly path?: readonly PropertyKey[];
}

function fieldsOf(issue: IssueLike): Record<string, unknown> {
  return issue as unknown as Record<string, unknown>;
}

function defined(params: Record<string, unknown>): RuleParams {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as RuleParams;
}

/** The params a built-in issue carries, under the names the messages use. */
function builtInParams(issue: Record<string, unknown>): RuleParams {
  const own =
    typeof issue.params === 'object' && issue.params !== null
      ? (issue.params as Record<string, unknown>)
      : {};
  const bound = (issue.minimum ?? issue.maximum) as unknown;
  return defined({
    min: issue.minimum,
    max: issue.maximum,
    length: typeof bound === 'bigint' ? Number(bound) : bound,
    values: issue.values,
    keys: issue.keys,
    ...own,
  });
}

function sizeRule(issue: Record<string, unknown>, small: boolean): RuleFailure<string> {
  // An exclusive bound (zod's positive(), gt()) is worded as the inclusive rule on the bound itself: the schemas of
  // this package use inclusive bounds (min(1) rather than positive()) so the message states the true limit.
  const bound = Number(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      if (small && bound <= 1) return { code: 'required', params: {} };
      return { code: small ? 'min' : 'max', params: { length: bound } };
    case 'array':
    case 'set':
      if (small && bound <= 1) return { code: 'required', params: {} };
      return small
        ? { code: 'min_items', params: { min: bound } }
        : { code: 'max_items', params: { max: bound } };
    default:
      return small
        ? { code: 'min_value', params: { min: bound } }
        : { code: 'max_value', params: { max: bound } };
  }
}

const FORMAT_RULES: Readonly<Record<string, string>> = {
  email: 'email',
  url: 'url',
  regex: 'regex',
  datetime: 'date_format',
  date: 'date_format',
  time: 'date_format',
};

/** The rule code and params of any zod issue (see the module comment). */
export function issueToRule(issue: IssueLike): RuleFailure<string> {
  const data = fieldsOf(issue);
  if (issue.message && hasMessage(issue.message)) return { code: issue.message, params: builtInParams(data) };
  switch (issue.code) {
    case 'invalid_type': {
      // zod words a missing value "received undefined" (null: "received null"); both mean the field is empty.
      if (
        /received (undefined|null)$/.test(issue.message ?? '') ||
        ('input' in data && data.input === undefined)
      ) {
        return { code: 'required', params: {} };
      }
      if (data.expected === 'int') return { code: 'integer', params: {} };
      if (data.expected === 'number') return { code: 'numeric', params: {} };
      return { code: 'invalid', params: {} };
    }
    case 'too_small':
      return sizeRule(data, true);
    case 'too_big':
      return sizeRule(data, false);
    case 'invalid_format':
      return { code: FORMAT_RULES[String(data.format)] ?? 'regex', params: {} };
    case 'invalid_value':
      return { code: 'oneOf', params: {} };
    case 'not_multiple_of':
      return { code: data.divisor === 1 ? 'integer' : 'invalid', params: {} };
    case 'unrecognized_keys':
      return { code: 'unrecognized_keys', params: defined({ keys: data.keys }) };
    default:
      return { code: 'invalid', params: {} };
  }
}

/** The dotted path of an issue ('frequencyCaps.2.maxImpressions'), '_' for the value itself. */
export function issuePath(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map(String).join('.') : '_';
}

function lastName(path: readonly PropertyKey[] | undefined): string {
  const names = (path ?? []).filter((p): p is string => typeof p === 'string');
  return names[names.length - 1] ?? '';
}

export interface FieldErrorOptions {
  /** The label of a field by its path; when it answers undefined the catalogue's `fields` label is used. */
  readonly label?: (path: readonly PropertyKey[]) => string | undefined;
}

/** One issue as a sentence of the locale, naming its field. */
export function formatIssue(locale: Language, issue: IssueLike, options: FieldErrorOptions = {}): string {
  const { code, params } = issueToRule(issue);
  const field = options.label?.(issue.path ?? []) ?? fieldLabel(locale, lastName(issue.path));
  return formatMessage(locale, code, { field, ...params });
}

/**
 * The issues of a failed parse as localized messages by dotted path, e.g.
 * `{ "frequencyCaps": ["No more than 10 frequency caps are allowed"], "destinationUrl": ["The Destination field must be a valid URL"] }`.
 * The server answers it as `fields`; the web shows the same text beside the field.
 */
export function toFieldErrors(
  error: { readonly issues: readonly IssueLike[] },
  locale: Language,
  options: FieldErrorOptions = {},
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const list = (fields[issuePath(issue.path)] ??= []);
    const message = formatIssue(locale, issue, options);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

/** The same for violations found by a rule function outside a schema (e.g. a service's date check). */
export function violationsToFieldErrors(
  violations: readonly Violation<string>[],
  locale: Language,
  options: FieldErrorOptions = {},
): Record<string, string[]> {
  return toFieldErrors(
    { issues: violations.map((v) => ({ code: 'custom', message: v.code, params: v.params, path: v.path })) },
    locale,
    options,
  );
}
