import { describe, expect, it } from 'vitest';
import { CANADA_PROVINCES, US_STATES, isRegionOf, regionsOf } from './regions.ts';

describe('regions', () => {
  it('lists the 13 Canadian provinces and territories with French names', () => {
    expect(CANADA_PROVINCES).toHaveLength(13);
    expect(CANADA_PROVINCES.find((p) => p.code === 'QC')).toEqual({ code: 'QC', fr: 'Québec', en: 'Quebec' });
  });

  it('lists the 50 US states and the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });

  it('knows which region belongs to which country', () => {
    expect(isRegionOf('CA', 'ON')).toBe(true);
    expect(isRegionOf('US', 'ON')).toBe(false);
    expect(isRegionOf('US', 'NY')).toBe(true);
    expect(regionsOf('FR')).toEqual([]);
  });
});
