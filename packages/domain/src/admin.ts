import { z } from 'zod';
import { ZRoleSchema } from './enums.ts';
import { hasRole, type Role } from './roles.ts';
import { ZIsoDateTimeSchema, requiredText, text } from './entities/common.ts';
import { ZUserInfoSchema } from './entities/user.ts';

/** Platform administration (issue 16, staff with role admin). */

/** GET /user/list (spec §7): every user, or those whose e-mail or name holds `search`. */
export const ZUserListQuerySchema = z.object({
  search: text().max(200).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuerySchema>;

/** A user of the list: user info (spec §3) and whether the account is suspended. */
export const ZAdminUserSchema = ZUserInfoSchema.extend({
  suspended: z.boolean(),
  createdAt: ZIsoDateTimeSchema,
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

/** PUT /admin/users/{id}/role {role}: user, editor or admin, in any case (spec §6). */
export const ZChangeRoleRequestSchema = z.object({
  role: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(ZRoleSchema),
});
export type TChangeRoleRequest = z.infer<typeof ZChangeRoleRequestSchema>;

/** The longest reason staff may give for a suspension (issue 31 §17). */
export const SUSPENSION_REASON_MAX = 1000;

/**
 * POST /admin/users/{id}/suspend {reason}: why staff suspend the account, required (issue 31 §17); it goes to the
 * audit trail and to the user's e-mail.
 */
export const ZSuspendAccountRequestSchema = z.object({ reason: requiredText(SUSPENSION_REASON_MAX) });
export type TSuspendAccountRequest = z.infer<typeof ZSuspendAccountRequestSchema>;

/** An account that counts as an administrator: role admin and not suspended. */
export interface AdminCandidate {
  role: unknown;
  suspended: boolean;
}

/**
 * The last-admin rule (issue 16): a change that leaves the platform without an active administrator is refused
 * (LAST_ADMIN). `others` are the active administrators other than the changed account.
 */
export function removesLastAdmin(
  current: AdminCandidate,
  next: { role: Role; suspended: boolean },
  otherActiveAdmins: number,
): boolean {
  const wasAdmin = hasRole(current.role, 'admin') && !current.suspended;
  const staysAdmin = next.role === 'admin' && !next.suspended;
  return wasAdmin && !staysAdmin && otherActiveAdmins === 0;
}
