import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TInvoiceLine, TInvoiceTax } from '@portal/domain';
import { users } from '../../platform/db/schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Invoices (issue 14): one per advertiser and billing run with something new to bill. Lines and taxes are kept as
 * they were billed (JSON), amounts in cents. `number` is unique: `<YYYYMM>-<advertiser>-<n>`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** The billed month 'YYYY-MM' in the platform time zone. */
    period: text('period').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<TInvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxes: jsonb('taxes').$type<TInvoiceTax[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    /** DUE until charged; PAID with the card's last 4; DEFAULTED when the charge was declined. */
    status: text('status').notNull().default('DUE'),
    cardLast4: text('card_last4'),
    paidAt: instant('paid_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('invoices_number').on(t.number), index('invoices_owner').on(t.ownerId, t.invoiceDate)],
);

/**
 * What was invoiced of each line item in each period: the delivered impressions already billed (the watermark: a
 * later run bills only what came after) and the cents billed (capped by the booked budget over all periods).
 * Written in the same transaction as the invoice.
 */
export const invoiceWatermarks = pgTable(
  'invoice_watermarks',
  {
    lineItemId: integer('line_item_id').notNull(),
    period: text('period').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.period] }), index('invoice_watermarks_owner').on(t.ownerId)],
);
