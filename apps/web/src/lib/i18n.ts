import i18next, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './domain.ts';

/**
 * i18next (spec §2: fr and en; conventions "Words on screen"): one namespace per screen family, from
 * src/locales/{fr,en}/<namespace>.json, plus the domain's validation messages
 * (packages/domain/src/locales/{fr,en}/validation.json, namespace `validation`).
 *
 * The shell's own namespaces are bundled in both languages; every other namespace is a small chunk fetched the
 * first time a screen asks for it (react-i18next suspends meanwhile), so the login page's bundle does not grow
 * with each screen's messages.
 */

type JsonModule = { default: ResourceLanguage[string] };

export const CORE_NAMESPACES = ['common', 'layout', 'titles'] as const;

const coreMessages = import.meta.glob<JsonModule>(
  ['../locales/*/common.json', '../locales/*/layout.json', '../locales/*/titles.json'],
  { eager: true },
);
const lazyMessages = {
  ...import.meta.glob<JsonModule>([
    '../locales/*/*.json',
    '!../locales/*/common.json',
    '!../locales/*/layout.json',
    '!../locales/*/titles.json',
  ]),
  // The domain's one catalogue of rule and error codes, shared with the server (decision 0001).
  ...import.meta.glob<JsonModule>('../../../../packages/domain/src/locales/*/{validation,errors}.json'),
};

/** `lang/namespace` of a message file path `.../<lang>/<namespace>.json`. */
export function messageFileKey(file: string): { lang: Language; namespace: string } | null {
  const match = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  return match && isLanguage(match[1]) ? { lang: match[1], namespace: match[2] } : null;
}

/** `{ lang: { namespace: messages } }` from modules keyed by their path. */
export function resourcesFrom(modules: Record<string, JsonModule>): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(modules)) {
    const key = messageFileKey(file);
    if (key) resources[key.lang] = { ...resources[key.lang], [key.namespace]: module.default };
  }
  return resources;
}

const loaders = new Map<string, () => Promise<JsonModule>>();
for (const [file, load] of Object.entries(lazyMessages)) {
  const key = messageFileKey(file);
  if (key) loaders.set(`${key.lang}/${key.namespace}`, load);
}

/** Every namespace the app has, bundled or not. */
export const NAMESPACES = [
  ...new Set([...CORE_NAMESPACES, ...[...loaders.keys()].map((k) => k.split('/')[1])]),
].sort();

/** Reads the lazily loaded namespaces from their chunks; an unknown one is empty. */
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

/** Starts i18next synchronously (the core namespaces are bundled) in the given language. */
export function initI18n(lang: Language = DEFAULT_LANGUAGE): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        resources: resourcesFrom(coreMessages),
        partialBundledLanguages: true,
        lng: lang,
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        ns: [...CORE_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
        react: { useSuspense: true },
      });
  }
  applyDocumentLanguage(lang);
  return i18next;
}

/** The interface language of the moment. */
export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switches the interface language (loading its namespaces in use); `<html lang>` follows (spec §2). */
export async function setLanguage(lang: Language): Promise<void> {
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** Fetches namespaces ahead of a screen's first render (no loader flash). */
export function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

function applyDocumentLanguage(lang: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'fr' ? 'fr-CA' : 'en-CA';
}

/** The Intl locale of a language: Canadian conventions (1 234,56 $ in French). */
export function intlLocale(lang: Language): string {
  return lang === 'fr' ? 'fr-CA' : 'en-CA';
}
