import { LOCALE_COOKIE, isLanguage, type Language } from './domain.ts';

/** The chosen language is kept in the `locale` cookie (spec §1), for a year, on the whole site. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language in a Cookie header / document.cookie string, if it holds a valid `locale`. */
export function readLocaleCookie(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isLanguage(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie string for a language. */
export function localeCookie(lang: Language): string {
  return `${LOCALE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function writeLocaleCookie(lang: Language): void {
  document.cookie = localeCookie(lang);
}

export function browserLocaleCookie(): Language | null {
  return typeof document === 'undefined' ? null : readLocaleCookie(document.cookie);
}
