import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enums.ts';
import {
  groupsOfStatusFilter,
  matchesStatusFilter,
  orderStatusGroupOf,
  statusFilterOfGroups,
} from './order-status-groups.ts';

describe('order status groups', () => {
  it('puts every status but UNKNOWN in exactly one group', () => {
    for (const status of ORDER_STATUSES) {
      if (status === 'UNKNOWN') expect(orderStatusGroupOf(status)).toBeNull();
      else expect(orderStatusGroupOf(status), status).not.toBeNull();
    }
    expect(orderStatusGroupOf('DELIVERING')).toBe('running');
    expect(orderStatusGroupOf('PAUSED_INVENTORY_RELEASED')).toBe('paused');
    expect(orderStatusGroupOf('DISAPPROVED')).toBe('drafts');
  });

  it('keeps a choice of groups as their statuses, and reads it back', () => {
    const filter = statusFilterOfGroups(['drafts', 'review']);
    expect(filter).toEqual(['PENDING_APPROVAL', 'DRAFT', 'DISAPPROVED']);
    expect(groupsOfStatusFilter(filter)).toEqual(['review', 'drafts']);
    // A filter kept before the groups: one status stands for its group.
    expect(groupsOfStatusFilter(['DELIVERING'])).toEqual(['running']);
  });

  it('lets the list show a whole group once one of its statuses is chosen', () => {
    expect(matchesStatusFilter('READY', ['DELIVERING'])).toBe(true);
    expect(matchesStatusFilter('DRAFT', ['DELIVERING'])).toBe(false);
    expect(matchesStatusFilter('UNKNOWN', [])).toBe(true);
  });
});
