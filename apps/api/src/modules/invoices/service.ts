import {
  CURSOR_PAGE_DEFAULT_LIMIT,
  decodeCursor,
  encodeCursor,
  ZInvoiceStatusSchema,
  type Language,
  type TCursorPageQuery,
  type TInvoice,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Config } from '../../platform/config.ts';
import { renderInvoicePdf, type InvoiceSeller } from './pdf.ts';
import {
  advertiserOf,
  billedCentsOf,
  findInvoiceRow,
  listInvoiceRows,
  listInvoiceRowsAfter,
  type InvoiceRow,
} from './store.ts';

/** Invoices (issue 14): the advertiser's own only; another account's invoice is NOT_FOUND. */

/**
 * The promo codes each invoice's discount came from. The vouchers module keeps them and sits above this one (a
 * code's use names its invoice), so this module asks through a port that server.ts plugs in (decision 0023).
 */
export type InvoiceDiscounts = (db: Db, invoiceIds: number[]) => Promise<Map<number, TInvoice['discounts']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The vouchers module behind the invoices module's port (server.ts). */
    invoiceDiscounts: InvoiceDiscounts;
  }
}

export interface InvoicesDeps {
  db: Db;
  discounts: InvoiceDiscounts;
  /** The seller its invoices name (settings, issue 31 §23). */
  seller: InvoiceSeller;
}

type SellerSettings = Pick<
  Config,
  'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GST_NUMBER' | 'SELLER_QST_NUMBER'
>;

/** The seller of the settings: SELLER_ADDRESS's lines are separated by '|'. */
export function sellerOf(config: SellerSettings): InvoiceSeller {
  return {
    name: config.SELLER_NAME,
    addressLines: (config.SELLER_ADDRESS ?? '')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    gstNumber: config.SELLER_GST_NUMBER ?? null,
    qstNumber: config.SELLER_QST_NUMBER ?? null,
  };
}

export function invoicesDeps(app: {
  database: { db: Db };
  invoiceDiscounts: InvoiceDiscounts;
  config: SellerSettings;
}): InvoicesDeps {
  return { db: app.database.db, discounts: app.invoiceDiscounts, seller: sellerOf(app.config) };
}

export function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    number: row.number,
    invoiceDate: row.invoiceDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    discounts: [],
    taxes: row.taxes,
    // Each tax line says where it was charged (issue 31 §3); invoices billed before say nothing: the advertiser's.
    taxBasis: row.taxes[0]?.basis ?? 'CUSTOMER_ADDRESS',
    taxProvince: row.taxes[0]?.province ?? null,
    totalCents: row.totalCents,
    status: ZInvoiceStatusSchema.parse(row.status),
    cardLast4: row.cardLast4,
  };
}

/** GET /invoices: the caller's invoices, newest first. */
export async function listInvoices(deps: InvoicesDeps, ownerId: number): Promise<TInvoice[]> {
  return withDiscounts(deps, (await listInvoiceRows(deps.db, ownerId)).map(toInvoice));
}

/** GET /invoices?limit=&cursor= (issue 32 §4): a page of the caller's invoices, newest first, and the next's cursor. */
export async function listInvoicesPage(
  deps: InvoicesDeps,
  ownerId: number,
  query: TCursorPageQuery,
): Promise<{ items: TInvoice[]; nextCursor: string | null }> {
  const limit = query.limit ?? CURSOR_PAGE_DEFAULT_LIMIT;
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const rows = await listInvoiceRowsAfter(deps.db, ownerId, cursor, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ at: Date.parse(`${last.invoiceDate}T00:00:00Z`), id: last.id })
      : null;
  return { items: await withDiscounts(deps, page.map(toInvoice)), nextCursor };
}

/** The invoices with the promo codes each discount came from. */
async function withDiscounts(deps: InvoicesDeps, list: TInvoice[]): Promise<TInvoice[]> {
  const discounted = list.filter((i) => i.discountCents > 0).map((i) => i.id);
  if (discounted.length === 0) return list;
  const byInvoice = await deps.discounts(deps.db, discounted);
  return list.map((i) => ({ ...i, discounts: byInvoice.get(i.id) ?? [] }));
}

export async function getInvoice(deps: InvoicesDeps, ownerId: number, id: number): Promise<TInvoice> {
  const row = await findInvoiceRow(deps.db, ownerId, id);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such invoice' });
  const [invoice] = await withDiscounts(deps, [toInvoice(row)]);
  return invoice!;
}

/** What has been invoiced so far of each line item, in cents (the campaign detail's spend to date). */
export function spendToDate(db: Db, lineItemIds: number[]): Promise<Map<number, number>> {
  return billedCentsOf(db, lineItemIds);
}

/** GET /invoices/{id}/pdf: the caller's invoice as a PDF in `lang`, else in the advertiser's language. */
export async function invoicePdf(
  deps: InvoicesDeps,
  ownerId: number,
  id: number,
  lang: Language | undefined,
): Promise<{ pdf: Buffer; number: string }> {
  const invoice = await getInvoice(deps, ownerId, id);
  const advertiser = await advertiserOf(deps.db, ownerId);
  const language: Language = lang ?? (advertiser?.locale === 'en' ? 'en' : 'fr');
  const pdf = await renderInvoicePdf(
    invoice,
    deps.seller,
    {
      company: advertiser?.company ?? null,
      name: [advertiser?.firstName, advertiser?.lastName].filter(Boolean).join(' '),
      email: advertiser?.email ?? '',
      province: advertiser?.province ?? null,
      country: advertiser?.country ?? null,
      address: advertiser?.address ?? null,
      city: advertiser?.city ?? null,
      postalCode: advertiser?.postalCode ?? null,
    },
    language,
  );
  return { pdf, number: invoice.number };
}
