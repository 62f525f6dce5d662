import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, NAMESPACES, initI18n, messageFileKey } from './i18n.ts';

describe('i18n', () => {
  it('reads language and namespace from a message file path', () => {
    expect(messageFileKey('../locales/fr/layout.json')).toEqual({ lang: 'fr', namespace: 'layout' });
    expect(messageFileKey('../../packages/domain/src/locales/en/validation.json')).toEqual({
      lang: 'en',
      namespace: 'validation',
    });
    expect(messageFileKey('../locales/de/layout.json')).toBeNull();
  });

  it('knows the shell namespaces, the screens ones, the errors and the domain validation messages', () => {
    for (const ns of [...CORE_NAMESPACES, 'accounts', 'orders', 'pages', 'errors', 'validation']) {
      expect(NAMESPACES).toContain(ns);
    }
  });

  it('starts in a language with the shell namespaces, and loads others on demand', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('layout:header.welcome')).toBe('Welcome');
    await i18n.loadNamespaces('orders');
    expect(i18n.t('orders:empty.title')).toBe('No campaigns yet');
    await i18n.changeLanguage('fr');
    expect(i18n.t('layout:header.welcome')).toBe('Bienvenue');
    expect(i18n.t('orders:empty.title')).toBe('Aucune campagne pour l’instant');
  });
});
