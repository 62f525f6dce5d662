import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreditStatusResponseSchema,
  ZForecastRequestSchema,
  ZForecastResponseSchema,
  ZLineItemCreateRequestSchema,
  ZLineItemCreateResponseSchema,
  ZLineItemPauseRequestSchema,
  ZLineItemResumeRequestSchema,
  ZLineItemUpdateRequestSchema,
  ZOrderCreateRequestSchema,
  ZOrderCreateResponseSchema,
  ZOrderDiagnosisSchema,
  ZOrderListQuerySchema,
  ZOrderListAnswerSchema,
  ZOrderSchema,
  ZOrderUpdateRequestSchema,
  ZSubmitForApprovalRequestSchema,
  ZSubmitForApprovalResponseSchema,
  isCursorListQuery,
} from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError, requestLocale } from '../../platform/errors.ts';
import { KeptOrderLists, listKey } from './kept-lists.ts';
import {
  archiveOrder,
  changeLineItemDelivery,
  createLineItem,
  createOrder,
  creditStatusOf,
  deleteOrder,
  duplicateOrder,
  forecastLineItem,
  getOrder,
  listOrders,
  listOrdersPage,
  ordersDeps,
  submitOrderForApproval,
  unarchiveOrder,
  updateLineItem,
  updateOrder,
} from './service.ts';
import { idOfPath } from '../../platform/path-id.ts';
import { diagnoseOrder } from './diagnosis.ts';

const tags = ['orders'];
const ZOrderParamsSchema = z.object({ id: z.string().max(20) });

/** An id of a path: anything but a positive whole number names no order (404, as another account's id does). */
const pathId = (raw: string): number =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such order' }));

