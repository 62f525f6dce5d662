import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminAuditQuerySchema, ZAuditPageSchema, ZAuditQuerySchema } from '@portal/domain';
import { requireRole, requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { listAuditEntries, type AuditDeps } from './service.ts';

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
          "The account's change history, newest first: who, when, what, old and new values (from/to are days)",
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditPageSchema },
      },
    },
    async (request) => listAuditEntries(deps, { ...request.query, accountId: subjectAccountId(request) }),
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
        summary: 'Every account’s change history, newest first, filtered by account, dates and object',
        querystring: ZAdminAuditQuerySchema,
        response: { 200: ZAuditPageSchema },
      },
    },
    async (request) => listAuditEntries(deps, request.query),
  );
};
