import { and, asc, eq, gt, inArray, not, sql, type SQLWrapper } from 'drizzle-orm';
import {
  bookingLeft,
  isServableCreative,
  lineItemServes,
  orderServes,
  SERVING_LINE_ITEM_STATUSES,
} from '@portal/domain';
import type { Db } from '../../../platform/db/client.ts';
import { adserverCreatives, adserverLineItemCreatives, adserverLineItems, adserverOrders } from './tables.ts';
import { adserverDailyStats } from './serving-tables.ts';
import type { LiveLineItem } from './serving-state.ts';

/**
 * Reading the serving copy's line items from the tables (serving-state.ts): all of them, or those a change touched.
 * Simple queries joined here, never in SQL: the embedded database keeps no planner statistics, and a join planned
 * without them costs a thousand times more (at 100,000 line items, a join of line items and orders took 250 s as a
 * nested loop). Lists of ids go as one array parameter (`= any($1)`): 100,000 separate parameters are past what a
 * statement may bind.
 */

/** The statuses that serve (the domain's rule, serving-rules.ts). */
export const SERVING_STATUSES = SERVING_LINE_ITEM_STATUSES;

/** Days since 1970-01-01 of a calendar day ('YYYY-MM-DD'). */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** What a change touched: line items, the line items of orders, the line items a creative is associated with. */
export interface ServingScope {
  lineItemIds?: readonly number[];
  orderIds?: readonly number[];
  creativeIds?: readonly number[];
}

/** `column = any('{1,2,3}'::int[])`: a list of ids of any length as one parameter. */
const anyOf = (column: SQLWrapper, ids: readonly number[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

const li = adserverLineItems;
const c = adserverCreatives;
const lic = adserverLineItemCreatives;

/** The ids of the line items a change touched, whether they serve or not (each kind read by its index). */
export async function touchedLineItemIds(db: Db, scope: ServingScope): Promise<number[]> {
  const { lineItemIds = [], orderIds = [], creativeIds = [] } = scope;
  const [ofOrders, ofCreatives] = await Promise.all([
    orderIds.length
      ? db.select({ id: li.id }).from(li).where(anyOf(li.orderId, orderIds))
      : Promise.resolve([]),
    creativeIds.length
      ? db.select({ id: lic.lineItemId }).from(lic).where(anyOf(lic.creativeId, creativeIds))
      : Promise.resolve([]),
  ]);
  return [...new Set([...lineItemIds, ...ofOrders.map((r) => r.id), ...ofCreatives.map((r) => r.id)])];
}

/**
 * The line items that may serve now (all, or among `ids`) with their active approved creatives by size and today's
 * impressions, by id; a line item without such a creative is left out. The queries narrow by the domain's rules
 * (serving-rules.ts), and the rows are then judged by them, as the diagnosis of a campaign judges its line items.
 */
export async function readLiveLineItems(
  db: Db,
  now: Date,
  today: string,
  dayOf: (ms: number) => string,
  ids?: readonly number[],
): Promise<LiveLineItem[]> {
  if (ids?.length === 0) return [];
  const [orders, lineItems] = await Promise.all([
    db
      .select({ id: adserverOrders.id, status: adserverOrders.status, isArchived: adserverOrders.isArchived })
      .from(adserverOrders)
      .where(and(eq(adserverOrders.status, 'APPROVED'), not(adserverOrders.isArchived))),
    db
      .select({
        id: li.id,
        orderId: li.orderId,
        status: li.status,
        isArchived: li.isArchived,
        units: li.units,
        delivered: li.impressionsDelivered,
        startAt: li.startAt,
        endAt: li.endAt,
        frequencyCaps: li.frequencyCaps,
        targeting: li.targeting,
      })
      .from(li)
      .where(
        and(
          inArray(li.status, [...SERVING_STATUSES]),
          not(li.isArchived),
          gt(li.endAt, now),
          sql`${li.impressionsDelivered} < ${li.units}`,
          ids ? anyOf(li.id, ids) : undefined,
        ),
      )
      .orderBy(asc(li.id)),
  ]);
  const approved = new Set(orders.filter(orderServes).map((row) => row.id));
  const serving = lineItems.filter(
    (row) => approved.has(row.orderId) && lineItemServes(row) && bookingLeft(row) && row.endAt > now,
  );
  if (serving.length === 0) return [];
  const servingIds = serving.map((row) => row.id);
  const [associations, todays] = await Promise.all([
    db
      .select({ lineItemId: lic.lineItemId, creativeId: lic.creativeId, status: lic.status })
      .from(lic)
      .where(and(eq(lic.status, 'ACTIVE'), anyOf(lic.lineItemId, servingIds))),
    db
      .select({ lineItemId: adserverDailyStats.lineItemId, impressions: adserverDailyStats.impressions })
      .from(adserverDailyStats)
      .where(and(eq(adserverDailyStats.day, today), anyOf(adserverDailyStats.lineItemId, servingIds))),
  ]);
  if (associations.length === 0) return [];
  const creatives = await db
    .select()
    .from(c)
    .where(
      and(eq(c.approbation, 'APPROVED'), anyOf(c.id, [...new Set(associations.map((a) => a.creativeId))])),
    )
    .orderBy(asc(c.id));
  const creativeById = new Map(creatives.map((row) => [row.id, row]));
  const servable = associations.filter((a) => {
    const creative = creativeById.get(a.creativeId);
    return creative !== undefined && isServableCreative(a, creative);
  });
  const todayById = new Map(todays.map((row) => [row.lineItemId, row.impressions]));
  const creativesOf = new Map<number, number[]>();
  for (const a of servable) {
    const list = creativesOf.get(a.lineItemId);
    if (list) list.push(a.creativeId);
    else creativesOf.set(a.lineItemId, [a.creativeId]);
  }

  const live: LiveLineItem[] = [];
  for (const row of serving) {
    const served = (creativesOf.get(row.id) ?? [])
      .sort((a, b) => a - b)
      .map((id) => creativeById.get(id))
      .filter((creative) => creative !== undefined);
    if (served.length === 0) continue;
    const item: LiveLineItem = {
      lineItemId: row.id,
      units: row.units,
      delivered: row.delivered,
      startMs: row.startAt.getTime(),
      endMs: row.endAt.getTime(),
      lastDayNumber: dayNumber(dayOf(row.endAt.getTime() - 1)),
      today: { day: today, impressions: todayById.get(row.id) ?? 0 },
      frequencyCaps: row.frequencyCaps,
      targeting: {
        targeted: row.targeting.geoTargeting.targetedLocations,
        excluded: row.targeting.geoTargeting.excludedLocations,
        segments: row.targeting.customTargeting.map(Number),
      },
      creatives: new Map(),
      turn: 0,
      progress: 0,
    };
    for (const creative of served) {
      const size = `${creative.width}x${creative.height}`;
      const list = item.creatives.get(size) ?? [];
      list.push({
        id: creative.id,
        kind: creative.kind,
        // A rename is the advertiser's bookkeeping and keeps the creative live (no review, issue 28): the served name,
        // the image's alt text on publisher pages, stays the one staff approved until the next approval.
        name: creative.approvedName ?? creative.name,
        width: creative.width,
        height: creative.height,
        destinationUrl: creative.approvedDestinationUrl ?? creative.destinationUrl,
        asset: creative.asset,
        native: creative.native,
      });
      item.creatives.set(size, list);
    }
    live.push(item);
  }
  return live;
}
