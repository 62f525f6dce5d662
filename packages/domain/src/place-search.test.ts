import { describe, expect, it } from 'vitest';
import { PLACE_MATCH, placeMatchRank, placeSearchKey, rankPlaceMatches } from './place-search.ts';

const places = [
  'Edmonton',
  'Vermont',
  'Sainte-Anne-des-Monts',
  'Montréal',
  'Mont-Tremblant',
  'Toronto',
  'Mont',
];
const keys = (name: string) => [placeSearchKey(name)];

describe('place search ranking (issue 31 §27)', () => {
  it('puts the whole name, then names that begin with the search, before names that merely hold it', () => {
    expect(rankPlaceMatches(places, 'Mont', keys)).toEqual([
      'Mont',
      'Montréal',
      'Mont-Tremblant',
      'Sainte-Anne-des-Monts',
      'Edmonton',
      'Vermont',
    ]);
  });

  it('ignores accents, case and punctuation, and leaves out names without the search', () => {
    expect(rankPlaceMatches(places, ' MONTREAL ', keys)).toEqual(['Montréal']);
    expect(rankPlaceMatches(places, 'tremblant', keys)).toEqual(['Mont-Tremblant']);
    expect(rankPlaceMatches(places, 'Calgary', keys)).toEqual([]);
  });

  it('takes the best of a place’s names (French or English)', () => {
    const both = [
      { fr: 'Colombie-Britannique', en: 'British Columbia' },
      { fr: 'Britannia', en: 'Britannia' },
    ];
    const ranked = rankPlaceMatches(both, 'brit', (p) => [placeSearchKey(p.fr), placeSearchKey(p.en)]);
    expect(ranked.map((p) => p.en)).toEqual(['British Columbia', 'Britannia']);
  });

  it('ranks each kind of match', () => {
    expect(placeMatchRank('montreal', 'montreal')).toBe(PLACE_MATCH.WHOLE);
    expect(placeMatchRank('montreal', 'mont')).toBe(PLACE_MATCH.PREFIX);
    expect(placeMatchRank('ste anne des monts', 'mont')).toBe(PLACE_MATCH.WORD_PREFIX);
    expect(placeMatchRank('edmonton', 'mont')).toBe(PLACE_MATCH.INSIDE);
    expect(placeMatchRank('toronto', 'mont')).toBeUndefined();
    expect(placeMatchRank('toronto', '')).toBeUndefined();
  });
});
