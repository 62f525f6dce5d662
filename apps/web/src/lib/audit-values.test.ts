import { describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@portal/domain';
import { hasUserFilters, instantInWords, objectInWords, readable, shownChanges } from './audit-values.ts';

const t = (key: string, opts?: Record<string, unknown>): string =>
  ({ yes: 'Oui', no: 'Non', 'values.DRAFT': 'Brouillon' })[key] ??
  (opts?.defaultValue as string | undefined) ??
  key;

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
    expect(readable('duplicatedFrom', 3000002, 'fr-CA', t, 'UTC')).toBe('3000002');
    expect(readable('orderId', 3000002, 'en-CA', t, 'UTC')).toBe('3000002');
  });

  it('writes quantities, yes or no, statuses and nothing in the language', () => {
    expect(readable('units', 100000, 'fr-CA', t, 'UTC')).toBe('100\u00a0000');
    expect(readable('suspended', true, 'fr-CA', t, 'UTC')).toBe('Oui');
    expect(readable('status', 'DRAFT', 'fr-CA', t, 'UTC')).toBe('Brouillon');
    expect(readable('notes', '', 'fr-CA', t, 'UTC')).toBe('—');
    // A line item starts at 00:00 of the platform's day (Toronto), which is 05:00 in UTC: the history says 00:00.
    expect(readable('startDateTime', '2026-11-29T05:00:00.000Z', 'en-CA', t, 'America/Toronto')).toBe(
      '2026-11-29, 12:00 a.m.',
    );
    expect(readable('startDateTime', '2026-11-29T05:00:00.000Z', 'fr-CA', t, 'America/Toronto')).toBe(
      '2026-11-29 00 h 00',
    );
    expect(readable('creativePlaceholders', [{ size: { width: 300, height: 250 } }], 'fr-CA', t, 'UTC')).toBe(
      '300 × 250',
    );
  });
});

describe('a line item’s caps and targeting in words', () => {
  const words: Record<string, string> = {
    'caps:none': 'Aucun plafond',
    'caps:one_one': '{{n}} impression par {{unit}}',
    'caps:one_other': '{{n}} impressions par {{unit}}',
    'caps:every_other': '{{n}} impressions par tranche de {{duration}} {{unit}}',
    'caps:lifetime_other': '{{n}} impressions pour toute la campagne',
    'caps:singular.DAY': 'jour',
    'caps:plural.WEEK': 'semaines',
    'targeting.targeted': 'Ciblés : {{names}}',
    'targeting.excluded': 'Exclus : {{names}}',
    'targeting.everywhere': 'Partout sur le réseau',
    'targeting.audiences': 'Auditoires choisis : {{n}}',
    'targeting.everyone': 'Tout le monde',
  };
  // As i18next does in French: with a count, the key's _one form for 0 and 1, its _other form above.
  const tr = (key: string, opts?: Record<string, unknown>) => {
    const count = opts?.count;
    const plural = typeof count === 'number' ? `${key}_${count <= 1 ? 'one' : 'other'}` : key;
    return (words[plural] ?? plural).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(opts?.[name]));
  };

  it('says each frequency cap as the campaign summary does, and no cap when there is none', () => {
    const caps = [
      { maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' },
      { maxImpressions: 10, numTimeUnits: 2, timeUnit: 'WEEK' },
      { maxImpressions: 1500, numTimeUnits: 1, timeUnit: 'LIFETIME' },
    ];
    expect(readable('frequencyCaps', caps, 'fr-CA', tr, 'UTC')).toBe(
      '3 impressions par jour; 10 impressions par tranche de 2 semaines; 1\u00a0500 impressions pour toute la campagne',
    );
    expect(readable('frequencyCaps', [], 'fr-CA', tr, 'UTC')).toBe('Aucun plafond');
    expect(
      readable(
        'frequencyCaps',
        [{ maxImpressions: 1, numTimeUnits: 1, timeUnit: 'DAY' }],
        'fr-CA',
        tr,
        'UTC',
      ),
    ).toBe('1 impression par jour');
  });

  it('names the places targeted and excluded and counts the audiences, never showing the raw value', () => {
    const place = (id: number, name: string) => ({ id, type: 'PROVINCE', countryCode: 'CA', name });
    const targeting = {
      geoTargeting: {
        targetedLocations: [place(1, 'Québec'), place(2, 'Ontario')],
        excludedLocations: [place(3, 'Montréal')],
      },
      customTargeting: [11, 12],
    };
    expect(readable('targeting', targeting, 'fr-CA', tr, 'UTC')).toBe(
      'Ciblés : Québec, Ontario · Exclus : Montréal · Auditoires choisis : 2',
    );
    expect(
      readable(
        'targeting',
        { geoTargeting: { targetedLocations: [], excludedLocations: [] }, customTargeting: [] },
        'fr-CA',
        tr,
        'UTC',
      ),
    ).toBe('Partout sur le réseau · Tout le monde');
  });
});

