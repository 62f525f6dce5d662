import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './domain.ts';

/**
 * i18next (spec §2: fr and en; conventions "Words on screen"): one namespace per screen family, from
 * src/locales/{fr,en}/<namespace>.json, plus the domain's validation messages
 * (packages/domain/src/locales/{fr,en}/validation.json, namespace `validation`).
 *
 * Only the current language's messages are loaded (issue 13 §1): every message file is a chunk of its own,
 * `messages-<lang>-<namespace>` (vite.config.ts names them), fetched the first time a screen asks for it
 * (react-i18next suspends meanwhile); the shell's namespaces form one chunk per language,
 * `messages-<lang>-core`, fetched at start alongside the first screen.
 */

type JsonModule = { default: ResourceLanguage[string] };

export const CORE_NAMESPACES = ['common', 'layout', 'titles'] as const;

// Keys relative to each folder ('./fr/orders.json'): the table is in the login page's first load (issue 13 §1).
const messageModules = {
  ...import.meta.glob<JsonModule>(
    ['./*/*.json', '!./*/common.json', '!./*/layout.json', '!./*/titles.json'],
    {
      base: '../locales',
    },
  ),
  // The domain's one catalogue of rule and error codes, shared with the server (decision 0001).
  ...import.meta.glob<JsonModule>('./*/{validation,errors}.json', {
    base: '../../../../packages/domain/src/locales',
  }),
};

/** `lang/namespace` of a message file path `.../<lang>/<namespace>.json`. */
export function messageFileKey(file: string): { lang: Language; namespace: string } | null {
  const match = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  return match && isLanguage(match[1]) ? { lang: match[1], namespace: match[2] } : null;
}

const loaders = new Map<string, () => Promise<JsonModule>>();
for (const [file, load] of Object.entries(messageModules)) {
  const key = messageFileKey(file);
  if (key) loaders.set(`${key.lang}/${key.namespace}`, load);
}
type CoreModule = { default: Record<(typeof CORE_NAMESPACES)[number], ResourceLanguage[string]> };
const coreModules: Record<Language, () => Promise<CoreModule>> = {
  fr: () => import('./core-messages.fr.ts'),
  en: () => import('./core-messages.en.ts'),
};
for (const lang of LANGUAGES) {
  for (const namespace of CORE_NAMESPACES) {
    loaders.set(`${lang}/${namespace}`, () =>
      coreModules[lang]().then((module) => ({ default: module.default[namespace] })),
    );
  }
}

/** Every namespace the app has, bundled or not. */
export const NAMESPACES = [
  ...new Set([...CORE_NAMESPACES, ...[...loaders.keys()].map((k) => k.split('/')[1])]),
].sort();

/** Reads the namespaces from their chunks; an unknown one is empty. */
const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next;

let ready: Promise<unknown> | null = null;

/**
 * Starts i18next in the given language; resolves once the shell's namespaces of that language are loaded
 * (the first render waits for it; nothing of the other language is fetched).
 */
export async function initI18n(lang: Language = DEFAULT_LANGUAGE): Promise<typeof i18next> {
  if (!ready) {
    ready = i18next
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        lng: lang,
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        ns: [...CORE_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
  }
  applyDocumentLanguage(lang);
  await ready;
  return i18next;
}

/** The interface language of the moment. */
export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switches the interface language (loading its namespaces in use); `<html lang>` follows (spec §2). */
export async function setLanguage(lang: Language): Promise<void> {
  await ready;
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** Fetches namespaces ahead of a screen's first render (no loader flash). */
export async function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  await ready;
  await i18next.loadNamespaces([...namespaces]);
}

/** `<html lang>` follows the interface language; set only when it changes (a set restyles the whole page). */
function applyDocumentLanguage(lang: Language) {
  if (typeof document === 'undefined') return;
  const value = intlLocale(lang);
  if (document.documentElement.lang !== value) document.documentElement.lang = value;
}

/** The Intl locale of a language: Canadian conventions (1 234,56 $ in French). */
export function intlLocale(lang: Language): string {
  return lang === 'fr' ? 'fr-CA' : 'en-CA';
}
