import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInvoiceSchema } from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { invoiceIdOfPath } from '../invoices/index.ts';
import { chargeDeps, payInvoice } from './charge.ts';

/**
 * "Pay now" on one of the caller's invoices (spec §7 Finance, issue 14). It sits with the charges, above the invoices
 * module that lists and prints them (decision 0023); the path is the invoices' own.
 */
export const invoicePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/invoices/:id/pay',
    {
      schema: {
        tags: ['finance'],
        summary:
          'Pay now: charges a DUE or DEFAULTED invoice to the card on file and answers it PAID; NoCreditCartException, PAYMENT_DECLINED (402)',
        params: z.object({ id: z.string() }),
        response: { 200: ZInvoiceSchema },
      },
    },
    async (request) =>
      payInvoice(chargeDeps(app), subjectAccountId(request), invoiceIdOfPath(request.params.id)),
  );
};
