import { z } from 'zod';
import { invoiceLineAmountCents } from './billing.ts';
import type { LineItemStatus } from './enums.ts';
import type { ErrorCode } from './errors.ts';

/**
 * Defaulted payments (issue 14, spec §8): while an invoice of the account is DEFAULTED, its running line items are
 * paused by the portal with a reason the advertiser sees; they resume by themselves once every defaulted invoice is
 * paid, unlike the line items the advertiser paused. Also the spend to date of a campaign, and when the budget held
 * on the card at submission is released.
 */

/** Why the portal paused a line item: PAYMENT, an invoice of the account defaulted. */
export const PAUSE_REASONS = ['PAYMENT'] as const;
export const ZPauseReasonSchema = z.enum(PAUSE_REASONS);
export type PauseReason = z.infer<typeof ZPauseReasonSchema>;

/**
 * Why the portal holds a line item paused (its `paused_for`): PAYMENT, an invoice of the account defaulted; or
 * SUSPENSION, platform staff suspended the account (issue 16). Each hold is lifted by its own release only: paying
 * the defaulted invoices, or the reactivation.
 */
export const HOLD_REASONS = ['PAYMENT', 'SUSPENSION'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/**
 * Why a line item cannot be resumed by hand, or null when it can: one the portal holds resumes when its hold lifts,
 * never by hand (issue 28: an agency resumed a suspended client's line item, which served again).
 */
export function resumeByHandRefusal(pausedFor: string | null): ErrorCode | null {
  if (pausedFor === 'PAYMENT') return 'CREDIT_STATUS_UNACCEPTABLE';
  if (pausedFor === 'SUSPENSION') return 'LINE_ITEM_HELD_FOR_SUSPENSION';
  return null;
}

/** The statuses of a line item that serves or is about to: those a defaulted payment pauses. */
export const RUNNING_LINE_ITEM_STATUSES = [
  'READY',
  'DELIVERING',
  'DELIVERY_EXTENDED',
] as const satisfies readonly LineItemStatus[];

export function isRunning(status: LineItemStatus): boolean {
  return (RUNNING_LINE_ITEM_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses of a line item that needs the card on file (issue 31 §4): pending approval (its budget is held on the
 * card and it starts once approved) or running. While a campaign has one, the card cannot be deleted without
 * pausing it for payment.
 */
export const CARD_DEPENDENT_LINE_ITEM_STATUSES = [
  'PENDING_APPROVAL',
  ...RUNNING_LINE_ITEM_STATUSES,
] as const satisfies readonly LineItemStatus[];

/** A campaign as the card-deletion rule weighs it: the order list's view, on both sides. */
export interface CardDependentCampaign {
  id: number;
  name: string;
  /** The name as the advertiser typed it (the order list's cleanName), when the list has one. */
  cleanName?: string;
  isArchived: boolean;
  lineItems: readonly { status: LineItemStatus; isArchived: boolean }[];
}

/**
 * The campaigns that rely on the card on file (issue 31 §4): not archived, with a line item not archived that is
 * pending approval, ready or delivering. Deleting the card is refused while there is one (replace it instead),
 * unless the advertiser confirms that these campaigns pause for payment at once. Answers their ids and names.
 */
export function campaignsNeedingCard(
  orders: readonly CardDependentCampaign[],
): { id: number; name: string }[] {
  const needs = CARD_DEPENDENT_LINE_ITEM_STATUSES as readonly string[];
  return orders
    .filter((o) => !o.isArchived && o.lineItems.some((li) => !li.isArchived && needs.includes(li.status)))
    .map((o) => ({ id: o.id, name: o.cleanName || o.name }));
}

/**
 * What a line item's delivery costs so far: its delivered impressions at the CPM rate, rounded half up, never more
 * than its booked budget (the same rule as an invoice line, so spend to date and invoices agree).
 */
export function lineItemSpendCents(impressionsDelivered: number, budgetCents: number): number {
  return invoiceLineAmountCents(impressionsDelivered, budgetCents);
}

/**
 * A campaign is over once the advertiser can no longer get anything from it: archived (cancelled), or every line
 * item not archived has COMPLETED (flight over or quantity reached). Its hold on the card is then released, once
 * its delivery is invoiced.
 */
export function campaignEnded(order: {
  isArchived: boolean;
  lineItems: readonly { status: LineItemStatus; isArchived: boolean }[];
}): boolean {
  if (order.isArchived) return true;
  const live = order.lineItems.filter((li) => !li.isArchived);
  return live.length > 0 && live.every((li) => li.status === 'COMPLETED');
}
