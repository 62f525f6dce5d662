import { z } from 'zod';
import { ZEmailSchema } from './credentials.ts';
import { text } from './entities/common.ts';
import { ZOrderStatusSchema } from './enums.ts';

/**
 * Agencies (spec §1, §2 "Agencies area", §6; issue 16). An agency has members, each with an agency role, and
 * clients: advertiser accounts that granted it access. A grant is INVITED by an agency admin, exists once the client
 * ACCEPTED it in their profile, and the client may REVOKE it at any time. The agency role of a session is `user`
 * unless the session activated it through the console helper (spec §4).
 */

/** The roles a member holds in their agency: admin reaches the Administration child, member does not. */
export const AGENCY_MEMBER_ROLES = ['admin', 'member'] as const;
export const ZAgencyMemberRoleSchema = z.enum(AGENCY_MEMBER_ROLES);
export type AgencyMemberRole = z.infer<typeof ZAgencyMemberRoleSchema>;

/** The agency role of user info (spec §3): `user` until the session's flag says the agency role was activated. */
export const NO_AGENCY_ROLE = 'user';

export const GRANT_STATUSES = ['INVITED', 'ACCEPTED', 'REVOKED'] as const;
export const ZGrantStatusSchema = z.enum(GRANT_STATUSES);
export type GrantStatus = z.infer<typeof ZGrantStatusSchema>;

/** Only an accepted grant lets the agency view as its client (spec §6). */
export function grantAllowsViewAs(status: GrantStatus): boolean {
  return status === 'ACCEPTED';
}

/**
 * No one acts for an account staff suspended (issue 28): view-as is refused however the grant stands, so an agency
 * cannot keep a suspended client's campaigns running; the agency's page shows the client as suspended instead.
 */
export function accountViewable(client: { suspended: boolean }): boolean {
  return !client.suspended;
}

/** The client may accept an invitation, and revoke an invitation or an accepted grant; a revoked grant is final. */
export function canAcceptGrant(status: GrantStatus): boolean {
  return status === 'INVITED';
}
export function canRevokeGrant(status: GrantStatus): boolean {
  return status !== 'REVOKED';
}

/** A user id as viewAs carries it (spec §6): a positive integer written in decimal; anything else is refused. */
export function parseViewAs(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** Agency console helper (spec §1): the password is checked on the server only. */
export const ZAgencyActivateRequestSchema = z.object({ password: text().min(1).max(200) });
export const ZAgencyActivateResponseSchema = z.object({
  jwtToken: z.string(),
  agency_role: ZAgencyMemberRoleSchema,
});

export const ZAgencyNameSchema = text().trim().min(1).max(120);

/** POST /admin/agencies (staff admin): an agency and its first admin, an existing account named by e-mail. */
export const ZCreateAgencyRequestSchema = z.object({ name: ZAgencyNameSchema, adminEmail: ZEmailSchema });
export const ZAgencySchema = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string() });
export type TAgency = z.infer<typeof ZAgencySchema>;

/** An agency admin invites a client, an advertiser account named by e-mail. */
export const ZInviteClientRequestSchema = z.object({ email: ZEmailSchema });
/**
 * An agency admin invites a member (an existing account named by e-mail) with a role; the account joins the agency
 * once it accepts in its profile.
 */
export const ZAddMemberRequestSchema = z.object({
  email: ZEmailSchema,
  agency_role: ZAgencyMemberRoleSchema.default('member'),
});
export const ZChangeMemberRoleRequestSchema = z.object({ agency_role: ZAgencyMemberRoleSchema });
export type TAddMemberRequest = z.infer<typeof ZAddMemberRequestSchema>;

/** A member (ACTIVE), or an account invited to join that has not accepted yet (INVITED). */
export const AGENCY_MEMBER_STATUSES = ['ACTIVE', 'INVITED'] as const;

export const ZAgencyMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  agency_role: ZAgencyMemberRoleSchema,
  status: z.enum(AGENCY_MEMBER_STATUSES),
});
export type TAgencyMember = z.infer<typeof ZAgencyMemberSchema>;

export const ZAgencyGrantSchema = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  client: z.object({
    user_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    organisation: z.string().nullable(),
  }),
  status: ZGrantStatusSchema,
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TAgencyGrant = z.infer<typeof ZAgencyGrantSchema>;

/** An invitation to join an agency, as the invitee sees it in their profile (pending ones only). */
export const ZAgencyMemberInvitationSchema = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  agency_role: ZAgencyMemberRoleSchema,
  invitedAt: z.string(),
});
export type TAgencyMemberInvitation = z.infer<typeof ZAgencyMemberInvitationSchema>;

/** A client on the agency's page: their campaigns by status and what they spent this month (cents). */
export const ZAgencyClientSchema = ZAgencyGrantSchema.shape.client.extend({
  campaigns: z.array(z.object({ status: ZOrderStatusSchema, count: z.number().int() })),
  monthSpendCents: z.number().int(),
  /** Staff suspended the account: the agency cannot view as it until it is reactivated (accountViewable). */
  suspended: z.boolean(),
});
export type TAgencyClient = z.infer<typeof ZAgencyClientSchema>;
