import type { LineItemStatus, OrderStatus } from './enums.ts';
import type { TCreative } from './entities/creative.ts';
import type { TCreativePlaceholder } from './entities/common.ts';
import { placeholderSizeOf, type CoveringCreative } from './creatives.ts';
import { sizeKey } from './sizes.ts';

/**
 * Order lifecycle predicates of spec §4, written on the smallest shapes they read so that the API (with its rows)
 * and the web (with TOrder) call the same functions.
 */

export interface LifecycleLineItem {
  readonly status: LineItemStatus;
  readonly isArchived: boolean;
  /** What it delivered (spec §3 stats); absent counts as nothing. */
  readonly stats?: { readonly impressionsDelivered: number; readonly clicksDelivered: number };
  readonly creativePlaceholders?: readonly TCreativePlaceholder[];
  readonly creatives?: readonly (CoveringCreative &
    Pick<TCreative, 'approbation'> &
    Partial<Pick<TCreative, 'status'>>)[];
}

export interface LifecycleOrder {
  readonly status: OrderStatus;
  readonly isArchived: boolean;
  readonly lineItems: readonly LifecycleLineItem[];
}

/** The positive line item statuses (spec §4). */
export const POSITIVE_LINE_ITEM_STATUSES: readonly LineItemStatus[] = ['DELIVERING', 'COMPLETED'];

/** Statuses from which an order may be submitted (spec §4). */
export const SUBMITTABLE_ORDER_STATUSES: readonly OrderStatus[] = ['DRAFT', 'DISAPPROVED'];
/** Read-only statuses (spec §4). */
export const READ_ONLY_ORDER_STATUSES: readonly OrderStatus[] = [
  'CANCELLED',
  'PENDING_APPROVAL',
  'COMPLETED',
];

/**
 * The approval checklist's count (spec §4): the order's placeholders, and its distinct approved creative sizes, a
 * creative counting while it is on its line item (not INACTIVE, not DELETED), at the size of the placeholder it covers (coversPlaceholder: a native creative, 300x250 by
 * default, counts for the native 1x1 placeholder).
 */
export function approvedCreativeSizes(order: Pick<LifecycleOrder, 'lineItems'>): {
  placeholders: number;
  approved: number;
} {
  const placeholders = order.lineItems.flatMap((li) => li.creativePlaceholders ?? []);
  const approvedSizes = new Set(
    order.lineItems.flatMap((li) =>
      (li.creatives ?? [])
        .filter((c) => c.approbation === 'APPROVED' && c.status !== 'INACTIVE' && c.status !== 'DELETED')
        .map((c) => sizeKey(placeholderSizeOf(c, li.creativePlaceholders ?? []))),
    ),
  );
  return { placeholders: placeholders.length, approved: approvedSizes.size };
}

/**
 * Ready for approval (spec §4): at least one placeholder, at least as many distinct approved creative sizes as
 * placeholders (approvedCreativeSizes), and status DRAFT or DISAPPROVED.
 */
export function readyForApproval(order: LifecycleOrder): boolean {
  const { placeholders, approved } = approvedCreativeSizes(order);
  return placeholders > 0 && approved >= placeholders && SUBMITTABLE_ORDER_STATUSES.includes(order.status);
}

/** Sent for approval: anything but DRAFT (spec §4). */
export function sentForApproval(order: Pick<LifecycleOrder, 'status'>): boolean {
  return order.status !== 'DRAFT';
}

/** Editable: not PENDING_APPROVAL, not archived, and no line item archived or COMPLETED (spec §4). */
export function isEditable(order: LifecycleOrder): boolean {
  return (
    order.status !== 'PENDING_APPROVAL' &&
    !order.isArchived &&
    !order.lineItems.some((li) => li.isArchived || li.status === 'COMPLETED')
  );
}

export function isReadOnly(order: Pick<LifecycleOrder, 'status'>): boolean {
  return READ_ONLY_ORDER_STATUSES.includes(order.status);
}

/**
 * All line items complete (spec §4): the order is archived, or every line item is positive (DELIVERING,
 * COMPLETED) or is an archived DRAFT.
 */
export function allLineItemsComplete(order: LifecycleOrder): boolean {
  return (
    order.isArchived ||
    order.lineItems.every(
      (li) => POSITIVE_LINE_ITEM_STATUSES.includes(li.status) || (li.status === 'DRAFT' && li.isArchived),
    )
  );
}

function withFirstLineItemStatus<O extends LifecycleOrder>(order: O, status: LineItemStatus): O {
  if (order.lineItems.length === 0) return order;
  const [first, ...rest] = order.lineItems;
  return { ...order, lineItems: [{ ...first, status }, ...rest] };
}

/** Pause sets the first line item to PAUSED (spec §4); a new order is returned, the given one is unchanged. */
export function pauseOrder<O extends LifecycleOrder>(order: O): O {
  return withFirstLineItemStatus(order, 'PAUSED');
}

/** Resume sets the first line item to READY (spec §4). */
export function resumeOrder<O extends LifecycleOrder>(order: O): O {
  return withFirstLineItemStatus(order, 'READY');
}

/** Submitting applies the returned status to the order and all its line items (spec §4). */
export function applySubmissionStatus<O extends LifecycleOrder>(
  order: O,
  status: OrderStatus & LineItemStatus,
): O {
  return { ...order, status, lineItems: order.lineItems.map((li) => ({ ...li, status })) };
}

/**
 * Statuses of a campaign that was never approved (issue 31 §6): not submitted yet, waiting for review, or refused.
 * Every other status was approved at least once (the ad server never takes an approved order back to these).
 */
export const NEVER_APPROVED_ORDER_STATUSES: readonly OrderStatus[] = [
  'DRAFT',
  'PENDING_APPROVAL',
  'DISAPPROVED',
];

/** Never ran: never approved, and not one impression or click delivered. */
export function neverRan(order: LifecycleOrder): boolean {
  return (
    NEVER_APPROVED_ORDER_STATUSES.includes(order.status) &&
    order.lineItems.every(
      (li) => (li.stats?.impressionsDelivered ?? 0) === 0 && (li.stats?.clicksDelivered ?? 0) === 0,
    )
  );
}

/**
 * Archiving (spec §3 isArchived, §4 ARCHIVED; issue 31 §6): any campaign that is not archived yet may be archived,
 * whatever its status. It stops serving, leaves the default list and becomes read-only; one that ran keeps its
 * invoices and figures. Refused: ORDER_ARCHIVED.
 */
export function canArchive(order: Pick<LifecycleOrder, 'isArchived'>): boolean {
  return !order.isArchived;
}

/**
 * Restoring an archived campaign: only a draft or a refused one that never ran (SUBMITTABLE_ORDER_STATUSES), which
 * comes back as it was, to be finished and submitted. One that was submitted or approved stays archived, as a
 * removed campaign does on the big platforms: duplicate it to run it again. Refused: ORDER_NOT_ARCHIVED,
 * ORDER_NOT_RESTORABLE.
 */
export function canUnarchive(order: LifecycleOrder): boolean {
  return order.isArchived && SUBMITTABLE_ORDER_STATUSES.includes(order.status) && neverRan(order);
}

/**
 * Deleting (issue 31 §6): only a campaign that never ran, archived or not (a pending one is withdrawn, its budget
 * released from the card); one that ran can be archived, never deleted, since its invoices and metrics refer to it.
 * Refused: ORDER_NOT_DELETABLE.
 */
export function canDelete(order: LifecycleOrder): boolean {
  return neverRan(order);
}
