import type { TLocation } from './entities/targeting.ts';
import { normalizeLocationType } from './geo-targeting.ts';

/**
 * Where an ad visitor is, and which line items' geo targeting that matches (issue 31 §2). Serving and the
 * forecast both match with these rules, so the forecast counts the visitors serving would serve.
 *
 * A visitor is located at the granularity targeting offers: the province or state ('CA-QC') and the city, from the
 * CDN's headers or else an IP database. A city-level place (a city, or a region made of cities) is matched only
 * where the visitor's city is known: a visitor whose city is unknown is never served a line item that targets
 * cities, and is never counted as inside an excluded city ("Québec except Montréal" serves them).
 */

export interface VisitorLocation {
  /** The ISO 3166-2 code of the visitor's province or state ('CA-QC'); null when unknown. */
  region: string | null;
  /** Whether the visitor's city is known (even one the catalogue does not list). */
  cityKnown: boolean;
  /**
   * The catalogue's ids of the city-level places the visitor's city lies in: the city, then the regions holding it
   * (nearest first). Empty when the city is unknown or not one of the catalogue's.
   */
  places: readonly number[];
}

/** A visitor of unknown location. */
export const UNKNOWN_VISITOR_LOCATION: VisitorLocation = Object.freeze({
  region: null,
  cityKnown: false,
  places: Object.freeze([]) as readonly number[],
});

/** Location types below a province or state: matched only where the visitor's city is known. */
const CITY_LEVEL_TYPES: ReadonlySet<string> = new Set([
  'CITY',
  'REGION',
  'POSTAL_CODE',
  'NEIGHBORHOOD',
  'MUNICIPALITY',
]);

/** Whether a location is matched only where a visitor's city is known (a city, a region of cities, a postal code). */
export function isCityLevel(location: Pick<TLocation, 'type'>): boolean {
  return CITY_LEVEL_TYPES.has(normalizeLocationType(location.type));
}

/** Whether a location of a targeting holds the visitor. */
export function locationHolds(
  location: Pick<TLocation, 'id' | 'type' | 'countryCode' | 'regionId'>,
  visitor: VisitorLocation,
): boolean {
  const { region } = visitor;
  if (region === null) return false;
  const type = normalizeLocationType(location.type);
  if (type === 'COUNTRY') return region.startsWith(`${location.countryCode.toUpperCase()}-`);
  if (isCityLevel(location)) {
    if (!visitor.cityKnown || !visitor.places.includes(location.id)) return false;
    return location.regionId == null || location.regionId === region;
  }
  return location.regionId === region;
}

export interface GeoTargetingOf {
  targeted: readonly Pick<TLocation, 'id' | 'type' | 'countryCode' | 'regionId'>[];
  excluded: readonly Pick<TLocation, 'id' | 'type' | 'countryCode' | 'regionId'>[];
}

/**
 * Whether a line item's geo targeting serves the visitor (spec §5): no targeting serves everyone; a visitor of
 * unknown location is served only line items without geo targeting; one inside an excluded place is not served;
 * else one inside a targeted place is (or anyone, with exclusions only).
 */
export function matchesVisitor(targeting: GeoTargetingOf, visitor: VisitorLocation): boolean {
  const { targeted, excluded } = targeting;
  if (targeted.length === 0 && excluded.length === 0) return true;
  if (visitor.region === null) return false;
  for (const location of excluded) if (locationHolds(location, visitor)) return false;
  return targeted.length === 0 || targeted.some((location) => locationHolds(location, visitor));
}

/** The chosen places matched only where a visitor's city is known, targeted and excluded (the wizard's note). */
export function cityLevelPlaces<L extends Pick<TLocation, 'type'>>(geo: {
  targetedLocations: readonly L[];
  excludedLocations: readonly L[];
}): { targeted: L[]; excluded: L[] } {
  return {
    targeted: geo.targetedLocations.filter(isCityLevel),
    excluded: geo.excludedLocations.filter(isCityLevel),
  };
}

/**
 * A place name as visitors' locations and the catalogue are compared: without accents, case or punctuation, and
 * "Saint"/"Sainte" written "St"/"Ste" ("Saint-Jérôme", "SAINT JEROME" and "St-Jerome" are one key).
 */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'saint' ? 'st' : word === 'sainte' ? 'ste' : word))
    .join(' ');
}
