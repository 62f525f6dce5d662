import { describe, expect, it } from 'vitest';
import {
  servesDespite,
  servingReasons,
  withinFlight,
  type LineItemPortalFacts,
  type LineItemServingFacts,
} from './serving-rules.ts';
import { averageFrequency } from './reporting.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;

const facts = (over: Partial<LineItemServingFacts> = {}): LineItemServingFacts => ({
  lineItemId: 5_000_001,
  order: { status: 'APPROVED', isArchived: false },
  status: 'DELIVERING',
  isArchived: false,
  startMs: NOW - DAY,
  endMs: NOW + 9 * DAY,
  units: 10_000,
  delivered: 100,
  deliveredToday: 0,
  daysLeft: 10,
  frequencyCaps: [],
  visitorImpressions: [],
  geo: { targeted: [], excluded: [] },
  recentLocations: null,
  personalSegments: [],
  sizes: [{ size: '300x250', servable: true }],
  ...over,
});
const portal: LineItemPortalFacts = { pausedFor: null, hasCard: true };
const codes = (f: LineItemServingFacts, p = portal) => servingReasons(f, p, NOW).map((r) => r.code);

describe('why a line item is not serving', () => {
  it('finds nothing to say of a delivering line item', () => {
    expect(codes(facts())).toEqual([]);
  });

  it('says why a paused line item is paused', () => {
    expect(codes(facts({ status: 'PAUSED' }))).toEqual(['PAUSED_BY_ADVERTISER']);
    expect(codes(facts({ status: 'PAUSED' }), { pausedFor: 'PAYMENT', hasCard: true })).toEqual([
      'PAUSED_FOR_PAYMENT',
    ]);
  });

  it('says a flight has not started or has ended, at the boundaries serving uses', () => {
    expect(codes(facts({ startMs: NOW + 1, status: 'READY' }))).toEqual(['NOT_STARTED']);
    expect(codes(facts({ startMs: NOW, status: 'READY' }))).toEqual([]);
    expect(codes(facts({ endMs: NOW }))).toEqual(['FLIGHT_ENDED']);
    expect(withinFlight({ startMs: NOW, endMs: NOW + 1 }, NOW)).toBe(true);
  });

  it('names each size without a creative that serves', () => {
    const reasons = servingReasons(
      facts({
        sizes: [
          { size: '300x250', servable: true },
          { size: '728x90', servable: false },
        ],
      }),
      portal,
      NOW,
    );
    expect(reasons).toEqual([{ code: 'NO_CREATIVE_FOR_SIZE', params: { size: '728x90' } }]);
    expect(servesDespite(reasons)).toBe(false);
  });

  it('says the targeting matches no visitor recorded', () => {
    const quebec = { region: 'CA-QC', cityKnown: false, places: [] };
    const toronto = { id: 9, type: 'CITY', countryCode: 'CA', regionId: 'CA-ON' };
    expect(codes(facts({ geo: { targeted: [toronto], excluded: [] }, recentLocations: [quebec] }))).toEqual([
      'NO_MATCHING_VISITORS',
    ]);
    expect(codes(facts({ geo: { targeted: [], excluded: [] }, recentLocations: [quebec] }))).toEqual([]);
  });

  it('counts the visitors a frequency cap stops, as serving counts them', () => {
    const caps = [{ maxImpressions: 2, numTimeUnits: 1, timeUnit: 'DAY' as const }];
    const reasons = servingReasons(
      facts({ frequencyCaps: caps, visitorImpressions: [[NOW - 1000, NOW - 2000], [NOW - 1000]] }),
      portal,
      NOW,
    );
    expect(reasons).toEqual([{ code: 'FREQUENCY_CAPPED', params: { capped: 1, visitors: 2 } }]);
    expect(servesDespite(reasons)).toBe(true);
  });

  it('says the card is missing and today’s goal is met', () => {
    expect(codes(facts(), { pausedFor: null, hasCard: false })).toEqual(['NO_CARD']);
    expect(codes(facts({ deliveredToday: 990, delivered: 1090 }))).toEqual(['DAILY_GOAL_REACHED']);
  });
});

describe('average frequency', () => {
  it('is impressions per visitor reached', () => {
    expect(averageFrequency(3, 2)).toBe(1.5);
    expect(averageFrequency(0, 0)).toBe(0);
  });
});
