import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorPageSchema, isCursorPageQuery, ZCursorPageQuerySchema, ZInvoiceSchema } from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { invoicePdf, invoicesDeps, listInvoices, listInvoicesPage } from './service.ts';
import { idOfPath } from '../../platform/path-id.ts';

const tags = ['finance'];

/** An invoice id of a path; anything but a positive whole number is no invoice (404). */
export const invoiceIdOfPath = (raw: string): number =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such invoice' }));

/**
 * The caller's invoices (spec §7 Finance, issue 14); another account's invoice answers 404. Paying one is the billing
 * module's (billing/pay-routes.ts).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = invoicesDeps(app);
  app.addHook('onRequest', requireUser);

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary:
          'The invoices of the signed-in advertiser, newest first (amounts in cents); with ?limit= or ?cursor=, ' +
          'one page as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([ZInvoiceSchema.array(), cursorPageSchema(ZInvoiceSchema)]) },
      },
    },
    async (request) =>
      isCursorPageQuery(request.query)
        ? listInvoicesPage(deps, subjectAccountId(request), request.query)
        : listInvoices(deps, subjectAccountId(request)),
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
        deps,
        subjectAccountId(request),
        invoiceIdOfPath(request.params.id),
        request.query.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${number}.pdf"`)
        .send(pdf);
    },
  );
};
