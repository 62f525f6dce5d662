import { randomUUID } from 'node:crypto';
import {
  isEditable,
  lineItemSpendCents,
  isErrorCode,
  totalBudgetCents,
  violationsToFieldErrors,
  type Language,
  type LifecycleOrder,
  type LineItemStatus,
  type OrderStatus,
  type TCreative,
  type TLineItem,
  type TOrder,
  type TOrderType,
  type Violation,
} from '@portal/domain';
import type { AdLineItem, AdOrder, AdServer } from '../../adapters/adserver/index.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsDeps } from '../payments/index.ts';
import type { TeamNotice } from '../targeting/index.ts';
import { lineItemCreatives, type OrderCreatives } from './creative-hooks.ts';
import type { OwnedLineItem, OwnedOrder } from './ownership.ts';
import { claimOrderRow, lineItemRowsOf, releaseOrderRow } from './store.ts';

/**
 * What every order operation works with: its dependencies, the order as the portal and the ad server together
 * describe it (OrderState), its wire view (TOrder), the claim that serialises changes of one order, and the
 * refusals of spec §8.
 */

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  adServer: AdServer;
  mailer: Mailer;
  payments: PaymentsDeps;
  creatives: OrderCreatives;
  /** The server's log, for what the team must hear of (an unknown audience segment, spec §8). */
  log: TeamNotice;
  config: Pick<
    Config,
    | 'MIN_ORDER_VALUE'
    | 'TIMEZONE'
    | 'REVIEW_AUTO_APPROVE'
    | 'FEATURE_DUPLICATE_ORDER'
    | 'PUBLIC_URL'
    | 'FORECAST_MIN_HISTORY_DAYS'
  >;
}

export interface LineItemState {
  row: OwnedLineItem;
  item: AdLineItem;
  creatives: TCreative[];
}

export interface OrderState {
  row: OwnedOrder;
  order: AdOrder;
  /** The portal's line items (those with a portal row), oldest first, archived ones included. */
  lineItems: LineItemState[];
  type: TOrderType | undefined;
}

/**
 * The orders of portal rows as the ad server has them (rows the ad server does not know are left out). The ad
 * server is asked a fixed number of times whatever the number of orders and line items (the order list).
 */
export async function loadOrderStates(deps: OrdersDeps, rows: readonly OwnedOrder[]): Promise<OrderState[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [orders, lineItemRows, types, lineItemList] = await Promise.all([
    deps.adServer.getOrders(ids),
    lineItemRowsOf(deps.db, ids),
    deps.adServer.getOrderTypes(),
    deps.adServer.getLineItemsByOrders(ids),
  ]);
  const adLineItems = new Map<number, AdLineItem>(lineItemList.map((li) => [li.id, li]));
  const known = lineItemRows.filter((r) => adLineItems.has(r.id));
  const creatives = await lineItemCreatives(
    deps,
    known.map((r) => ({ id: r.id, creativePlaceholders: adLineItems.get(r.id)!.creativePlaceholders })),
  );
  const byId = new Map(orders.map((o) => [o.id, o]));
  return rows.flatMap((row) => {
    const order = byId.get(row.id);
    if (!order) return [];
    const lineItems = known
      .filter((r) => r.orderId === row.id)
      .map((r) => ({ row: r, item: adLineItems.get(r.id)!, creatives: creatives.get(r.id) ?? [] }));
    const type = types.find(
      (t) => t.typeId === order.type.typeId && t.customFieldId === order.type.customFieldId,
    );
    return [{ row, order, lineItems, type }];
  });
}

export async function loadOrderState(deps: OrdersDeps, row: OwnedOrder): Promise<OrderState> {
  const [state] = await loadOrderStates(deps, [row]);
  if (!state) throw new AppError('NOT_FOUND', { message: 'No such order' });
  return state;
}

