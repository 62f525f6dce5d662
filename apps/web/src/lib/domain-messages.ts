import i18next from 'i18next';
import type { Language } from '@portal/domain';
import { messageFormatter, type Catalogue } from '@portal/domain/message-format';

/**
 * The domain's message functions (packages/domain/src/messages.ts), bound to the catalogues i18next loaded for the
 * language in use (namespaces `validation` and `errors`, fetched with the screens: app/router.tsx) instead of both
 * languages' files: the web build puts this module in the place of the domain's messages.ts (vite.config.ts), so a
 * page downloads only its language's catalogue (issue 13 §1). The wording rules stay the domain's
 * (message-format.ts).
 */

export { formatMoney, interpolate, type MessageParams } from '@portal/domain/message-format';

const EMPTY: Catalogue = {};

function catalogue(locale: Language, namespace: 'validation' | 'errors'): Catalogue {
  return (i18next.store?.data[locale]?.[namespace] as Catalogue | undefined) ?? EMPTY;
}

function byLanguage(namespace: 'validation' | 'errors'): Readonly<Record<Language, Catalogue>> {
  return {
    get fr() {
      return catalogue('fr', namespace);
    },
    get en() {
      return catalogue('en', namespace);
    },
  };
}

export const VALIDATION_MESSAGES = byLanguage('validation');
export const ERROR_MESSAGES = byLanguage('errors');

export const { hasMessage, formatMessage, formatError, formatErrorGroup, fieldLabel, placeholderText } =
  messageFormatter({
    validation: (locale) => catalogue(locale, 'validation'),
    errors: (locale) => catalogue(locale, 'errors'),
  });
