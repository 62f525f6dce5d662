import { describe, expect, it } from 'vitest';
import type { TLocation } from './entities/targeting.ts';
import {
  UNKNOWN_VISITOR_LOCATION,
  cityLevelPlaces,
  isCityLevel,
  matchesVisitor,
  placeNameKey,
  type VisitorLocation,
} from './visitor-location.ts';

const place = (id: number, type: string, regionId: string | null, name: string): TLocation => ({
  id,
  type,
  canonicalParentId: null,
  countryCode: regionId?.slice(0, 2) ?? 'CA',
  regionId,
  name,
});
const canada = place(2124, 'COUNTRY', null, 'Canada');
const quebec = place(20123, 'PROVINCE', 'CA-QC', 'Québec');
const ontario = place(20121, 'PROVINCE', 'CA-ON', 'Ontario');
const montreal = place(9124101, 'CITY', 'CA-QC', 'Montréal');
const toronto = place(9124127, 'CITY', 'CA-ON', 'Toronto');
const gta = place(9124021, 'REGION', 'CA-ON', 'Greater Toronto Area');
const southernOntario = place(9124018, 'REGION', 'CA-ON', 'Southern Ontario');

const inToronto: VisitorLocation = {
  region: 'CA-ON',
  cityKnown: true,
  places: [9124127, 9124021, 9124020, 9124018],
};
const inOttawa: VisitorLocation = { region: 'CA-ON', cityKnown: true, places: [9124128, 9124022, 9124018] };
const inMontreal: VisitorLocation = { region: 'CA-QC', cityKnown: true, places: [9124101, 9124006] };
/** Boucherville: a known city the catalogue does not list. */
const inBoucherville: VisitorLocation = { region: 'CA-QC', cityKnown: true, places: [] };
const somewhereInOntario: VisitorLocation = { region: 'CA-ON', cityKnown: false, places: [] };
const somewhereInQuebec: VisitorLocation = { region: 'CA-QC', cityKnown: false, places: [] };

const targeting = (targeted: TLocation[], excluded: TLocation[] = []) => ({ targeted, excluded });

describe('matchesVisitor (issue 31 §2)', () => {
  it('serves a city-targeted line item inside the city only, never to a visitor whose city is unknown', () => {
    const torontoOnly = targeting([toronto]);
    expect(matchesVisitor(torontoOnly, inToronto)).toBe(true);
    expect(matchesVisitor(torontoOnly, inOttawa)).toBe(false);
    expect(matchesVisitor(torontoOnly, somewhereInOntario)).toBe(false);
    expect(matchesVisitor(torontoOnly, inMontreal)).toBe(false);
    expect(matchesVisitor(torontoOnly, UNKNOWN_VISITOR_LOCATION)).toBe(false);
  });

  it('serves "Québec except Montréal" to Québec outside Montréal, and to a Québec visitor whose city is unknown', () => {
    const quebecButMontreal = targeting([quebec], [montreal]);
    expect(matchesVisitor(quebecButMontreal, inMontreal)).toBe(false);
    expect(matchesVisitor(quebecButMontreal, inBoucherville)).toBe(true);
    expect(matchesVisitor(quebecButMontreal, somewhereInQuebec)).toBe(true);
    expect(matchesVisitor(quebecButMontreal, inToronto)).toBe(false);
    expect(matchesVisitor(quebecButMontreal, UNKNOWN_VISITOR_LOCATION)).toBe(false);
  });

  it('matches a region through the cities it holds (nested regions too), only where the city is known', () => {
    expect(matchesVisitor(targeting([gta]), inToronto)).toBe(true);
    expect(matchesVisitor(targeting([gta]), inOttawa)).toBe(false);
    expect(matchesVisitor(targeting([southernOntario]), inOttawa)).toBe(true);
    expect(matchesVisitor(targeting([gta]), somewhereInOntario)).toBe(false);
    expect(matchesVisitor(targeting([ontario], [gta]), inToronto)).toBe(false);
    expect(matchesVisitor(targeting([ontario], [gta]), inOttawa)).toBe(true);
    expect(matchesVisitor(targeting([ontario], [gta]), somewhereInOntario)).toBe(true);
  });

  it('matches provinces and countries by the visitor region, whatever is known of the city', () => {
    expect(matchesVisitor(targeting([ontario]), somewhereInOntario)).toBe(true);
    expect(matchesVisitor(targeting([ontario]), inToronto)).toBe(true);
    expect(matchesVisitor(targeting([ontario]), inMontreal)).toBe(false);
    expect(matchesVisitor(targeting([canada]), somewhereInQuebec)).toBe(true);
    expect(matchesVisitor(targeting([canada]), { ...somewhereInQuebec, region: 'US-NY' })).toBe(false);
    expect(matchesVisitor(targeting([], [ontario]), somewhereInQuebec)).toBe(true);
    expect(matchesVisitor(targeting([], [ontario]), inToronto)).toBe(false);
  });

  it('serves an untargeted line item to everyone, a targeted one never to a visitor of unknown location', () => {
    expect(matchesVisitor(targeting([]), UNKNOWN_VISITOR_LOCATION)).toBe(true);
    expect(matchesVisitor(targeting([], [montreal]), UNKNOWN_VISITOR_LOCATION)).toBe(false);
  });

  it('does not take a city of the same id in another province for the visitor', () => {
    const elsewhere: VisitorLocation = { region: 'CA-QC', cityKnown: true, places: [9124127] };
    expect(matchesVisitor(targeting([toronto]), elsewhere)).toBe(false);
  });
});

describe('city-level places', () => {
  it('are cities, regions and postal codes, not provinces, states or countries', () => {
    expect([montreal, gta, place(1, 'Postal Code', 'CA-QC', 'H2X')].map(isCityLevel)).toEqual([
      true,
      true,
      true,
    ]);
    expect([quebec, canada, place(2, 'STATE', 'US-NY', 'New York')].map(isCityLevel)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('are listed for the wizard, targeted and excluded', () => {
    expect(cityLevelPlaces({ targetedLocations: [quebec, toronto], excludedLocations: [montreal] })).toEqual({
      targeted: [toronto],
      excluded: [montreal],
    });
  });
});

describe('placeNameKey', () => {
  it('reads a city name from a CDN header or the IP database as the catalogue writes it', () => {
    expect(placeNameKey('Montréal')).toBe(placeNameKey('MONTREAL'));
    expect(placeNameKey('Saint-Jérôme')).toBe(placeNameKey('St-Jerome'));
    expect(placeNameKey('Sault Ste. Marie')).toBe(placeNameKey('Sault Sainte Marie'));
    expect(placeNameKey("St. John's")).toBe(placeNameKey('Saint John’s'));
    expect(placeNameKey('Toronto')).not.toBe(placeNameKey('Torontoo'));
  });
});
