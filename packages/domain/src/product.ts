import type { Language } from './enums.ts';

/**
 * The product's name in each language (issue 12 item 11), the one place it is written: the header, the browser
 * tab, every e-mail and the invoice PDF read it here (the legal pages name the company, Portail Pub Libre-Service
 * inc., which is not the product's name).
 */
export const PRODUCT_NAME: Readonly<Record<Language, string>> = { fr: 'Portail Pub', en: 'Self-Serve Ads' };

export function productName(lang: Language): string {
  return PRODUCT_NAME[lang];
}
