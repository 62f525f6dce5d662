import { z } from 'zod';

/** Building blocks shared by the entity and request schemas (architecture.md "Wire conventions"). */

/** The largest value of a PostgreSQL integer column (int4): every id and count the portal stores fits in one. */
export const INT4_MAX = 2_147_483_647;

/** Ad-server ids (orders, line items, creatives, locations, segments) are positive integers of an int4 column. */
export const ZIdSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * An id of a path or a query, as text: a positive decimal that fits its column, else null — an unknown id, never a
 * number the database refuses (issue 28: `2147483648` made a 500).
 */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT4_MAX ? id : null;
}

/**
 * Characters no text of the portal may hold: the C0 and C1 control characters other than tab and newline (NUL is
 * refused by PostgreSQL; the others corrupt e-mails, CSV exports and logs), and UTF-16 surrogates that are not
 * part of a pair (they cannot be encoded as UTF-8).
 */
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text is free of control characters (but tab and newline) and of lone surrogates. */
export function isPlainText(value: string): boolean {
  return !FORBIDDEN_TEXT.test(value);
}

/**
 * The text primitive every free-text field of a request is built on: line breaks made one newline (browsers send a
 * textarea's in multipart forms as CR LF), then a string refused with TEXT_INVALID_CHARACTERS when it holds a
 * character of FORBIDDEN_TEXT, before any other check of the field.
 */
export function text() {
  return z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine(isPlainText, { message: 'TEXT_INVALID_CHARACTERS', abort: true });
}

/** Money is integer cents, never a float of dollars. */
export const ZCentsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Instants are ISO 8601 strings with an offset or Z; calendar dates are 'YYYY-MM-DD'. */
export const ZIsoDateTimeSchema = z.iso.datetime({ offset: true });
export const ZIsoDateSchema = z.iso.date();

/** A creative or placeholder size in pixels. */
export const ZSizeSchema = z.object({
  width: z.number().int().min(1).max(INT4_MAX),
  height: z.number().int().min(1).max(INT4_MAX),
});
export type TSize = z.infer<typeof ZSizeSchema>;

/** A creative placeholder of a line item (ad-server shape: {size: {width, height}}). */
export const ZCreativePlaceholderSchema = z.object({ size: ZSizeSchema });
export type TCreativePlaceholder = z.infer<typeof ZCreativePlaceholderSchema>;

/**
 * View-as (spec §6): GET carries `viewAs` in the query, POST and PUT in the body, holding the target user id. The
 * request schemas leave it out (their objects strip unknown keys): read it from the raw request before validation.
 */
export const ZViewAsSchema = z.object({ viewAs: text().min(1).optional() });
export type TViewAs = z.infer<typeof ZViewAsSchema>;

/** A required, trimmed text of at most `max` characters (names, titles). */
export function requiredText(max = 255) {
  return text().trim().min(1, { abort: true }).max(max);
}

/**
 * A whole number within bounds, with zod's own checks so the bounds reach the OpenAPI document; they are worded
 * as `integer`, `min_value {min}` and `max_value {max}` (issues.ts).
 */
export function intBetween(min: number, max: number) {
  return z.number().int().min(min).max(max);
}
