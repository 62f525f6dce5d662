import {
  canArchive,
  canDelete,
  canUnarchive,
  isEditable,
  isReadOnly,
  orderTotalBudgetCents,
  totalBudgetCents,
  type LineItemStatus,
  type OrderStatus,
  type TCreative,
  type TLineItem,
  type TOrder,
  type TOrderType,
} from '@portal/domain';

/**
 * What the campaign screens read off an order: its dates, budget, delivery and the state of its wizard. Rules come
 * from the domain (isEditable, isReadOnly, orderTotalBudgetCents); this only gathers them for display.
 */

/** The first line item: the product sells one per campaign, and pause/resume act on it (spec §4). */
export function firstLineItem(order: Pick<TOrder, 'lineItems'>): TLineItem | undefined {
  return order.lineItems.find((li) => !li.isArchived) ?? order.lineItems[0];
}

/** The order's flight: its own dates, else its line items' earliest start and latest end. */
export function flightOf(order: TOrder): { start: string | null; end: string | null } {
  const starts = order.lineItems.map((li) => li.startDateTime).sort();
  const ends = order.lineItems.map((li) => li.endDateTime).sort();
  return { start: order.startDateTime ?? starts[0] ?? null, end: order.endDateTime ?? ends.at(-1) ?? null };
}

/** The budget in cents: the order's, else from its units, else from its line items' units (spec §3, §9). */
export function budgetOf(order: TOrder): number {
  if (order.totalBudget != null || order.units != null) return orderTotalBudgetCents(order);
  return order.lineItems.reduce((sum, li) => sum + totalBudgetCents(li.units), 0);
}

export function deliveryOf(order: Pick<TOrder, 'lineItems'>): {
  impressions: number;
  clicks: number;
  goal: number;
} {
  return order.lineItems.reduce(
    (sum, li) => ({
      impressions: sum.impressions + (li.stats?.impressionsDelivered ?? 0),
      clicks: sum.clicks + (li.stats?.clicksDelivered ?? 0),
      goal: sum.goal + li.units,
    }),
    { impressions: 0, clicks: 0, goal: 0 },
  );
}

/**
 * The delivery state worth showing beside an approved order's status: its first line item's, once the ad server
 * has moved it past approval (READY, DELIVERING, PAUSED, COMPLETED...).
 */
export function deliveryStatusOf(order: TOrder): LineItemStatus | undefined {
  const status = firstLineItem(order)?.status;
  if (order.status !== 'APPROVED' || !status) return undefined;
  return ['DRAFT', 'PENDING_APPROVAL', 'DISAPPROVED'].includes(status) ? undefined : status;
}

export type Tone = 'gray' | 'blue' | 'yellow' | 'teal' | 'red' | 'orange' | 'violet';

const ORDER_TONES: Partial<Record<OrderStatus, Tone>> = {
  DRAFT: 'gray',
  PENDING_APPROVAL: 'yellow',
  APPROVED: 'teal',
  DISAPPROVED: 'red',
  PAUSED: 'orange',
  DELIVERING: 'blue',
  READY: 'teal',
  COMPLETED: 'violet',
  CANCELLED: 'red',
};

const LINE_ITEM_TONES: Partial<Record<LineItemStatus, Tone>> = {
  READY: 'teal',
  DELIVERING: 'blue',
  DELIVERY_EXTENDED: 'blue',
  PAUSED: 'orange',
  PAUSED_INVENTORY_RELEASED: 'orange',
  COMPLETED: 'violet',
  DISAPPROVED: 'red',
  PENDING_APPROVAL: 'yellow',
};

export function orderTone(status: OrderStatus): Tone {
  return ORDER_TONES[status] ?? 'gray';
}

export function lineItemTone(status: LineItemStatus): Tone {
  return LINE_ITEM_TONES[status] ?? 'gray';
}

/** Whether the advertiser may change the campaign (spec §4): editable and not in a read-only status. */
export function canModify(order: TOrder): boolean {
  return isEditable(order) && !isReadOnly(order);
}

/** Whether the portal holds the campaign paused because an invoice's payment was declined (issue 14). */
export function pausedForPayment(order: Pick<TOrder, 'lineItems'>): boolean {
  return order.lineItems.some((li) => li.pauseReason === 'PAYMENT');
}

/**
 * Pause applies to a line item that is ready or delivering; resume to a paused one (architecture.md), unless it is
 * paused for payment: it resumes by itself once the invoices are paid (spec §8).
 */
export function deliveryAction(order: TOrder): 'pause' | 'resume' | undefined {
  const status = firstLineItem(order)?.status;
  if (order.isArchived || !status || pausedForPayment(order)) return undefined;
  if (status === 'READY' || status === 'DELIVERING' || status === 'DELIVERY_EXTENDED') return 'pause';
  if (status === 'PAUSED' || status === 'PAUSED_INVENTORY_RELEASED') return 'resume';
  return undefined;
}

/** The type of an order by its ids (the order may carry only typeId and customFieldId). */
export function orderTypeOf(order: TOrder, types: readonly TOrderType[] | undefined): TOrderType | undefined {
  if (!order.type) return undefined;
  const { typeId, customFieldId, name } = order.type;
  return (
    types?.find((t) => t.typeId === typeId && t.customFieldId === customFieldId) ??
    (name ? { name, typeId, customFieldId } : undefined)
  );
}

export function isNativeOrder(order: TOrder, types: readonly TOrderType[] | undefined): boolean {
  return orderTypeOf(order, types)?.name === 'native';
}

/** The wizard's steps in spec §2's order. */
export const WIZARD_STEPS = ['details', 'lineItem', 'targeting', 'creatives', 'approval'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The creatives staff refused on an order, with their line item: each must be edited before the order is submitted. */
export function refusedCreatives(
  order: Pick<TOrder, 'lineItems'>,
): { creative: TCreative; lineItemId: number }[] {
  return order.lineItems.flatMap((li) =>
    li.creatives
      .filter((c) => c.approbation === 'REFUSED')
      .map((creative) => ({ creative, lineItemId: li.id })),
  );
}

/**
 * What can end the campaign now (issue 31 §6), by the domain's rules: archive any campaign not archived, restore an
 * archived draft that never ran, delete one that never ran.
 */
export function endActionsOf(order: TOrder): ('archive' | 'unarchive' | 'delete')[] {
  return [
    ...(canArchive(order) ? (['archive'] as const) : []),
    ...(canUnarchive(order) ? (['unarchive'] as const) : []),
    ...(canDelete(order) ? (['delete'] as const) : []),
  ];
}
