import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  isCursorPageQuery,
  ZAccountVoucherSchema,
  ZAdminVoucherSchema,
  ZCursorPageQuerySchema,
  ZVoucherCreateRequestSchema,
  ZVoucherUpdateRequestSchema,
  ZVoucherValidateRequestSchema,
} from '@portal/domain';
import { authUser, requireRole, requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import {
  createVoucher,
  listAccountVouchers,
  listAccountVouchersPage,
  listAdminVouchers,
  listAdminVouchersPage,
  redeemVoucher,
  updateVoucher,
  type VouchersDeps,
} from './service.ts';

const tags = ['vouchers'];

/** The advertiser's promo codes (spec §7 "Vouchers"): their own list only. */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: VouchersDeps = { db: app.database.db, clock: app.clock, timeZone: app.config.TIMEZONE };
  app.addHook('onRequest', requireUser);

  app.get(
    '/vouchers/list',
    {
      schema: {
        tags,
        summary:
          "The caller's promo codes with their status and labels, oldest added first; with ?limit= or ?cursor=, one " +
          'page in that order as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([ZAccountVoucherSchema.array(), cursorPageSchema(ZAccountVoucherSchema)]) },
      },
    },
    async (request) =>
      isCursorPageQuery(request.query)
        ? listAccountVouchersPage(deps, subjectAccountId(request), request.query)
        : listAccountVouchers(deps, subjectAccountId(request)),
  );

  app.post(
    '/vouchers/validate',
    {
      schema: {
        tags,
        summary:
          "Adds a promo code to the caller's list and answers the list; invalidCode, codeActif, invalidRules, " +
          'INVALID PROMO CODE TYPE, or LimitExceededException (429) after 10 wrong codes in an hour',
        body: ZVoucherValidateRequestSchema,
        response: { 200: ZAccountVoucherSchema.array() },
      },
    },
    async (request) => redeemVoucher(deps, subjectAccountId(request), request.body.code),
  );
};

/** Staff's promo codes (issue 14): admins only; 403 for anyone else, editors included. */
export const adminVouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: VouchersDeps = { db: app.database.db, clock: app.clock, timeZone: app.config.TIMEZONE };
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/admin/vouchers',
    {
      schema: {
        tags,
        summary:
          'Every promo code, newest first, with how many accounts added it; with ?limit= or ?cursor=, one page as ' +
          '{items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([ZAdminVoucherSchema.array(), cursorPageSchema(ZAdminVoucherSchema)]) },
      },
    },
    async (request) =>
      isCursorPageQuery(request.query) ? listAdminVouchersPage(deps, request.query) : listAdminVouchers(deps),
  );

  app.post(
    '/admin/vouchers',
    {
      schema: {
        tags,
        summary: 'Creates a promo code; VOUCHER_CODE_NOT_UNIQUE (409) when the code exists',
        body: ZVoucherCreateRequestSchema,
        response: { 201: ZAdminVoucherSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVoucher(deps, authUser(request).id, request.body)),
  );

  app.put(
    '/admin/vouchers/:code',
    {
      schema: {
        tags,
        summary: 'Changes a promo code: campaign, dates, limit, active (false deactivates it)',
        params: z.object({ code: z.string().max(64) }),
        body: ZVoucherUpdateRequestSchema,
        response: { 200: ZAdminVoucherSchema },
      },
    },
    async (request) => updateVoucher(deps, request.params.code, request.body),
  );
};
