import { describe, expect, it } from 'vitest';
import { LINE_ITEM_STATUSES, ORDER_STATUSES, TIME_UNITS, ZRoleSchema, resolveLanguage } from './enums.ts';
import { POSITIVE_LINE_ITEM_STATUSES } from './order-lifecycle.ts';
import { ROLES, canAdminister, canReview, hasRole, isAgencyAdmin, normalizeRole } from './roles.ts';

describe('roles', () => {
  it('are the schema’s values', () => {
    expect(ZRoleSchema.options).toEqual([...ROLES]);
  });

  it('reads roles without regard to case or spaces', () => {
    expect(normalizeRole('ADMIN')).toBe('admin');
    expect(normalizeRole(' Editor ')).toBe('editor');
  });

  it('falls back to user for an unknown or missing role', () => {
    expect(normalizeRole('superuser')).toBe('user');
    expect(normalizeRole(undefined)).toBe('user');
    expect(normalizeRole(42)).toBe('user');
  });

  it('checks a role case-insensitively, alone or among several', () => {
    expect(hasRole('Admin', 'admin')).toBe(true);
    expect(hasRole('EDITOR', ['editor', 'admin'])).toBe(true);
    expect(hasRole('user', 'admin')).toBe(false);
    expect(hasRole(null, 'user')).toBe(true);
  });

  it('lets editors and admins review, and only admins administer', () => {
    expect([canReview('editor'), canReview('admin'), canReview('user')]).toEqual([true, true, false]);
    expect([canAdminister('admin'), canAdminister('editor')]).toEqual([true, false]);
  });

  it('recognises the agency admin role', () => {
    expect(isAgencyAdmin('Admin')).toBe(true);
    expect(isAgencyAdmin('user')).toBe(false);
    expect(isAgencyAdmin(null)).toBe(false);
  });
});

describe('languages', () => {
  it('takes fr or en from a browser language, fr otherwise', () => {
    expect(resolveLanguage('en-US')).toBe('en');
    expect(resolveLanguage('fr-CA')).toBe('fr');
    expect(resolveLanguage('de-DE')).toBe('fr');
    expect(resolveLanguage(undefined)).toBe('fr');
  });
});

describe('status sets of spec §4', () => {
  it('lists the seventeen order statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(17);
  });

  it('includes the spec’s line item statuses, plus draft and disapproved', () => {
    for (const status of [
      'PENDING_APPROVAL',
      'READY',
      'DELIVERING',
      'DELIVERY_EXTENDED',
      'PAUSED',
      'PAUSED_INVENTORY_RELEASED',
      'COMPLETED',
    ]) {
      expect(LINE_ITEM_STATUSES).toContain(status);
    }
    expect(POSITIVE_LINE_ITEM_STATUSES).toEqual(['DELIVERING', 'COMPLETED']);
  });

  it('offers the six frequency periods', () => {
    expect(TIME_UNITS).toEqual(['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'LIFETIME']);
  });
});
