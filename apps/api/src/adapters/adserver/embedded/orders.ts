import { canTransition, type LineItemStatus, type TLocation, type TTargeting } from '@portal/domain';
import { CPM_RATE_CENTS } from '@portal/domain';
import type { Db } from '../../../platform/db/client.ts';
import { adServerError } from '../errors.ts';
import type {
  AdLineItem,
  AdLineItemAction,
  AdLineItemInput,
  AdLineItemUpdate,
  AdOrder,
  AdOrderAction,
  AdOrderInput,
  AdOrderStatus,
  AdOrderUpdate,
} from '../port.ts';
import { FieldProblems, type EmbeddedContext } from './context.ts';
import {
  findLineItem,
  findLineItems,
  findLineItemsOfOrder,
  findLineItemsOfOrders,
  findOrder,
  insertLineItems,
  insertOrder,
  toLineItem,
  toOrder,
  updateLineItemRow,
  updateOrderRow,
  type LineItemRow,
  type OrderRow,
} from './store.ts';

/**
 * Orders and line items of the embedded ad server (Ad Manager's OrderService and LineItemService). Status changes
 * follow the domain's line item transitions (architecture.md); every change runs in a transaction holding the rows
 * it changes, so two concurrent actions on one order apply one after the other.
 */

const EMPTY_TARGETING: TTargeting = {
  geoTargeting: { targetedLocations: [], excludedLocations: [] },
  customTargeting: [],
};

// Orders

export async function createOrder(ctx: EmbeddedContext, input: AdOrderInput): Promise<AdOrder> {
  const problems = new FieldProblems();
  if (!input.name.trim()) problems.add('name', 'required');
  const known = ctx.catalogues.orderTypes.some(
    (t) => t.typeId === input.type.typeId && t.customFieldId === input.type.customFieldId,
  );
  if (!known) problems.add('typeId', 'UNKNOWN_ORDER_TYPE');
  if (!problems.empty) throw adServerError.invalid(problems.fields);
  const now = ctx.clock.now();
  const row = await insertOrder(ctx.db, {
    name: input.name.trim(),
    notes: input.notes ?? '',
    advertiserId: input.advertiserId,
    typeId: input.type.typeId,
    customFieldId: input.type.customFieldId,
    createdAt: now,
    updatedAt: now,
  });
  return toOrder(row);
}

async function lockOrder(db: Db, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId, true);
  if (!order) throw adServerError.notFound('order', orderId);
  return order;
}

export async function updateOrder(
  ctx: EmbeddedContext,
  orderId: number,
  update: AdOrderUpdate,
): Promise<AdOrder> {
  if (update.name !== undefined && !update.name.trim()) throw adServerError.invalid({ name: ['required'] });
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.isArchived) throw adServerError.orderArchived(orderId);
    const row = await updateOrderRow(tx, orderId, {
      ...(update.name === undefined ? {} : { name: update.name.trim() }),
      ...(update.notes === undefined ? {} : { notes: update.notes }),
      updatedAt: ctx.clock.now(),
    });
    return toOrder(row);
  });
}

/** What an order action does: the order statuses it starts from, the one it leads to, and its line items' move. */
const ORDER_ACTIONS: Record<
  'SUBMIT_FOR_APPROVAL' | 'APPROVE' | 'DISAPPROVE',
  { from: readonly AdOrderStatus[]; to: AdOrderStatus; lineItemsTo: LineItemStatus }
> = {
  SUBMIT_FOR_APPROVAL: {
    from: ['DRAFT', 'DISAPPROVED'],
    to: 'PENDING_APPROVAL',
    lineItemsTo: 'PENDING_APPROVAL',
  },
  APPROVE: { from: ['PENDING_APPROVAL'], to: 'APPROVED', lineItemsTo: 'READY' },
  DISAPPROVE: { from: ['PENDING_APPROVAL'], to: 'DISAPPROVED', lineItemsTo: 'DISAPPROVED' },
};

