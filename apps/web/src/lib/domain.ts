/**
 * The domain names the web shell needs (spec §1, §2, §9), from @portal/domain, plus a type guard the domain
 * does not have. Everything else is imported from '@portal/domain' directly.
 */
import { LANGUAGES, type Language } from '@portal/domain';

export {
  CHUNK_TIMEOUT_MS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALE_COOKIE,
  MOBILE_BREAKPOINT_PX,
  SMALL_BREAKPOINT_PX,
  type Language,
  type TStaticPage,
} from '@portal/domain';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
