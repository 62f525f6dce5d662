import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  ZBreakdownRowSchema,
  ZCursorPageQuerySchema,
  ZMetricsBreakdownQuerySchema,
  ZMetricRowSchema,
  ZMetricsQueryShapeSchema,
  metricsRangeViolation,
  violationsToFieldErrors,
} from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError, requestLocale } from '../../platform/errors.ts';
import { byTimeAndId, listOrCursorPage } from '../../platform/cursor-page.ts';
import { metricsCsv, orderMetrics } from './service.ts';
import { breakdownCsv, metricsBreakdown } from './breakdown.ts';

/** INVALID_DATES for an inverted range or one longer than 366 days (both calls). */
function assertRange(request: FastifyRequest, from: string, to: string): void {
  const refused = metricsRangeViolation(from, to);
  if (refused) {
    throw new AppError('INVALID_DATES', {
      message: 'The range is inverted or longer than 366 days',
      fields: violationsToFieldErrors([refused], requestLocale(request)),
    });
  }
}

/** GET /metric/orders (spec §7 Finance, issue 14): the caller's daily rows, as JSON or CSV. */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/metric/orders',
    {
      schema: {
        tags: ['finance'],
        summary:
          'Daily rows per campaign from..to (at most 366 days, not inverted: INVALID_DATES); format=csv for a CSV file; ' +
          'with ?limit= or ?cursor= (JSON), one page newest day first, then by campaign number, as {items, nextCursor}',
        querystring: ZMetricsQueryShapeSchema.extend(ZCursorPageQuerySchema.shape),
        response: { 200: z.union([ZMetricRowSchema.array(), cursorPageSchema(ZMetricRowSchema)]) },
      },
      // The rows are built by buildMetricRows from typed counts: written as they are, without checking each of a
      // year's thousands of rows against the schema again (the zod serializer's cost, issue 14 Performance).
      serializerCompiler: () => (rows: unknown) => JSON.stringify(rows),
    },
    async (request, reply) => {
      const query = request.query;
      assertRange(request, query.from, query.to);
      const rows = await orderMetrics(
        { db: app.database.db, adServer: app.adServer },
        subjectAccountId(request),
        query,
      );
      // Cursor pages (issue 32 §4): a row is a day and a campaign, in that order.
      if (query.format !== 'csv')
        return listOrCursorPage(query, rows, (row) => byTimeAndId(row.date, row.orderId));
      const lang = query.lang ?? requestLocale(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="metrics-${query.from}-${query.to}.csv"`)
        .serializer((payload: unknown) => payload as string)
        .send(metricsCsv(rows, lang) as never);
    },
  );

  app.get(
    '/metric/breakdown',
    {
      schema: {
        tags: ['finance'],
        summary:
          'Impressions, clicks, reach (distinct visitors) and average frequency from..to by campaign, line item, ' +
          'creative, size or region (issue 31); format=csv for a CSV file',
        querystring: ZMetricsBreakdownQuerySchema,
        response: { 200: ZBreakdownRowSchema.array() },
      },
    },
    async (request, reply) => {
      const query = request.query;
      assertRange(request, query.from, query.to);
      const lang = query.lang ?? requestLocale(request);
      const rows = await metricsBreakdown(
        { db: app.database.db, adServer: app.adServer },
        subjectAccountId(request),
        query,
        lang,
      );
      if (query.format !== 'csv') return rows;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="metrics-${query.by}-${query.from}-${query.to}.csv"`,
        )
        .serializer((payload: unknown) => payload as string)
        .send(breakdownCsv(rows, query.by, lang) as never);
    },
  );
};
