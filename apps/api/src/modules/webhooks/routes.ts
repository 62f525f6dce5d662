import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURSOR_PAGE_DEFAULT_LIMIT,
  cursorPageSchema,
  isCursorPageQuery,
  ZCursorPageQuerySchema,
  ZWebhookDeliverySchema,
  ZWebhookEndpointCreatedSchema,
  ZWebhookEndpointCreateSchema,
  ZWebhookEndpointSchema,
} from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { byId, listOrCursorPage } from '../../platform/cursor-page.ts';
import { AppError } from '../../platform/errors.ts';
import { idOfPath } from '../../platform/path-id.ts';
import {
  createEndpoint,
  deliveriesOf,
  deliveriesPage,
  endpointsOf,
  redeliver,
  removeEndpoint,
  type WebhooksDeps,
} from './service.ts';

const tags = ['webhooks'];
const endpointId = (raw: string) =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such webhook endpoint' }));
const deliveryId = (raw: string) =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such delivery' }));

/**
 * The account's webhook endpoints (issue 32 §6): registered with a URL and events (the secret answered once),
 * listed, deleted; each one's delivery log, and a delivery sent again. Another account's endpoint: 404.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: WebhooksDeps = {
    db: app.database.db,
    clock: app.clock,
    allowLoopback: app.config.WEBHOOK_ALLOW_LOOPBACK,
    secretKey: app.config.SECOND_FACTOR_KEY,
  };
  app.addHook('onRequest', requireUser);

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary:
          'The account’s webhook endpoints, oldest first (their secrets are never answered again); with ?limit= or ' +
          '?cursor=, one page in that order as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null ' +
          'on the last)',
        querystring: ZCursorPageQuerySchema,
        response: {
          200: z.union([z.array(ZWebhookEndpointSchema), cursorPageSchema(ZWebhookEndpointSchema)]),
        },
      },
    },
    async (request) =>
      listOrCursorPage(
        request.query,
        endpointsOf(deps, subjectAccountId(request)),
        (endpoint) => byId(endpoint.id),
        'oldest-first',
      ),
  );

  app.post(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary:
          'Registers an HTTPS endpoint {url, events, description?}; the answer holds its signing secret, shown this once. ' +
          'WEBHOOK_URL_INVALID, WEBHOOK_URL_NOT_HTTPS, WEBHOOK_URL_PRIVATE_ADDRESS (400: the host resolves to a private, ' +
          'loopback or link-local address), WEBHOOK_ENDPOINT_LIMIT_REACHED (409)',
        body: ZWebhookEndpointCreateSchema,
        response: { 201: ZWebhookEndpointCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createEndpoint(deps, subjectAccountId(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an endpoint and its delivery log; nothing more is sent to it',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      await removeEndpoint(deps, subjectAccountId(request), endpointId(request.params.id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        summary:
          'The endpoint’s delivery log, newest first: event id and type, status, attempts, last answer. With ' +
          '?limit= (up to 100) or ?cursor=, one page as {items, nextCursor} (pass nextCursor as ?cursor= for the ' +
          'next; null on the last); without them the newest 50, or with ?before=<delivery id> the `limit` (50) ' +
          'before that delivery, as a plain list',
        params: z.object({ id: z.string() }),
        querystring: ZCursorPageQuerySchema.extend({
          before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        }),
        response: {
          200: z.union([z.array(ZWebhookDeliverySchema), cursorPageSchema(ZWebhookDeliverySchema)]),
        },
      },
    },
    async (request) => {
      const { limit, cursor, before } = request.query;
      const owner = subjectAccountId(request);
      const id = endpointId(request.params.id);
      // A cursor page as GET /gam/orders gives one (isCursorListQuery): `before` keeps its plain list.
      return before === undefined && isCursorPageQuery(request.query)
        ? deliveriesPage(deps, owner, id, { limit, cursor })
        : deliveriesOf(deps, owner, id, { limit: limit ?? CURSOR_PAGE_DEFAULT_LIMIT, before });
    },
  );

  app.post(
    '/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        summary: 'Sends a delivery’s event again (same event id and body), as a new line of the log',
        params: z.object({ id: z.string(), deliveryId: z.string() }),
        response: { 202: ZWebhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const copy = await redeliver(
        deps,
        subjectAccountId(request),
        endpointId(request.params.id),
        deliveryId(request.params.deliveryId),
      );
      return reply.status(202).send(copy);
    },
  );
};
