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

/**
 * Two agencies never share a name (issue 31 §1): a client reads only the agency's name in the invitation it decides,
 * so a second « Agence Nord » could pass for the first. Names are compared as people read them: case, accents and
 * spacing aside ("agence  nord" is « Agence Nord »). The database keeps the same key unique (agencies_name_key).
 */
export function agencyNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * POST /admin/agencies (staff admin): an agency and its first admin, an existing account named by e-mail that belongs
 * to no agency yet (AGENCY_MEMBER_EXISTS); a name another agency has is AGENCY_NAME_EXISTS (agencyNameKey).
 */
export const ZCreateAgencyRequestSchema = z.object({ name: ZAgencyNameSchema, adminEmail: ZEmailSchema });
export type TCreateAgencyRequest = z.infer<typeof ZCreateAgencyRequestSchema>;
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

/** A member (ACTIVE), or an e-mail invited to join that has not accepted yet (INVITED). */
export const AGENCY_MEMBER_STATUSES = ['ACTIVE', 'INVITED'] as const;

/**
 * An agency's invitation is addressed to an e-mail (issue 31 §12): the agency learns nothing of the person behind it —
 * whether it has an account, its name, its id — until they accept. The invitation then answers the same for a known
 * and an unknown e-mail; the invitee sees it in their profile (once they have an account with that e-mail) and the
 * agency sees who they are once they accepted.
 */
export function inviteeRevealed(invitation: { acceptedAt: Date | string | null }): boolean {
  return invitation.acceptedAt !== null;
}

/**
 * A member (ACTIVE: its account, name and id), or an invitation not accepted yet (INVITED: the e-mail it was sent to
 * and the invitation's id, which withdrawing it names; no account, name or id of anyone).
 */
export const ZAgencyMemberSchema = z.object({
  user_id: z.string().nullable(),
  invitation_id: z.number().int().nullable(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  agency_role: ZAgencyMemberRoleSchema,
  status: z.enum(AGENCY_MEMBER_STATUSES),
});
export type TAgencyMember = z.infer<typeof ZAgencyMemberSchema>;

/** A grant's client: the e-mail invited until they accept (inviteeRevealed), their account's details after. */
export const ZAgencyGrantSchema = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  client: z.object({
    user_id: z.string().nullable(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
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
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  campaigns: z.array(z.object({ status: ZOrderStatusSchema, count: z.number().int() })),
  monthSpendCents: z.number().int(),
  /** Staff suspended the account: the agency cannot view as it until it is reactivated (accountViewable). */
  suspended: z.boolean(),
});
export type TAgencyClient = z.infer<typeof ZAgencyClientSchema>;

/** An account as staff see it in an agency (GET /admin/agencies): its id, e-mail and name. */
const ZAgencyAccountSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/**
 * An agency on the staff's list (GET /admin/agencies, issue 31 §1): its members with their roles, its clients (accepted
 * grants), and how many invitations are pending (who they were sent to is the agency's own business).
 */
export const ZAdminAgencySchema = ZAgencySchema.extend({
  members: z.array(ZAgencyAccountSchema.extend({ agency_role: ZAgencyMemberRoleSchema })),
  clients: z.array(
    ZAgencyAccountSchema.extend({ organisation: z.string().nullable(), suspended: z.boolean() }),
  ),
  pendingInvitations: z.number().int(),
});
export type TAdminAgency = z.infer<typeof ZAdminAgencySchema>;
