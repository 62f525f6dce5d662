import { describe, expect, it } from 'vitest';
import {
  changedFields,
  isSecretField,
  isUnchangedValue,
  removesLastAdmin,
  ZChangeRoleRequestSchema,
} from './index.ts';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, with old and new values', () => {
    expect(changedFields({ name: 'A', notes: 'n', units: 1 }, { name: 'B', notes: 'n', units: 1 })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
    ]);
  });

  it('compares nested values by content', () => {
    const caps = [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }];
    expect(changedFields({ caps }, { caps: structuredClone(caps) })).toEqual([]);
  });

  it('gives a creation null old values and a removal null new values', () => {
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: null, after: 'A' }]);
    expect(changedFields({ name: 'A' }, undefined)).toEqual([{ field: 'name', before: 'A', after: null }]);
  });

  it('leaves out a field blank before and after: a creation with empty notes, no frequency cap', () => {
    expect(changedFields(null, { name: 'A', notes: '', frequencyCaps: [] })).toEqual([
      { field: 'name', before: null, after: 'A' },
    ]);
    expect(changedFields({ notes: null }, { notes: '' })).toEqual([]);
  });

  it('keeps a field emptied or filled in', () => {
    expect(changedFields({ notes: 'n' }, { notes: '' })).toEqual([
      { field: 'notes', before: 'n', after: '' },
    ]);
    expect(changedFields({ caps: [] }, { caps: [1] })).toEqual([{ field: 'caps', before: [], after: [1] }]);
  });

  it('never keeps a password, token, hash, verification code or card number', () => {
    const fields = changedFields(
      { passwordHash: 'x', refreshToken: 'a', verificationCode: '1', cardNumber: '4242', email: 'a@b.c' },
      { passwordHash: 'y', refreshToken: 'b', verificationCode: '2', cardNumber: '4000', email: 'd@e.f' },
    );
    expect(fields.map((c) => c.field)).toEqual(['email']);
    expect(isSecretField('newPassword')).toBe(true);
    expect(isSecretField('name')).toBe(false);
  });
});

describe('isUnchangedValue', () => {
  it('takes blank values (absent, null, empty text, empty list) as the same', () => {
    expect(isUnchangedValue(null, '')).toBe(true);
    expect(isUnchangedValue(undefined, [])).toBe(true);
    expect(isUnchangedValue('', 'x')).toBe(false);
    expect(isUnchangedValue(0, null)).toBe(false);
    expect(isUnchangedValue(false, null)).toBe(false);
  });
});

describe('the last-admin rule', () => {
  const admin = { role: 'Admin', suspended: false };
  it('refuses to demote or suspend the only active administrator', () => {
    expect(removesLastAdmin(admin, { role: 'user', suspended: false }, 0)).toBe(true);
    expect(removesLastAdmin(admin, { role: 'admin', suspended: true }, 0)).toBe(true);
  });
  it('allows it when another active administrator remains, and never concerns other roles', () => {
    expect(removesLastAdmin(admin, { role: 'editor', suspended: false }, 1)).toBe(false);
    expect(removesLastAdmin({ role: 'user', suspended: false }, { role: 'user', suspended: true }, 0)).toBe(
      false,
    );
  });
});

describe('a role change request', () => {
  it('takes the role in any case (spec §6) and refuses an unknown one', () => {
    expect(ZChangeRoleRequestSchema.parse({ role: ' EDITOR ' })).toEqual({ role: 'editor' });
    expect(ZChangeRoleRequestSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });
});
