import { isApiError } from './http/index.ts';

/**
 * Field errors for forms, kept apart from the domain's rules (form-validation.ts) so that a light screen (login)
 * can show the server's field errors without bundling the rules and their catalogue.
 */

export type FieldErrors = Record<string, string>;

/** The first message of each field. */
export function firstMessages(fields: Record<string, readonly string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) if (messages[0]) errors[field] = messages[0];
  return errors;
}

/**
 * The server's field errors of a failed call (`error.fields`, already worded in the request's language), under
 * the form's field names (`rename` maps a body field to a form field: `username` -> `email`).
 */
export function serverFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  if (!isApiError(error)) return {};
  const renamed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fields)) renamed[rename[field] ?? field] = messages;
  return firstMessages(renamed);
}
