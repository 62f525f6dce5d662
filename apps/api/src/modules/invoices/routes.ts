import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInvoiceSchema } from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { invoicePdf, listInvoices } from './service.ts';
import { chargeDeps, payInvoice } from '../billing/charge.ts';

const tags = ['finance'];

function invoiceId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new AppError('NOT_FOUND', { message: 'No such invoice' });
  return id;
}

/** The caller's invoices (spec §7 Finance, issue 14); another account's invoice answers 404. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'The invoices of the signed-in advertiser, newest first (amounts in cents)',
        response: { 200: ZInvoiceSchema.array() },
      },
    },
    async (request) => listInvoices(app.database.db, subjectAccountId(request)),
  );

  app.post(
    '/invoices/:id/pay',
    {
      schema: {
        tags,
        summary:
          'Pay now: charges a DUE or DEFAULTED invoice to the card on file and answers it PAID; NoCreditCartException, PAYMENT_DECLINED (402)',
        params: z.object({ id: z.string() }),
        response: { 200: ZInvoiceSchema },
      },
    },
    async (request) => payInvoice(chargeDeps(app), subjectAccountId(request), invoiceId(request.params.id)),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: "The invoice as a PDF, in the advertiser's language or ?lang=fr|en",
        params: z.object({ id: z.string() }),
        querystring: z.object({ lang: z.enum(['fr', 'en']).optional() }),
      },
    },
    async (request, reply) => {
      const { pdf, number } = await invoicePdf(
        app.database.db,
        subjectAccountId(request),
        invoiceId(request.params.id),
        request.query.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${number}.pdf"`)
        .send(pdf);
    },
  );
};
