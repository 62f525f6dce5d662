import { describe, expect, it } from 'vitest';
import {
  EMPTY_LINE_ITEM,
  endInstant,
  forecastRequest,
  formErrors,
  lineItemRequest,
  startInstant,
  validateLineItem,
  type LineItemFormValues,
} from './line-item-form.ts';

const tz = 'America/Toronto';
const now = new Date('2030-03-10T15:00:00Z');
const standard = { orderId: 7, isNative: false, timeZone: tz };
const rules = { now, lang: 'en' as const, minOrderValueCents: 10_000 };
const valid: LineItemFormValues = {
  units: 100_000,
  startDate: '2030-03-10',
  endDate: '2030-04-10',
  sizes: ['300x250', '728x90'],
  nativeFormatId: null,
  frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
};

describe('the line item form', () => {
  it('starts a flight at 00:00 and ends it on the last second of its end day, in the platform zone', () => {
    expect(startInstant('2030-03-10', tz)).toBe('2030-03-10T05:00:00.000Z');
    expect(endInstant('2030-07-01', tz)).toBe('2030-07-02T03:59:59.000Z');
  });

  it('makes the request of spec §7 with placeholders from the sizes', () => {
    expect(lineItemRequest(valid, standard)).toMatchObject({
      orderId: 7,
      units: 100_000,
      unitType: 'IMPRESSIONS',
      creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
      nativeFormatId: null,
    });
  });

  it('books the 1x1 placeholder and the template for a native line item', () => {
    const request = lineItemRequest(
      { ...valid, sizes: [], nativeFormatId: '11900001' },
      { ...standard, isNative: true },
    );
    expect(request.creativePlaceholders).toEqual([{ size: { width: 1, height: 1 } }]);
    expect(request.nativeFormatId).toBe(11900001);
  });

  it('accepts a valid line item', () => {
    expect(validateLineItem(valid, standard, rules)).toEqual({});
  });

  it('asks for every required field', () => {
    expect(Object.keys(validateLineItem(EMPTY_LINE_ITEM, standard, rules)).sort()).toEqual([
      'endDate',
      'sizes',
      'startDate',
      'units',
    ]);
  });

  it('words the domain rules beside their fields, in the language', () => {
    const errors = validateLineItem(
      {
        ...valid,
        units: 1000,
        startDate: '2030-03-09',
        frequencyCaps: [{ maxImpressions: 512, numTimeUnits: 15, timeUnit: 'DAY' }],
      },
      standard,
      { ...rules, lang: 'fr' },
    );
    expect(errors.startDate).toMatch(/passé/);
    expect(errors['frequencyCaps.0.maxImpressions']).toMatch(/511/);
    expect(errors['frequencyCaps.0.numTimeUnits']).toMatch(/14/);
    expect(errors.units?.replace(/\s/g, ' ')).toContain('100,00 $');
  });

  it('refuses an eleventh frequency cap and a duplicate one', () => {
    const cap = (n: number) => ({ maxImpressions: 1, numTimeUnits: n, timeUnit: 'HOUR' as const });
    const eleven = Array.from({ length: 11 }, (_, i) => cap(i + 1));
    expect(validateLineItem({ ...valid, frequencyCaps: eleven }, standard, rules).frequencyCaps).toMatch(
      /10/,
    );
    const twice = validateLineItem({ ...valid, frequencyCaps: [cap(2), cap(2)] }, standard, rules);
    expect(twice['frequencyCaps.1']).toBe('This frequency cap is already defined');
  });

  it('refuses a budget below the last saved one, giving the amount', () => {
    const errors = validateLineItem({ ...valid, units: 50_000 }, standard, {
      ...rules,
      lastSavedUnits: 100_000,
    });
    expect(errors.units).toBe('The budget cannot be reduced below $300.00');
  });

  it('puts the server fields on the form fields', () => {
    expect(
      formErrors({
        startDateTime: ['a'],
        creativePlaceholders: ['b'],
        'frequencyCaps.2.timeUnit': ['c'],
        _: ['d'],
      }),
    ).toEqual({ startDate: 'a', sizes: 'b', 'frequencyCaps.2.timeUnit': 'c', frequencyCaps: 'd' });
  });
});

describe('the forecast request of the line item form', () => {
  const targeting = {
    geoTargeting: { targetedLocations: [], excludedLocations: [] },
    customTargeting: [448100002],
  };

  it('asks for the form as it is, with the saved line item and its targeting when editing it', () => {
    expect(forecastRequest(valid, standard, { id: 31, targeting })).toEqual({
      orderId: 7,
      lineItemId: 31,
      units: 100_000,
      startDateTime: '2030-03-10T05:00:00.000Z',
      endDateTime: '2030-04-11T03:59:59.000Z',
      creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
      frequencyCaps: valid.frequencyCaps,
      targeting,
    });
    expect(forecastRequest(valid, standard)).not.toHaveProperty('lineItemId');
  });

  it('asks nothing while impressions, dates or formats are missing, or the flight ends before it starts', () => {
    expect(forecastRequest({ ...valid, units: '' }, standard)).toBeNull();
    expect(forecastRequest({ ...valid, endDate: null }, standard)).toBeNull();
    expect(forecastRequest({ ...valid, sizes: [] }, standard)).toBeNull();
    expect(forecastRequest({ ...valid, endDate: '2030-03-09' }, standard)).toBeNull();
    expect(forecastRequest({ ...valid, endDate: '2030-03-10' }, standard)).not.toBeNull();
  });

  it('asks for the native placeholder of a native line item', () => {
    const native = forecastRequest(
      { ...valid, sizes: [], nativeFormatId: '11900001' },
      { ...standard, isNative: true },
    );
    expect(native?.creativePlaceholders).toEqual([{ size: { width: 1, height: 1 } }]);
  });
});
