import { ZTargetingSchema, type TLocation, type TTargeting } from './entities/targeting.ts';
import { addViolations, violation, type Violation } from './violations.ts';

/**
 * Geo targeting rules of spec §5: a location is not both targeted and excluded; a targeted location may not lie
 * under an excluded one (walking canonicalParentId); postal codes cannot be excluded. And the parent-to-child
 * location types by country, used to browse the location tree.
 */

/** Parent type -> child type, per country (spec §5). */
export const CHILD_LOCATION_TYPES = {
  CA: { COUNTRY: 'PROVINCE', PROVINCE: 'CITY', REGION: 'REGION', NEIGHBORHOOD: 'CITY', MUNICIPALITY: 'CITY' },
  US: { COUNTRY: 'STATE', STATE: 'CITY' },
} as const satisfies Record<string, Record<string, string>>;

/** Ad-server types are written several ways ("Postal Code", "POSTAL_CODE"): one spelling for comparisons. */
export function normalizeLocationType(type: string): string {
  return type
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** The type of the children of a location type in a country, or undefined when the tree stops there. */
export function childTypeOf(countryCode: string, parentType: string): string | undefined {
  const byCountry: Readonly<Record<string, Readonly<Record<string, string>>>> = CHILD_LOCATION_TYPES;
  const map = byCountry[countryCode.trim().toUpperCase()];
  return map?.[normalizeLocationType(parentType)];
}

export function isPostalCode(location: Pick<TLocation, 'type'>): boolean {
  return normalizeLocationType(location.type) === 'POSTAL_CODE';
}

/** Finds a location by id (e.g. from the geo-target table); the rule also knows the locations it was given. */
export type LocationLookup = (id: number) => TLocation | undefined;

/** The ancestors of a location, nearest first, as far as the lookup knows them (cycles stop the walk). */
export function ancestorsOf(location: TLocation, lookup: LocationLookup): TLocation[] {
  const found: TLocation[] = [];
  const seen = new Set<number>([location.id]);
  let parentId = location.canonicalParentId ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = lookup(parentId);
    if (!parent) break;
    found.push(parent);
    parentId = parent.canonicalParentId ?? null;
  }
  return found;
}

type GeoTargetingInput = Pick<TTargeting, 'geoTargeting'>;

/** Whether a line item is targeted at all: locations targeted or excluded, or audiences (custom targeting). */
export function isTargeted(targeting: TTargeting): boolean {
  const { geoTargeting, customTargeting } = targeting;
  return (
    geoTargeting.targetedLocations.length + geoTargeting.excludedLocations.length + customTargeting.length > 0
  );
}

/** The refusals of a targeting, with paths inside it (['geoTargeting', 'excludedLocations', 2]). */
export function validateGeoTargeting(
  targeting: GeoTargetingInput,
  lookup: LocationLookup = () => undefined,
): Violation[] {
  const { targetedLocations, excludedLocations } = targeting.geoTargeting;
  const known = new Map<number, TLocation>(
    [...targetedLocations, ...excludedLocations].map((l) => [l.id, l]),
  );
  const find: LocationLookup = (id) => known.get(id) ?? lookup(id);
  const excluded = new Map(excludedLocations.map((l) => [l.id, l]));
  const targetedIds = new Set(targetedLocations.map((l) => l.id));
  const found: Violation[] = [];

  excludedLocations.forEach((location, index) => {
    const path = ['geoTargeting', 'excludedLocations', index];
    if (targetedIds.has(location.id))
      found.push(violation('LOCATION_TARGETED_AND_EXCLUDED', { name: location.name }, path));
    if (isPostalCode(location))
      found.push(violation('LOCATION_POSTAL_CODE_NOT_EXCLUDABLE', { name: location.name }, path));
  });

  targetedLocations.forEach((location, index) => {
    const parent = ancestorsOf(location, (id) => excluded.get(id) ?? find(id)).find((a) =>
      excluded.has(a.id),
    );
    if (parent) {
      found.push(
        violation('LOCATION_PARENT_EXCLUDED', { name: location.name, parentName: parent.name }, [
          'geoTargeting',
          'targetedLocations',
          index,
        ]),
      );
    }
  });
  return found;
}

/**
 * A targeting with the rules that need no location table (a parent chain is walked as far as the given
 * locations reach); the service runs validateGeoTargeting again with its table's lookup.
 */
export const ZTargetingInputSchema = ZTargetingSchema.superRefine((targeting, ctx) =>
  addViolations(ctx, validateGeoTargeting(targeting)),
);