/**
 * The line items that make the campaign: those not archived, or all of an archived order's, which the ad server
 * archived with it (issue 31 §6): an archived campaign keeps its flight, goal, budget and last status.
 */
export function liveLineItems(state: OrderState): LineItemState[] {
  return state.order.isArchived ? state.lineItems : state.lineItems.filter((li) => !li.item.isArchived);
}
const live = liveLineItems;

/**
 * The order's status as the list shows it: the ad server's (DRAFT, PENDING_APPROVAL, APPROVED, DISAPPROVED), and
 * for an approved order what its live line items are doing (spec §4 statuses): all COMPLETED -> COMPLETED, one
 * delivering -> DELIVERING, all paused -> PAUSED.
 */
function orderStatusOf(state: OrderState): OrderStatus {
  const status = state.order.status;
  const items = live(state).map((li) => li.item.status);
  if (status !== 'APPROVED' || items.length === 0) return status;
  const all = (set: readonly LineItemStatus[]) => items.every((s) => set.includes(s));
  if (all(['COMPLETED'])) return 'COMPLETED';
  if (items.some((s) => s === 'DELIVERING' || s === 'DELIVERY_EXTENDED')) return 'DELIVERING';
  if (all(['PAUSED', 'PAUSED_INVENTORY_RELEASED'])) return 'PAUSED';
  return status;
}

function toLineItemView(li: LineItemState): TLineItem {
  const { item } = li;
  return {
    id: item.id,
    orderId: item.orderId,
    name: item.name,
    startDateTime: item.startDateTime,
    endDateTime: item.endDateTime,
    units: item.units,
    unitType: item.unitType,
    status: item.status,
    stats: {
      impressionsDelivered: item.stats.impressionsDelivered,
      clicksDelivered: item.stats.clicksDelivered,
    },
    creativePlaceholders: item.creativePlaceholders,
    creatives: li.creatives,
    frequencyCaps: item.frequencyCaps,
    nativeFormatId: item.nativeFormatId,
    isArchived: item.isArchived,
    targeting: item.targeting,
    pauseReason: pauseReasonOf(li),
  };
}

/** PAYMENT while the portal holds the line item paused for a defaulted invoice (issue 14); null otherwise. */
function pauseReasonOf(li: LineItemState): 'PAYMENT' | null {
  const paused = li.item.status === 'PAUSED' || li.item.status === 'PAUSED_INVENTORY_RELEASED';
  return paused && li.row.pausedFor === 'PAYMENT' ? 'PAYMENT' : null;
}

/** The sum of the live line items' units (null without any). */
export function orderUnits(state: OrderState): number | null {
  const items = live(state);
  return items.length === 0 ? null : items.reduce((sum, li) => sum + li.item.units, 0);
}

/** The order of spec §3 as the wire carries it; totalBudget in cents (units/1000 x 3 $ per line item). */
export function toOrderView(state: OrderState): TOrder {
  const items = live(state);
  const starts = items.map((li) => li.item.startDateTime).sort();
  const ends = items.map((li) => li.item.endDateTime).sort();
  const status = orderStatusOf(state);
  return {
    id: state.order.id,
    name: state.order.name,
    // What the advertiser typed: the portal row's name (orders stored before the ad server's platform prefix
    // existed carry no prefix there, so the ad-server name is not read back).
    cleanName: state.row.name,
    notes: state.order.notes,
    status,
    units: orderUnits(state),
    unitType: 'IMPRESSIONS',
    startDateTime: starts[0] ?? null,
    endDateTime: ends[ends.length - 1] ?? null,
    totalBudget: items.reduce((sum, li) => sum + totalBudgetCents(li.item.units), 0),
    isArchived: state.order.isArchived,
    lineItems: state.lineItems.map(toLineItemView),
    type: state.type ?? { typeId: state.order.type.typeId, customFieldId: state.order.type.customFieldId },
    disapprovalReason: status === 'DISAPPROVED' ? state.row.disapprovalReason : null,
    spendToDateCents: state.lineItems.reduce(
      (sum, li) => sum + lineItemSpendCents(li.item.stats.impressionsDelivered, li.row.budgetCents),
      0,
    ),
  };
}

