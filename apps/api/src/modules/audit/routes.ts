import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cursorPageSchema,
  isCursorPageQuery,
  ZAdminAuditQuerySchema,
  ZAuditEntrySchema,
  ZAuditPageSchema,
  ZAuditQuerySchema,
  ZCursorPageQuerySchema,
} from '@portal/domain';
import { z } from 'zod';
import { requireRole, requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { listAuditEntries, listAuditEntriesPage, type AuditDeps } from './service.ts';

/** Either answer: the numbered page (page, pageSize) or, with ?limit= or ?cursor=, a cursor page (issue 32 §4). */
const ZAuditAnswerSchema = z.union([ZAuditPageSchema, cursorPageSchema(ZAuditEntrySchema)]);
const CURSOR_SUMMARY =
  '; with ?limit= or ?cursor=, a cursor page {items, nextCursor} instead of page and pageSize (pass nextCursor as ' +
  '?cursor= for the next; null on the last)';

const tags = ['audit'];

/** GET /audit: the change history of the account the request acts on; another account's entries never show. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuditDeps = { db: app.database.db, timeZone: app.config.TIMEZONE };
  app.addHook('onRequest', requireUser);

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary:
          "The account's change history, newest first: who, when, what, old and new values (from/to are days)" +
          CURSOR_SUMMARY,
        querystring: ZAuditQuerySchema.extend(ZCursorPageQuerySchema.shape),
        response: { 200: ZAuditAnswerSchema },
      },
    },
    async (request) => {
      const query = { ...request.query, accountId: subjectAccountId(request) };
      return isCursorPageQuery(query) ? listAuditEntriesPage(deps, query) : listAuditEntries(deps, query);
    },
  );
};

/** GET /admin/audit: every account's history, or one account's (staff with role admin). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuditDeps = { db: app.database.db, timeZone: app.config.TIMEZONE };
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary:
          'Every account’s change history, newest first, filtered by account, dates and object' +
          CURSOR_SUMMARY,
        querystring: ZAdminAuditQuerySchema.extend(ZCursorPageQuerySchema.shape),
        response: { 200: ZAuditAnswerSchema },
      },
    },
    async (request) =>
      isCursorPageQuery(request.query)
        ? listAuditEntriesPage(deps, request.query)
        : listAuditEntries(deps, request.query),
  );
};
