import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { portalLineItems, portalOrders } from '../orders/index.ts';
import { invoices, invoiceWatermarks } from './tables.ts';

/** The queries of invoices and their watermarks; no rules here. */

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

export async function listInvoiceRows(db: Db, ownerId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.ownerId, ownerId))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id));
}

/**
 * One cursor page of an owner's invoices, newest first by (invoice_date, id) as a keyset (issue 32 §4), and one more
 * row to tell whether a next page exists. The cursor's time is its invoice date (UTC midnight).
 */
export async function listInvoiceRowsAfter(
  db: Db,
  ownerId: number,
  cursor: { at: number; id: number } | null,
  limit: number,
): Promise<InvoiceRow[]> {
  const day = cursor ? new Date(cursor.at).toISOString().slice(0, 10) : null;
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.ownerId, ownerId),
        cursor && day
          ? or(lt(invoices.invoiceDate, day), and(eq(invoices.invoiceDate, day), lt(invoices.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(limit + 1);
}

export async function findInvoiceRow(db: Db, ownerId: number, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, id)));
  return row;
}

/** A line item that may be billed: its order, owner and booked budget (read from the orders module's tables). */
export interface BillableLineItem {
  lineItemId: number;
  orderId: number;
  orderName: string;
  ownerId: number;
  budgetCents: number;
}

/** Every line item with its order and owner, by owner (the billing run reads them once). */
export async function billableLineItems(db: Db): Promise<BillableLineItem[]> {
  return db
    .select({
      lineItemId: portalLineItems.id,
      orderId: portalLineItems.orderId,
      orderName: portalOrders.name,
      ownerId: portalLineItems.ownerId,
      budgetCents: portalLineItems.budgetCents,
    })
    .from(portalLineItems)
    .innerJoin(portalOrders, eq(portalOrders.id, portalLineItems.orderId))
    .orderBy(portalLineItems.ownerId, portalLineItems.id);
}

export interface Watermark {
  lineItemId: number;
  /** Impressions of this period already invoiced. */
  periodImpressions: number;
  /** Cents invoiced for the line item over all periods. */
  billedCents: number;
}

/** The watermarks of these line items for a period, with what each has been billed in all. Inside the transaction. */
export async function watermarksOf(
  db: Db,
  lineItemIds: number[],
  period: string,
): Promise<Map<number, Watermark>> {
  const rows = await db
    .select({
      lineItemId: invoiceWatermarks.lineItemId,
      periodImpressions:
        sql<number>`coalesce(sum(${invoiceWatermarks.impressions}) filter (where ${invoiceWatermarks.period} = ${period}), 0)`.mapWith(
          Number,
        ),
      billedCents: sql<number>`coalesce(sum(${invoiceWatermarks.amountCents}), 0)`.mapWith(Number),
    })
    .from(invoiceWatermarks)
    .where(inArray(invoiceWatermarks.lineItemId, lineItemIds))
    .groupBy(invoiceWatermarks.lineItemId);
  return new Map(rows.map((r) => [r.lineItemId, r]));
}