/**
 * The order and line item calls of spec §7 (issue 4), for the signed-in advertiser's own orders: another account's
 * ids answer 404 (ownership.ts).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app);
  const lists = new KeptOrderLists(app.database, app.clock);
  app.addHook('onRequest', requireUser);

  app.post(
    '/gam/orders',
    {
      schema: {
        tags,
        summary: 'Creates a DRAFT order (name unique per advertiser: ORDER_NOT_UNIQUE)',
        body: ZOrderCreateRequestSchema,
        response: { 200: ZOrderCreateResponseSchema },
      },
    },
    async (request) => createOrder(deps, subjectAccountId(request), request.body),
  );

  app.get(
    '/gam/orders',
    {
      schema: {
        tags,
        summary:
          "The caller's orders with their line items: [{total}, orders]; with ?limit= (no offset) or ?cursor=, " +
          'one page newest first as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZOrderListQuerySchema,
        response: { 200: ZOrderListAnswerSchema },
      },
    },
    async (request, reply) => {
      const subject = subjectAccountId(request);
      const key = listKey(subject, request.query);
      // The route's own serializer (the schema's encoding, a string): a kept answer is byte for byte a fresh one.
      const body =
        lists.find(key) ??
        (await lists.answer(key, async () =>
          String(
            reply.serialize(
              isCursorListQuery(request.query)
                ? await listOrdersPage(deps, subject, request.query)
                : await listOrders(deps, subject, request.query),
            ),
          ),
        ));
      // Already the schema's JSON: sent as is, not serialized again.
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as z.infer<typeof ZOrderListAnswerSchema>);
    },
  );

  app.get(
    '/gam/orders/:id',
    {
      schema: { tags, summary: 'One order', params: ZOrderParamsSchema, response: { 200: ZOrderSchema } },
    },
    async (request) =>
      getOrder(deps, subjectAccountId(request), pathId(request.params.id), requestLocale(request)),
  );

  // "Why isn't my ad serving?" (issue 31): the spec names no call; under the order, as its other reads.
  app.get(
    '/gam/orders/:id/diagnosis',
    {
      schema: {
        tags,
        summary:
          'Why each line item of the order is not delivering now: reason codes from the serving rules ' +
          '(not approved, paused and why, outside its dates, card, booking reached, frequency cap, targeting ' +
          'matching no visitor, audience too small, no creative for a size)',
        params: ZOrderParamsSchema,
        response: { 200: ZOrderDiagnosisSchema },
      },
    },
    async (request) => diagnoseOrder(deps, subjectAccountId(request), pathId(request.params.id)),
  );

  app.put(
    '/gam/orders/:id',
    {
      schema: {
        tags,
        summary: 'Renames an order and changes its notes',
        params: ZOrderParamsSchema,
        body: ZOrderUpdateRequestSchema,
        response: { 200: ZOrderSchema },
      },
    },
    async (request) => updateOrder(deps, subjectAccountId(request), pathId(request.params.id), request.body),
  );

  if (app.config.FEATURE_DUPLICATE_ORDER) {
    app.post(
      '/gam/orders/:id/duplicate',
      {
        schema: {
          tags,
          summary:
            'Copies an order as a new DRAFT "name (copy)" with its line items, targeting and creatives',
          params: ZOrderParamsSchema,
          response: { 200: ZOrderCreateResponseSchema },
        },
      },
      async (request) =>
        duplicateOrder(deps, subjectAccountId(request), pathId(request.params.id), requestLocale(request)),
    );
  }

  app.post(
    '/gam/orders/:id/submit-for-approval',
    {
      schema: {
        tags,
        summary: 'Submits the order and its line items for approval; pre-authorises its budget once',
        params: ZOrderParamsSchema,
        body: ZSubmitForApprovalRequestSchema.nullish(),
        response: { 200: ZSubmitForApprovalResponseSchema },
      },
    },
    async (request) =>
      submitOrderForApproval(deps, subjectAccountId(request), pathId(request.params.id), {
        force: request.body?.force ?? false,
        country: request.body?.country,
        province: request.body?.province,
      }),
  );

  // Ending a campaign (issue 31 §6; spec §3 isArchived, §4 ARCHIVED): the spec names no call, so these follow the
  // ad server's order actions (ARCHIVE, UNARCHIVE) and a plain DELETE.
  app.post(
    '/gam/orders/:id/archive',
    {
      schema: {
        tags,
        summary:
          'Archives an order: its line items stop serving, it leaves the default list and becomes read-only; ' +
          '409 ORDER_ARCHIVED when it already is',
        params: ZOrderParamsSchema,
        response: { 200: ZOrderSchema },
      },
    },
    async (request) => archiveOrder(deps, subjectAccountId(request), pathId(request.params.id)),
  );

  app.post(
    '/gam/orders/:id/unarchive',
    {
      schema: {
        tags,
        summary:
          'Restores an archived draft or refused order that never ran; 409 ORDER_NOT_ARCHIVED, ORDER_NOT_RESTORABLE',
        params: ZOrderParamsSchema,
        response: { 200: ZOrderSchema },
      },
    },
    async (request) => unarchiveOrder(deps, subjectAccountId(request), pathId(request.params.id)),
  );

  app.delete(
    '/gam/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes an order that never ran (never approved, nothing delivered), archived or not; 409 ' +
          'ORDER_NOT_DELETABLE for one that ran, which can only be archived',
        params: ZOrderParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteOrder(deps, subjectAccountId(request), pathId(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/gam/line-items',
    {
      schema: {
        tags,
        summary: 'Adds a line item to an order: {lineItemIds}',
        body: ZLineItemCreateRequestSchema,
        response: { 200: ZLineItemCreateResponseSchema },
      },
    },
    async (request) => createLineItem(deps, subjectAccountId(request), request.body, requestLocale(request)),
  );

  app.put(
    '/gam/line-items',
    {
      schema: {
        tags,
        summary: 'Changes a line item (and its targeting); answers its order',
        body: ZLineItemUpdateRequestSchema,
        response: { 200: ZOrderSchema },
      },
    },
    async (request) => updateLineItem(deps, subjectAccountId(request), request.body, requestLocale(request)),
  );

  app.put(
    '/gam/line-items/pause',
    {
      schema: {
        tags,
        summary: 'Pauses a line item (PAUSED); answers its order',
        body: ZLineItemPauseRequestSchema,
        response: { 200: ZOrderSchema },
      },
    },
    async (request) => changeLineItemDelivery(deps, subjectAccountId(request), request.body, 'PAUSE'),
  );

  app.put(
    '/gam/line-items/resume',
    {
      schema: {
        tags,
        summary: 'Resumes a paused line item (READY); answers its order',
        body: ZLineItemResumeRequestSchema,
        response: { 200: ZOrderSchema },
      },
    },
    async (request) => changeLineItemDelivery(deps, subjectAccountId(request), request.body, 'RESUME'),
  );

  app.post(
    '/gam/forecast',
    {
      schema: {
        tags,
        summary:
          'The availability forecast of a line item as edited, before it is saved: {availableUnits, requestedUnits}',
        body: ZForecastRequestSchema,
        response: { 200: ZForecastResponseSchema },
      },
    },
    async (request) =>
      forecastLineItem(deps, subjectAccountId(request), request.body, requestLocale(request)),
  );

  app.get(
    '/gam/companies/credit-status',
    {
      schema: {
        tags,
        summary: "The caller's company credit status (only ACTIVE may submit campaigns)",
        response: { 200: ZCreditStatusResponseSchema },
      },
    },
    async (request) => ({ creditStatus: await creditStatusOf(deps, subjectAccountId(request)) }),
  );
};
