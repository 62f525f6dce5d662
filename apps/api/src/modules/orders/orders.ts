import type { TOrder, TOrderCreateRequest, TOrderListQuery, TOrderUpdateRequest } from '@portal/domain';
import type { AdLineItem } from '../../adapters/adserver/index.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { copyLineItemCreatives } from './creative-hooks.ts';
import { findOwnedOrder } from './ownership.ts';
import {
  assertEditable,
  compensate,
  loadOrderState,
  loadOrderStates,
  toOrderView,
  withOrderClaim,
  type OrdersDeps,
} from './state.ts';
import {
  deleteOrderRow,
  insertOrderRow,
  insertOrderWithLineItems,
  ownerHasOrderNamed,
  ownerOrderNamesLike,
  ownerOrders,
  updateOrderRow,
} from './store.ts';

/** Orders (spec §3, §7 Orders): create, list, read, rename, duplicate. */

const notUnique = () =>
  new AppError('ORDER_NOT_UNIQUE', { message: 'A campaign with this name already exists' });

/** POST /gam/orders: a new DRAFT order of the caller; its name is unique among theirs, whatever the case. */
export async function createOrder(
  deps: OrdersDeps,
  userId: number,
  body: TOrderCreateRequest,
): Promise<{ orderId: number }> {
  const type = { typeId: body.typeId, customFieldId: body.customFieldId };
  const known = (await deps.adServer.getOrderTypes()).some(
    (t) => t.typeId === type.typeId && t.customFieldId === type.customFieldId,
  );
  if (!known) {
    throw new AppError('InvalidParameterException', {
      message: 'Unknown order type',
      fields: { typeId: ['UNKNOWN_ORDER_TYPE'] },
    });
  }
  if (await ownerHasOrderNamed(deps.db, userId, body.name)) throw notUnique();
  const order = await deps.adServer.createOrder({
    name: body.name,
    notes: body.notes,
    advertiserId: userId,
    type,
  });
  const now = deps.clock.now();
  try {
    await insertOrderRow(deps.db, {
      id: order.id,
      ownerId: userId,
      name: order.name,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // The ad server's order stays without a portal row, archived: no account ever sees it.
    await compensate(() => deps.adServer.performOrderAction(order.id, 'ARCHIVE'));
    throw isUniqueViolation(error) ? notUnique() : error;
  }
  return { orderId: order.id };
}

/** GET /gam/orders: the caller's orders, newest first, each with its line items; ?archived filters them. */
export async function listOrders(
  deps: OrdersDeps,
  userId: number,
  query: TOrderListQuery,
): Promise<[{ total: number }, TOrder[]]> {
  const states = await loadOrderStates(deps, await ownerOrders(deps.db, userId));
  const orders = states
    .map(toOrderView)
    .filter((o) => query.archived === undefined || o.isArchived === (query.archived === 'true'));
  return [{ total: orders.length }, orders];
}

/** GET /gam/orders/{id}. */
export async function getOrder(deps: OrdersDeps, userId: number, orderId: number): Promise<TOrder> {
  return toOrderView(await loadOrderState(deps, await findOwnedOrder(deps.db, userId, orderId)));
}

/**
 * PUT /gam/orders/{id} {name, notes}: refused when archived (ORDER_ARCHIVED) or not editable (ORDER_NOT_EDITABLE,
 * e.g. pending approval); the name stays unique among the owner's orders.
 */
export async function updateOrder(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
  body: TOrderUpdateRequest,
): Promise<TOrder> {
  const row = await findOwnedOrder(deps.db, userId, orderId);
  return withOrderClaim(deps, orderId, async () => {
    const state = await loadOrderState(deps, row);
    assertEditable(state);
    if (await ownerHasOrderNamed(deps.db, userId, body.name, orderId)) throw notUnique();
    const before = { name: state.order.name, notes: state.order.notes };
    await deps.adServer.updateOrder(orderId, { name: body.name, notes: body.notes });
    try {
      await updateOrderRow(deps.db, orderId, { name: body.name, updatedAt: deps.clock.now() });
    } catch (error) {
      await compensate(() => deps.adServer.updateOrder(orderId, before));
      throw isUniqueViolation(error) ? notUnique() : error;
    }
    return toOrderView(await loadOrderState(deps, { ...row, name: body.name }));
  });
}

/** The first free name among "name (copy)", "name (copy 2)", "name (copy 3)"… (case-insensitive). */
async function copyName(deps: OrdersDeps, userId: number, name: string): Promise<string> {
  const taken = await ownerOrderNamesLike(deps.db, userId, `${name} (copy`);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${name} (copy)` : `${name} (copy ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function lineItemCopy(orderId: number, li: AdLineItem) {
  return {
    orderId,
    name: li.name,
    startDateTime: li.startDateTime,
    endDateTime: li.endDateTime,
    units: li.units,
    unitType: li.unitType,
    costPerUnitCents: li.costPerUnitCents,
    creativePlaceholders: li.creativePlaceholders,
    frequencyCaps: li.frequencyCaps,
    nativeFormatId: li.nativeFormatId,
    targeting: li.targeting,
  };
}

/**
 * POST /gam/orders/{id}/duplicate (feature flag duplicate order): a new DRAFT order "name (copy)" of the same type
 * and notes, with copies of the live line items (goal, flight, sizes, caps, targeting) and their creatives
 * (creative-hooks.ts, once the copies' portal rows exist). All or nothing: a failure removes the portal rows and
 * archives what the ad server already made.
 */
export async function duplicateOrder(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
): Promise<{ orderId: number }> {
  const source = await loadOrderState(deps, await findOwnedOrder(deps.db, userId, orderId));
  const name = await copyName(deps, userId, source.order.name);
  const order = await deps.adServer.createOrder({
    name,
    notes: source.order.notes,
    advertiserId: userId,
    type: source.order.type,
  });
  const sources = source.lineItems.filter((li) => !li.item.isArchived);
  let written = false;
  try {
    const copies = await deps.adServer.createLineItems(sources.map((li) => lineItemCopy(order.id, li.item)));
    const now = deps.clock.now();
    await insertOrderWithLineItems(
      deps.db,
      {
        id: order.id,
        ownerId: userId,
        name,
        budgetCents: source.row.budgetCents,
        createdAt: now,
        updatedAt: now,
      },
      copies.map((copy, i) => ({
        id: copy.id,
        orderId: order.id,
        ownerId: userId,
        units: sources[i]!.row.units,
        budgetCents: sources[i]!.row.budgetCents,
        createdAt: now,
        updatedAt: now,
      })),
    );
    written = true;
    await copyLineItemCreatives(deps, {
      ownerId: userId,
      orderId: order.id,
      pairs: copies.map((copy, i) => ({ fromLineItemId: sources[i]!.item.id, toLineItemId: copy.id })),
    });
  } catch (error) {
    if (written) await compensate(() => deleteOrderRow(deps.db, order.id));
    await compensate(() => deps.adServer.performOrderAction(order.id, 'ARCHIVE'));
    throw isUniqueViolation(error) ? notUnique() : error;
  }
  return { orderId: order.id };
}
