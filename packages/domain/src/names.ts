/**
 * Names on the ad server (spec §3, issue 12 item 4b). The platform keeps an advertiser's order or segment there as
 * "<advertiser id>-<name as typed>" (adServerName); cleanName gives back what they typed by removing that prefix,
 * and only that: the advertiser's own dashes ("Boulangerie Tremblay – automne") stay. A name without the prefix
 * (one stored before it existed) is shown whole.
 */
const DASHES = '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
const PLATFORM_PREFIX = new RegExp(`^\\s*\\d+\\s*[${DASHES}]\\s*`);

/** The name the platform keeps on the ad server for an advertiser's order or segment. */
export function adServerName(advertiserId: number, name: string): string {
  return `${advertiserId}-${name.trim()}`;
}

/** The name as the advertiser typed it: the ad-server name without its platform prefix (the advertiser's id). */
export function cleanName(name: string): string {
  const match = PLATFORM_PREFIX.exec(name);
  if (!match) return name.trim();
  const rest = name.slice(match[0].length).trim();
  return rest || name.trim();
}

/** The word of a duplicate's name in each language: "Soldes (copie)", "Sale (copy)" (issue 12). */
const COPY_WORD = { fr: 'copie', en: 'copy' } as const;

/** The n-th candidate name of a copy (1: "name (copy)", 2: "name (copy 2)"…), in the interface language. */
export function copyNameCandidate(name: string, n: number, locale: 'fr' | 'en'): string {
  const word = COPY_WORD[locale];
  return n === 1 ? `${name} (${word})` : `${name} (${word} ${n})`;
}

/** The prefix every candidate of copyNameCandidate starts with, for a lookup of the names taken. */
export function copyNamePrefix(name: string, locale: 'fr' | 'en'): string {
  return `${name} (${COPY_WORD[locale]}`;
}

/**
 * Whether French elides "de" before this name (issue 31 §25: "le compte d’Alice", not "de Alice"): before a vowel or
 * a mute h. Messages pick their `_elided` form by it (i18next's context).
 */
export function frenchElides(name: string): boolean {
  return /^[aeiouyhàâäæéèêëîïôöœùûü]/i.test(name.trim());
}
