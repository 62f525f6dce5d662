import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NATIVE_DEFAULT_SIZE,
  ZCatalogueSegmentSchema,
  ZNativeTemplateWithFieldsSchema,
  type TCatalogueSegment,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type Answer } from '../../test/factories.ts';

let t: TestApp;
let token: string;

const get = (path: string, language?: 'fr' | 'en'): Promise<Answer> =>
  call(t, 'GET', `/api/v2${path}`, { token, headers: language ? { language } : {} });

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
});
afterAll(() => t.close());

/** Every segment of the catalogue, read through the calls: the roots, then each parent's children. */
async function walkCatalogue(): Promise<TCatalogueSegment[]> {
  const all: TCatalogueSegment[] = [];
  let level: TCatalogueSegment[] = (await get('/segments/')).body;
  while (level.length > 0) {
    all.push(...level);
    const next: TCatalogueSegment[] = [];
    for (const parent of level.filter((s) => s.has_children)) {
      next.push(...(await get(`/segments/children/${parent.segment_id}`)).body);
    }
    level = next;
  }
  return all;
}

describe('the audience catalogue', () => {
  it('requires a signed-in user', async () => {
    for (const path of [
      '/segments/',
      '/segments/1001',
      '/segments/children/1001',
      '/gam/order-types',
      '/gam/natives',
    ]) {
      expect((await call(t, 'GET', `/api/v2${path}`)).status).toBe(401);
    }
  });

  it('answers the root segments by rank, each with its children flag and both titles', async () => {
    const res = await get('/segments/');
    expect(res.status).toBe(200);
    const roots = res.body as TCatalogueSegment[];
    expect(roots.length).toBeGreaterThanOrEqual(3);
    expect(roots.map((s) => s.rank_number)).toEqual(roots.map((_, i) => i + 1));
    for (const root of roots) {
      expect(ZCatalogueSegmentSchema.parse(root)).toEqual(root);
      expect(root.parent_id).toBeNull();
      expect(root.segments).toBeUndefined();
    }
    expect(roots.map((s) => s.title_en)).toEqual(expect.arrayContaining(['Interests', 'Demographics']));
    expect(roots.map((s) => s.title_fr)).toEqual(
      expect.arrayContaining(['Intérêts', 'Données démographiques']),
    );
    expect((await get('/segments')).body).toEqual(roots);
  });

  it('answers a segment with its direct children, and its children alone', async () => {
    const [interests] = (await get('/segments/')).body as TCatalogueSegment[];
    const one = await get(`/segments/${interests!.segment_id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      segment_id: interests!.segment_id,
      title_en: 'Interests',
      has_children: true,
    });
    const children = (await get(`/segments/children/${interests!.segment_id}`)).body as TCatalogueSegment[];
    expect(one.body.segments).toEqual(children);
    expect(children.map((s) => s.title_en)).toEqual(expect.arrayContaining(['Sports', 'Travel']));
    expect(children.every((s) => s.parent_id === interests!.segment_id)).toBe(true);

    const sports = children.find((s) => s.title_en === 'Sports')!;
    const leaves = (await get(`/segments/children/${sports.segment_id}`)).body as TCatalogueSegment[];
    const hockey = leaves.find((s) => s.title_fr === 'Hockey')!;
    expect(hockey.has_children).toBe(false);
    expect((await get(`/segments/${hockey.segment_id}`)).body.segments).toEqual([]);
    expect((await get(`/segments/children/${hockey.segment_id}`)).body).toEqual([]);
  });

  it('answers 404 SEGMENT_NOT_FOUND for an unknown segment', async () => {
    for (const path of [
      '/segments/999999',
      '/segments/children/999999',
      '/segments/abc',
      '/segments/children/0',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('SEGMENT_NOT_FOUND');
    }
  });

  it('is a consistent tree of at least 40 segments', async () => {
    const all = await walkCatalogue();
    expect(all.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(all.map((s) => s.segment_id));
    expect(ids.size).toBe(all.length);
    expect(new Set(all.map((s) => s.ad_manager_id)).size).toBe(all.length);
    for (const segment of all) {
      const children = all.filter((s) => s.parent_id === segment.segment_id);
      expect(segment.has_children, segment.title_en).toBe(children.length > 0);
      expect(children.map((c) => c.rank_number).sort((a, b) => a - b)).toEqual(children.map((_, i) => i + 1));
      if (segment.parent_id !== null) expect(ids.has(segment.parent_id)).toBe(true);
      expect(segment.title_fr && segment.title_en).toBeTruthy();
    }
  });
});

describe('GET /gam/order-types', () => {
  it('answers the standard and native types with their ad-server ids', async () => {
    const res = await get('/gam/order-types');
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name).sort()).toEqual(['native', 'standard']);
    for (const type of res.body) {
      expect(type.typeId).toBeGreaterThan(0);
      expect(type.customFieldId).toBeGreaterThan(0);
    }
  });
});

describe('GET /gam/natives', () => {
  it('answers at least two templates of 300x250 with their fields, names in the language', async () => {
    const fr = (await get('/gam/natives')).body;
    const en = (await get('/gam/natives', 'en')).body;
    expect(fr.length).toBeGreaterThanOrEqual(2);
    for (const template of fr) {
      expect(ZNativeTemplateWithFieldsSchema.parse(template)).toEqual(template);
      expect(template.size).toEqual(NATIVE_DEFAULT_SIZE);
      expect(template.fields.map((f: { name: string }) => f.name)).toEqual(
        expect.arrayContaining(['title', 'text', 'adContentTitle']),
      );
    }
    expect(new Set(fr.map((x: { nativeFormatId: number }) => x.nativeFormatId)).size).toBe(fr.length);
    expect(fr[0].name).toBe('Annonce native avec image');
    expect(en[0].name).toBe('Native ad with image');
    expect(en[0].fields.find((f: { name: string }) => f.name === 'title').label).toBe('Title');
    expect(fr[0].fields.find((f: { name: string }) => f.name === 'title').label).toBe('Titre');
  });
});

describe('the OpenAPI document', () => {
  it('describes the catalogue and geo calls', async () => {
    const res = await call(t, 'GET', '/api/v2/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/segments/',
        '/api/v2/segments/{id}',
        '/api/v2/segments/children/{id}',
        '/api/v2/gam/order-types',
        '/api/v2/gam/natives',
        '/api/v2/gam/targeting/geo',
        '/api/v2/targeting/geo',
        '/api/v2/targeting/region',
      ]),
    );
  });
});
