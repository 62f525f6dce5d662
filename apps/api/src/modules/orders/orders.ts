import {
  adServerName,
  cleanName,
  copyNameCandidate,
  copyNamePrefix,
  CURSOR_PAGE_DEFAULT_LIMIT,
  decodeCursor,
  encodeCursor,
  isAfterCursor,
  type Language,
  type TOrder,
  type TOrderCreateRequest,
  type TOrderListQuery,
  type TOrderPage,
  type TOrderUpdateRequest,
} from '@portal/domain';
import type { AdLineItem } from '../../adapters/adserver/index.ts';
import { withAudit } from '../../platform/audit/record.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { copyLineItemCreatives } from './creative-hooks.ts';
import { findOwnedOrder } from './ownership.ts';
import {
  assertEditable,
  compensate,
  liveLineItems,
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
  ownerOrdersAfter,
  ownerOrdersPage,
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
  const name = body.name.trim();
  if (await ownerHasOrderNamed(deps.db, userId, name)) throw notUnique();
  // The ad server keeps "<advertiser id>-<name>"; the portal row keeps the name as typed (shown, and unique).
  const order = await deps.adServer.createOrder({
    name: adServerName(userId, name),
    notes: body.notes,
    advertiserId: userId,
    type,
  });
  const now = deps.clock.now();
  try {
    await withAudit(
      deps.db,
      (tx) => insertOrderRow(tx, { id: order.id, ownerId: userId, name, createdAt: now, updatedAt: now }),
      {
        operation: 'order.create',
        objectType: 'order',
        objectId: order.id,
        orderId: order.id,
        after: { name, notes: body.notes, typeId: type.typeId },
      },
    );
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
  const paged = query.limit !== undefined || query.offset !== undefined;
  if (query.archived === undefined) {
    // One page read in SQL: what the list costs follows the page, not the number of orders (issue 13 §2).
    const { rows, total } = await ownerOrdersPage(deps.db, userId, query);
    const orders = (await loadOrderStates(deps, rows)).map(toOrderView);
    return [{ total: paged ? total : orders.length }, orders];
  }
  // Archived or not is the ad server's: read for all the owner's orders in one call, then the page's details.
  // Either way, the number of queries does not grow with the orders.
  const archived = query.archived === 'true';
  let rows = await ownerOrders(deps.db, userId);
  const known = new Map((await deps.adServer.getOrders(rows.map((r) => r.id))).map((o) => [o.id, o]));
  rows = rows.filter((r) => known.get(r.id)?.isArchived === archived);
  const total = rows.length;
  const offset = query.offset ?? 0;
  rows = rows.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  const orders = (await loadOrderStates(deps, rows)).map(toOrderView);
  return [{ total }, orders];
}

/**
 * GET /gam/orders?limit=&cursor= (issue 32 §4): a page of the owner's orders, newest first, and the next page's
 * cursor (the last order's creation time and id; null on the last page). With `archived`, the ad server's flag is
 * read for all the owner's orders (as the pair does), the page cut from those of the filter.
 */
export async function listOrdersPage(
  deps: OrdersDeps,
  userId: number,
  query: TOrderListQuery,
): Promise<TOrderPage> {
  const limit = query.limit ?? CURSOR_PAGE_DEFAULT_LIMIT;
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  let rows;
  if (query.archived === undefined) {
    rows = await ownerOrdersAfter(deps.db, userId, cursor, limit);
  } else {
    const archived = query.archived === 'true';
    const all = await ownerOrders(deps.db, userId);
    const known = new Map((await deps.adServer.getOrders(all.map((r) => r.id))).map((o) => [o.id, o]));
    rows = all
      .filter((r) => known.get(r.id)?.isArchived === archived)
      .filter((r) => !cursor || isAfterCursor({ at: r.createdAt.getTime(), id: r.id }, cursor))
      .slice(0, limit + 1);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ at: last.createdAt.getTime(), id: last.id }) : null;
  const items = (await loadOrderStates(deps, page)).map(toOrderView);
  return { items, nextCursor };
}

