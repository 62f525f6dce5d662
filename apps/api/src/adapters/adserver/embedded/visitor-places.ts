import { placeNameKey, UNKNOWN_VISITOR_LOCATION, type VisitorLocation } from '@portal/domain';
import type { GeoIndex } from './catalogues.ts';

/**
 * A visitor's location as serving matches it (issue 31 §2): the province or state of the request and its city name
 * (a CDN header or the IP database: modules/ads/front.ts), found in the geo catalogue — the city by its names and
 * aliases within that province, then the regions holding it. The domain's matchesVisitor does the matching.
 *
 * Each location has a key, which is also what the request volume records per day and size (its `region` column) and
 * the forecast reads back: 'CA-QC' (city unknown), 'CA-QC|9124101' (a catalogue city), 'CA-QC|*' (a known city the
 * catalogue does not list), '' (nothing known). Serving's places are kept per size and key: a key never names a
 * city outside the catalogue, so their number stays bounded whatever the headers say.
 */
export interface LocatedVisitor extends VisitorLocation {
  readonly key: string;
}

const OTHER_CITY = '*';
/** Distinct (region, city name) pairs remembered; past that the memory starts again. */
const NAMES_KEPT = 20_000;

export class VisitorPlaces {
  /** 'CA-QC|montreal' → the catalogue city's id. */
  private readonly cityByName = new Map<string, number>();
  /** A city's id → the catalogue ids of the places holding a visitor there: the city, then its regions. */
  private readonly placesOfCity = new Map<number, number[]>();
  /** Located visitors by key (one object per key, shared by every request from there). */
  private readonly byKey = new Map<string, LocatedVisitor>();
  /** 'CA-QC|montreal' as asked → its location. */
  private readonly byName = new Map<string, LocatedVisitor>();

  constructor(geo: GeoIndex) {
    const regions = new Map(
      geo.entries.filter((e) => e.type === 'REGION').map((e) => [e.id, e.canonicalParentId]),
    );
    for (const entry of geo.entries) {
      if (entry.type !== 'CITY' || !entry.regionId) continue;
      for (const name of [entry.name_fr, entry.name_en, ...(entry.aliases ?? [])]) {
        const key = `${entry.regionId}|${placeNameKey(name)}`;
        if (!this.cityByName.has(key)) this.cityByName.set(key, entry.id);
      }
      const places = [entry.id];
      let region = entry.within ?? null;
      while (region !== null && regions.has(region) && !places.includes(region)) {
        places.push(region);
        region = regions.get(region) ?? null;
      }
      this.placesOfCity.set(entry.id, places);
    }
  }

  /** The location of a request: its region ('CA-QC') and city name, each null when unknown. */
  locate(region: string | null, city: string | null | undefined): LocatedVisitor {
    if (region === null) return this.fromKey('');
    if (!city) return this.fromKey(region);
    const asked = `${region}|${city}`;
    let found = this.byName.get(asked);
    if (!found) {
      const id = this.cityByName.get(`${region}|${placeNameKey(city)}`);
      found = this.fromKey(`${region}|${id ?? OTHER_CITY}`);
      if (this.byName.size >= NAMES_KEPT) this.byName.clear();
      this.byName.set(asked, found);
    }
    return found;
  }

  /** The location a key stands for (a key of the request volume; an unreadable one: unknown). */
  fromKey(key: string): LocatedVisitor {
    let found = this.byKey.get(key);
    if (found) return found;
    const [region = '', city] = key.split('|');
    if (region === '') {
      found = { ...UNKNOWN_VISITOR_LOCATION, key: '' };
    } else if (city === undefined) {
      found = { region, cityKnown: false, places: [], key };
    } else {
      const places = city === OTHER_CITY ? [] : (this.placesOfCity.get(Number(city)) ?? []);
      const known = city === OTHER_CITY || places.length > 0;
      found = known
        ? { region, cityKnown: true, places, key }
        : { region, cityKnown: false, places: [], key: region };
    }
    // Keys come from the catalogue or from the table (written from here): a bounded set.
    this.byKey.set(key, Object.freeze(found));
    return found;
  }
}

const built = new WeakMap<GeoIndex, VisitorPlaces>();

/** The catalogue's visitor places, made once per catalogue (serving and the forecast share them). */
export function visitorPlacesOf(geo: GeoIndex): VisitorPlaces {
  let places = built.get(geo);
  if (!places) built.set(geo, (places = new VisitorPlaces(geo)));
  return places;
}
