import { describe, expect, it } from 'vitest';
import {
  canAcceptGrant,
  canRevokeGrant,
  accountViewable,
  agencyNameKey,
  grantAllowsViewAs,
  inviteeRevealed,
  parseViewAs,
  ZAddMemberRequestSchema,
  ZCreateAgencyRequestSchema,
  ZInviteClientRequestSchema,
} from './agencies.ts';

describe('agency grants', () => {
  it('lets only an accepted grant view as the client', () => {
    expect(grantAllowsViewAs('ACCEPTED')).toBe(true);
    expect(grantAllowsViewAs('INVITED')).toBe(false);
    expect(grantAllowsViewAs('REVOKED')).toBe(false);
  });

  it('accepts an invitation only, and revokes anything not already revoked', () => {
    expect(['INVITED', 'ACCEPTED', 'REVOKED'].map((s) => canAcceptGrant(s as never))).toEqual([
      true,
      false,
      false,
    ]);
    expect(['INVITED', 'ACCEPTED', 'REVOKED'].map((s) => canRevokeGrant(s as never))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('a suspended account', () => {
  it('cannot be viewed as, whatever its grant', () => {
    expect(accountViewable({ suspended: true })).toBe(false);
    expect(accountViewable({ suspended: false })).toBe(true);
  });
});

describe('viewAs', () => {
  it('reads a positive user id written in decimal', () => {
    expect(parseViewAs('42')).toBe(42);
    expect(parseViewAs(42)).toBe(42);
    expect(parseViewAs('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const value of ['', '0', '-1', '042', '4.2', '1e3', '42abc', ' 42', '2147483648', null, {}, ['42']])
      expect(parseViewAs(value), JSON.stringify(value)).toBeNull();
  });
});

describe('agency requests', () => {
  it('needs a valid e-mail to invite a client or add a member, and defaults a member to role member', () => {
    expect(ZInviteClientRequestSchema.safeParse({ email: 'pas-un-courriel' }).success).toBe(false);
    expect(ZAddMemberRequestSchema.parse({ email: 'a@b.ca' })).toEqual({
      email: 'a@b.ca',
      agency_role: 'member',
    });
    expect(ZAddMemberRequestSchema.safeParse({ email: 'a@b.ca', agency_role: 'owner' }).success).toBe(false);
  });
});

describe('agency names (issue 31 §1)', () => {
  it('keys a name as people read it: case, accents and spacing aside', () => {
    const key = agencyNameKey('Agence Étoile');
    for (const same of ['agence étoile', 'AGENCE  ETOILE', ' Agence\tEtoile ', 'Agence E\u0301toile'])
      expect(agencyNameKey(same), same).toBe(key);
    for (const other of ['Agence Étoiles', 'Agence Étoile Sud', 'AgenceÉtoile'])
      expect(agencyNameKey(other), other).not.toBe(key);
  });

  it('takes a name of 1 to 120 characters, trimmed, and an e-mail for the first admin', () => {
    const ok = (name: string) => ZCreateAgencyRequestSchema.safeParse({ name, adminEmail: 'a@b.ca' }).success;
    expect([ok(''), ok('   '), ok('A'), ok('A'.repeat(120)), ok('A'.repeat(121))]).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(ZCreateAgencyRequestSchema.safeParse({ name: 'A', adminEmail: 'pas-un-courriel' }).success).toBe(
      false,
    );
  });
});

describe('who an invitation names (issue 31 §12)', () => {
  it('reveals the invitee once they accepted, and only then', () => {
    expect(inviteeRevealed({ acceptedAt: null })).toBe(false);
    expect(inviteeRevealed({ acceptedAt: '2026-11-01T00:00:00.000Z' })).toBe(true);
    expect(inviteeRevealed({ acceptedAt: new Date() })).toBe(true);
  });
});