export async function performOrderAction(
  ctx: EmbeddedContext,
  orderId: number,
  action: AdOrderAction,
): Promise<AdOrder> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const lineItems = await findLineItemsOfOrder(tx, orderId, true);
    const now = ctx.clock.now();
    if (action === 'ARCHIVE' || action === 'UNARCHIVE') {
      const isArchived = action === 'ARCHIVE';
      for (const li of lineItems) await updateLineItemRow(tx, li.id, { isArchived, updatedAt: now });
      return toOrder(await updateOrderRow(tx, orderId, { isArchived, updatedAt: now }));
    }
    if (order.isArchived) throw adServerError.orderArchived(orderId);
    const move = ORDER_ACTIONS[action];
    if (!move.from.includes(order.status)) {
      throw adServerError.notAllowed(`Order ${orderId} is ${order.status}: ${action} is not allowed`);
    }
    const live = lineItems.filter((li) => !li.isArchived);
    if (action === 'SUBMIT_FOR_APPROVAL' && live.length === 0) {
      throw adServerError.notAllowed(`Order ${orderId} has no line item to submit`);
    }
    // The submission's status goes to the order and all its line items (spec §4), each by its own transition.
    for (const li of live) {
      if (canTransition(li.status, move.lineItemsTo)) {
        await updateLineItemRow(tx, li.id, { status: move.lineItemsTo, updatedAt: now });
      }
    }
    return toOrder(await updateOrderRow(tx, orderId, { status: move.to, updatedAt: now }));
  });
}

// Line items

interface LineItemFields {
  name: string;
  startDateTime: string;
  endDateTime: string;
  units: number;
  creativePlaceholders: AdLineItemInput['creativePlaceholders'];
  nativeFormatId: number | null;
  targeting: TTargeting;
}

/**
 * Checks a line item as the ad server would (a name, a flight whose end follows its start, a goal, at least one
 * placeholder, known native format and locations) and answers its targeting with each location as the catalogue
 * describes it (type, parent, country, region), keeping the name the portal gave.
 */
function checkLineItem(ctx: EmbeddedContext, fields: LineItemFields, prefix = ''): TTargeting {
  const problems = new FieldProblems();
  const at = (field: string) => `${prefix}${field}`;
  if (!fields.name.trim()) problems.add(at('name'), 'required');
  const start = Date.parse(fields.startDateTime);
  const end = Date.parse(fields.endDateTime);
  if (Number.isNaN(start)) problems.add(at('startDateTime'), 'INVALID_DATES');
  if (Number.isNaN(end)) problems.add(at('endDateTime'), 'INVALID_DATES');
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start)
    problems.add(at('endDateTime'), 'INVALID_DATES');
  if (!Number.isSafeInteger(fields.units) || fields.units < 1) problems.add(at('units'), 'min_value');
  if (fields.creativePlaceholders.length === 0) problems.add(at('creativePlaceholders'), 'required');
  if (
    fields.nativeFormatId !== null &&
    !ctx.catalogues.nativeTemplates.some((t) => t.nativeFormatId === fields.nativeFormatId)
  ) {
    problems.add(at('nativeFormatId'), 'UNKNOWN_NATIVE_FORMAT');
  }
  const canonical = (list: TLocation[], key: 'targetedLocations' | 'excludedLocations') =>
    list.map((location, index) => {
      const known = ctx.catalogues.geo.get(location.id, 'fr');
      if (!known) {
        problems.add(at(`targeting.geoTargeting.${key}.${index}`), 'UNKNOWN_LOCATION');
        return location;
      }
      return { ...known, name: location.name || known.name };
    });
  const { geoTargeting, customTargeting } = fields.targeting;
  const targeting: TTargeting = {
    geoTargeting: {
      targetedLocations: canonical(geoTargeting.targetedLocations, 'targetedLocations'),
      excludedLocations: canonical(geoTargeting.excludedLocations, 'excludedLocations'),
    },
    customTargeting: [...new Set(customTargeting)],
  };
  if (!problems.empty) throw adServerError.invalid(problems.fields);
  return targeting;
}

