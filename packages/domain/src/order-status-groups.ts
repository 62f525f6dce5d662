import type { OrderStatus } from './enums.ts';

/**
 * The groups of order statuses an advertiser can act on (issue 12 item 9), for the profile's status filter and the
 * campaign list: running, waiting for review, paused, ended, drafts (to finish, or to fix once refused). The filter
 * is still kept as statuses (spec §3 statusFilter); a group stands for all of its statuses. UNKNOWN is in none.
 */
export const ORDER_STATUS_GROUPS = {
  running: ['APPROVED', 'READY', 'DELIVERING', 'DELIVERY_EXTENDED', 'ACTIVE', 'NOT_SERVING'],
  review: ['PENDING_APPROVAL'],
  paused: ['PAUSED', 'PAUSED_INVENTORY_RELEASED', 'INACTIVE'],
  ended: ['COMPLETED', 'CANCELLED', 'ARCHIVED', 'DELETED'],
  drafts: ['DRAFT', 'DISAPPROVED'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;

/** The groups in the order the filter offers them. */
export const ORDER_STATUS_GROUP_NAMES = Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[];

/** The group of a status, or null (UNKNOWN). */
export function orderStatusGroupOf(status: OrderStatus): OrderStatusGroup | null {
  return (
    ORDER_STATUS_GROUP_NAMES.find((group) =>
      (ORDER_STATUS_GROUPS[group] as readonly OrderStatus[]).includes(status),
    ) ?? null
  );
}

/** The statuses a choice of groups stands for (what PUT /user/personal-options keeps). */
export function statusFilterOfGroups(groups: readonly OrderStatusGroup[]): OrderStatus[] {
  return ORDER_STATUS_GROUP_NAMES.filter((g) => groups.includes(g)).flatMap((g) => [
    ...ORDER_STATUS_GROUPS[g],
  ]);
}

/** The groups a kept filter shows as chosen: every group one of whose statuses it holds (older filters too). */
export function groupsOfStatusFilter(filter: readonly OrderStatus[]): OrderStatusGroup[] {
  return ORDER_STATUS_GROUP_NAMES.filter((g) =>
    (ORDER_STATUS_GROUPS[g] as readonly OrderStatus[]).some((s) => filter.includes(s)),
  );
}

/** Whether the campaign list shows an order of that status under the filter (empty: every order). */
export function matchesStatusFilter(status: OrderStatus, filter: readonly OrderStatus[]): boolean {
  if (filter.length === 0) return true;
  const group = orderStatusGroupOf(status);
  return filter.includes(status) || (group !== null && groupsOfStatusFilter(filter).includes(group));
}
