import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PreAuthorizationStatus } from '../port.ts';
import type { SandboxCardOutcome } from './card-checks.ts';

/**
 * The sandbox processor's own tables (payment_sandbox_*), apart from the portal's payment_methods: its single-use
 * dataKeys, its vault and its pre-authorisations. Like a real processor's records, minus the card number: the
 * sandbox keeps brand, last 4, expiry and how the test card behaves, never the number or the security code.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const paymentSandboxDataKeys = pgTable(
  'payment_sandbox_data_keys',
  {
    dataKey: text('data_key').primaryKey(),
    profileId: text('profile_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('payment_sandbox_data_keys_expires').on(t.expiresAt)],
);

export const paymentSandboxVault = pgTable('payment_sandbox_vault', {
  vaultKey: text('vault_key').primaryKey(),
  profileId: text('profile_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
  createdAt: instant('created_at').notNull(),
});

export const paymentSandboxPreAuthorizations = pgTable('payment_sandbox_preauthorizations', {
  id: text('id').primaryKey(),
  /** One pre-authorisation per key, whatever the concurrency: the unique index decides. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  vaultKey: text('vault_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  status: text('status').$type<PreAuthorizationStatus>().notNull(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
