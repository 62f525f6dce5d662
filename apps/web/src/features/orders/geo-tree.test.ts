import { describe, expect, it } from 'vitest';
import type { TGeoTarget } from '@portal/domain';
import { buildGeoTree, childrenTypeOf, modeOf, setMode } from './geo-tree.ts';

const loc = (
  id: number,
  type: string,
  parent: number | null,
  regionId: string | null,
  name: string,
): TGeoTarget => ({
  id,
  type,
  canonicalParentId: parent,
  countryCode: 'CA',
  regionId,
  name,
});

const canada = loc(2124, 'COUNTRY', null, null, 'Canada');
const quebec = loc(20123, 'PROVINCE', 2124, 'CA-QC', 'Québec');
const montreal = loc(9124101, 'CITY', 20123, 'CA-QC', 'Montréal');
const estrie = loc(9124005, 'REGION', null, 'CA-QC', 'Estrie');
const catalogue = [canada, quebec, estrie, montreal];

describe('the geo tree', () => {
  it('nests provinces under countries and cities under provinces', () => {
    const [root] = buildGeoTree(catalogue);
    expect(root.location.name).toBe('Canada');
    expect(root.children.map((n) => n.location.name)).toEqual(['Québec']);
    expect(childrenTypeOf(root)).toBe('PROVINCE');
  });

  it('shows a parentless region under its province, before the cities', () => {
    const [root] = buildGeoTree(catalogue);
    expect(root.children[0].children.map((n) => n.location.name)).toEqual(['Estrie', 'Montréal']);
    expect(childrenTypeOf(root.children[0])).toBeUndefined();
  });

  it('keeps a location in one list at most', () => {
    let geo = { targetedLocations: [], excludedLocations: [] } as {
      targetedLocations: TGeoTarget[];
      excludedLocations: TGeoTarget[];
    };
    geo = setMode(geo, quebec, 'include');
    expect(modeOf(geo, quebec.id)).toBe('include');
    geo = setMode(geo, quebec, 'exclude');
    expect(geo.targetedLocations).toEqual([]);
    expect(modeOf(geo, quebec.id)).toBe('exclude');
    expect(modeOf(setMode(geo, quebec, null), quebec.id)).toBeNull();
  });
});
