import {
  fieldLabel,
  formatMessage,
  rules,
  toFieldErrors,
  type IssueLike,
  type Language,
} from '@portal/domain';
import { firstMessages, type FieldErrors } from './form-errors.ts';

/**
 * Forms check the domain's rules in the browser before sending (architecture "one rule, one place"): a request
 * schema of packages/domain validates the values and its issues are worded by the domain's catalogue
 * (formatMessage, `{param}` syntax), exactly as the server words its `error.fields`.
 */

/** What a zod schema offers; only its type is needed here, so zod stays out of the chunks that import this. */
export interface DomainSchema {
  safeParse(
    values: unknown,
  ): { success: true } | { success: false; error: { readonly issues: readonly IssueLike[] } };
}

/**
 * A Mantine form `validate` function from a domain schema: field -> message in the language. Fields are named by
 * the catalogue's labels, or by `labels` for a field the catalogue does not name.
 */
export function domainResolver(
  schema: DomainSchema,
  lang: Language,
  labels: Record<string, string> = {},
): (values: unknown) => FieldErrors {
  const label = (path: readonly PropertyKey[]) => labels[path.map(String).join('.')];
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : firstMessages(toFieldErrors(result.error, lang, { label }));
  };
}

/** A rule's message for a field, worded by the domain's catalogue ("The Email field is required"). */
export function ruleMessage(
  lang: Language,
  code: string,
  field: string,
  params: Record<string, unknown> = {},
): string {
  return formatMessage(lang, code, { field: fieldLabel(lang, field), ...params });
}

/** The generic `confirmed` rule of spec §5 for a repeated value (a new password typed twice), or undefined. */
export function confirmationError(
  lang: Language,
  confirmation: unknown,
  target: unknown,
  field: string,
): string | undefined {
  const result = rules.confirmed(confirmation, { target });
  return result === true ? undefined : ruleMessage(lang, result.code, field, result.params);
}
