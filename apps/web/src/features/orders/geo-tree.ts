import {
  childTypeOf,
  normalizeLocationType,
  type TGeoTarget,
  type TGeoTargeting,
  type TLocation,
} from '@portal/domain';

/**
 * The geo catalogue as a tree to browse (spec §5 parent-to-child types: Canada country > province > city, region >
 * region; US country > state > city), and the include/exclude choices of a line item's geo targeting.
 * A region without a parent of its own (a Québec administrative region) is shown under its province.
 */

export interface GeoNode {
  location: TGeoTarget;
  children: GeoNode[];
}

export type GeoMode = 'include' | 'exclude';

function isRegion(location: TLocation): boolean {
  return normalizeLocationType(location.type) === 'REGION';
}

function isProvinceOrState(location: TLocation): boolean {
  const type = normalizeLocationType(location.type);
  return type === 'PROVINCE' || type === 'STATE';
}

export function buildGeoTree(locations: readonly TGeoTarget[]): GeoNode[] {
  const nodes = new Map<number, GeoNode>(locations.map((l) => [l.id, { location: l, children: [] }]));
  const provinceOfRegion = new Map<string, GeoNode>();
  for (const node of nodes.values()) {
    if (isProvinceOrState(node.location) && node.location.regionId) {
      provinceOfRegion.set(node.location.regionId, node);
    }
  }
  const roots: GeoNode[] = [];
  for (const node of nodes.values()) {
    const { location } = node;
    const parent = location.canonicalParentId != null ? nodes.get(location.canonicalParentId) : undefined;
    if (parent) {
      parent.children.push(node);
      continue;
    }
    const province =
      isRegion(location) && location.regionId ? provinceOfRegion.get(location.regionId) : undefined;
    if (province) province.children.push(node);
    else roots.push(node);
  }
  const order = (list: GeoNode[]) => {
    // Regions before cities (broader first), then by the catalogue's own order (names sorted for the language).
    const position = new Map(locations.map((l, i) => [l.id, i]));
    list.sort(
      (a, b) =>
        Number(!isRegion(a.location)) - Number(!isRegion(b.location)) ||
        position.get(a.location.id)! - position.get(b.location.id)!,
    );
    for (const node of list) order(node.children);
  };
  order(roots);
  return roots;
}

/** Whether a location is targeted, excluded or neither. */
export function modeOf(geo: TGeoTargeting, id: number): GeoMode | null {
  if (geo.targetedLocations.some((l) => l.id === id)) return 'include';
  if (geo.excludedLocations.some((l) => l.id === id)) return 'exclude';
  return null;
}

/** Targets, excludes or clears a location (a location is in one list at most). */
export function setMode(geo: TGeoTargeting, location: TLocation, mode: GeoMode | null): TGeoTargeting {
  const targetedLocations = geo.targetedLocations.filter((l) => l.id !== location.id);
  const excludedLocations = geo.excludedLocations.filter((l) => l.id !== location.id);
  if (mode === 'include') targetedLocations.push(location);
  if (mode === 'exclude') excludedLocations.push(location);
  return { targetedLocations, excludedLocations };
}

/**
 * The type of a node's children by the spec's map (CITY under a province), the node's own children deciding when
 * the map has none (a province's regions and cities): what its expand button names.
 */
export function childrenTypeOf(node: GeoNode): string | undefined {
  const types = new Set(node.children.map((child) => normalizeLocationType(child.location.type)));
  if (types.size > 1) return undefined;
  return [...types][0] ?? childTypeOf(node.location.countryCode, node.location.type);
}
