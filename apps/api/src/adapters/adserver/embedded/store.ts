import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { AdAssociation, AdAssociationKey, AdCreative, AdLineItem, AdOrder } from '../port.ts';
import { adserverCreatives, adserverLineItemCreatives, adserverLineItems, adserverOrders } from './tables.ts';

/** The embedded ad server's queries and the mapping of its rows to the port's shapes; no rules here. */

export type OrderRow = typeof adserverOrders.$inferSelect;
export type LineItemRow = typeof adserverLineItems.$inferSelect;
export type CreativeRow = typeof adserverCreatives.$inferSelect;
export type AssociationRow = typeof adserverLineItemCreatives.$inferSelect;

export function toOrder(row: OrderRow): AdOrder {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    advertiserId: row.advertiserId,
    status: row.status,
    isArchived: row.isArchived,
    type: { typeId: row.typeId, customFieldId: row.customFieldId },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLineItem(row: LineItemRow): AdLineItem {
  return {
    id: row.id,
    orderId: row.orderId,
    name: row.name,
    status: row.status,
    isArchived: row.isArchived,
    startDateTime: row.startAt.toISOString(),
    endDateTime: row.endAt.toISOString(),
    units: row.units,
    unitType: 'IMPRESSIONS',
    costPerUnitCents: row.costPerUnitCents,
    creativePlaceholders: row.creativePlaceholders,
    frequencyCaps: row.frequencyCaps,
    nativeFormatId: row.nativeFormatId,
    targeting: row.targeting,
    stats: { impressionsDelivered: row.impressionsDelivered, clicksDelivered: row.clicksDelivered },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCreative(row: CreativeRow): AdCreative {
  const base = {
    id: row.id,
    advertiserId: row.advertiserId,
    name: row.name,
    destinationUrl: row.destinationUrl,
    size: { width: row.width, height: row.height },
    approbation: row.approbation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'NATIVE' && row.native) {
    return { ...base, kind: 'NATIVE', asset: row.asset, ...row.native };
  }
  if (!row.asset) throw new Error(`Image creative ${row.id} has no asset`);
  return { ...base, kind: 'IMAGE', asset: row.asset };
}

export function toAssociation(row: AssociationRow): AdAssociation {
  return {
    lineItemId: row.lineItemId,
    creativeId: row.creativeId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Orders

export async function insertOrder(db: Db, values: typeof adserverOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(adserverOrders).values(values).returning();
  return row!;
}

/** The order, locked until the end of the transaction when `forUpdate`. */
export async function findOrder(db: Db, id: number, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db.select().from(adserverOrders).where(eq(adserverOrders.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function findOrders(db: Db, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(adserverOrders)
    .where(inArray(adserverOrders.id, [...ids]))
    .orderBy(asc(adserverOrders.id));
}

export async function updateOrderRow(
  db: Db,
  id: number,
  set: Partial<typeof adserverOrders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await db.update(adserverOrders).set(set).where(eq(adserverOrders.id, id)).returning();
  return row!;
}

// Line items

export async function insertLineItems(
  db: Db,
  values: (typeof adserverLineItems.$inferInsert)[],
): Promise<LineItemRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(adserverLineItems).values(values).returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function findLineItem(db: Db, id: number, forUpdate = false): Promise<LineItemRow | undefined> {
  const query = db.select().from(adserverLineItems).where(eq(adserverLineItems.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function findLineItems(
  db: Db,
  ids: readonly number[],
  forUpdate = false,
): Promise<LineItemRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(adserverLineItems)
    .where(inArray(adserverLineItems.id, [...ids]))
    .orderBy(asc(adserverLineItems.id));
  return forUpdate ? query.for('update') : query;
}

export async function findLineItemsOfOrder(
  db: Db,
  orderId: number,
  forUpdate = false,
): Promise<LineItemRow[]> {
  const query = db
    .select()
    .from(adserverLineItems)
    .where(eq(adserverLineItems.orderId, orderId))
    .orderBy(asc(adserverLineItems.id));
  return forUpdate ? query.for('update') : query;
}

/** The line items of several orders, oldest first. */
export async function findLineItemsOfOrders(db: Db, orderIds: readonly number[]): Promise<LineItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(adserverLineItems)
    .where(inArray(adserverLineItems.orderId, [...orderIds]))
    .orderBy(asc(adserverLineItems.id));
}

export async function updateLineItemRow(
  db: Db,
  id: number,
  set: Partial<typeof adserverLineItems.$inferInsert>,
): Promise<LineItemRow> {
  const [row] = await db.update(adserverLineItems).set(set).where(eq(adserverLineItems.id, id)).returning();
  return row!;
}

// Creatives

export async function insertCreative(
  db: Db,
  values: typeof adserverCreatives.$inferInsert,
): Promise<CreativeRow> {
  const [row] = await db.insert(adserverCreatives).values(values).returning();
  return row!;
}

export async function findCreatives(
  db: Db,
  ids: readonly number[],
  forUpdate = false,
): Promise<CreativeRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(adserverCreatives)
    .where(inArray(adserverCreatives.id, [...ids]))
    .orderBy(asc(adserverCreatives.id));
  return forUpdate ? query.for('update') : query;
}

export async function updateCreativeRow(
  db: Db,
  id: number,
  set: Partial<typeof adserverCreatives.$inferInsert>,
): Promise<CreativeRow> {
  const [row] = await db.update(adserverCreatives).set(set).where(eq(adserverCreatives.id, id)).returning();
  return row!;
}

// Associations

function keysCondition(keys: readonly AdAssociationKey[]): SQL | undefined {
  return or(
    ...keys.map((k) =>
      and(
        eq(adserverLineItemCreatives.lineItemId, k.lineItemId),
        eq(adserverLineItemCreatives.creativeId, k.creativeId),
      ),
    ),
  );
}

/** Inserts the associations that do not exist yet; existing ones are left as they are. */
export async function insertAssociations(
  db: Db,
  values: (typeof adserverLineItemCreatives.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(adserverLineItemCreatives).values(values).onConflictDoNothing();
}

export async function findAssociationsByKeys(
  db: Db,
  keys: readonly AdAssociationKey[],
): Promise<AssociationRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(adserverLineItemCreatives)
    .where(keysCondition(keys))
    .orderBy(asc(adserverLineItemCreatives.lineItemId), asc(adserverLineItemCreatives.creativeId));
}

export async function findAssociations(
  db: Db,
  filter: { lineItemId?: number; creativeId?: number },
): Promise<AssociationRow[]> {
  const conditions = [
    filter.lineItemId === undefined ? undefined : eq(adserverLineItemCreatives.lineItemId, filter.lineItemId),
    filter.creativeId === undefined ? undefined : eq(adserverLineItemCreatives.creativeId, filter.creativeId),
  ];
  return db
    .select()
    .from(adserverLineItemCreatives)
    .where(and(...conditions))
    .orderBy(asc(adserverLineItemCreatives.lineItemId), asc(adserverLineItemCreatives.creativeId));
}

export async function findAssociationsOfLineItems(
  db: Db,
  lineItemIds: readonly number[],
): Promise<AssociationRow[]> {
  if (lineItemIds.length === 0) return [];
  return db
    .select()
    .from(adserverLineItemCreatives)
    .where(inArray(adserverLineItemCreatives.lineItemId, [...lineItemIds]))
    .orderBy(asc(adserverLineItemCreatives.lineItemId), asc(adserverLineItemCreatives.creativeId));
}

export async function setAssociationsStatus(
  db: Db,
  keys: readonly AdAssociationKey[],
  status: AssociationRow['status'],
  at: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db.update(adserverLineItemCreatives).set({ status, updatedAt: at }).where(keysCondition(keys));
}
