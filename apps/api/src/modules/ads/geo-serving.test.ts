import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, createOrder, DAY, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { intoFlight, liveCampaign, ONTARIO, QUEBEC, type Live } from '../../test/ads.ts';

/**
 * City targeting as visitors meet it (issue 31 §2), through GET /ads/v1/decide over real HTTP: visitors located by
 * the CDN's headers (region and city) or, without them, by the IP database shipped in geoip-lite (the address of
 * X-Forwarded-For behind a trusted proxy). A city-targeted line item serves inside the city only and never where the
 * city is unknown; a visitor whose city is unknown is never inside an excluded city.
 */

const city = (id: number, regionId: string, name: string, parent: number) => ({
  id,
  type: 'CITY',
  canonicalParentId: parent,
  countryCode: 'CA',
  regionId,
  name,
});
const TORONTO = city(9124127, 'CA-ON', 'Toronto', ONTARIO.id);
const MONTREAL = city(9124101, 'CA-QC', 'Montréal', QUEBEC.id);
const GREATER_TORONTO = {
  id: 9124021,
  type: 'REGION',
  canonicalParentId: 9124020,
  countryCode: 'CA',
  regionId: 'CA-ON',
  name: 'Greater Toronto Area',
};

/** Addresses the shipped database (geoip-lite 1.4.10) places in these cities. */
const IP = {
  toronto: '99.224.0.1',
  kitchener: '70.26.0.1',
  montreal: '24.48.0.1',
  /** Témiscouata-sur-le-Lac, Québec: a city the catalogue does not list. */
  temiscouata: '184.161.0.1',
  /** An IPv6 address in Terrebonne, Québec. */
  terrebonne: '2607:fa49::1',
};

const targeting = (targeted: object[], excluded: object[] = []) => ({
  targeting: {
    geoTargeting: { targetedLocations: targeted, excludedLocations: excluded },
    customTargeting: [],
  },
});

interface Visitor {
  region?: string;
  /** The city header's value as the CDN sends it (UTF-8 bytes). */
  city?: string;
  ip?: string;
}

