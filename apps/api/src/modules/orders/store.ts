import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { OwnedLineItem, OwnedOrder } from './ownership.ts';
import { orderPreAuthorizations, portalLineItems, portalOrders } from './tables.ts';

/** The queries of the portal's order and line item rows; no rules here. */

export type NewOrderRow = typeof portalOrders.$inferInsert;
export type OrderPatch = Partial<Omit<NewOrderRow, 'id' | 'ownerId' | 'createdAt'>>;
export type NewLineItemRow = typeof portalLineItems.$inferInsert;
export type LineItemPatch = Partial<Pick<NewLineItemRow, 'units' | 'budgetCents' | 'updatedAt'>>;
export type PreAuthorizationRow = typeof orderPreAuthorizations.$inferSelect;

export async function insertOrderRow(db: Db, row: NewOrderRow): Promise<OwnedOrder> {
  const [saved] = await db.insert(portalOrders).values(row).returning();
  return saved!;
}

export async function updateOrderRow(db: Db, id: number, patch: OrderPatch): Promise<void> {
  await db.update(portalOrders).set(patch).where(eq(portalOrders.id, id));
}

/** Whether the owner has an order of that name, case-insensitively (another order than `exceptId`). */
export async function ownerHasOrderNamed(
  db: Db,
  ownerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: portalOrders.id })
    .from(portalOrders)
    .where(
      and(
        eq(portalOrders.ownerId, ownerId),
        sql`lower(${portalOrders.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(portalOrders.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The lower-cased names of the owner's orders starting like `prefix` (for a duplicate's free name). */
export async function ownerOrderNamesLike(db: Db, ownerId: number, prefix: string): Promise<Set<string>> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ name: portalOrders.name })
    .from(portalOrders)
    .where(and(eq(portalOrders.ownerId, ownerId), sql`lower(${portalOrders.name}) like ${pattern}`));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** The owner's orders, newest first. */
export function ownerOrders(db: Db, ownerId: number): Promise<OwnedOrder[]> {
  return db
    .select()
    .from(portalOrders)
    .where(eq(portalOrders.ownerId, ownerId))
    .orderBy(desc(portalOrders.createdAt), desc(portalOrders.id));
}

/** One page of an owner's orders (as ownerOrders sorts them), and how many they have in all: two short reads. */
export async function ownerOrdersPage(
  db: Db,
  ownerId: number,
  page: { limit?: number; offset?: number },
): Promise<{ rows: OwnedOrder[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(portalOrders)
      .where(eq(portalOrders.ownerId, ownerId))
      .orderBy(desc(portalOrders.createdAt), desc(portalOrders.id))
      .limit(page.limit ?? 2 ** 31 - 1)
      .offset(page.offset ?? 0),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(portalOrders)
      .where(eq(portalOrders.ownerId, ownerId)),
  ]);
  return { rows, total: count?.total ?? rows.length };
}

/**
 * One cursor page of an owner's orders, newest first (issue 32 §4): the `limit` after the cursor's position by
 * (created_at, id), and one more to tell whether a next page exists. A keyset, not an offset: orders created meanwhile
 * come before the first page and move nothing after.
 */
export function ownerOrdersAfter(
  db: Db,
  ownerId: number,
  cursor: { at: number; id: number } | null,
  limit: number,
): Promise<OwnedOrder[]> {
  const at = cursor ? new Date(cursor.at) : null;
  return db
    .select()
    .from(portalOrders)
    .where(
      and(
        eq(portalOrders.ownerId, ownerId),
        cursor && at
          ? or(
              lt(portalOrders.createdAt, at),
              and(eq(portalOrders.createdAt, at), lt(portalOrders.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(portalOrders.createdAt), desc(portalOrders.id))
    .limit(limit + 1);
}

/** The portal rows of the line items of orders, oldest first. */
export function lineItemRowsOf(db: Db, orderIds: readonly number[]): Promise<OwnedLineItem[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(portalLineItems)
    .where(inArray(portalLineItems.orderId, [...orderIds]))
    .orderBy(asc(portalLineItems.id));
}

export async function findOrderRow(db: Db, id: number): Promise<OwnedOrder | undefined> {
  const [row] = await db.select().from(portalOrders).where(eq(portalOrders.id, id)).limit(1);
  return row;
}

/** Inserts line item rows and sets the order's saved budget, in one transaction. */
export async function insertLineItemRows(
  db: Db,
  orderId: number,
  rows: readonly NewLineItemRow[],
  orderPatch: OrderPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(portalLineItems).values([...rows]);
    await tx.update(portalOrders).set(orderPatch).where(eq(portalOrders.id, orderId));
  });
}

/** Updates a line item row and its order's saved budget, in one transaction. */
export async function updateLineItemRow(
  db: Db,
  lineItemId: number,
  patch: LineItemPatch,
  orderId: number,
  orderPatch: OrderPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(portalLineItems).set(patch).where(eq(portalLineItems.id, lineItemId));
    await tx.update(portalOrders).set(orderPatch).where(eq(portalOrders.id, orderId));
  });
}

/** A new order with its line items (a duplicate), in one transaction. */
export async function insertOrderWithLineItems(
  db: Db,
  order: NewOrderRow,
  lineItems: readonly NewLineItemRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(portalOrders).values(order);
    if (lineItems.length > 0) await tx.insert(portalLineItems).values([...lineItems]);
  });
}

/** Removes an order's portal row, its line items' rows with it (an undone duplicate). */
export async function deleteOrderRow(db: Db, id: number): Promise<void> {
  await db.delete(portalOrders).where(eq(portalOrders.id, id));
}

// Claims (see portalOrders.claimId)

/** Takes the order's claim unless another live one holds it; answers whether it was taken. */
export async function claimOrderRow(
  db: Db,
  orderId: number,
  claimId: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .update(portalOrders)
    .set({ claimId, claimedAt: now })
    .where(
      and(
        eq(portalOrders.id, orderId),
        or(isNull(portalOrders.claimId), lt(portalOrders.claimedAt, staleBefore)),
      ),
    )
    .returning({ id: portalOrders.id });
  return rows.length === 1;
}

export async function releaseOrderRow(db: Db, orderId: number, claimId: string): Promise<void> {
  await db
    .update(portalOrders)
    .set({ claimId: null, claimedAt: null })
    .where(and(eq(portalOrders.id, orderId), eq(portalOrders.claimId, claimId)));
}

// Pre-authorisations

/** The order's pre-authorisation record for an amount, created (with `idempotencyKey`) when there is none. */
export async function preAuthorizationRecord(
  db: Db,
  orderId: number,
  amountCents: number,
  idempotencyKey: string,
  now: Date,
): Promise<PreAuthorizationRow> {
  await db
    .insert(orderPreAuthorizations)
    .values({ orderId, amountCents, idempotencyKey, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(orderPreAuthorizations)
    .where(
      and(eq(orderPreAuthorizations.orderId, orderId), eq(orderPreAuthorizations.amountCents, amountCents)),
    )
    .limit(1);
  return row!;
}

export async function setPreAuthorizationId(db: Db, id: number, preAuthorizationId: string): Promise<void> {
  await db
    .update(orderPreAuthorizations)
    .set({ preAuthorizationId })
    .where(eq(orderPreAuthorizations.id, id));
}

export function preAuthorizationsOf(db: Db, orderId: number): Promise<PreAuthorizationRow[]> {
  return db.select().from(orderPreAuthorizations).where(eq(orderPreAuthorizations.orderId, orderId));
}

export async function deletePreAuthorizations(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(orderPreAuthorizations).where(inArray(orderPreAuthorizations.id, [...ids]));
}

// Review queue

export interface SubmittedOrderRow {
  order: OwnedOrder;
  owner: { id: number; email: string; firstName: string; lastName: string };
}

/** Orders waiting for staff review, oldest submission first, with their owners. */
export async function submittedOrders(db: Db): Promise<SubmittedOrderRow[]> {
  const rows = await db
    .select({
      order: portalOrders,
      owner: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(portalOrders)
    .innerJoin(users, eq(users.id, portalOrders.ownerId))
    .where(isNotNull(portalOrders.submittedAt))
    .orderBy(asc(portalOrders.submittedAt), asc(portalOrders.id));
  return rows;
}

// Payment holds (issue 14)

/** The owner's line item rows, oldest first. */
export function ownerLineItemRows(db: Db, ownerId: number): Promise<OwnedLineItem[]> {
  return db
    .select()
    .from(portalLineItems)
    .where(eq(portalLineItems.ownerId, ownerId))
    .orderBy(asc(portalLineItems.id));
}

/** Sets (or clears, with null) why the portal paused these line items. */
export async function setLineItemsPausedFor(
  db: Db,
  lineItemIds: readonly number[],
  reason: string | null,
): Promise<void> {
  if (lineItemIds.length === 0) return;
  await db
    .update(portalLineItems)
    .set({ pausedFor: reason })
    .where(inArray(portalLineItems.id, [...lineItemIds]));
}

/** The orders holding a pre-authorisation the processor answered, with their records. */
export async function ordersWithPreAuthorizations(
  db: Db,
): Promise<{ order: OwnedOrder; records: PreAuthorizationRow[] }[]> {
  const rows = await db
    .select({ order: portalOrders, record: orderPreAuthorizations })
    .from(orderPreAuthorizations)
    .innerJoin(portalOrders, eq(portalOrders.id, orderPreAuthorizations.orderId))
    .where(isNotNull(orderPreAuthorizations.preAuthorizationId))
    .orderBy(asc(portalOrders.id));
  const byOrder = new Map<number, { order: OwnedOrder; records: PreAuthorizationRow[] }>();
  for (const { order, record } of rows) {
    const entry = byOrder.get(order.id) ?? { order, records: [] };
    entry.records.push(record);
    byOrder.set(order.id, entry);
  }
  return [...byOrder.values()];
}
