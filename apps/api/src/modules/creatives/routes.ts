import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorPageSchema, text } from '@portal/domain';
import { assetContentType } from '../../adapters/storage/index.ts';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError, requestLocale } from '../../platform/errors.ts';
import { byId, listOrCursorPage } from '../../platform/cursor-page.ts';
import { multipartFingerprint, readMultipartForm } from './multipart.ts';
import { ZCreativeListQuerySchema, ZCreativeViewSchema } from './schemas.ts';
import { createCreative, creativesDeps, listCreativesOfLineItem, updateCreatives } from './service.ts';

const tags = ['creatives'];
const multipartBody = { consumes: ['multipart/form-data'] };

/**
 * Creatives of spec §7 (multipart forms), for the signed-in user's own line items only: another account's order,
 * line item or creative answers 404. A refused creative answers 400 CREATIVE_ERROR with `fields` in the language
 * of the `language` header. The staff's review of creatives is the review module's (/review/creatives).
 */
export const creativesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = creativesDeps(app);

  app.post(
    '/gam/creatives',
    {
      onRequest: requireUser,
      // Idempotency-Key compares the form's fields and file (issue 32 §3).
      config: { idempotencyBody: multipartFingerprint },
      schema: {
        ...multipartBody,
        tags,
        summary:
          'Creates a creative (multipart: orderId, lineItemId, name, destinationUrl, asset, size "300x250", native extras); IN_REVIEW and associated with the line item',
        response: { 201: ZCreativeViewSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const creative = await createCreative(deps, subjectAccountId(request), form, requestLocale(request));
      return reply.status(201).send(creative);
    },
  );

  app.put(
    '/gam/creatives',
    {
      onRequest: requireUser,
      schema: {
        ...multipartBody,
        tags,
        summary:
          'Edits creatives or changes their status (multipart: orderId, lineItemId, asset?, creatives as a JSON list); answers the line item creatives',
        response: { 200: z.array(ZCreativeViewSchema) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request);
      return updateCreatives(deps, subjectAccountId(request), form, requestLocale(request));
    },
  );

  app.get(
    '/gam/creatives',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'The creatives of one of your line items; with ?limit= or ?cursor=, one page newest first as ' +
          '{items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCreativeListQuerySchema,
        response: { 200: z.union([z.array(ZCreativeViewSchema), cursorPageSchema(ZCreativeViewSchema)]) },
      },
    },
    async (request) =>
      listOrCursorPage(
        request.query,
        listCreativesOfLineItem(
          deps,
          subjectAccountId(request),
          request.query.orderId,
          request.query.lineItemId,
        ),
        (creative) => byId(creative.id),
      ),
  );

  /**
   * The stored files, public (an ad is shown where no token is): names are 128 random bits the server made. Served
   * as what their bytes were found to be, never sniffed, never run, and cached for good (a name is never reused).
   */
  app.get(
    '/assets/:name',
    {
      schema: {
        tags,
        summary: 'A creative file, by the name the server gave it',
        params: z.object({ name: text().max(64) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const contentType = assetContentType(name);
      const bytes = contentType ? await app.assetStorage.get(name) : undefined;
      if (!contentType || !bytes) throw new AppError('NOT_FOUND', { message: 'No such asset' });
      return reply
        .header('content-type', contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(bytes);
    },
  );
};
