import {
  VIEW_AS_CAPABILITIES,
  can,
  isTeamRole,
  type TUserAccount,
  type TUserInfo,
  type TeamCapability,
} from '@portal/domain';
import { useSession } from './session.ts';

/**
 * The account a signed-in user acts on and their role in it (issue 33, decision 0029): `GET /user/` answers the active
 * account (`account`) and how many accounts the user belongs to (`accounts_count`). What the role may do is the
 * domain's rule (`can(role, capability)`), the one the API checks on every route: the screens ask it to hide the
 * menu's entries and the actions the role cannot use. Not in the login page's chunk: only the hub's shell and
 * screens import this.
 */

/** `GET /user/` with the team's fields (absent from an answer that predates them). */
export type TUserWithAccount = TUserInfo & {
  account?: TUserAccount | null;
  accounts_count?: number;
};

/** The active account of a user's info, when the answer names a valid one. */
export function activeAccountOf(user: TUserInfo | undefined): TUserAccount | null {
  const account = (user as TUserWithAccount | undefined)?.account;
  return account && typeof account === 'object' && isTeamRole(account.role) ? account : null;
}

/** How many accounts the user belongs to (1 when the answer does not say). */
export function accountsCountOf(user: TUserInfo | undefined): number {
  const count = (user as TUserWithAccount | undefined)?.accounts_count;
  return typeof count === 'number' && count > 0 ? count : 1;
}

/**
 * Whether the user may leave the active account (decision 0029: a member removes themselves): an account they did not
 * found (an account bears its founder's id), never under view-as. The API still refuses its last owner (409 LAST_OWNER).
 */
export function canLeaveAccount(user: TUserInfo | undefined, viewingAs: boolean): boolean {
  const account = activeAccountOf(user);
  return Boolean(user && account && !viewingAs && String(account.id) !== String(user.user_id));
}

/**
 * Whether the actor may use a capability: under view-as the grant's rights (all of an owner's but the team, the
 * grants and the export); else the active account's role. A user not read yet, or an answer without an account (an
 * account of one, its owner), keeps everything: the API refuses what the role cannot do anyway.
 */
export function canUse(user: TUserInfo | undefined, viewingAs: boolean, capability: TeamCapability): boolean {
  if (viewingAs) return VIEW_AS_CAPABILITIES.includes(capability);
  const account = activeAccountOf(user);
  return account ? can(account.role, capability) : true;
}

/** The session's rights: `can('campaigns.write')`. */
export function useCan(): (capability: TeamCapability) => boolean {
  const session = useSession();
  return (capability) => canUse(session.user, Boolean(session.viewAs), capability);
}
