import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  ZCursorPageQuerySchema,
  ZReviewDisapproveRequestSchema,
  ZReviewOrderSchema,
  ZSubmitForApprovalResponseSchema,
} from '@portal/domain';
import { authUser, requireRole, requireUser } from '../../platform/auth/guard.ts';
import { AppError, requestLocale } from '../../platform/errors.ts';
import { byTimeAndId, listOrCursorPage } from '../../platform/cursor-page.ts';
import {
  ZCreativeDisapproveBodySchema,
  ZCreativeIdParamsSchema,
  ZCreativeReviewEntrySchema,
  ZCreativeViewSchema,
  creativesDeps,
} from '../creatives/index.ts';
import { ordersDeps } from '../orders/index.ts';
import {
  approveCreative,
  approveOrder,
  disapproveCreative,
  disapproveOrder,
  getOrderForReview,
  listCreativesForReview,
  listOrdersForReview,
  type ReviewDeps,
} from './service.ts';
import { idOfPath } from '../../platform/path-id.ts';

const tags = ['review'];
const ZReviewParamsSchema = z.object({ id: z.string().max(20) });

/** An order id of a path; anything but a positive whole number is no order (404). */
const pathId = (raw: string): number =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such order' }));

/**
 * Staff review of orders and creatives (issue 4): editors and admins only (role compared case-insensitively); 403
 * for others.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReviewDeps = {
    orders: ordersDeps(app),
    creatives: creativesDeps(app),
    publicUrl: app.config.PUBLIC_URL,
    logMailFailure: (error) => app.log.error({ err: error }, 'review mail not sent'),
  };
  app.addHook('onRequest', requireUser);
  // Before the body is read: an advertiser gets 403 whatever they send.
  app.addHook('onRequest', requireRole('editor', 'admin'));

  app.get(
    '/review/orders',
    {
      schema: {
        tags,
        summary:
          'Orders pending approval, oldest first, with their owners and their audiences named in the language; ' +
          'with ?limit= or ?cursor=, one page oldest submission first as {items, nextCursor} (pass nextCursor as ' +
          '?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([z.array(ZReviewOrderSchema), cursorPageSchema(ZReviewOrderSchema)]) },
      },
    },
    async (request) =>
      listOrCursorPage(
        request.query,
        listOrdersForReview(deps, requestLocale(request)),
        (order) => byTimeAndId(order.submittedAt, order.id),
        'oldest-first',
      ),
  );

  app.get(
    '/review/orders/:id',
    {
      schema: {
        tags,
        summary:
          'One order of any account and status, whole, with its owner and audiences named; NOT_FOUND (404) when unknown',
        params: ZReviewParamsSchema,
        response: { 200: ZReviewOrderSchema },
      },
    },
    async (request) => getOrderForReview(deps, pathId(request.params.id), requestLocale(request)),
  );

  app.post(
    '/review/orders/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approves a pending order: APPROVED, its line items READY',
        params: ZReviewParamsSchema,
        response: { 200: ZSubmitForApprovalResponseSchema },
      },
    },
    async (request) => approveOrder(deps, pathId(request.params.id)),
  );

  app.post(
    '/review/orders/:id/disapprove',
    {
      schema: {
        tags,
        summary: 'Disapproves a pending order with a reason, e-mailed to the advertiser in their language',
        params: ZReviewParamsSchema,
        body: ZReviewDisapproveRequestSchema,
        response: { 200: ZSubmitForApprovalResponseSchema },
      },
    },
    async (request) => disapproveOrder(deps, pathId(request.params.id), request.body.reason),
  );

  app.get(
    '/review/creatives',
    {
      schema: {
        tags,
        summary:
          'Creatives waiting for review, oldest first; with ?limit= or ?cursor=, one page oldest first as ' +
          '{items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: {
          200: z.union([z.array(ZCreativeReviewEntrySchema), cursorPageSchema(ZCreativeReviewEntrySchema)]),
        },
      },
    },
    async (request) =>
      listOrCursorPage(
        request.query,
        listCreativesForReview(deps),
        (creative) => byTimeAndId(creative.createdAt, creative.id),
        'oldest-first',
      ),
  );

  app.post(
    '/review/creatives/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approves a creative (approbation APPROVED, status ACTIVE)',
        params: ZCreativeIdParamsSchema,
        response: { 200: ZCreativeViewSchema },
      },
    },
    async (request) => approveCreative(deps, authUser(request).id, request.params.id),
  );

  app.post(
    '/review/creatives/:id/disapprove',
    {
      schema: {
        tags,
        summary:
          'Disapproves a creative (approbation REFUSED, status INACTIVE) with an optional reason, e-mailed to the advertiser in their language',
        params: ZCreativeIdParamsSchema,
        body: ZCreativeDisapproveBodySchema,
        response: { 200: ZCreativeViewSchema },
      },
    },
    async (request) =>
      disapproveCreative(deps, authUser(request).id, request.params.id, request.body?.reason),
  );
};
