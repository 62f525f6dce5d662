import { describe, expect, it } from 'vitest';
import { LINE_ITEM_STATUSES } from './enums.ts';
import { LINE_ITEM_TRANSITIONS, canTransition } from './line-item-transitions.ts';

describe('line item transitions', () => {
  it('follows the main path from draft to completed', () => {
    expect(canTransition('DRAFT', 'PENDING_APPROVAL')).toBe(true);
    expect(canTransition('PENDING_APPROVAL', 'READY')).toBe(true);
    expect(canTransition('READY', 'DELIVERING')).toBe(true);
    expect(canTransition('DELIVERING', 'COMPLETED')).toBe(true);
  });

  it('sends a disapproved line item back to draft on edit', () => {
    expect(canTransition('PENDING_APPROVAL', 'DISAPPROVED')).toBe(true);
    expect(canTransition('DISAPPROVED', 'DRAFT')).toBe(true);
  });

  it('pauses and resumes', () => {
    expect(canTransition('READY', 'PAUSED')).toBe(true);
    expect(canTransition('DELIVERING', 'PAUSED')).toBe(true);
    expect(canTransition('PAUSED', 'READY')).toBe(true);
    expect(canTransition('PAUSED', 'PAUSED_INVENTORY_RELEASED')).toBe(true);
    expect(canTransition('PAUSED_INVENTORY_RELEASED', 'READY')).toBe(true);
  });

  it('extends delivery only after delivery began', () => {
    expect(canTransition('DELIVERING', 'DELIVERY_EXTENDED')).toBe(true);
    expect(canTransition('READY', 'DELIVERY_EXTENDED')).toBe(false);
  });

  it('refuses to skip approval', () => {
    expect(canTransition('DRAFT', 'READY')).toBe(false);
    expect(canTransition('DRAFT', 'DELIVERING')).toBe(false);
  });

  it('never leaves completed', () => {
    for (const to of LINE_ITEM_STATUSES) expect(canTransition('COMPLETED', to)).toBe(false);
  });

  it('does not count staying in the same status as a transition', () => {
    for (const status of LINE_ITEM_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('has a row for every status, naming only known statuses', () => {
    expect(Object.keys(LINE_ITEM_TRANSITIONS).sort()).toEqual([...LINE_ITEM_STATUSES].sort());
    for (const targets of Object.values(LINE_ITEM_TRANSITIONS))
      for (const to of targets) expect(LINE_ITEM_STATUSES).toContain(to);
  });
});