/**
 * The order as the lifecycle rules of the domain read it (isEditable, readyForApproval…; which creative covers
 * which placeholder is the domain's coversPlaceholder).
 */
export function lifecycleOf(state: OrderState): LifecycleOrder {
  return toOrderView(state);
}

// Refusals (spec §8)

export const refuse = {
  orderArchived: () => new AppError('ORDER_ARCHIVED', { message: 'The campaign is archived' }),
  lineItemArchived: () => new AppError('LINE_ITEM_ARCHIVED', { message: 'The line item is archived' }),
  notEditable: (status: string) =>
    new AppError('ORDER_NOT_EDITABLE', { message: `The campaign cannot be modified while ${status}` }),
  lineItemStarted: () =>
    new AppError('LINE_ITEM_STARTED', { message: 'The line item has started: its start cannot change' }),
};

/**
 * A refusal of fields (400), worded in the request's language (violationsToFieldErrors): the code is the first
 * violation's when the error catalogue knows it (BUDGET_TOO_LOW, INVALID_DATES…), and the message its sentence.
 */
export function fieldsRefusal(violations: readonly Violation<string>[], locale: Language): AppError {
  const fields = violationsToFieldErrors(violations, locale);
  const first = violations[0]!;
  const code = isErrorCode(first.code) ? first.code : 'InvalidParameterException';
  const message = Object.values(fields)[0]?.[0] ?? code;
  return new AppError(code, { status: 400, message, fields });
}

/** Changes of an order's content need it not archived and editable (spec §4 isEditable). */
export function assertEditable(state: OrderState): void {
  if (state.order.isArchived) throw refuse.orderArchived();
  const lifecycle = lifecycleOf(state);
  if (!isEditable(lifecycle)) throw refuse.notEditable(lifecycle.status);
}

/**
 * A line item has started once it was approved (any status past the review) and its start is reached: its start
 * can no longer move (LINE_ITEM_STARTED), while its end, goal and targeting may (DELIVERY_EXTENDED).
 */
export function lineItemStarted(item: AdLineItem, now: Date): boolean {
  const beforeReview: readonly LineItemStatus[] = ['DRAFT', 'PENDING_APPROVAL', 'DISAPPROVED'];
  return !beforeReview.includes(item.status) && Date.parse(item.startDateTime) <= now.getTime();
}

// The claim of an order

/** How long a claim holds before it is taken as stale (a crashed process): far above any one change. */
const CLAIM_LEASE_MS = 60_000;

/**
 * Runs a change of an order while holding its claim: two changes of one order (a double click on Submit, two API
 * processes) never interleave; the second answers ORDER_IN_PROCESS at once (spec §8 "being processed, please try
 * again in a few seconds"). The claim is a column, not a transaction, because the change calls the ad server and
 * the card processor, which must not run inside a database transaction of ours.
 */
export async function withOrderClaim<T>(
  deps: OrdersDeps,
  orderId: number,
  change: () => Promise<T>,
): Promise<T> {
  const claimId = randomUUID();
  const now = deps.clock.now();
  const taken = await claimOrderRow(deps.db, orderId, claimId, now, new Date(now.getTime() - CLAIM_LEASE_MS));
  if (!taken) throw new AppError('ORDER_IN_PROCESS', { message: 'The campaign is being processed' });
  try {
    return await change();
  } finally {
    await releaseOrderRow(deps.db, orderId, claimId);
  }
}

/** Runs a compensation after a failure; its own failure is logged by the caller's error, never hides it. */
export async function compensate(undo: () => Promise<unknown>): Promise<void> {
  try {
    await undo();
  } catch {
    // The first failure is what the caller reports; an orphan left on the ad server stays invisible to the portal.
  }
}
