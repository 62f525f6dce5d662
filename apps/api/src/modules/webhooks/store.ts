import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { TWebhookDelivery, TWebhookEndpoint, WebhookEventType } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from './tables.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function toEndpointView(row: EndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryView(row: DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status as TWebhookDelivery['status'],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    redeliveryOf: row.redeliveryOf,
  };
}

export async function countEndpoints(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: Db,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export function listEndpoints(db: Db, ownerId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId))
    .orderBy(webhookEndpoints.id);
}

/** The endpoint of this id if it is this account's; undefined otherwise (another account's answers as unknown). */
export async function findEndpoint(db: Db, ownerId: number, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)));
  return row;
}

export async function deleteEndpoint(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length === 1;
}

/** The endpoints of an account that listen to an event. */
export function endpointsListening(db: Db, ownerId: number, type: WebhookEventType): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.ownerId, ownerId),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

export async function insertDelivery(
  db: Db,
  values: typeof webhookDeliveries.$inferInsert,
): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** An endpoint's deliveries, newest first, `limit` of them before the id `before` (a cursor). */
export function listDeliveries(
  db: Db,
  endpointId: number,
  limit: number,
  before?: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      before === undefined
        ? eq(webhookDeliveries.endpointId, endpointId)
        : and(eq(webhookDeliveries.endpointId, endpointId), lt(webhookDeliveries.id, before)),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: Db, endpointId: number, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** A delivery with its endpoint (undefined once the endpoint was deleted). */
export async function deliveryWithEndpoint(
  db: Db,
  id: number,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function updateDelivery(
  db: Db,
  id: number,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}