/** Serialises the billing of one advertiser across processes until the transaction ends. */
export async function lockAdvertiserBilling(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7240014, ${ownerId})`);
}

const advertiserColumns = {
  id: users.id,
  email: users.email,
  locale: users.locale,
  country: users.country,
  province: users.state,
  company: users.organisation,
  address: users.address,
  city: users.city,
  postalCode: users.postalCode,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function advertiserOf(db: Db, ownerId: number) {
  const [row] = await db.select(advertiserColumns).from(users).where(eq(users.id, ownerId));
  return row;
}

export type Advertiser = NonNullable<Awaited<ReturnType<typeof advertiserOf>>>;

/** These advertisers at once (a billing run reads them in chunks: one statement per advertiser costs). */
export async function advertisersOf(db: Db, ownerIds: number[]): Promise<Advertiser[]> {
  if (ownerIds.length === 0) return [];
  return db.select(advertiserColumns).from(users).where(inArray(users.id, ownerIds));
}

export async function countInvoicesOfPeriod(db: Db, ownerId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.period, period)));
  return row?.n ?? 0;
}

/** The owner's latest invoice of a period, if any: where the next one's days start (coveredDays). */
export async function lastInvoiceOfPeriod(
  db: Db,
  ownerId: number,
  period: string,
): Promise<{ periodEnd: string; invoiceDate: string } | undefined> {
  const [row] = await db
    .select({ periodEnd: invoices.periodEnd, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.period, period)))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

export async function insertInvoiceRow(db: Db, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [saved] = await db.insert(invoices).values(row).returning();
  return saved!;
}

/**
 * Inserts an invoice numbered `<prefix>-<n>`, n being one more than the owner's invoices of the period, counted by
 * the same statement (under the billing lock: lockAdvertiserBilling).
 */
export async function insertNumberedInvoice(
  db: Db,
  prefix: string,
  row: Omit<NewInvoiceRow, 'number'>,
): Promise<InvoiceRow> {
  const sequence = sql`(select count(*) + 1 from ${invoices} where ${invoices.ownerId} = ${row.ownerId} and ${invoices.period} = ${row.period})`;
  const [saved] = await db
    .insert(invoices)
    .values({ ...row, number: sql`${prefix} || '-' || ${sequence}` })
    .returning();
  return saved!;
}

/** Moves the watermarks up: the period's impressions now invoiced, and the cents added. */
export async function raiseWatermarks(
  db: Db,
  rows: { lineItemId: number; period: string; ownerId: number; impressions: number; amountCents: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(invoiceWatermarks)
    .values(rows)
    .onConflictDoUpdate({
      target: [invoiceWatermarks.lineItemId, invoiceWatermarks.period],
      set: {
        impressions: sql`greatest(${invoiceWatermarks.impressions}, excluded.impressions)`,
        amountCents: sql`${invoiceWatermarks.amountCents} + excluded.amount_cents`,
      },
    });
}

/** Cents invoiced so far for each of these line items (spend to date). */
export async function billedCentsOf(db: Db, lineItemIds: number[]): Promise<Map<number, number>> {
  if (lineItemIds.length === 0) return new Map();
  const map = await watermarksOf(db, lineItemIds, '');
  return new Map([...map].map(([id, w]) => [id, w.billedCents]));
}

export async function setInvoiceStatus(
  db: Db,
  id: number,
  patch: Partial<Pick<InvoiceRow, 'status' | 'cardLast4' | 'paidAt'>>,
): Promise<void> {
  await db.update(invoices).set(patch).where(eq(invoices.id, id));
}

export async function invoicesWithStatus(db: Db, status: string, ownerId?: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.status, status), ownerId === undefined ? undefined : eq(invoices.ownerId, ownerId)),
    )
    .orderBy(invoices.id);
}

/** Sets the advertiser's credit status; `onlyFrom` changes it only from that value (billing lifts only its own stop). */
/** Sets the owner's credit status (only from `onlyFrom` when given); answers the one it replaced, if it changed. */
export async function setCreditStatus(
  db: Db,
  ownerId: number,
  status: string,
  onlyFrom?: string,
): Promise<string | undefined> {
  const [was] = await db
    .select({ creditStatus: users.creditStatus })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('update');
  if (!was || was.creditStatus === status) return undefined;
  if (onlyFrom !== undefined && was.creditStatus !== onlyFrom) return undefined;
  await db.update(users).set({ creditStatus: status }).where(eq(users.id, ownerId));
  return was.creditStatus;
}

/** Impressions and cents invoiced so far for each of these line items, over every period. */
export async function invoicedOf(
  db: Db,
  lineItemIds: number[],
): Promise<Map<number, { impressions: number; cents: number }>> {
  if (lineItemIds.length === 0) return new Map();
  const rows = await db
    .select({
      lineItemId: invoiceWatermarks.lineItemId,
      impressions: sql<number>`coalesce(sum(${invoiceWatermarks.impressions}), 0)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${invoiceWatermarks.amountCents}), 0)`.mapWith(Number),
    })
    .from(invoiceWatermarks)
    .where(inArray(invoiceWatermarks.lineItemId, lineItemIds))
    .groupBy(invoiceWatermarks.lineItemId);
  return new Map(rows.map((r) => [r.lineItemId, { impressions: r.impressions, cents: r.cents }]));
}
