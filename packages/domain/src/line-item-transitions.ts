import type { LineItemStatus } from './enums.ts';

/**
 * The transitions between line item statuses, which the spec leaves not shown (§4), as decided in architecture.md
 * after the ad server's own model:
 * DRAFT -> PENDING_APPROVAL (submit) -> READY (approved) -> DELIVERING (first impression) -> COMPLETED (quantity
 * reached or flight over); PENDING_APPROVAL -> DISAPPROVED, which goes back to DRAFT on edit or is resubmitted
 * (an order in DISAPPROVED may be submitted, spec §4); PAUSED <-> READY/DELIVERING; PAUSED for 14 days ->
 * PAUSED_INVENTORY_RELEASED, resumed to READY (spec §4: resume sets READY); DELIVERY_EXTENDED when the end date is
 * moved after delivery began, which then delivers, pauses or completes like DELIVERING.
 */
export const LINE_ITEM_TRANSITIONS: Readonly<Record<LineItemStatus, readonly LineItemStatus[]>> = {
  DRAFT: ['PENDING_APPROVAL'],
  PENDING_APPROVAL: ['READY', 'DISAPPROVED'],
  DISAPPROVED: ['DRAFT', 'PENDING_APPROVAL'],
  READY: ['DELIVERING', 'PAUSED', 'COMPLETED'],
  DELIVERING: ['COMPLETED', 'PAUSED', 'DELIVERY_EXTENDED'],
  DELIVERY_EXTENDED: ['DELIVERING', 'COMPLETED', 'PAUSED'],
  PAUSED: ['READY', 'DELIVERING', 'PAUSED_INVENTORY_RELEASED'],
  PAUSED_INVENTORY_RELEASED: ['READY'],
  COMPLETED: [],
};

/** Whether a line item may go from one status to another; staying put is not a transition. */
export function canTransition(from: LineItemStatus, to: LineItemStatus): boolean {
  return LINE_ITEM_TRANSITIONS[from].includes(to);
}

/** Days a paused line item keeps its inventory before PAUSED_INVENTORY_RELEASED (architecture.md). */
export const PAUSED_INVENTORY_RELEASE_DAYS = 14;
