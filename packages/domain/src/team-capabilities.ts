/**
 * What each team role may do (issue 33, decision 0029), without the validation library: the hub's shell asks `can` on
 * every page (its menu, the header), and zod stays out of its chunk (bundle-budget.test.ts), as roles.ts does for the
 * platform's roles. team-roles.ts re-exports all of it beside the team's schemas.
 */

export const TEAM_ROLES = ['OWNER', 'MANAGER', 'BILLING', 'VIEWER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const OWNER_ROLE: TeamRole = 'OWNER';

export const TEAM_CAPABILITIES = [
  'campaigns.read',
  'campaigns.write',
  'metrics.read',
  'finance.read',
  'finance.write',
  'card.read',
  'team.manage',
  'grants.manage',
  'data.export',
  'webhooks.manage',
  'audit.read',
] as const;
export type TeamCapability = (typeof TEAM_CAPABILITIES)[number];

/** Decision 0029's table: the capabilities of each role. */
export const ROLE_CAPABILITIES: Readonly<Record<TeamRole, readonly TeamCapability[]>> = {
  OWNER: TEAM_CAPABILITIES,
  MANAGER: ['campaigns.read', 'campaigns.write', 'metrics.read', 'audit.read'],
  BILLING: ['campaigns.read', 'metrics.read', 'finance.read', 'finance.write', 'card.read', 'audit.read'],
  VIEWER: ['campaigns.read', 'metrics.read', 'finance.read', 'audit.read'],
};

/**
 * An agency viewing as its client acts with the grant's rights: all of an owner's but the team, the grants and the
 * data export (decision 0029).
 */
export const VIEW_AS_CAPABILITIES: readonly TeamCapability[] = TEAM_CAPABILITIES.filter(
  (c) => c !== 'team.manage' && c !== 'grants.manage' && c !== 'data.export',
);

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);
}

/** Whether a role has a capability; an unknown or absent role has none. */
export function can(role: TeamRole | null | undefined, capability: TeamCapability): boolean {
  return isTeamRole(role) && ROLE_CAPABILITIES[role].includes(capability);
}

/** The capabilities of an actor: a member's role's, or the grant's under view-as. */
export function capabilitiesOf(role: TeamRole | null | undefined, viewAs = false): readonly TeamCapability[] {
  if (viewAs) return VIEW_AS_CAPABILITIES;
  return isTeamRole(role) ? ROLE_CAPABILITIES[role] : [];
}
