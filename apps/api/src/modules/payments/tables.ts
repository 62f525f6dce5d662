import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * The card on file (spec §3 "one saved credit-card payment method per user", architecture.md): one row per user,
 * holding only the processor's vault key, brand, last 4, expiry and the holder's name; never the card number.
 * A new card replaces the row. The vault key never leaves the server.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  vaultKey: text('vault_key').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
