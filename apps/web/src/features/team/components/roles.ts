import { TEAM_ROLES, ZTeamRoleSchema, type TeamRole } from '@portal/domain';
import type { TFunction } from 'i18next';

/** The roles as a select's options, in the decision's order (Owner first), named in the interface language. */
export function roleOptions(t: TFunction<'team'>): { value: TeamRole; label: string }[] {
  return TEAM_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));
}

/** A select's value as a role, or null. */
export function parseRole(value: unknown): TeamRole | null {
  const parsed = ZTeamRoleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
