import { CREATIVE_IMAGE_EXTENSIONS, CREATIVE_IMAGE_MIME_TYPES } from './constants.ts';
import { isEmail, isUrl } from './credentials.ts';
import type { GenericRuleCode } from './validation-codes.ts';
import type { RuleFailure, RuleParams } from './violations.ts';

/**
 * The generic rules of spec §5, as a validator set: each takes the value and its parameters and answers true or
 * the failure {code, params} whose message the catalogue words. As in the form library the product was built
 * with, every rule but `required` and `required_if` accepts an empty value (undefined, null, ''): combine with
 * `required` when the field is mandatory.
 */

export type RuleResult = true | RuleFailure<GenericRuleCode>;

/** A file as a form or the server sees it: name, MIME type, size in bytes, pixel dimensions when known. */
export interface FileLike {
  readonly name?: string;
  readonly type?: string;
  readonly size?: number;
  readonly width?: number;
  readonly height?: number;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function check(ok: boolean, code: GenericRuleCode, params: RuleParams = {}): RuleResult {
  return ok ? true : { code, params };
}

/** Runs a rule that applies only to a non-empty value. */
function unlessEmpty(
  value: unknown,
  test: () => boolean,
  code: GenericRuleCode,
  params: RuleParams = {},
): RuleResult {
  return isEmpty(value) ? true : check(test(), code, params);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (typeof value === 'number') return String(value).length;
  return -1;
}

function extensionOf(value: unknown): string {
  const name = typeof value === 'string' ? value : ((value as FileLike | null)?.name ?? '');
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function mimeMatches(type: string, pattern: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

const text = (value: unknown) => String(value);

export const rules = {
  alpha: (value: unknown) => unlessEmpty(value, () => /^\p{L}+$/u.test(text(value)), 'alpha'),
  alpha_num: (value: unknown) => unlessEmpty(value, () => /^[\p{L}\p{Nd}]+$/u.test(text(value)), 'alpha_num'),
  alpha_dash: (value: unknown) =>
    unlessEmpty(value, () => /^[\p{L}\p{Nd}_-]+$/u.test(text(value)), 'alpha_dash'),
  alpha_spaces: (value: unknown) =>
    unlessEmpty(value, () => /^[\p{L}\s]+$/u.test(text(value)), 'alpha_spaces'),
  between: (value: unknown, p: { min: number; max: number }) =>
    unlessEmpty(value, () => toNumber(value) >= p.min && toNumber(value) <= p.max, 'between', {
      min: p.min,
      max: p.max,
    }),
  confirmed: (value: unknown, p: { target: unknown }) => check(value === p.target, 'confirmed'),
  digits: (value: unknown, p: { length: number }) =>
    unlessEmpty(value, () => /^\d+$/.test(text(value)) && text(value).length === p.length, 'digits', {
      length: p.length,
    }),
  dimensions: (value: unknown, p: { width: number; height: number }) =>
    unlessEmpty(
      value,
      () => (value as FileLike).width === p.width && (value as FileLike).height === p.height,
      'dimensions',
      { width: p.width, height: p.height },
    ),
  email: (value: unknown) => unlessEmpty(value, () => isEmail(value), 'email'),
  excluded: (value: unknown, p: { values: readonly unknown[] }) =>
    unlessEmpty(value, () => !p.values.includes(value), 'excluded'),
  oneOf: (value: unknown, p: { values: readonly unknown[] }) =>
    unlessEmpty(value, () => p.values.includes(value), 'oneOf'),
  ext: (value: unknown, p: { extensions: readonly string[] }) =>
    unlessEmpty(value, () => p.extensions.map((e) => e.toLowerCase()).includes(extensionOf(value)), 'ext'),
  mimes: (value: unknown, p: { types: readonly string[] }) =>
    unlessEmpty(value, () => p.types.some((t) => mimeMatches((value as FileLike).type ?? '', t)), 'mimes'),
  image: (value: unknown) =>
    unlessEmpty(
      value,
      () => {
        const type = typeof value === 'object' ? (value as FileLike).type : undefined;
        return type
          ? (CREATIVE_IMAGE_MIME_TYPES as readonly string[]).includes(type)
          : (CREATIVE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(value));
      },
      'image',
    ),
  integer: (value: unknown) => unlessEmpty(value, () => /^-?\d+$/.test(text(value).trim()), 'integer'),
  length: (value: unknown, p: { length: number }) =>
    unlessEmpty(value, () => lengthOf(value) === p.length, 'length', { length: p.length }),
  max: (value: unknown, p: { length: number }) =>
    unlessEmpty(value, () => lengthOf(value) <= p.length, 'max', { length: p.length }),
  max_value: (value: unknown, p: { max: number }) =>
    unlessEmpty(value, () => toNumber(value) <= p.max, 'max_value', { max: p.max }),
  min: (value: unknown, p: { length: number }) =>
    unlessEmpty(value, () => lengthOf(value) >= p.length, 'min', { length: p.length }),
  min_value: (value: unknown, p: { min: number }) =>
    unlessEmpty(value, () => toNumber(value) >= p.min, 'min_value', { min: p.min }),
  numeric: (value: unknown) => unlessEmpty(value, () => /^\d+$/.test(text(value)), 'numeric'),
  regex: (value: unknown, p: { pattern: RegExp | string }) =>
    unlessEmpty(value, () => new RegExp(p.pattern).test(text(value)), 'regex'),
  required: (value: unknown) => check(!isEmpty(value), 'required'),
  /** Required when the target has one of the values, or, without values, when the target is not empty. */
  required_if: (value: unknown, p: { target: unknown; values?: readonly unknown[] }) => {
    const applies = p.values ? p.values.includes(p.target) : !isEmpty(p.target);
    return check(!applies || !isEmpty(value), 'required_if');
  },
  /** The file (or a byte count) must weigh at most `size` KB. */
  size: (value: unknown, p: { size: number }) =>
    unlessEmpty(
      value,
      () => {
        const bytes = typeof value === 'number' ? value : ((value as FileLike).size ?? Number.NaN);
        return bytes <= p.size * 1024;
      },
      'size',
      { size: p.size },
    ),
  url: (value: unknown) => unlessEmpty(value, () => isUrl(value), 'url'),
} as const satisfies Record<GenericRuleCode, (value: unknown, params: never) => RuleResult>;

export type Rules = typeof rules;
