import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { portalLineItems, portalOrders } from './tables.ts';

/**
 * Ownership (issue 4): every order and line item belongs to one account; another account gets 404, exactly as a
 * missing id does, so ids of other accounts cannot be probed. Other modules (creatives) call these two functions
 * with the ids of the request before anything else. The rows' `id` is the ad server's id (order, line item).
 */

export type OwnedOrder = typeof portalOrders.$inferSelect;
export type OwnedLineItem = typeof portalLineItems.$inferSelect;

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
}

/** The caller's order, or NOT_FOUND (404) when it does not exist or belongs to another account. */
export async function findOwnedOrder(db: Db, userId: number, orderId: number): Promise<OwnedOrder> {
  if (!isId(orderId)) throw new AppError('NOT_FOUND', { message: 'No such order' });
  const [row] = await db
    .select()
    .from(portalOrders)
    .where(and(eq(portalOrders.id, orderId), eq(portalOrders.ownerId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such order' });
  return row;
}

/**
 * The caller's line item of that order, or NOT_FOUND (404) when it does not exist, belongs to another account, or
 * belongs to another order.
 */
export async function findOwnedLineItem(
  db: Db,
  userId: number,
  orderId: number,
  lineItemId: number,
): Promise<OwnedLineItem> {
  if (!isId(orderId) || !isId(lineItemId)) throw new AppError('NOT_FOUND', { message: 'No such line item' });
  const [row] = await db
    .select()
    .from(portalLineItems)
    .where(
      and(
        eq(portalLineItems.id, lineItemId),
        eq(portalLineItems.orderId, orderId),
        eq(portalLineItems.ownerId, userId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such line item' });
  return row;
}
