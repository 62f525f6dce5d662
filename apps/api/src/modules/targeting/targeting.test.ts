import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANADA_PROVINCES,
  US_STATES,
  childTypeOf,
  ZGeoTargetSchema,
  type TGeoTarget,
  type TLocation,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type Answer } from '../../test/factories.ts';
import { AppError } from '../../platform/errors.ts';
import { checkGeoTargeting } from './service.ts';

let t: TestApp;
let token: string;
let fr: TGeoTarget[];
let en: TGeoTarget[];

const get = (path: string, language?: 'fr' | 'en'): Promise<Answer> =>
  call(t, 'GET', `/api/v2${path}`, { token, headers: language ? { language } : {} });

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
  fr = (await get('/gam/targeting/geo')).body;
  en = (await get('/gam/targeting/geo', 'en')).body;
});
afterAll(() => t.close());

const byName = (list: TGeoTarget[], name: string, type?: string) =>
  list.find((g) => g.name === name && (type === undefined || g.type === type));

describe('GET /gam/targeting/geo', () => {
  it('requires a signed-in user', async () => {
    for (const path of ['/gam/targeting/geo', '/targeting/geo', '/targeting/region']) {
      const res = await call(t, 'GET', `/api/v2${path}`);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers every geo target in the shape of spec §3, names in French by default', async () => {
    expect(fr.length).toBeGreaterThan(200);
    for (const target of fr) expect(ZGeoTargetSchema.parse(target)).toEqual(target);
    expect(Object.keys(fr[0]!).sort()).toEqual(
      ['canonicalParentId', 'countryCode', 'id', 'name', 'regionId', 'type'].sort(),
    );
    expect(byName(fr, 'États-Unis', 'COUNTRY')).toBeDefined();
    expect(byName(fr, 'Québec', 'PROVINCE')?.regionId).toBe('CA-QC');
    expect(byName(fr, 'Colombie-Britannique', 'PROVINCE')).toBeDefined();
    expect(byName(fr, 'Montréal', 'CITY')).toBeDefined();
  });

  it('answers the names in English with the header language: en, ids unchanged', async () => {
    expect(byName(en, 'United States', 'COUNTRY')).toBeDefined();
    expect(byName(en, 'Quebec', 'PROVINCE')?.id).toBe(byName(fr, 'Québec', 'PROVINCE')?.id);
    expect(byName(en, 'Quebec City', 'CITY')?.id).toBe(byName(fr, 'Québec', 'CITY')?.id);
    expect(byName(en, 'New Orleans')?.id).toBe(byName(fr, 'La Nouvelle-Orléans')?.id);
    expect(new Set(en.map((g) => g.id))).toEqual(new Set(fr.map((g) => g.id)));
  });

  it('lists countries first, then provinces and states, regions and cities', async () => {
    expect(fr[0]).toMatchObject({ type: 'COUNTRY', countryCode: 'CA' });
    const canada = fr.filter((g) => g.countryCode === 'CA').map((g) => g.type);
    const rank = { COUNTRY: 0, PROVINCE: 1, REGION: 2, CITY: 3 } as Record<string, number>;
    expect(canada.map((type) => rank[type])).toEqual([...canada.map((type) => rank[type])].sort());
  });

  it('answers the same list at /targeting/geo', async () => {
    expect((await get('/targeting/geo', 'en')).body).toEqual(en);
  });
});

describe('the geo catalogue', () => {
  const ids = () => new Map(fr.map((g) => [g.id, g]));

  it('has unique ids', () => {
    expect(ids().size).toBe(fr.length);
  });

  it('has a known parent for every canonicalParentId, in the same country', () => {
    const table = ids();
    for (const target of fr.filter((g) => g.canonicalParentId != null)) {
      const parent = table.get(target.canonicalParentId!);
      expect(parent, `parent of ${target.name}`).toBeDefined();
      expect(parent!.countryCode).toBe(target.countryCode);
    }
  });

  it('follows the parent-to-child types of spec §5 for every parent', () => {
    const table = ids();
    for (const target of fr.filter((g) => g.canonicalParentId != null)) {
      const parent = table.get(target.canonicalParentId!)!;
      expect(childTypeOf(parent.countryCode, parent.type), `${parent.name} > ${target.name}`).toBe(
        target.type,
      );
    }
  });

  it('ties every location below a province or state to it by regionId', () => {
    const table = ids();
    for (const target of fr.filter((g) => g.type === 'CITY' || g.type === 'REGION')) {
      expect(target.regionId, target.name).toMatch(/^(CA|US)-[A-Z]{2}$/);
      if (target.type === 'CITY')
        expect(table.get(target.canonicalParentId!)!.regionId).toBe(target.regionId);
    }
    expect(fr.filter((g) => g.type === 'COUNTRY').map((g) => g.regionId)).toEqual([null, null]);
  });

  it('holds Canada with its 13 provinces and territories and the United States with 50 states and DC', () => {
    const canada = byName(fr, 'Canada', 'COUNTRY')!;
    const usa = byName(fr, 'États-Unis', 'COUNTRY')!;
    const provinces = fr.filter((g) => g.canonicalParentId === canada.id);
    const states = fr.filter((g) => g.canonicalParentId === usa.id);
    expect(provinces.map((p) => p.regionId).sort()).toEqual(
      CANADA_PROVINCES.map((p) => `CA-${p.code}`).sort(),
    );
    expect(states.map((s) => s.regionId).sort()).toEqual(US_STATES.map((s) => `US-${s.code}`).sort());
    // The names are the ones of the company form (domain regions), in both languages.
    for (const p of CANADA_PROVINCES) {
      expect(provinces.find((g) => g.regionId === `CA-${p.code}`)?.name).toBe(p.fr);
      expect(en.find((g) => g.regionId === `CA-${p.code}` && g.type === 'PROVINCE')?.name).toBe(p.en);
    }
  });

  it('holds at least 60 Canadian and 40 American cities, and regions of Québec and Ontario', () => {
    expect(fr.filter((g) => g.type === 'CITY' && g.countryCode === 'CA').length).toBeGreaterThanOrEqual(60);
    expect(fr.filter((g) => g.type === 'CITY' && g.countryCode === 'US').length).toBeGreaterThanOrEqual(40);
    expect(fr.filter((g) => g.type === 'REGION' && g.regionId === 'CA-QC')).toHaveLength(17);
    expect(fr.filter((g) => g.type === 'REGION' && g.regionId === 'CA-ON').length).toBeGreaterThanOrEqual(6);
  });
});

describe('geo search and filters', () => {
  it('lists the names that begin with the search before those that merely hold it (issue 31 §27)', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const found = (await get('/gam/targeting/geo?q=Mont', lang)).body as TGeoTarget[];
      const names = found.map((g) => g.name);
      const montreal = names.indexOf(lang === 'fr' ? 'Montréal' : 'Montreal');
      expect(montreal).toBeGreaterThanOrEqual(0);
      expect(montreal).toBeLessThan(names.indexOf('Edmonton'));
      expect(montreal).toBeLessThan(names.indexOf('Vermont'));
      // Every name that begins with "Mont" (in either language) comes before any that does not.
      const begins = found.map((g) => /^mont/i.test(g.name.normalize('NFD')));
      expect(begins.indexOf(false)).toBeGreaterThan(begins.lastIndexOf(true));
    }
  });

  it('finds a name without its accents, in either language, best match first', async () => {
    const montreal = (await get('/gam/targeting/geo?q=montreal')).body as TGeoTarget[];
    expect(montreal[0]).toMatchObject({ name: 'Montréal', type: 'CITY' });
    expect(montreal.some((g) => g.type === 'REGION')).toBe(true);

    const quebecCity = (await get('/gam/targeting/geo?q=Quebec%20City')).body as TGeoTarget[];
    expect(quebecCity).toHaveLength(1);
    expect(quebecCity[0]).toMatchObject({ name: 'Québec', type: 'CITY' });

    const britannique = (await get('/gam/targeting/geo?q=britannique', 'en')).body as TGeoTarget[];
    expect(britannique.map((g) => g.name)).toContain('British Columbia');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get('/gam/targeting/geo?q=zzzzqqq');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('filters by country, parent and region', async () => {
    const us = (await get('/gam/targeting/geo?countryCode=us')).body as TGeoTarget[];
    expect(us.length).toBeGreaterThan(90);
    expect(us.every((g) => g.countryCode === 'US')).toBe(true);

    const quebec = byName(fr, 'Québec', 'PROVINCE')!;
    const children = (await get(`/targeting/geo?parentId=${quebec.id}`)).body as TGeoTarget[];
    expect(children.length).toBeGreaterThanOrEqual(20);
    expect(children.every((g) => g.type === 'CITY' && g.canonicalParentId === quebec.id)).toBe(true);

    const searchedChildren = (await get(`/targeting/geo?parentId=${quebec.id}&q=saint`)).body as TGeoTarget[];
    expect(searchedChildren.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Saint-Jean-sur-Richelieu', 'Saint-Jérôme', 'Saint-Hyacinthe']),
    );
    expect(searchedChildren.every((g) => g.canonicalParentId === quebec.id)).toBe(true);

    const inQuebec = (await get('/targeting/geo?regionId=CA-QC')).body as TGeoTarget[];
    expect(inQuebec.every((g) => g.regionId === 'CA-QC')).toBe(true);
  });

  it('refuses a parent that is not an id', async () => {
    const res = await get('/targeting/geo?parentId=abc');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidParameterException');
  });

  it('answers 1000 searches well under a second (the catalogue is indexed in memory)', async () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1)
      await t.app.adServer.getGeoTargets({ q: i % 2 ? 'saint' : 'ville' }, 'fr');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('GET /targeting/region', () => {
  it('answers the regions only, with the names of the language', async () => {
    const regions = (await get('/targeting/region')).body as TGeoTarget[];
    expect(regions.length).toBeGreaterThanOrEqual(17 + 6);
    expect(regions.every((g) => g.type === 'REGION')).toBe(true);
    expect(regions.map((g) => g.name)).toEqual(expect.arrayContaining(['Montérégie', "Sud de l'Ontario"]));
    const english = (await get('/targeting/region?regionId=CA-ON', 'en')).body as TGeoTarget[];
    expect(english.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Southern Ontario', 'Greater Toronto Area']),
    );
    expect(english.every((g) => g.regionId === 'CA-ON')).toBe(true);
  });
});

describe('checkGeoTargeting (what a line item update runs)', () => {
  const location = (name: string, type: string): TLocation => {
    const found = byName(fr, name, type)!;
    return { ...found, canonicalParentId: null, name: 'as the client wrote it' };
  };
  const targeting = (targetedLocations: TLocation[], excludedLocations: TLocation[] = []) => ({
    geoTargeting: { targetedLocations, excludedLocations },
    customTargeting: [],
  });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('answers the locations as the catalogue describes them', async () => {
    const checked = await checkGeoTargeting(t.app.adServer, targeting([location('Montréal', 'CITY')]), 'fr');
    expect(checked.geoTargeting.targetedLocations[0]).toEqual(byName(fr, 'Montréal', 'CITY'));
  });

  it('refuses a city targeted under an excluded province, with the parent taken from the catalogue', async () => {
    const error = await refusal(
      checkGeoTargeting(
        t.app.adServer,
        targeting([location('Montréal', 'CITY')], [location('Québec', 'PROVINCE')]),
        'fr',
      ),
    );
    expect(error.code).toBe('InvalidParameterException');
    expect(error.fields?.['targeting.geoTargeting.targetedLocations.0']?.[0]).toMatch(/Montréal.*Québec/);
  });

  it('refuses an unknown location', async () => {
    const unknown = { id: 999, type: 'CITY', countryCode: 'CA', name: 'Nowhere' };
    const error = await refusal(checkGeoTargeting(t.app.adServer, targeting([unknown]), 'en'));
    expect(error.fields).toEqual({ 'targeting.geoTargeting.targetedLocations.0': ['UNKNOWN_LOCATION'] });
  });
});
