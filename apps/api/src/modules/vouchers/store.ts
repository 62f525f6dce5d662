import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { accountVouchers, voucherFailures, voucherUses, vouchers } from './tables.ts';

/** The queries of promo codes, the accounts' lists, their uses on invoices and wrong entries; no rules here. */

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = typeof vouchers.$inferInsert;
export type AccountVoucherRow = typeof accountVouchers.$inferSelect;

export async function listVoucherRows(db: Db): Promise<(VoucherRow & { redemptions: number })[]> {
  const counts = db
    .select({ voucherId: accountVouchers.voucherId, n: count().as('n') })
    .from(accountVouchers)
    .groupBy(accountVouchers.voucherId)
    .as('counts');
  const rows = await db
    .select({ voucher: vouchers, n: counts.n })
    .from(vouchers)
    .leftJoin(counts, eq(counts.voucherId, vouchers.id))
    .orderBy(sql`${vouchers.createdAt} desc`, sql`${vouchers.id} desc`);
  return rows.map((r) => ({ ...r.voucher, redemptions: Number(r.n ?? 0) }));
}

/** A voucher by its stored code; `lock` holds it until the transaction ends (redemption limit). */
export async function findVoucherByCode(db: Db, code: string, lock = false): Promise<VoucherRow | undefined> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a voucher; undefined when the code is taken. */
export async function insertVoucherRow(db: Db, row: NewVoucherRow): Promise<VoucherRow | undefined> {
  const [saved] = await db.insert(vouchers).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function updateVoucherRow(
  db: Db,
  code: string,
  patch: Partial<NewVoucherRow>,
): Promise<VoucherRow | undefined> {
  const [saved] = await db.update(vouchers).set(patch).where(eq(vouchers.code, code)).returning();
  return saved;
}

export async function countRedemptions(db: Db, voucherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountVouchers)
    .where(eq(accountVouchers.voucherId, voucherId));
  return Number(row?.n ?? 0);
}

/** An account's codes with their vouchers, in the order added. */
export async function accountVoucherRows(
  db: Db,
  ownerId: number,
): Promise<{ voucher: VoucherRow; account: AccountVoucherRow }[]> {
  return db
    .select({ voucher: vouchers, account: accountVouchers })
    .from(accountVouchers)
    .innerJoin(vouchers, eq(vouchers.id, accountVouchers.voucherId))
    .where(eq(accountVouchers.ownerId, ownerId))
    .orderBy(asc(accountVouchers.addedAt), asc(accountVouchers.id));
}

/** Which of these owners have at least one promo code in their account. */
export async function ownersWithVouchers(db: Db, ownerIds: number[]): Promise<Set<number>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ ownerId: accountVouchers.ownerId })
    .from(accountVouchers)
    .where(inArray(accountVouchers.ownerId, ownerIds));
  return new Set(rows.map((r) => r.ownerId));
}

export async function insertAccountVoucher(
  db: Db,
  row: typeof accountVouchers.$inferInsert,
): Promise<AccountVoucherRow | undefined> {
  const [saved] = await db.insert(accountVouchers).values(row).onConflictDoNothing().returning();
  return saved;
}

/** Serialises one account's code entries (the wrong-code count and its list) until the transaction ends. */
export async function lockAccountVouchers(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7240015, ${ownerId})`);
}

export async function countFailuresSince(db: Db, ownerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherFailures)
    .where(and(eq(voucherFailures.ownerId, ownerId), gte(voucherFailures.at, since)));
  return Number(row?.n ?? 0);
}

export async function recordFailure(db: Db, ownerId: number, at: Date): Promise<void> {
  await db.insert(voucherFailures).values({ ownerId, at });
}

/** Cents each of these account codes already took off invoices of a period. */
export async function usedInPeriod(
  db: Db,
  accountVoucherIds: number[],
  period: string,
): Promise<Map<number, number>> {
  if (accountVoucherIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: voucherUses.accountVoucherId,
      cents: sql<number>`coalesce(sum(${voucherUses.amountCents}), 0)`.mapWith(Number),
    })
    .from(voucherUses)
    .where(and(inArray(voucherUses.accountVoucherId, accountVoucherIds), eq(voucherUses.period, period)))
    .groupBy(voucherUses.accountVoucherId);
  return new Map(rows.map((r) => [r.id, r.cents]));
}

/** Records a code's use on an invoice: the use, one more invoice, and a gift's balance down by the amount. */
export async function recordUse(
  db: Db,
  use: { invoiceId: number; accountVoucherId: number; period: string; amountCents: number },
): Promise<void> {
  await db.insert(voucherUses).values(use);
  await db
    .update(accountVouchers)
    .set({
      uses: sql`${accountVouchers.uses} + 1`,
      giftBalanceCents: sql`case when ${accountVouchers.giftBalanceCents} is null then null
        else greatest(0, ${accountVouchers.giftBalanceCents} - ${use.amountCents}) end`,
    })
    .where(eq(accountVouchers.id, use.accountVoucherId));
}

/** A code's line on an invoice: a discount, or a gift's credit (GIFT_VOUCHER), and what it took off. */
export interface InvoiceDiscountLine {
  code: string;
  type: 'DISCOUNT_VOUCHER' | 'GIFT_VOUCHER';
  amountCents: number;
}

/** The codes and amounts taken off each of these invoices. */
export async function usesOfInvoices(
  db: Db,
  invoiceIds: number[],
): Promise<Map<number, InvoiceDiscountLine[]>> {
  const byInvoice = new Map<number, InvoiceDiscountLine[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: voucherUses.invoiceId,
      code: vouchers.code,
      type: vouchers.type,
      amountCents: voucherUses.amountCents,
    })
    .from(voucherUses)
    .innerJoin(accountVouchers, eq(accountVouchers.id, voucherUses.accountVoucherId))
    .innerJoin(vouchers, eq(vouchers.id, accountVouchers.voucherId))
    .where(inArray(voucherUses.invoiceId, invoiceIds))
    .orderBy(asc(voucherUses.id));
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    const type = row.type === 'GIFT_VOUCHER' ? 'GIFT_VOUCHER' : 'DISCOUNT_VOUCHER';
    list.push({ code: row.code, type, amountCents: row.amountCents });
    byInvoice.set(row.invoiceId, list);
  }
  return byInvoice;
}
