import { calendarDate, toCsv, type Language, type TAuditEntry, type TOrder } from '@portal/domain';
import { listAuditEntries } from '../audit/index.ts';
import type { FastifyInstance as App } from 'fastify';
import { listOrders, ordersDeps } from '../orders/index.ts';
import { creativesDeps, listLineItemCreatives } from '../creatives/index.ts';
import { invoicePdf, invoicesDeps, listInvoices } from '../invoices/index.ts';
import { metricsCsv, orderMetrics } from '../metrics/index.ts';
import { audiencesDeps, listPixels, listSegments } from '../audiences/index.ts';

/**
 * The sections of a "Download my data" archive (issue 16). Each one names a folder of the archive and yields its
 * files, read through the owning module's service for the account only. The archive is the list: adding a
 * section (the audit trail's, at merge) is one more entry of `exportSections`, nothing else changes.
 */

/** The account an archive is built for: the owner of everything it holds. */
export interface ExportAccount {
  id: number;
  email: string;
  locale: Language;
  createdAt: Date;
}

/** One file of the archive: its path inside the archive and its bytes. */
export interface ExportEntry {
  path: string;
  data: Buffer | string;
}

export interface ExportSection {
  /** The folder of the archive the section writes under (and its name in logs). */
  name: string;
  build(account: ExportAccount): AsyncIterable<ExportEntry>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const ORDER_HEADERS = {
  fr: ['Numéro', 'Nom', 'Statut', 'Archivée', 'Début', 'Fin', 'Budget total ($)', 'Dépensé ($)', 'Notes'],
  en: ['ID', 'Name', 'Status', 'Archived', 'Start', 'End', 'Total budget ($)', 'Spent ($)', 'Notes'],
} as const;

const LINE_ITEM_HEADERS = {
  fr: ['Numéro', 'Campagne', 'Nom', 'Statut', 'Début', 'Fin', 'Impressions', 'Livrées', 'Clics', 'Formats'],
  en: ['ID', 'Campaign', 'Name', 'Status', 'Start', 'End', 'Impressions', 'Delivered', 'Clicks', 'Sizes'],
} as const;

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

function ordersCsv(orders: readonly TOrder[], lang: Language): string {
  return toCsv([
    ORDER_HEADERS[lang],
    ...orders.map((o) => [
      o.id,
      o.cleanName,
      o.status,
      o.isArchived ? 'true' : 'false',
      o.startDateTime ?? '',
      o.endDateTime ?? '',
      dollars(o.totalBudget),
      dollars(o.spendToDateCents),
      o.notes,
    ]),
  ]);
}

function lineItemsCsv(orders: readonly TOrder[], lang: Language): string {
  return toCsv([
    LINE_ITEM_HEADERS[lang],
    ...orders.flatMap((o) =>
      o.lineItems.map((li) => [
        li.id,
        o.id,
        li.name,
        li.status,
        li.startDateTime,
        li.endDateTime,
        li.units,
        li.stats.impressionsDelivered,
        li.stats.clicksDelivered,
        li.creativePlaceholders.map((p) => `${p.size.width}x${p.size.height}`).join(' '),
      ]),
    ),
  ]);
}

/** A file name of the archive from text the account typed: no folders, nothing a file system refuses. */
function safeName(value: string): string {
  return value.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 80) || 'file';
}

/** The archive's sections, in order, over the app's services. */
export function exportSections(app: App): ExportSection[] {
  const orders = ordersDeps(app);
  const creatives = creativesDeps(app);
  const db = app.database.db;
  const invoices = invoicesDeps(app);
  const audiences = audiencesDeps(app);
  const allOrders = async (account: ExportAccount) => (await listOrders(orders, account.id, {}))[1];

  return [
    {
      name: 'campaigns',
      async *build(account) {
        const list = await allOrders(account);
        yield { path: 'campaigns/campaigns.json', data: json(list) };
        yield { path: 'campaigns/campaigns.csv', data: ordersCsv(list, account.locale) };
        yield { path: 'campaigns/line-items.csv', data: lineItemsCsv(list, account.locale) };
      },
    },
    {
      name: 'creatives',
      async *build(account) {
        const lineItemIds = (await allOrders(account)).flatMap((o) => o.lineItems.map((li) => li.id));
        const byLineItem = await listLineItemCreatives(creatives, lineItemIds);
        const list = [...byLineItem.values()].flat();
        yield { path: 'creatives/creatives.json', data: json(list) };
        // A creative shared by an order's duplicate is on two line items: its file once.
        const files = new Map(list.filter((c) => c.asset).map((c) => [c.id, c.asset!]));
        for (const [id, asset] of files) {
          const bytes = await app.assetStorage.get(asset);
          if (bytes) yield { path: `creatives/files/${id}-${safeName(asset)}`, data: bytes };
        }
      },
    },
    {
      name: 'invoices',
      async *build(account) {
        const list = await listInvoices(invoices, account.id);
        yield { path: 'invoices/invoices.json', data: json(list) };
        for (const invoice of list) {
          const { pdf, number } = await invoicePdf(invoices, account.id, invoice.id, account.locale);
          yield { path: `invoices/${safeName(number)}.pdf`, data: pdf };
        }
      },
    },
    {
      name: 'metrics',
      async *build(account) {
        // Up to tomorrow: a day the ad server counted in another zone's calendar is never left out.
        const to = calendarDate(new Date(app.clock.now().getTime() + 86_400_000), app.config.TIMEZONE);
        const from = calendarDate(account.createdAt, app.config.TIMEZONE);
        const rows = await orderMetrics({ db, adServer: app.adServer }, account.id, { from, to });
        yield { path: 'metrics/metrics.csv', data: metricsCsv(rows, account.locale) };
      },
    },
    {
      name: 'audiences',
      async *build(account) {
        yield { path: 'audiences/segments.json', data: json(await listSegments(audiences, account.id)) };
      },
    },
    {
      name: 'conversions',
      async *build(account) {
        yield { path: 'conversions/pixels.json', data: json(await listPixels(audiences, account.id)) };
      },
    },
    {
      name: 'history',
      async *build(account) {
        // The account's whole audit trail (issue 16), newest first, read a thousand entries at a time.
        const entries: TAuditEntry[] = [];
        for (let page = 1; ; page += 1) {
          const read = await listAuditEntries(
            { db, timeZone: app.config.TIMEZONE },
            { accountId: account.id, page, pageSize: 1000 },
          );
          entries.push(...read.items);
          if (read.items.length === 0 || entries.length >= read.total) break;
        }
        yield { path: 'history/changes.json', data: json(entries) };
      },
    },
  ];
}