describe('an instant in words', () => {
  it('writes the day as YYYY-MM-DD in both languages and the time of the platform’s time zone', () => {
    const evening = '2026-12-18T01:30:00.000Z';
    expect(instantInWords(evening, 'en-CA', 'America/Toronto')).toBe('2026-12-17, 08:30 p.m.');
    expect(instantInWords(evening, 'fr-CA', 'America/Toronto')).toBe('2026-12-17 20 h 30');
    expect(instantInWords(evening, 'fr-CA', 'UTC')).toBe('2026-12-18 01 h 30');
    expect(instantInWords('not a date', 'en-CA', 'UTC')).toBe('not a date');
  });
});

describe('a history without internal numbers (issue 31 §24)', () => {
  const words: Record<string, string> = {
    'objects.order': 'Campaign',
    'objects.lineItem': 'Line item',
    'objects.user': 'Account',
    'objects.invoice': 'Invoice',
    ownAccount: 'Your account',
    file: 'Image file',
    'values.GIFT_VOUCHER': 'Gift card',
  };
  const tt = (key: string, opts?: Record<string, unknown>): string => {
    if (key === 'objectNamed') return `${String(opts?.object)} “${String(opts?.name)}”`;
    if (key === 'objectOfCampaign') return `${String(opts?.object)} of the campaign “${String(opts?.name)}”`;
    return words[key] ?? (opts?.defaultValue as string | undefined) ?? key;
  };
  const entry = (over: Partial<TAuditEntry>): TAuditEntry => ({
    id: '1',
    at: '2026-11-20T15:00:00.000Z',
    actor: { userId: '2', email: 'a@example.com', firstName: 'Alice', lastName: 'Martin' },
    subjectAccountId: '2',
    operation: 'order.update',
    objectType: 'order',
    objectId: '4000001',
    orderId: '4000001',
    changes: [],
    requestId: 'r',
    apiKeyId: null,
    ...over,
  });

  it('names the object, a line item by its campaign, and the reader’s own account', () => {
    expect(objectInWords(entry({ objectName: 'Hiver' }), 'own', tt)).toBe('Campaign “Hiver”');
    expect(
      objectInWords(entry({ objectType: 'lineItem', objectId: '5000001', orderName: 'Hiver' }), 'own', tt),
    ).toBe('Line item of the campaign “Hiver”');
    expect(
      objectInWords(entry({ objectType: 'user', objectId: '2', objectName: 'Alice Martin' }), 'own', tt),
    ).toBe('Your account');
    expect(
      objectInWords(entry({ objectType: 'user', objectId: '2', objectName: 'Alice Martin' }), 'staff', tt),
    ).toBe('Account “Alice Martin”');
    // Never the number, even when nothing names the object.
    expect(
      objectInWords(entry({ objectType: 'invoice', objectId: '9000001', orderId: null }), 'own', tt),
    ).toBe('Invoice');
  });

  it('leaves out the campaign a line item was added to, which the entry’s title names', () => {
    const changes = [
      { field: 'orderId', before: null, after: 3000002 },
      { field: 'units', before: null, after: 100 },
      { field: 'lineItemId', before: null, after: 5000001 },
    ];
    expect(shownChanges(changes, '3000002').map((c) => c.field)).toEqual(['units']);
    expect(shownChanges(changes).map((c) => c.field)).toEqual(['orderId', 'units', 'lineItemId']);
  });

  it('writes cents as money, sizes with ×, a file as a file and codes in words', () => {
    expect(readable('subtotalCents', 118, 'en-CA', tt, 'America/Toronto')).toBe('$1.18');
    expect(readable('giftAmountCents', 5000, 'fr-CA', tt, 'America/Toronto')).toBe('50,00\u00a0$');
    expect(readable('size', '728x90', 'en-CA', tt, 'America/Toronto')).toBe('728 × 90');
    expect(readable('assetUrl', '/api/v2/assets/abc.png', 'en-CA', tt, 'America/Toronto')).toBe('Image file');
    expect(readable('type', 'GIFT_VOUCHER', 'en-CA', tt, 'America/Toronto')).toBe('Gift card');
  });
});
