import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { portalLineItems, portalOrders } from '../orders/index.ts';

/** The metrics' queries (read-only on the orders module's tables): the caller's line items and their orders. */

export interface OwnedLineItemRef {
  lineItemId: number;
  orderId: number;
  orderName: string;
}

export async function ownedLineItems(db: Db, ownerId: number, orderId?: number): Promise<OwnedLineItemRef[]> {
  return db
    .select({ lineItemId: portalLineItems.id, orderId: portalOrders.id, orderName: portalOrders.name })
    .from(portalLineItems)
    .innerJoin(portalOrders, eq(portalOrders.id, portalLineItems.orderId))
    .where(
      and(
        eq(portalLineItems.ownerId, ownerId),
        orderId === undefined ? undefined : eq(portalOrders.id, orderId),
      ),
    );
}