export async function createLineItems(
  ctx: EmbeddedContext,
  inputs: readonly AdLineItemInput[],
): Promise<AdLineItem[]> {
  const checked = inputs.map((input, index) => ({
    input,
    targeting: checkLineItem(
      ctx,
      {
        ...input,
        nativeFormatId: input.nativeFormatId ?? null,
        targeting: input.targeting ?? EMPTY_TARGETING,
      },
      inputs.length > 1 ? `${index}.` : '',
    ),
  }));
  return ctx.db.transaction(async (tx) => {
    for (const orderId of new Set(inputs.map((i) => i.orderId))) {
      const order = await lockOrder(tx, orderId);
      if (order.isArchived) throw adServerError.orderArchived(orderId);
    }
    const now = ctx.clock.now();
    const rows = await insertLineItems(
      tx,
      checked.map(({ input, targeting }) => ({
        orderId: input.orderId,
        name: input.name.trim(),
        startAt: new Date(input.startDateTime),
        endAt: new Date(input.endDateTime),
        units: input.units,
        unitType: input.unitType ?? 'IMPRESSIONS',
        costPerUnitCents: input.costPerUnitCents ?? CPM_RATE_CENTS,
        creativePlaceholders: input.creativePlaceholders,
        frequencyCaps: input.frequencyCaps ?? [],
        nativeFormatId: input.nativeFormatId ?? null,
        targeting,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return rows.map(toLineItem);
  });
}

/** The status after an edit: a refused line item goes back to DRAFT; a later end after delivery began extends it. */
function statusAfterEdit(row: LineItemRow, newEnd: Date): LineItemStatus {
  if (row.status === 'DISAPPROVED') return 'DRAFT';
  if (row.status === 'DELIVERING' && newEnd.getTime() > row.endAt.getTime()) return 'DELIVERY_EXTENDED';
  return row.status;
}

export async function updateLineItem(
  ctx: EmbeddedContext,
  lineItemId: number,
  update: AdLineItemUpdate,
): Promise<AdLineItem> {
  return ctx.db.transaction(async (tx) => {
    const row = await findLineItem(tx, lineItemId, true);
    if (!row) throw adServerError.notFound('line item', lineItemId);
    const order = await lockOrder(tx, row.orderId);
    if (order.isArchived) throw adServerError.orderArchived(order.id);
    if (row.isArchived) throw adServerError.lineItemArchived(lineItemId);
    if (row.status === 'COMPLETED') throw adServerError.notAllowed(`Line item ${lineItemId} is COMPLETED`);
    const current = toLineItem(row);
    const merged = {
      name: update.name ?? current.name,
      startDateTime: update.startDateTime ?? current.startDateTime,
      endDateTime: update.endDateTime ?? current.endDateTime,
      units: update.units ?? current.units,
      creativePlaceholders: update.creativePlaceholders ?? current.creativePlaceholders,
      nativeFormatId: update.nativeFormatId === undefined ? current.nativeFormatId : update.nativeFormatId,
      targeting: update.targeting ?? current.targeting,
    };
    const targeting = checkLineItem(ctx, merged);
    const endAt = new Date(merged.endDateTime);
    const saved = await updateLineItemRow(tx, lineItemId, {
      name: merged.name.trim(),
      startAt: new Date(merged.startDateTime),
      endAt,
      units: merged.units,
      ...(update.unitType ? { unitType: update.unitType } : {}),
      ...(update.costPerUnitCents === undefined ? {} : { costPerUnitCents: update.costPerUnitCents }),
      creativePlaceholders: merged.creativePlaceholders,
      ...(update.frequencyCaps ? { frequencyCaps: update.frequencyCaps } : {}),
      nativeFormatId: merged.nativeFormatId,
      targeting,
      status: statusAfterEdit(row, endAt),
      updatedAt: ctx.clock.now(),
    });
    return toLineItem(saved);
  });
}

/** The status a line item action leads to (PAUSE and RESUME), checked against the domain's transitions. */
const LINE_ITEM_ACTION_STATUS: Partial<Record<AdLineItemAction, LineItemStatus>> = {
  PAUSE: 'PAUSED',
  RESUME: 'READY',
};

export async function performLineItemAction(
  ctx: EmbeddedContext,
  lineItemIds: readonly number[],
  action: AdLineItemAction,
): Promise<AdLineItem[]> {
  const ids = [...new Set(lineItemIds)];
  return ctx.db.transaction(async (tx) => {
    const rows = await findLineItems(tx, ids, true);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw adServerError.notFound('line item', missing);
    const now = ctx.clock.now();
    const to = LINE_ITEM_ACTION_STATUS[action];
    if (to === undefined) {
      const isArchived = action === 'ARCHIVE';
      const saved = [];
      for (const row of rows) saved.push(await updateLineItemRow(tx, row.id, { isArchived, updatedAt: now }));
      return saved.map(toLineItem);
    }
    // All or none: a line item that cannot take the action refuses the whole call.
    for (const row of rows) {
      if (row.isArchived) throw adServerError.lineItemArchived(row.id);
      if (!canTransition(row.status, to)) {
        throw adServerError.notAllowed(`Line item ${row.id} is ${row.status}: ${action} is not allowed`);
      }
    }
    const saved = [];
    for (const row of rows) saved.push(await updateLineItemRow(tx, row.id, { status: to, updatedAt: now }));
    return saved.map(toLineItem);
  });
}

export async function getLineItemsOfOrder(ctx: EmbeddedContext, orderId: number): Promise<AdLineItem[]> {
  return (await findLineItemsOfOrder(ctx.db, orderId)).map(toLineItem);
}

export async function getLineItemsOfOrders(
  ctx: EmbeddedContext,
  orderIds: readonly number[],
): Promise<AdLineItem[]> {
  return (await findLineItemsOfOrders(ctx.db, [...new Set(orderIds)])).map(toLineItem);
}
