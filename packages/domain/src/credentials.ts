import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants.ts';
import type { RuleFailure } from './violations.ts';
import { text } from './entities/common.ts';

/**
 * Credentials and contact rules of spec §5: URL, email, phone, password, verification code. Each schema reports
 * a rule code as its message (see messages.ts for the words).
 */

/**
 * A URL starts with ftp, http or https and has no spaces or double quotes (spec §5), and a browser can read it
 * (WHATWG URL): what cannot be read cannot be a redirect's target.
 */
const URL_PATTERN = /^(ftp|http|https):\/\/[^ "]+$/;
export function isUrl(value: unknown): boolean {
  return typeof value === 'string' && URL_PATTERN.test(value) && normalizeUrl(value) !== undefined;
}

/**
 * A URL's normalised form as a browser reads it (`new URL(u).href`), or undefined when it cannot be read: characters
 * outside ASCII percent-encoded (`/pri€e` -> `/pri%E2%82%ACe`), a host in Punycode, the scheme and host in lower case.
 * A destination is stored so, and is so in a redirect's Location header, which takes no character outside Latin-1
 * (issue 28: `https://example.com/中文` answered 500 on the click).
 */
export function normalizeUrl(value: string): string | undefined {
  try {
    return new URL(value).href;
  } catch {
    return undefined;
  }
}

/** The same email pattern as zod's own z.email(), so the form and the server agree. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && z.regexes.email.test(value);
}

/** Emails are compared trimmed and lower-cased (account uniqueness, "a new email must differ"). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone: 1 (ddd) ddd-dddd (spec §5). */
export const PHONE_FORMAT = '1 (ddd) ddd-dddd';
const PHONE_PATTERN = /^1 \(\d{3}\) \d{3}-\d{4}$/;
export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** Password: at least 8 characters with an uppercase letter, a lowercase letter and a digit (spec §5). */
export function isStrongPassword(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\d/.test(value)
  );
}

/**
 * The creative destination message of spec §5, naming its field once without the asterisk (issue 12, item 6): "The
 * Destination field must be a valid URL". The destination comes out normalised (normalizeUrl): what is saved is what a
 * click is sent to.
 */
export const ZUrlSchema = text()
  .trim()
  .refine(isUrl, { message: 'URL_INVALID' })
  .transform((url) => normalizeUrl(url)!);

export const ZEmailSchema = text()
  .trim()
  .min(1, { abort: true })
  .max(254)
  .refine(isEmail, { message: 'email' });

export const ZPhoneSchema = text()
  .trim()
  .refine(isPhone, { message: 'PHONE_INVALID', params: { format: PHONE_FORMAT } })
  // The rule as the OpenAPI document states it (the refinement above is what checks it).
  .meta({ pattern: PHONE_PATTERN.source, example: '1 (514) 555-0123' });

/** A phone extension: digits only, optional (empty string allowed from forms). */
export const ZPhoneExtSchema = text().trim().max(10).regex(/^\d*$/, { message: 'numeric' });

export const ZPasswordSchema = text().refine(isStrongPassword, {
  message: 'InvalidPasswordException',
  params: { min: PASSWORD_MIN_LENGTH },
});

/** The password typed at login: any non-empty string (old accounts may predate the rule). */
export const ZLoginPasswordSchema = text().min(1, { message: 'required' });

/** The verification code sent by mail: 6 digits. */
const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
export const ZVerificationCodeSchema = text()
  .trim()
  .refine((code) => VERIFICATION_CODE_PATTERN.test(code), {
    message: 'digits',
    params: { length: VERIFICATION_CODE_LENGTH },
  });

/** A new email must differ from the current one (spec §5). */
export function validateNewEmail(
  current: string,
  next: string,
): RuleFailure<'EMAIL_NO_CHANGE_NEEDED_EXCEPTION'> | null {
  return normalizeEmail(current) === normalizeEmail(next)
    ? { code: 'EMAIL_NO_CHANGE_NEEDED_EXCEPTION', params: {} }
    : null;
}