/**
 * GET /gam/orders/{id}, each line item's audiences named in the request's language (issue 12 item 4): catalogue
 * segments by their title, the caller's own segments as they typed them. Two ad-server reads at most.
 */
export async function getOrder(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
  locale: Language = 'fr',
): Promise<TOrder> {
  const order = toOrderView(await loadOrderState(deps, await findOwnedOrder(deps.db, userId, orderId)));
  return withAudienceNames(deps, order, userId, locale);
}

/**
 * The order with each line item's audiences named (customTargetingNames) in the language: catalogue segments by
 * their title, the owner's own segments as they typed them (also what staff review reads, issue 31 §17).
 */
export async function withAudienceNames<O extends TOrder>(
  deps: OrdersDeps,
  order: O,
  ownerId: number,
  locale: Language,
): Promise<O> {
  const ids = [...new Set(order.lineItems.flatMap((li) => li.targeting.customTargeting))];
  if (ids.length === 0) return order;
  const [catalogue, own] = await Promise.all([
    deps.adServer.getAudienceSegmentsByAdManagerIds(ids),
    deps.adServer.getPersonalizedSegments(ids),
  ]);
  const names = new Map<number, string>();
  for (const s of catalogue) {
    if (s.ad_manager_id !== null) names.set(s.ad_manager_id, locale === 'en' ? s.title_en : s.title_fr);
  }
  for (const s of own) if (s.advertiserId === ownerId) names.set(s.id, cleanName(s.name));
  return {
    ...order,
    lineItems: order.lineItems.map((li) => ({
      ...li,
      customTargetingNames: li.targeting.customTargeting.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    })),
  };
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
    const name = body.name.trim();
    if (await ownerHasOrderNamed(deps.db, userId, name, orderId)) throw notUnique();
    const before = { name: state.order.name, notes: state.order.notes };
    await deps.adServer.updateOrder(orderId, { name: adServerName(userId, name), notes: body.notes });
    try {
      await withAudit(deps.db, (tx) => updateOrderRow(tx, orderId, { name, updatedAt: deps.clock.now() }), {
        operation: 'order.update',
        objectType: 'order',
        objectId: orderId,
        orderId,
        before: { name: row.name, notes: state.order.notes },
        after: { name, notes: body.notes },
      });
    } catch (error) {
      await compensate(() => deps.adServer.updateOrder(orderId, before));
      throw isUniqueViolation(error) ? notUnique() : error;
    }
    return toOrderView(await loadOrderState(deps, { ...row, name }));
  });
}

/**
 * The first free name among "name (copy)", "name (copy 2)"… in the interface language ("name (copie)" in French),
 * case-insensitive (issue 12).
 */
async function copyName(deps: OrdersDeps, userId: number, name: string, locale: Language): Promise<string> {
  const taken = await ownerOrderNamesLike(deps.db, userId, copyNamePrefix(name, locale));
  for (let n = 1; ; n += 1) {
    const candidate = copyNameCandidate(name, n, locale);
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
  locale: Language,
): Promise<{ orderId: number }> {
  const source = await loadOrderState(deps, await findOwnedOrder(deps.db, userId, orderId));
  const name = await copyName(deps, userId, source.row.name, locale);
  const order = await deps.adServer.createOrder({
    name: adServerName(userId, name),
    notes: source.order.notes,
    advertiserId: userId,
    type: source.order.type,
  });
  // An archived campaign's line items too: it is copied as it was (issue 31 §6).
  const sources = liveLineItems(source);
  let written = false;
  try {
    const copies = await deps.adServer.createLineItems(sources.map((li) => lineItemCopy(order.id, li.item)));
    const now = deps.clock.now();
    const insert = (tx: typeof deps.db) =>
      insertOrderWithLineItems(
        tx,
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
    await withAudit(deps.db, insert, {
      operation: 'order.duplicate',
      objectType: 'order',
      objectId: order.id,
      orderId: order.id,
      after: { name, notes: source.order.notes, duplicatedFrom: orderId },
    });
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
