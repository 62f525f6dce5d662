import type { Language } from './constants.ts';
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import frErrors from './locales/fr/errors.json' with { type: 'json' };
import frValidation from './locales/fr/validation.json' with { type: 'json' };
import { messageFormatter, type Catalogue } from './message-format.ts';

/**
 * The one message catalogue of rule and error codes, in both languages (decision 0001: the server words `fields`
 * with it; the web loads the same files, one language at a time: its build puts apps/web/src/lib/domain-messages.ts
 * in this module's place). The wording rules are in message-format.ts.
 */

export { formatMoney, interpolate, type MessageParams } from './message-format.ts';

export const VALIDATION_MESSAGES: Readonly<Record<Language, Catalogue>> = {
  fr: frValidation,
  en: enValidation,
};
export const ERROR_MESSAGES: Readonly<Record<Language, Catalogue>> = { fr: frErrors, en: enErrors };

export const { hasMessage, formatMessage, formatError, formatErrorGroup, fieldLabel, placeholderText } =
  messageFormatter({
    validation: (locale) => VALIDATION_MESSAGES[locale],
    errors: (locale) => ERROR_MESSAGES[locale],
  });
