import { z } from 'zod';
import { ZEmailSchema } from './credentials.ts';
import { ZLanguageSchema } from './enums.ts';

/**
 * Teams (issue 33, decision 0029): an advertiser account has members, each with one role. What a role may do is said
 * once here, as capabilities: the API checks the capability of every account route (modules/teams/
 * route-capabilities.ts) and the web hides the menu entries and disables the actions `can` refuses.
 */

export const TEAM_ROLES = ['OWNER', 'MANAGER', 'BILLING', 'VIEWER'] as const;
export const ZTeamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof ZTeamRoleSchema>;
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

export type TeamMemberLike = { userId: number | string; role: TeamRole };
/** A change to a team: a member's role changed, or the member removed (left or removed by an owner). */
export type TeamChange = { userId: number | string; role: TeamRole } | { userId: number | string; removed: true };

/** The members after a change (a change naming no member changes nothing). */
export function applyTeamChange(members: readonly TeamMemberLike[], change: TeamChange): TeamMemberLike[] {
  const key = String(change.userId);
  if ('removed' in change) return members.filter((m) => String(m.userId) !== key);
  return members.map((m) => (String(m.userId) === key ? { ...m, role: change.role } : m));
}

/**
 * The last owner (decision 0029): an account always keeps an OWNER, so demoting or removing its only owner is refused
 * (409 LAST_OWNER). A change that leaves an account that had no owner without one is not this rule's business.
 */
export function wouldLeaveNoOwner(members: readonly TeamMemberLike[], change: TeamChange): boolean {
  const owners = (list: readonly TeamMemberLike[]) => list.filter((m) => m.role === OWNER_ROLE).length;
  return owners(members) > 0 && owners(applyTeamChange(members, change)) === 0;
}

/** Team invitations' lifecycle: only a pending one is accepted, declined or withdrawn. */
export const TEAM_INVITATION_STATUSES = ['INVITED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];
export function invitationPending(status: TeamInvitationStatus): boolean {
  return status === 'INVITED';
}

/** The account's name (decision 0029): its founder's organisation, else their name, else their e-mail. */
export function accountName(founder: {
  organisation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  const organisation = founder.organisation?.trim();
  if (organisation) return organisation;
  const name = [founder.firstName, founder.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || founder.email;
}

// Requests and answers of /api/v2/accounts, /team and /team-invitations (decision 0029's API table).

/** POST /team/invitations: the e-mail invited, the role offered, the mail's language (default the request's). */
export const ZTeamInvitationRequestSchema = z.object({
  email: ZEmailSchema,
  role: ZTeamRoleSchema,
  language: ZLanguageSchema.optional(),
});
export type TTeamInvitationRequest = z.infer<typeof ZTeamInvitationRequestSchema>;
export const ZTeamRoleChangeRequestSchema = z.object({ role: ZTeamRoleSchema });
export const ZTeamSettingsRequestSchema = z.object({ requireTwoFactor: z.boolean() });
export const ZActiveAccountRequestSchema = z.object({ accountId: z.number().int().positive() });

export const ZTeamMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: ZTeamRoleSchema,
  createdAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;
export const ZTeamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZTeamRoleSchema,
  createdAt: z.string(),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitationSchema>;
export const ZTeamResponseSchema = z.object({
  members: z.array(ZTeamMemberSchema),
  invitations: z.array(ZTeamInvitationSchema),
  requireTwoFactor: z.boolean(),
});
export type TTeamResponse = z.infer<typeof ZTeamResponseSchema>;
export const ZTeamSettingsSchema = ZTeamSettingsRequestSchema;

export const ZAccountSummarySchema = z.object({
  accountId: z.number().int(),
  name: z.string(),
  role: ZTeamRoleSchema,
  active: z.boolean(),
});
export type TAccountSummary = z.infer<typeof ZAccountSummarySchema>;
export const ZAccountsResponseSchema = z.object({ items: z.array(ZAccountSummarySchema) });

/** An invitation addressed to the signed-in user's e-mail (GET /team-invitations). */
export const ZReceivedTeamInvitationSchema = z.object({
  id: z.number().int(),
  accountName: z.string(),
  role: ZTeamRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
});
export type TReceivedTeamInvitation = z.infer<typeof ZReceivedTeamInvitationSchema>;
export const ZReceivedTeamInvitationsSchema = z.object({ items: z.array(ZReceivedTeamInvitationSchema) });

/** `GET /user/`'s `account`: the active account (under view-as the actor's). */
export const ZUserAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: ZTeamRoleSchema,
  requireTwoFactor: z.boolean(),
});
export type TUserAccount = z.infer<typeof ZUserAccountSchema>;
