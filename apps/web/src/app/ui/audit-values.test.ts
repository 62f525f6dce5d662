import { describe, expect, it } from 'vitest';
import { hasUserFilters, readable, shownChanges } from './audit-values.ts';

const t = (key: string, opts?: { defaultValue: string }) =>
  ({ yes: 'Oui', no: 'Non', 'values.DRAFT': 'Brouillon' })[key] ?? opts?.defaultValue ?? key;

describe('the changes a history shows', () => {
  it('leaves out a field blank or equal on both sides, as entries written before the rule hold them', () => {
    const changes = [
      { field: 'name', before: null, after: 'Hiver' },
      { field: 'notes', before: null, after: '' },
      { field: 'frequencyCaps', before: null, after: [] },
      { field: 'status', before: 'DRAFT', after: 'DRAFT' },
    ];
    expect(shownChanges(changes).map((c) => c.field)).toEqual(['name']);
  });

  it('keeps a field emptied, and a false or zero value set', () => {
    const changes = [
      { field: 'notes', before: 'À revoir', after: '' },
      { field: 'suspended', before: null, after: false },
      { field: 'units', before: null, after: 0 },
    ];
    expect(shownChanges(changes)).toHaveLength(3);
  });
});

describe('the empty history message', () => {
  it('speaks of filters only when the user set one', () => {
    expect(hasUserFilters({ page: 1 })).toBe(false);
    expect(hasUserFilters({ page: 3 })).toBe(false);
    expect(hasUserFilters({ page: 1, objectType: 'creative' })).toBe(true);
    expect(hasUserFilters({ page: 1, from: '2026-01-01' })).toBe(true);
    expect(hasUserFilters({ page: 1, accountId: '12' })).toBe(true);
  });
});

describe('a value in words', () => {
  it('keeps a campaign number as the number the screens show, without digit grouping', () => {
    expect(readable('duplicatedFrom', 3000002, 'fr-CA', t)).toBe('3000002');
    expect(readable('orderId', 3000002, 'en-CA', t)).toBe('3000002');
  });

  it('writes quantities, yes or no, statuses and nothing in the language', () => {
    expect(readable('units', 100000, 'fr-CA', t)).toBe('100\u00a0000');
    expect(readable('suspended', true, 'fr-CA', t)).toBe('Oui');
    expect(readable('status', 'DRAFT', 'fr-CA', t)).toBe('Brouillon');
    expect(readable('notes', '', 'fr-CA', t)).toBe('—');
    expect(readable('creativePlaceholders', [{ size: { width: 300, height: 250 } }], 'fr-CA', t)).toBe(
      '300x250',
    );
  });
});
