import type { TFunction, TOptions } from 'i18next';
import { errorCodeFromTokenisation } from '@portal/domain';
import type en from '../locales/en/alerts.json';

/**
 * The bilingual error catalogue of spec §8 is the domain's (packages/domain/src/locales/{fr,en}/errors.json, the
 * i18next namespace `errors`), shared with the server. Keys are the codes as the server answers them. The success
 * alerts and the fixed wordings of §8's dialogs are the web's own (namespace `alerts`).
 */
export const ERRORS_NS = 'errors';
export const ALERTS_NS = 'alerts';

export type SuccessKey = keyof (typeof en)['success'];

/** Accepts i18next's `t` (i18n.t or useTranslation's, without a keyPrefix) or any function of that shape. */
type Translate = TFunction | ((key: string, options?: TOptions) => unknown);
type LooseTranslate = (key: string, options?: TOptions) => unknown;

function codeOf(value: unknown): string | undefined {
  // The hosted card page answers tokenisation codes 940-945: they have names of their own in the catalogue.
  if (typeof value === 'string') return errorCodeFromTokenisation(value) ?? (value.trim() || undefined);
  if (typeof value === 'number') return codeOf(String(value));
  if (typeof value === 'object' && value !== null && 'code' in value) return codeOf(value.code);
  return undefined;
}

/**
 * The message for an error code (or for anything carrying one, such as an ApiError), in the language of `t`;
 * "An error occurred" / "Une erreur est survenue" when the catalogue does not know it (spec §8).
 * Codes are looked up whole: separators are off, so 'INVALID PROMO CODE TYPE' or a code with a dot or a colon
 * is one key, and a code naming a group of messages (`success`) is not a message.
 */
export function errorMessage(code: unknown, t: Translate): string {
  const translate = t as LooseTranslate;
  const fallback = String(translate('fallback', { ns: ERRORS_NS }));
  const key = codeOf(code);
  if (key === undefined) return fallback;
  const message = translate(key, {
    ns: ERRORS_NS,
    keySeparator: false,
    nsSeparator: false,
    returnObjects: true,
    defaultValue: fallback,
  });
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** The success alert of spec §8 (`success.<key>` in the `alerts` namespace). */
export function successMessage(key: SuccessKey, t: Translate): string {
  return String((t as LooseTranslate)(`success.${key}`, { ns: ALERTS_NS }));
}
