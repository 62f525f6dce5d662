import { describe, expect, it } from 'vitest';
import type { TLocation } from './entities/targeting.ts';
import {
  ZTargetingInputSchema,
  ancestorsOf,
  childTypeOf,
  isPostalCode,
  validateGeoTargeting,
} from './geo-targeting.ts';

const canada: TLocation = {
  id: 2124,
  type: 'COUNTRY',
  canonicalParentId: null,
  countryCode: 'CA',
  name: 'Canada',
};
const quebec: TLocation = {
  id: 20121,
  type: 'PROVINCE',
  canonicalParentId: 2124,
  countryCode: 'CA',
  name: 'Québec',
};
const montreal: TLocation = {
  id: 1002604,
  type: 'CITY',
  canonicalParentId: 20121,
  countryCode: 'CA',
  name: 'Montréal',
};
const plateau: TLocation = {
  id: 9000001,
  type: 'NEIGHBORHOOD',
  canonicalParentId: 1002604,
  countryCode: 'CA',
  name: 'Le Plateau',
};
const postal: TLocation = {
  id: 9100001,
  type: 'Postal Code',
  canonicalParentId: 1002604,
  countryCode: 'CA',
  name: 'H2X',
};
const table = new Map([canada, quebec, montreal, plateau, postal].map((l) => [l.id, l]));
const lookup = (id: number) => table.get(id);

const targeting = (targetedLocations: TLocation[], excludedLocations: TLocation[]) => ({
  geoTargeting: { targetedLocations, excludedLocations },
});

describe('geo targeting', () => {
  it('accepts a city targeted with a neighbourhood of another city excluded', () => {
    expect(validateGeoTargeting(targeting([quebec], [plateau]), lookup)).toEqual([]);
  });

  it('refuses a location both targeted and excluded', () => {
    expect(validateGeoTargeting(targeting([montreal], [montreal]), lookup)).toContainEqual({
      code: 'LOCATION_TARGETED_AND_EXCLUDED',
      params: { name: 'Montréal' },
      path: ['geoTargeting', 'excludedLocations', 0],
    });
  });

  it('refuses a targeted location whose parent is excluded', () => {
    expect(validateGeoTargeting(targeting([montreal], [quebec]), lookup)).toEqual([
      {
        code: 'LOCATION_PARENT_EXCLUDED',
        params: { name: 'Montréal', parentName: 'Québec' },
        path: ['geoTargeting', 'targetedLocations', 0],
      },
    ]);
  });

  it('walks the parents up to any excluded ancestor through the lookup', () => {
    expect(
      validateGeoTargeting(targeting([plateau], [canada]), lookup).map((v) => v.params.parentName),
    ).toEqual(['Canada']);
  });

  it('cannot see an excluded grandparent without a lookup, and sees it with one', () => {
    expect(validateGeoTargeting(targeting([plateau], [quebec]))).toEqual([]);
    expect(validateGeoTargeting(targeting([plateau], [quebec]), lookup)).toHaveLength(1);
  });

  it('refuses to exclude a postal code, however its type is written', () => {
    expect(validateGeoTargeting(targeting([], [postal]), lookup).map((v) => v.code)).toEqual([
      'LOCATION_POSTAL_CODE_NOT_EXCLUDABLE',
    ]);
    expect(isPostalCode({ type: 'POSTAL_CODE' })).toBe(true);
    expect(isPostalCode({ type: 'CITY' })).toBe(false);
  });

  it('allows a postal code to be targeted', () => {
    expect(validateGeoTargeting(targeting([postal], []), lookup)).toEqual([]);
  });

  it('stops walking a cycle of parents', () => {
    const a: TLocation = { id: 1, type: 'REGION', canonicalParentId: 2, countryCode: 'CA', name: 'A' };
    const b: TLocation = { id: 2, type: 'REGION', canonicalParentId: 1, countryCode: 'CA', name: 'B' };
    expect(ancestorsOf(a, (id) => (id === 1 ? a : id === 2 ? b : undefined))).toEqual([b]);
  });

  it('maps Canadian parent types to their children', () => {
    expect(childTypeOf('CA', 'COUNTRY')).toBe('PROVINCE');
    expect(childTypeOf('CA', 'PROVINCE')).toBe('CITY');
    expect(childTypeOf('CA', 'REGION')).toBe('REGION');
    expect(childTypeOf('CA', 'NEIGHBORHOOD')).toBe('CITY');
    expect(childTypeOf('ca', 'Municipality')).toBe('CITY');
  });

  it('maps US parent types to their children', () => {
    expect(childTypeOf('US', 'COUNTRY')).toBe('STATE');
    expect(childTypeOf('US', 'STATE')).toBe('CITY');
    expect(childTypeOf('US', 'PROVINCE')).toBeUndefined();
    expect(childTypeOf('FR', 'COUNTRY')).toBeUndefined();
  });

  it('runs the rules in the targeting schema', () => {
    const result = ZTargetingInputSchema.safeParse({
      ...targeting([montreal], [montreal]),
      customTargeting: [],
    });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'LOCATION_TARGETED_AND_EXCLUDED',
      path: ['geoTargeting', 'excludedLocations', 0],
    });
  });
});
