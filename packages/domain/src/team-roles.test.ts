import { describe, expect, it } from 'vitest';
import {
  accountName,
  can,
  capabilitiesOf,
  invitationPending,
  TEAM_CAPABILITIES,
  TEAM_ROLES,
  wouldLeaveNoOwner,
  ZTeamInvitationRequestSchema,
  ZTeamRoleChangeRequestSchema,
  type TeamCapability,
  type TeamRole,
} from './team-roles.ts';

/** Decision 0029's table, written out once more: a change to either side fails here. */
const TABLE: Record<TeamCapability, [boolean, boolean, boolean, boolean]> = {
  'campaigns.read': [true, true, true, true],
  'campaigns.write': [true, true, false, false],
  'metrics.read': [true, true, true, true],
  'finance.read': [true, false, true, true],
  'finance.write': [true, false, true, false],
  'card.read': [true, false, true, false],
  'team.manage': [true, false, false, false],
  'grants.manage': [true, false, false, false],
  'data.export': [true, false, false, false],
  'webhooks.manage': [true, false, false, false],
  'audit.read': [true, true, true, true],
};

describe('team roles', () => {
  it('give the capabilities of decision 0029', () => {
    expect(TEAM_ROLES).toEqual(['OWNER', 'MANAGER', 'BILLING', 'VIEWER']);
    expect([...TEAM_CAPABILITIES].sort()).toEqual(Object.keys(TABLE).sort());
    for (const capability of TEAM_CAPABILITIES) {
      expect(
        TEAM_ROLES.map((role) => can(role, capability)),
        capability,
      ).toEqual(TABLE[capability]);
    }
  });

  it('give an unknown or absent role nothing', () => {
    expect(can(null, 'campaigns.read')).toBe(false);
    expect(can('ADMIN' as TeamRole, 'campaigns.read')).toBe(false);
    expect(capabilitiesOf(undefined)).toEqual([]);
  });

  it("give view-as an owner's capabilities but the team, the grants and the export", () => {
    const viewAs = capabilitiesOf(null, true);
    expect(viewAs).toContain('finance.write');
    expect(viewAs).toContain('campaigns.write');
    for (const c of ['team.manage', 'grants.manage', 'data.export'] as const) expect(viewAs).not.toContain(c);
  });
});

describe('the last owner', () => {
  const team = [
    { userId: 1, role: 'OWNER' as const },
    { userId: 2, role: 'MANAGER' as const },
  ];
  it('cannot be demoted nor removed', () => {
    expect(wouldLeaveNoOwner(team, { userId: 1, role: 'MANAGER' })).toBe(true);
    expect(wouldLeaveNoOwner(team, { userId: 1, removed: true })).toBe(true);
  });
  it('leaves the others free, and may go once another owner exists', () => {
    expect(wouldLeaveNoOwner(team, { userId: 2, removed: true })).toBe(false);
    expect(wouldLeaveNoOwner(team, { userId: 2, role: 'OWNER' })).toBe(false);
    const two = [...team, { userId: 3, role: 'OWNER' as const }];
    expect(wouldLeaveNoOwner(two, { userId: 1, removed: true })).toBe(false);
    expect(wouldLeaveNoOwner(two, { userId: '3', role: 'VIEWER' })).toBe(false);
  });
});

describe('team invitations', () => {
  it('take an e-mail, a role and an optional language', () => {
    expect(ZTeamInvitationRequestSchema.parse({ email: ' a@b.ca ', role: 'BILLING' })).toEqual({
      email: 'a@b.ca',
      role: 'BILLING',
    });
    expect(
      ZTeamInvitationRequestSchema.safeParse({ email: 'a@b.ca', role: 'BILLING', language: 'en' }).success,
    ).toBe(true);
    expect(ZTeamInvitationRequestSchema.safeParse({ email: 'nope', role: 'BILLING' }).success).toBe(false);
    expect(ZTeamInvitationRequestSchema.safeParse({ email: 'a@b.ca', role: 'owner' }).success).toBe(false);
    expect(
      ZTeamInvitationRequestSchema.safeParse({ email: 'a@b.ca', role: 'VIEWER', language: 'de' }).success,
    ).toBe(false);
    expect(ZTeamRoleChangeRequestSchema.safeParse({ role: 'ADMIN' }).success).toBe(false);
  });
  it('are answered only while pending', () => {
    expect(invitationPending('INVITED')).toBe(true);
    expect(invitationPending('ACCEPTED')).toBe(false);
    expect(invitationPending('WITHDRAWN')).toBe(false);
  });
});

describe("an account's name", () => {
  it("is its founder's organisation, else name, else e-mail", () => {
    expect(accountName({ organisation: ' Acme ', firstName: 'A', lastName: 'B', email: 'a@b.ca' })).toBe(
      'Acme',
    );
    expect(accountName({ organisation: '', firstName: 'Ana', lastName: 'Roy', email: 'a@b.ca' })).toBe(
      'Ana Roy',
    );
    expect(accountName({ organisation: null, firstName: '', lastName: '', email: 'a@b.ca' })).toBe('a@b.ca');
  });
});
