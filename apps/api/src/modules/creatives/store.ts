import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { portalOrders } from '../orders/index.ts';
import { portalCreatives } from './tables.ts';

/** Queries of the portal's creative rows (ownership, line item, review); no rules here. */

export type CreativeRow = typeof portalCreatives.$inferSelect;

export async function insertCreativeRow(db: Db, values: typeof portalCreatives.$inferInsert): Promise<void> {
  await db.insert(portalCreatives).values(values);
}

/** The caller's creatives among these ids (another account's are simply not found). */
export async function findOwnedCreativeRows(
  db: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<CreativeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(portalCreatives)
    .where(and(eq(portalCreatives.ownerId, ownerId), inArray(portalCreatives.id, [...ids])));
}

export async function findCreativeRow(db: Db, id: number): Promise<CreativeRow | undefined> {
  const [row] = await db.select().from(portalCreatives).where(eq(portalCreatives.id, id)).limit(1);
  return row;
}

export async function findCreativeRows(db: Db, ids: readonly number[]): Promise<CreativeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(portalCreatives)
    .where(inArray(portalCreatives.id, [...ids]));
}

export async function updateCreativeRow(
  db: Db,
  id: number,
  set: Partial<Omit<typeof portalCreatives.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(portalCreatives).set(set).where(eq(portalCreatives.id, id));
}

/** The creatives last seen IN_REVIEW, oldest first, with their owner's e-mail (the staff's queue). */
export interface PendingCreativeRow extends CreativeRow {
  ownerEmail: string;
  /** Who the advertiser is, for the staff (issue 12 item 10): their company, or their name. */
  ownerName: string;
  /** The campaign's name as the advertiser typed it. */
  orderName: string;
}

export async function findPendingCreativeRows(db: Db, limit: number): Promise<PendingCreativeRow[]> {
  const rows = await db
    .select({
      creative: portalCreatives,
      ownerEmail: users.email,
      organisation: users.organisation,
      firstName: users.firstName,
      lastName: users.lastName,
      orderName: portalOrders.name,
    })
    .from(portalCreatives)
    .innerJoin(users, eq(users.id, portalCreatives.ownerId))
    .innerJoin(portalOrders, eq(portalOrders.id, portalCreatives.orderId))
    .where(eq(portalCreatives.approbation, 'IN_REVIEW'))
    .orderBy(asc(portalCreatives.createdAt), asc(portalCreatives.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r.creative,
    ownerEmail: r.ownerEmail,
    ownerName: r.organisation?.trim() || `${r.firstName} ${r.lastName}`.trim() || r.ownerEmail,
    orderName: r.orderName,
  }));
}
