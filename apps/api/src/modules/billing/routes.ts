import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBillingRunRequestSchema, ZBillingRunSchema } from '@portal/domain';
import { chargeDeps } from './charge.ts';
import { requireAdminOrOperator } from './operator.ts';
import { runBillingNow } from './run-now.ts';

/**
 * Billing asked by staff (issue 28 §12): the staff screen "Run billing now", and `npm run billing` when this portal
 * holds the embedded database (the command then never opens it itself). Admins only, or the operator token.
 */
export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminOrOperator);

  app.post(
    '/admin/billing/runs',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Bills a month now (YYYY-MM) and charges the invoices due; answers the invoices made and their totals. ' +
          'Asked again, bills only what no run billed: nothing twice. BILLING_PERIOD_NOT_STARTED for a month to come',
        body: ZBillingRunRequestSchema,
        response: { 200: ZBillingRunSchema },
      },
    },
    async (request) =>
      runBillingNow(
        { ...chargeDeps(app), adServer: app.adServer, timeZone: app.config.TIMEZONE },
        request.body.period,
      ),
  );
};
