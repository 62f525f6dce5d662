import {
  addDays,
  calendarDate,
  cleanName,
  coveredDays,
  DEFAULT_SELLER_PROVINCE,
  invoiceLineAmountCents,
  invoiceTotals,
  periodBounds,
  taxPlaceOf,
  toInstant,
  type TInvoiceLine,
} from '@portal/domain';
import type { AdServer } from '../../adapters/adserver/index.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  advertisersWithVouchers,
  invoiceDiscounts,
  recordInvoiceDiscounts,
  type InvoiceDiscounts,
} from '../vouchers/index.ts';
import {
  advertisersOf,
  billableLineItems,
  insertNumberedInvoice,
  lastInvoiceOfPeriod,
  lockAdvertiserBilling,
  raiseWatermarks,
  watermarksOf,
  type Advertiser,
  type BillableLineItem,
  type InvoiceRow,
} from '../invoices/index.ts';

/**
 * The billing run (issue 14): one invoice per advertiser for the delivery of a period not invoiced yet. Each
 * advertiser is billed in a transaction of its own that writes the invoice and raises the line items' watermarks
 * together, under a lock per advertiser: a run stopped halfway keeps what it committed and a new run bills the
 * rest; two runs at once, in one process or two, bill each impression once (the second finds the watermarks
 * raised). Run for the current month, it bills delivery to date; a later run bills what came after.
 */

export interface BillingDeps {
  db: Db;
  clock: Clock;
  adServer: AdServer;
  timeZone: string;
  /**
   * Where an advertiser whose province is unknown is taxed (SELLER_PROVINCE, issue 31 §3); chargeDeps(app) gives the
   * configured one, DEFAULT_SELLER_PROVINCE without it.
   */
  sellerProvince?: string;
}

export interface BilledInvoice {
  invoiceId: number;
  advertiserId: number;
  number: string;
  impressions: number;
  subtotalCents: number;
  totalCents: number;
}

export interface BillingResult {
  period: string;
  invoices: BilledInvoice[];
}

const STATS_CHUNK = 5_000;

/** Delivered impressions per line item over the period, from the ad server's daily counts. */
async function deliveredInPeriod(
  deps: BillingDeps,
  lineItemIds: number[],
  range: { from: string; to: string },
): Promise<Map<number, number>> {
  const delivered = new Map<number, number>();
  const serving = deps.adServer.serving;
  if (!serving) return delivered;
  for (let i = 0; i < lineItemIds.length; i += STATS_CHUNK) {
    const rows = await serving.getImpressionTotals(lineItemIds.slice(i, i + STATS_CHUNK), range);
    for (const row of rows) delivered.set(row.lineItemId, row.impressions);
  }
  return delivered;
}

/** The names of these line items (their orders'), from the ad server: invoice lines name them (issue 31 §23). */
async function lineItemNames(deps: BillingDeps, orderIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (let i = 0; i < orderIds.length; i += STATS_CHUNK) {
    for (const item of await deps.adServer.getLineItemsByOrders(orderIds.slice(i, i + STATS_CHUNK))) {
      names.set(item.id, cleanName(item.name));
    }
  }
  return names;
}

/** What a run needs of an advertiser, read for all of them before the run, in chunks. */
interface ToBill {
  /** Their country and province decide the taxes. */
  advertiser: Advertiser | undefined;
  /**
   * Whether the account holds promo codes (only those are read again in the advertiser's transaction): a code added
   * while the run is under way applies to the account's next invoice.
   */
  hasVouchers: boolean;
}

async function advertisersToBill(deps: BillingDeps, ownerIds: number[]): Promise<Map<number, ToBill>> {
  const toBill = new Map<number, ToBill>();
  for (let i = 0; i < ownerIds.length; i += STATS_CHUNK) {
    const chunk = ownerIds.slice(i, i + STATS_CHUNK);
    const advertisers = new Map((await advertisersOf(deps.db, chunk)).map((a) => [a.id, a]));
    const withVouchers = await advertisersWithVouchers(deps.db, chunk);
    for (const id of chunk) {
      toBill.set(id, { advertiser: advertisers.get(id), hasVouchers: withVouchers.has(id) });
    }
  }
  return toBill;
}

