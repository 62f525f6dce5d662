import { z } from 'zod';
import { ZEmailSchema } from './credentials.ts';
import { ZLanguageSchema } from './enums.ts';
import { OWNER_ROLE, TEAM_ROLES, type TeamRole } from './team-capabilities.ts';

/**
 * Teams (issue 33, decision 0029): an advertiser account has members, each with one role. What a role may do is said
 * once here, as capabilities: the API checks the capability of every account route (modules/teams/
 * route-capabilities.ts) and the web hides the menu entries and disables the actions `can` refuses.
 */

// The roles and their capabilities (decision 0029's table) live in team-capabilities.ts, without zod (the hub's shell
// reads them on every page); the team's schemas are here.
export {
  TEAM_ROLES,
  OWNER_ROLE,
  TEAM_CAPABILITIES,
  ROLE_CAPABILITIES,
  VIEW_AS_CAPABILITIES,
  isTeamRole,
  can,
  capabilitiesOf,
  type TeamRole,
  type TeamCapability,
} from './team-capabilities.ts';
export const ZTeamRoleSchema = z.enum(TEAM_ROLES);

export type TeamMemberLike = { userId: number | string; role: TeamRole };
/** A change to a team: a member's role changed, or the member removed (left or removed by an owner). */
export type TeamChange =
  { userId: number | string; role: TeamRole } | { userId: number | string; removed: true };

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
