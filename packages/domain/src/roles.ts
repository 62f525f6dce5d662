/**
 * Roles and the rights they give (spec §6; meanings in architecture.md). Apart from the schemas (enums.ts makes
 * ZRoleSchema of ROLES): the hub's menu asks these on every page, and they need no validation library.
 */

export const ROLES = ['admin', 'editor', 'user'] as const;
/** user by default, compared case-insensitively. */
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

/** Any stored or claimed role to one of ours: case and spaces ignored, user when unknown or absent. */
export function normalizeRole(value: unknown): Role {
  const role = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : DEFAULT_ROLE;
}

/** Whether a raw role is the wanted one (or one of them), case-insensitively. */
export function hasRole(actual: unknown, wanted: Role | readonly Role[]): boolean {
  const role = normalizeRole(actual);
  return typeof wanted === 'string' ? role === wanted : wanted.includes(role);
}

/** Editors review campaigns and creatives; an admin is an editor too (architecture.md). */
export function canReview(actual: unknown): boolean {
  return hasRole(actual, ['editor', 'admin']);
}

/** Only an admin manages users, promo codes and static pages (architecture.md). */
export function canAdminister(actual: unknown): boolean {
  return hasRole(actual, 'admin');
}

/** Agency roles: admin reaches the administration area; the others are not shown (spec §6). */
export const AGENCY_ADMIN_ROLE = 'admin';
export function isAgencyAdmin(agencyRole: unknown): boolean {
  return typeof agencyRole === 'string' && agencyRole.trim().toLowerCase() === AGENCY_ADMIN_ROLE;
}