/** Bills one advertiser's new delivery in one transaction; undefined when there is nothing new to invoice. */
async function billAdvertiser(
  deps: BillingDeps,
  period: string,
  ownerId: number,
  { advertiser, hasVouchers }: ToBill,
  items: BillableLineItem[],
  delivered: Map<number, number>,
  names: Map<number, string>,
): Promise<InvoiceRow | undefined> {
  const bounds = periodBounds(period);
  const noDiscount: InvoiceDiscounts = { discountCents: 0, uses: [] };
  return deps.db.transaction(async (tx) => {
    await lockAdvertiserBilling(tx, ownerId);
    const marks = await watermarksOf(
      tx,
      items.map((i) => i.lineItemId),
      period,
    );
    const lines: TInvoiceLine[] = [];
    const raised = [];
    for (const item of items) {
      const total = delivered.get(item.lineItemId) ?? 0;
      const mark = marks.get(item.lineItemId);
      const impressions = total - (mark?.periodImpressions ?? 0);
      if (impressions <= 0) continue;
      const amountCents = invoiceLineAmountCents(impressions, item.budgetCents - (mark?.billedCents ?? 0));
      lines.push({
        orderId: item.orderId,
        orderName: item.orderName,
        lineItemId: item.lineItemId,
        ...(names.has(item.lineItemId) ? { lineItemName: names.get(item.lineItemId) } : {}),
        impressions,
        amountCents,
      });
      raised.push({ lineItemId: item.lineItemId, period, ownerId, impressions: total, amountCents });
    }
    if (lines.length === 0) return undefined;
    await raiseWatermarks(tx, raised);
    const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
    // Delivery past the booked budget is not billed: nothing to invoice, but the watermark moved.
    if (subtotalCents === 0) return undefined;
    // The advertiser's promo codes come off the subtotal before taxes (issue 14), recorded with the invoice.
    const discounts = hasVouchers
      ? await invoiceDiscounts(
          tx,
          ownerId,
          period,
          {
            from: toInstant(bounds.periodStart, deps.timeZone)!,
            to: toInstant(addDays(bounds.periodEnd, 1), deps.timeZone)!,
          },
          subtotalCents,
        )
      : noDiscount;
    const now = deps.clock.now();
    const invoiceDate = calendarDate(now, deps.timeZone);
    // A run within the month says the days it covers, from where the month's previous invoice stopped (issue 31 §23).
    const { periodStart, periodEnd } = coveredDays(
      bounds,
      invoiceDate,
      await lastInvoiceOfPeriod(tx, ownerId, period),
    );
    // Taxed where the advertiser is; at the seller's province while theirs is unknown (issue 31 §3).
    const place = taxPlaceOf(
      advertiser?.country,
      advertiser?.province,
      deps.sellerProvince ?? DEFAULT_SELLER_PROVINCE,
    );
    const totals = invoiceTotals(
      subtotalCents,
      discounts.discountCents,
      place.country,
      place.province,
      invoiceDate,
    );
    const taxes = totals.taxes.map((tax) => ({
      ...tax,
      province: place.province ?? undefined,
      basis: place.basis,
    }));
    const invoice = await insertNumberedInvoice(tx, `${period.replace('-', '')}-${ownerId}`, {
      ownerId,
      period,
      invoiceDate,
      periodStart,
      periodEnd,
      lines,
      ...totals,
      taxes,
      status: 'DUE',
      createdAt: now,
    });
    await recordInvoiceDiscounts(tx, invoice.id, period, discounts);
    // The platform's own change (actor `system`), on the advertiser's account, with the invoice.
    await recordAudit(tx, {
      operation: 'invoice.create',
      objectType: 'invoice',
      objectId: invoice.id,
      after: {
        number: invoice.number,
        period,
        subtotalCents: invoice.subtotalCents,
        totalCents: invoice.totalCents,
        status: invoice.status,
      },
      subjectAccountId: ownerId,
      actor: 'system',
      runId: `billing.run:${period}`,
      at: now,
    });
    // The account's webhooks (issue 32 §6), sent once this commits.
    await enqueueWebhookEvent(
      tx,
      {
        accountId: ownerId,
        type: 'invoice.created',
        data: {
          invoiceId: invoice.id,
          number: invoice.number,
          period,
          totalCents: invoice.totalCents,
          status: invoice.status,
        },
      },
      now,
    );
    return invoice;
  });
}

/**
 * Bills a period 'YYYY-MM'. `afterAdvertiser` is called after each advertiser's transaction (tests stop a run
 * there, as a crash between two advertisers would).
 */
export async function runBilling(
  deps: BillingDeps,
  period: string,
  hooks: { afterAdvertiser?: (ownerId: number) => void | Promise<void> } = {},
): Promise<BillingResult> {
  const { periodStart, periodEnd } = periodBounds(period);
  const items = await billableLineItems(deps.db);
  const delivered = await deliveredInPeriod(
    deps,
    items.map((i) => i.lineItemId),
    { from: periodStart, to: periodEnd },
  );
  const byOwner = new Map<number, BillableLineItem[]>();
  for (const item of items) {
    if (!delivered.get(item.lineItemId)) continue;
    const list = byOwner.get(item.ownerId) ?? [];
    list.push(item);
    byOwner.set(item.ownerId, list);
  }
  const advertisers = await advertisersToBill(deps, [...byOwner.keys()]);
  const names = await lineItemNames(deps, [
    ...new Set([...byOwner.values()].flat().map((item) => item.orderId)),
  ]);
  const billed: BilledInvoice[] = [];
  for (const [ownerId, ownerItems] of byOwner) {
    const invoice = await billAdvertiser(
      deps,
      period,
      ownerId,
      advertisers.get(ownerId)!,
      ownerItems,
      delivered,
      names,
    );
    if (invoice) {
      billed.push({
        invoiceId: invoice.id,
        advertiserId: ownerId,
        number: invoice.number,
        impressions: invoice.lines.reduce((sum, l) => sum + l.impressions, 0),
        subtotalCents: invoice.subtotalCents,
        totalCents: invoice.totalCents,
      });
    }
    await hooks.afterAdvertiser?.(ownerId);
  }
  return { period, invoices: billed };
}
