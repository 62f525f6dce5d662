import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';
import { invoices } from '../invoices/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Promo codes staff hand out (issue 14). `code` is stored in capitals and unique. A DISCOUNT_VOUCHER has a discount
 * (AMOUNT in cents, PERCENT in whole percent); a GIFT_VOUCHER a credit in cents. Types are text: codes kept from the
 * former voucher service may have others, which the portal refuses (INVALID PROMO CODE TYPE).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    campaign: text('campaign').notNull().default(''),
    type: text('type').notNull(),
    discountType: text('discount_type'),
    discountValue: integer('discount_value'),
    giftAmountCents: integer('gift_amount_cents'),
    singleUse: boolean('single_use').notNull().default(false),
    /** 00:00 in the platform time zone of the first and last day of validity. */
    startDate: instant('start_date'),
    expiration: instant('expiration'),
    maxRedemptions: integer('max_redemptions'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('vouchers_code').on(t.code)],
);

/** The codes an advertiser added to their list: how many invoices a code applied to, what is left of a gift. */
export const accountVouchers = pgTable(
  'account_vouchers',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: instant('added_at').notNull(),
    uses: integer('uses').notNull().default(0),
    giftBalanceCents: integer('gift_balance_cents'),
  },
  (t) => [
    uniqueIndex('account_vouchers_owner_voucher').on(t.ownerId, t.voucherId),
    index('account_vouchers_voucher').on(t.voucherId),
  ],
);

/**
 * What each code took off each invoice, written in the invoice's transaction: the invoice's discount lines, and
 * what an AMOUNT code already took off in a billed month.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountVoucherId: integer('account_voucher_id')
      .notNull()
      .references(() => accountVouchers.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('voucher_uses_invoice_voucher').on(t.invoiceId, t.accountVoucherId),
    index('voucher_uses_account_voucher').on(t.accountVoucherId, t.period),
  ],
);

/** Wrong codes entered, per account, for the hourly limit. */
export const voucherFailures = pgTable(
  'voucher_failures',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
  },
  (t) => [index('voucher_failures_owner_at').on(t.ownerId, t.at)],
);