/** The line item served to a visitor on a size, or null. */
async function servedTo(t: TestApp, size: string, visitor: Visitor): Promise<number | null> {
  const headers: Record<string, string> = {};
  if (visitor.region) headers['x-geo-region'] = visitor.region;
  // fetch sends header values as Latin-1: the UTF-8 bytes of the name go as their Latin-1 reading, as a CDN's do.
  if (visitor.city) headers['x-geo-city'] = Buffer.from(visitor.city, 'utf8').toString('latin1');
  if (visitor.ip) headers['x-forwarded-for'] = `${visitor.ip}, 10.0.0.1`;
  const res = await fetch(`${t.url}/ads/v1/decide?sizes=${size}`, { headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { slots: ({ lineItemId: number } | null)[] };
  return body.slots[0]?.lineItemId ?? null;
}

describe.each([
  { geoHeaders: true, label: 'with the CDN headers configured' },
  { geoHeaders: false, label: 'without CDN headers (IP database only)' },
])('city targeting at serving, $label', ({ geoHeaders }) => {
  let t: TestApp;
  let torontoOnly: Live;
  let quebecButMontreal: Live;
  let greaterToronto: Live;
  const served = (size: string, visitor: Visitor) => servedTo(t, size, visitor);

  beforeAll(async () => {
    t = await createTestApp({
      ...(geoHeaders ? { GEO_HEADER: 'X-Geo-Region', GEO_CITY_HEADER: 'X-Geo-City' } : {}),
      TRUST_PROXY: 'true',
      REVIEW_AUTO_APPROVE: 'true',
      MIN_ORDER_VALUE: '0',
    });
    torontoOnly = await liveCampaign(t, { overrides: targeting([TORONTO]) });
    quebecButMontreal = await liveCampaign(t, { overrides: targeting([QUEBEC], [MONTREAL]) });
    greaterToronto = await liveCampaign(t, {
      size: { width: 728, height: 90 },
      overrides: targeting([GREATER_TORONTO]),
    });
    intoFlight(t);
  });
  afterAll(() => t.close());

  it('serves a Toronto-only line item to a visitor located in Toronto by the IP database, not in Kitchener', async () => {
    expect(await served('300x250', { ip: IP.toronto })).toBe(torontoOnly.lineItemId);
    expect(await served('300x250', { ip: IP.kitchener })).toBeNull();
    expect(await served('300x250', { ip: IP.montreal })).toBeNull();
  });

  it('serves "Québec except Montréal" in Québec outside Montréal (IPv4 and IPv6), not in Montréal', async () => {
    expect(await served('300x250', { ip: IP.temiscouata })).toBe(quebecButMontreal.lineItemId);
    expect(await served('300x250', { ip: IP.terrebonne })).toBe(quebecButMontreal.lineItemId);
  });

  it('matches a region of cities through its cities', async () => {
    expect(await served('728x90', { ip: IP.toronto })).toBe(greaterToronto.lineItemId);
    expect(await served('728x90', { ip: IP.kitchener })).toBeNull();
  });

  it('serves no geo-targeted line item to a visitor nothing locates (a private address, no header)', async () => {
    expect(await served('300x250', {})).toBeNull();
    expect(await served('300x250', { ip: '192.168.1.20' })).toBeNull();
  });

  if (geoHeaders) {
    it('takes the city from the CDN header: Toronto in, Ottawa and an unknown city out', async () => {
      expect(await served('300x250', { region: 'CA-ON', city: 'Toronto' })).toBe(torontoOnly.lineItemId);
      // A former city now part of Toronto, as location data still names it.
      expect(await served('300x250', { region: 'CA-ON', city: 'North York' })).toBe(torontoOnly.lineItemId);
      expect(await served('300x250', { region: 'CA-ON', city: 'Ottawa' })).toBeNull();
      expect(await served('300x250', { region: 'CA-ON' })).toBeNull();
      expect(await served('728x90', { region: 'CA-ON', city: 'Mississauga' })).toBe(
        greaterToronto.lineItemId,
      );
      expect(await served('728x90', { region: 'CA-ON' })).toBeNull();
    });

    it('serves Québec except Montréal to a Québec visitor whose city is unknown, or another city', async () => {
      expect(await served('300x250', { region: 'CA-QC', city: 'Montréal' })).toBeNull();
      expect(await served('300x250', { region: 'CA-QC', city: 'MONTREAL' })).toBeNull();
      expect(await served('300x250', { region: 'CA-QC', city: 'Boucherville' })).toBe(
        quebecButMontreal.lineItemId,
      );
      expect(await served('300x250', { region: 'CA-QC' })).toBe(quebecButMontreal.lineItemId);
    });

    it('prefers the headers to the IP database, whose city counts only in the header’s region', async () => {
      // The CDN says Ottawa; the address says Toronto: the CDN is believed.
      expect(await served('300x250', { region: 'CA-ON', city: 'Ottawa', ip: IP.toronto })).toBeNull();
      // The CDN gives the region only: the address's city, in that region, completes it.
      expect(await served('300x250', { region: 'CA-ON', ip: IP.toronto })).toBe(torontoOnly.lineItemId);
      // An address placed in another province tells nothing of the city: unknown, so outside Montréal.
      expect(await served('300x250', { region: 'CA-QC', ip: IP.montreal })).toBeNull();
      expect(await served('300x250', { region: 'CA-QC', ip: IP.toronto })).toBe(quebecButMontreal.lineItemId);
    });
  }
});

describe('the demo publisher page (issue 31 §28)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GEO_HEADER: 'X-Geo-Region',
      GEO_CITY_HEADER: 'X-Geo-City',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  const located = async (headers: Record<string, string>) => {
    const res = await fetch(`${t.url}/ads/demo`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    return /<p data-testid="demo-location">(.*?)<\/p>/s.exec(html)?.[1] ?? '';
  };

  it('says where the ad server places its visitor, and what that means for geo-targeted campaigns', async () => {
    const toronto = await located({ 'x-geo-region': 'CA-ON', 'x-geo-city': 'Toronto' });
    expect(toronto).toContain('Position de ce visiteur\u00a0: Toronto (Ontario)');
    expect(toronto).toContain('This visitor’s location: Toronto (Ontario)');
    const byIp = await located({ 'x-forwarded-for': IP.montreal });
    expect(byIp).toContain('This visitor’s location: Montreal (Quebec)');
    const noCity = await located({ 'x-geo-region': 'CA-QC' });
    expect(noCity).toContain('Québec, ville inconnue');
    expect(noCity).toContain('Campaigns targeting a city or a region are not shown to them');
    expect(await located({})).toContain(
      'This visitor’s location: unknown. Only campaigns without geo targeting show.',
    );
  });

  it('escapes a city header', async () => {
    const odd = await located({ 'x-geo-region': 'CA-ON', 'x-geo-city': '<img src=x onerror=alert(1)>' });
    expect(odd).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(odd).not.toContain('<img');
  });
});

describe('GEO_IP_DATABASE=false, with Cloudflare-style headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GEO_HEADER: 'CF-Region-Code',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      GEO_CITY_HEADER: 'CF-IPCity',
      GEO_IP_DATABASE: 'false',
      TRUST_PROXY: 'true',
      REVIEW_AUTO_APPROVE: 'true',
      MIN_ORDER_VALUE: '0',
    });
  });
  afterAll(() => t.close());

  const served = async (headers: Record<string, string>) => {
    const res = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`, { headers });
    const body = (await res.json()) as { slots: ({ lineItemId: number } | null)[] };
    return body.slots[0]?.lineItemId ?? null;
  };

  it('locates visitors by the headers only: a region code with its country, and the city', async () => {
    const live = await liveCampaign(t, { overrides: targeting([TORONTO]) });
    intoFlight(t);
    const cloudflare = { 'cf-region-code': 'ON', 'cf-ipcountry': 'CA' };
    expect(await served({ ...cloudflare, 'cf-ipcity': 'Toronto' })).toBe(live.lineItemId);
    expect(await served({ ...cloudflare, 'cf-ipcity': 'Hamilton' })).toBeNull();
    // No country: the region code alone names no province.
    expect(await served({ 'cf-region-code': 'ON', 'cf-ipcity': 'Toronto' })).toBeNull();
    // The address is not looked up.
    expect(await served({ 'x-forwarded-for': IP.toronto })).toBeNull();
    expect(await served({ ...cloudflare, 'x-forwarded-for': IP.toronto })).toBeNull();
  });
});

describe('POST /gam/forecast of a city-targeted line item', () => {
  let t: TestApp;
  let alice: RegisteredUser;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp({
      GEO_HEADER: 'X-Geo-Region',
      GEO_CITY_HEADER: 'X-Geo-City',
      FORECAST_MIN_HISTORY_DAYS: '1',
    });
    alice = await registerUser(t);
    orderId = await createOrder(t, alice);
  });
  afterAll(() => t.close());

  /** `count` decisions of 300x250 by visitors at `where`, yesterday. */
  async function requestsYesterday(count: number, where: Visitor) {
    t.clock.advance(-DAY);
    for (let i = 0; i < count; i += 1) await servedTo(t, '300x250', where);
    t.clock.advance(DAY);
  }

  const forecast = (targeted: object[], excluded: object[] = []) => {
    const start = startOfDay(new Date(t.clock.now().getTime() + DAY), t.app.config.TIMEZONE);
    return call(t, 'POST', '/api/v2/gam/forecast', {
      token: alice.token,
      body: {
        orderId,
        units: 100_000,
        startDateTime: start,
        endDateTime: new Date(Date.parse(start) + 28 * DAY).toISOString(),
        creativePlaceholders: [{ size: { width: 300, height: 250 } }],
        ...targeting(targeted, excluded),
      },
    });
  };

  it('counts only the visitors located in the city, and says the city must be known', async () => {
    await requestsYesterday(6, { region: 'CA-ON', city: 'Toronto' });
    await requestsYesterday(4, { region: 'CA-ON', city: 'Ottawa' });
    await requestsYesterday(10, { region: 'CA-ON' });
    await requestsYesterday(8, { region: 'CA-QC', city: 'Montréal' });
    await requestsYesterday(2, { region: 'CA-QC' });

    const toronto = await forecast([TORONTO]);
    expect(toronto.status).toBe(200);
    // 6 requests over the 28 days of history, for a 28-day flight: 6.
    expect(toronto.body).toMatchObject({ availableUnits: 6, narrowedByTargeting: true, cityKnownOnly: true });

    const ontario = await forecast([ONTARIO]);
    expect(ontario.body).toMatchObject({ availableUnits: 20 });
    expect(ontario.body.cityKnownOnly).toBeUndefined();

    // Québec except Montréal: the visitors of unknown city count, Montréal's do not.
    const quebec = await forecast([QUEBEC], [MONTREAL]);
    expect(quebec.body).toMatchObject({ availableUnits: 2 });
    expect(quebec.body.cityKnownOnly).toBeUndefined();
  });
});
