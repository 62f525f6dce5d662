/**
 * How a search for a place ranks the catalogue's names (issue 31 §27: "Mont" listed Edmonton and Vermont before
 * Montréal): the whole name first, then names that begin with the search, then names with a word that begins with it
 * ("Sainte-Anne-des-Monts"), and last names that merely hold it ("Edmonton", "Vermont").
 */

/** Text for comparisons: no accents, lower case, words separated by single spaces ("St. John's" -> "st john s"). */
export function placeSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The ranks of a match, best first. */
export const PLACE_MATCH = { WHOLE: 0, PREFIX: 1, WORD_PREFIX: 2, INSIDE: 3 } as const;

/**
 * How well a name matches a search, both as placeSearchKey writes them: a PLACE_MATCH rank (lower is better), or
 * undefined when the name does not hold the search.
 */
export function placeMatchRank(nameKey: string, searchKey: string): number | undefined {
  if (!searchKey) return undefined;
  if (nameKey === searchKey) return PLACE_MATCH.WHOLE;
  if (nameKey.startsWith(searchKey)) return PLACE_MATCH.PREFIX;
  if (` ${nameKey}`.includes(` ${searchKey}`)) return PLACE_MATCH.WORD_PREFIX;
  return nameKey.includes(searchKey) ? PLACE_MATCH.INSIDE : undefined;
}

/**
 * The places whose names (any of them: each language's) match the search, best rank first; places of one rank keep
 * the order they came in (the catalogue's: countries, provinces, regions, cities, then by name).
 */
export function rankPlaceMatches<P>(
  places: readonly P[],
  search: string,
  nameKeys: (place: P) => readonly string[],
): P[] {
  const searchKey = placeSearchKey(search);
  if (!searchKey) return [...places];
  const ranked: { place: P; rank: number; index: number }[] = [];
  places.forEach((place, index) => {
    let best: number | undefined;
    for (const key of nameKeys(place)) {
      const rank = placeMatchRank(key, searchKey);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
    if (best !== undefined) ranked.push({ place, rank: best, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((r) => r.place);
}
