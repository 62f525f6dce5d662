import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminUserSchema,
  ZChangeRoleRequestSchema,
  ZInvoiceSchema,
  ZOrderSchema,
  ZSuspendAccountRequestSchema,
} from '@portal/domain';
import { requireRole, requireUser } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { invoicesDeps } from '../invoices/index.ts';
import { ordersDeps } from '../orders/index.ts';
import { changeRole, getAccount, reactivateAccount, suspendAccount, type AdminDeps } from './service.ts';
import { idOfPath } from '../../platform/path-id.ts';

const tags = ['admin'];

/** A user id of a path; anything but a positive whole number is no user (404). */
const userId = (raw: string): number => idOfPath(raw, () => new AppError('USER_NOT_PRESENT'));

const ZUserParamsSchema = z.object({ id: z.string() });

/** Platform administration (issue 16): staff with role admin only; 403 for anyone else, editors included. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AdminDeps = {
    db: app.database.db,
    orders: ordersDeps(app),
    invoices: invoicesDeps(app),
    supportEmail: app.config.SUPPORT_EMAIL ?? null,
    logMailFailure: (error) => app.log.error({ err: error }, 'suspension mail not sent'),
  };
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'An account with its campaigns and invoices (read-only); USER_NOT_PRESENT (404) when unknown',
        params: ZUserParamsSchema,
        response: {
          200: z.object({
            user: ZAdminUserSchema,
            orders: z.array(ZOrderSchema),
            invoices: z.array(ZInvoiceSchema),
          }),
        },
      },
    },
    async (request) => getAccount(deps, userId(request.params.id)),
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        summary:
          'Changes the role (user, editor, admin; any case); LAST_ADMIN (409) for the last active admin',
        params: ZUserParamsSchema,
        body: ZChangeRoleRequestSchema,
        response: { 200: ZAdminUserSchema },
      },
    },
    async (request) => changeRole(deps, userId(request.params.id), request.body.role),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary:
          'Suspends the account for a reason (required; kept in the audit trail and e-mailed to the user in their ' +
          'language): its sessions end at once, sign-in answers ACCOUNT_SUSPENDED, running campaigns pause; ' +
          'LAST_ADMIN (409) for the last active admin',
        params: ZUserParamsSchema,
        body: ZSuspendAccountRequestSchema,
        response: { 200: ZAdminUserSchema },
      },
    },
    async (request) => suspendAccount(deps, userId(request.params.id), request.body.reason),
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      schema: {
        tags,
        summary:
          'Reactivates the account: sign-in works again and the campaigns the suspension paused resume',
        params: ZUserParamsSchema,
        response: { 200: ZAdminUserSchema },
      },
    },
    async (request) => reactivateAccount(deps, userId(request.params.id)),
  );
};
