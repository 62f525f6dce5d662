import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/platform/db/schema.ts',
    './apps/api/src/adapters/adserver/embedded/tables.ts',
    './apps/api/src/adapters/adserver/embedded/serving-tables.ts',
    './apps/api/src/adapters/adserver/embedded/audience-tables.ts',
    './apps/api/src/modules/payments/tables.ts',
    './apps/api/src/adapters/payments/sandbox/tables.ts',
    './apps/api/src/modules/orders/tables.ts',
    './apps/api/src/modules/creatives/tables.ts',
    './apps/api/src/modules/invoices/tables.ts',
    './apps/api/src/modules/vouchers/tables.ts',
    './apps/api/src/modules/exports/tables.ts',
    './apps/api/src/platform/audit/tables.ts',
    './apps/api/src/platform/auth/second-factor-tables.ts',
    './apps/api/src/modules/agencies/tables.ts',
    './apps/api/src/modules/webhooks/tables.ts',
    './apps/api/src/platform/auth/team-tables.ts',
    './apps/api/src/modules/teams/tables.ts',
  ],
  out: './apps/api/drizzle',
});
