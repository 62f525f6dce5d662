import { describe, expect, it } from 'vitest';
import {
  FORECAST_MIN_HISTORY_DAYS,
  forecastSummary,
  lacksInventory,
  readForecast,
  ZForecastRequestSchema,
} from './forecast.ts';
import { issueToRule } from './issues.ts';

const request = {
  orderId: 12,
  units: 100_000,
  startDateTime: '2025-06-10T04:00:00.000Z',
  endDateTime: '2025-06-30T03:59:59.000Z',
  creativePlaceholders: [{ size: { width: 300, height: 250 } }],
};

const codesOf = (value: unknown) =>
  (ZForecastRequestSchema.safeParse(value).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    issueToRule(i).code,
  ]);

const QUEBEC = {
  id: 20123,
  type: 'PROVINCE',
  canonicalParentId: 2124,
  countryCode: 'CA',
  regionId: 'CA-QC',
  name: 'Québec',
};

describe('ZForecastRequestSchema', () => {
  it('reads a line item being edited, caps defaulting to none', () => {
    expect(ZForecastRequestSchema.parse({ ...request, lineItemId: 7 })).toEqual({
      ...request,
      lineItemId: 7,
      frequencyCaps: [],
    });
  });

  it('refuses a flight whose end is not after its start', () => {
    expect(codesOf({ ...request, endDateTime: request.startDateTime })).toEqual([
      ['endDateTime', 'INVALID_DATES'],
    ]);
  });

  it('refuses no units and no format', () => {
    expect(codesOf({ ...request, units: 0, creativePlaceholders: [] }).map(([path]) => path)).toEqual([
      'units',
      'creativePlaceholders',
    ]);
  });

  it('applies the geo rules to the targeting (a location both targeted and excluded)', () => {
    const targeting = {
      geoTargeting: { targetedLocations: [QUEBEC], excludedLocations: [QUEBEC] },
      customTargeting: [],
    };
    expect(codesOf({ ...request, targeting })).toEqual([
      ['targeting.geoTargeting.excludedLocations.0', 'LOCATION_TARGETED_AND_EXCLUDED'],
    ]);
  });
});

describe('forecastSummary', () => {
  it('delivers in full when exactly the requested units are available', () => {
    expect(forecastSummary({ availableUnits: 5000, requestedUnits: 5000 })).toEqual({
      available: 5000,
      requested: 5000,
      deliversInFull: true,
    });
  });

  it('does not deliver in full one unit short', () => {
    expect(forecastSummary({ availableUnits: 4999, requestedUnits: 5000 })).toEqual({
      available: 4999,
      requested: 5000,
      deliversInFull: false,
    });
  });

  it('never says more is available than was asked for', () => {
    expect(forecastSummary({ availableUnits: 80_000, requestedUnits: 5000 }).available).toBe(5000);
  });
});

describe('readForecast', () => {
  it('says a fresh install (under FORECAST_MIN_HISTORY_DAYS of traffic) cannot estimate, and refuses nothing', () => {
    const fresh = readForecast({ availableUnits: 36, matchedUnits: 36, historyDays: 2 }, 60_000);
    expect(fresh).toMatchObject({ estimable: false, availableUnits: 60_000, requestedUnits: 60_000 });
    expect(lacksInventory(fresh)).toBe(false);
  });

  it('estimates from FORECAST_MIN_HISTORY_DAYS days on, and refuses a shortfall', () => {
    const read = readForecast(
      { availableUnits: 36, matchedUnits: 36, historyDays: FORECAST_MIN_HISTORY_DAYS },
      60_000,
    );
    expect(read).toMatchObject({ estimable: true, availableUnits: 36 });
    expect(lacksInventory(read)).toBe(true);
  });

  it('says the targeting narrows the estimate only when it matches fewer units than no targeting', () => {
    const base = { availableUnits: 10, historyDays: 28 };
    expect(readForecast({ ...base, matchedUnits: 10, untargetedUnits: 40 }, 20).narrowedByTargeting).toBe(
      true,
    );
    expect(readForecast({ ...base, matchedUnits: 40, untargetedUnits: 40 }, 20).narrowedByTargeting).toBe(
      false,
    );
    expect(readForecast({ ...base, matchedUnits: 40 }, 20).narrowedByTargeting).toBe(false);
  });
});
