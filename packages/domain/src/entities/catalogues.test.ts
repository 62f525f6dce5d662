import { describe, expect, it } from 'vitest';
import {
  ZAvailabilityForecastSchema,
  ZCatalogueSegmentWithChildrenSchema,
  ZGeoTargetQuerySchema,
  ZNativeTemplateWithFieldsSchema,
} from './catalogues.ts';
import { ZLocationSchema } from './targeting.ts';

describe('geo target query', () => {
  it('reads the query string: a trimmed search, an upper-cased country and region, a numeric parent', () => {
    expect(
      ZGeoTargetQuerySchema.parse({ q: '  mont ', countryCode: 'ca', parentId: '20123', regionId: 'ca-qc' }),
    ).toEqual({ q: 'mont', countryCode: 'CA', parentId: 20123, regionId: 'CA-QC' });
  });

  it('treats an empty search as no search', () => {
    expect(ZGeoTargetQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(ZGeoTargetQuerySchema.parse({})).toEqual({});
  });

  it('refuses a parent that is not an id and a country that is not two letters', () => {
    expect(ZGeoTargetQuerySchema.safeParse({ parentId: 'abc' }).success).toBe(false);
    expect(ZGeoTargetQuerySchema.safeParse({ parentId: '0' }).success).toBe(false);
    expect(ZGeoTargetQuerySchema.safeParse({ countryCode: 'CAN' }).success).toBe(false);
    expect(ZGeoTargetQuerySchema.safeParse({ regionId: 'QC' }).success).toBe(false);
  });
});

describe('location region ids', () => {
  const location = {
    id: 20123,
    type: 'PROVINCE',
    canonicalParentId: 2124,
    countryCode: 'CA',
    name: 'Québec',
  };

  it('holds the ISO 3166-2 code of the province or state', () => {
    expect(ZLocationSchema.parse({ ...location, regionId: 'CA-QC' }).regionId).toBe('CA-QC');
    expect(ZLocationSchema.parse({ ...location, regionId: null }).regionId).toBeNull();
  });

  it('refuses a bare province code or a number', () => {
    expect(ZLocationSchema.safeParse({ ...location, regionId: 'QC' }).success).toBe(false);
    expect(ZLocationSchema.safeParse({ ...location, regionId: 20123 }).success).toBe(false);
  });
});

describe('native templates with fields', () => {
  const template = {
    nativeStyleId: 1,
    nativeFormatId: 2,
    name: 'Annonce native',
    size: { width: 300, height: 250 },
    fields: [{ name: 'title', type: 'text', required: true, maxLength: 50, label: 'Titre' }],
  };

  it('reads a template whose fields name the native extras of a creative', () => {
    expect(ZNativeTemplateWithFieldsSchema.parse(template).fields[0]?.name).toBe('title');
  });

  it('refuses a field that is not a creative field or an unknown input type', () => {
    const bad = (field: object) =>
      ZNativeTemplateWithFieldsSchema.safeParse({
        ...template,
        fields: [{ ...template.fields[0], ...field }],
      });
    expect(bad({ name: 'color' }).success).toBe(false);
    expect(bad({ type: 'checkbox' }).success).toBe(false);
  });
});

describe('availability forecast', () => {
  it('reads units as non-negative integers', () => {
    expect(ZAvailabilityForecastSchema.parse({ availableUnits: 10, matchedUnits: 20 })).toEqual({
      availableUnits: 10,
      matchedUnits: 20,
    });
    expect(ZAvailabilityForecastSchema.safeParse({ availableUnits: -1, matchedUnits: 0 }).success).toBe(
      false,
    );
  });
});

describe('catalogue segment with its children', () => {
  const segment = {
    segment_id: 1,
    parent_id: null,
    ad_manager_id: 100,
    title_fr: 'Sports',
    title_en: 'Sports',
    rank_number: 1,
    has_children: true,
  };

  it('reads a segment with one level of children', () => {
    const child = { ...segment, segment_id: 2, parent_id: 1, has_children: false };
    expect(ZCatalogueSegmentWithChildrenSchema.parse({ ...segment, segments: [child] }).segments).toEqual([
      child,
    ]);
  });

  it('requires the children list', () => {
    expect(ZCatalogueSegmentWithChildrenSchema.safeParse(segment).success).toBe(false);
  });
});
