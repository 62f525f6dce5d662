import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  ZConversionPixelInputSchema,
  ZConversionPixelSchema,
  ZConversionPixelUpdateRequestSchema,
  ZConversionSaveResponseSchema,
  ZCursorPageQuerySchema,
  ZPersonalizedSegmentInputSchema,
  ZPersonalizedSegmentSchema,
  ZPoolCountResponseSchema,
  ZSegmentCreateResponseSchema,
  ZSegmentStatusRequestSchema,
} from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { byId, listOrCursorPage } from '../../platform/cursor-page.ts';
import {
  createPixel,
  createSegment,
  deleteSegment,
  getPixel,
  getSegment,
  listPixels,
  listSegments,
  poolCount,
  samplePixels,
  setSegmentStatus,
  updatePixel,
  updateSegment,
  audiencesDeps,
} from './service.ts';

/**
 * Personalised segments and conversion pixels (issue 15, spec §7 "Targeting and segments" and "Conversions"), the
 * caller's own: another advertiser's is a 404.
 */
export const audiencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const deps = audiencesDeps(app);
  const segments = ['segments'];
  const conversions = ['conversions'];
  const idParams = z.object({ id: z.string() });

  app.get(
    '/segments/personalized_segments',
    {
      schema: {
        tags: segments,
        summary:
          "The caller's personalised segments, with their size and tag; with ?limit= or ?cursor=, one page newest " +
          'first as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: {
          200: z.union([z.array(ZPersonalizedSegmentSchema), cursorPageSchema(ZPersonalizedSegmentSchema)]),
        },
      },
    },
    async (request) =>
      listOrCursorPage(request.query, listSegments(deps, subjectAccountId(request)), (segment) =>
        byId(segment.id),
      ),
  );
  app.get(
    '/segments/personalized_segments/poolCount',
    {
      schema: {
        tags: segments,
        summary: 'Audience pixels left in the pool',
        response: { 200: ZPoolCountResponseSchema },
      },
    },
    async () => ({ count: await poolCount(deps) }),
  );
  app.get(
    '/segments/personalized_segments/:id',
    {
      schema: {
        tags: segments,
        summary: 'One of the caller’s personalised segments (404 SEGMENT_NOT_FOUND otherwise)',
        params: idParams,
        response: { 200: ZPersonalizedSegmentSchema },
      },
    },
    async (request) => getSegment(deps, subjectAccountId(request), request.params.id),
  );
  const create = {
    schema: {
      tags: segments,
      summary:
        'A new ACTIVE segment taking a pixel of the pool (NO_PIXEL_AVAILABLE, AUDIENCE_NAME_NOT_UNIQUE; 429 ' +
        'QUOTA_EXCEEDED past AUDIENCE_QUOTA_PER_ACCOUNT segments, RATE_LIMITED past AUDIENCE_CREATIONS_PER_HOUR)',
      body: ZPersonalizedSegmentInputSchema,
      response: { 200: ZSegmentCreateResponseSchema },
    },
  };
  app.post('/segments/personalized_segments/', create, async (request) =>
    createSegment(deps, subjectAccountId(request), request.body),
  );
  app.post('/segments/personalized_segments', { schema: { ...create.schema, hide: true } }, async (request) =>
    createSegment(deps, subjectAccountId(request), request.body),
  );
  app.put(
    '/segments/personalized_segments/:id',
    {
      schema: {
        tags: segments,
        summary: 'Changes a segment’s name, description, page views and membership',
        params: idParams,
        body: ZPersonalizedSegmentInputSchema,
        response: { 200: ZPersonalizedSegmentSchema },
      },
    },
    async (request) => updateSegment(deps, subjectAccountId(request), request.params.id, request.body),
  );
  app.put(
    '/segments/personalized_segments/:id/status',
    {
      schema: {
        tags: segments,
        summary: 'Activates or deactivates a segment (an inactive one records no hit)',
        params: idParams,
        body: ZSegmentStatusRequestSchema,
        response: { 200: ZPersonalizedSegmentSchema },
      },
    },
    async (request) => setSegmentStatus(deps, subjectAccountId(request), request.params.id, request.body),
  );
  // Deleting is not one of the status changes of spec §6 (activate, deactivate): it frees the pixel for good.
  app.delete(
    '/segments/personalized_segments/:id',
    {
      schema: {
        tags: segments,
        summary:
          'Deletes (archives) a segment: its pixel goes back to the pool, it leaves the list and the quota, and its ' +
          'tag records nothing more; 409 SEGMENT_IN_USE while a line item that is not finished targets it',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteSegment(deps, subjectAccountId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const list = {
    schema: {
      tags: conversions,
      summary:
        "The caller's conversion pixels with their totals; ?mock=true answers samples, never stored; with ?limit= " +
        'or ?cursor=, one page newest first as {items, nextCursor} (pass nextCursor as ?cursor= for the next)',
      querystring: z.object({ mock: z.enum(['true', 'false']).optional(), ...ZCursorPageQuerySchema.shape }),
      response: { 200: z.union([z.array(ZConversionPixelSchema), cursorPageSchema(ZConversionPixelSchema)]) },
    },
  };
  app.get('/conversions/', list, async (request) =>
    listOrCursorPage(
      request.query,
      request.query.mock === 'true' ? samplePixels(deps) : listPixels(deps, subjectAccountId(request)),
      (pixel) => byId(pixel.id),
    ),
  );
  app.get('/conversions', { schema: { ...list.schema, hide: true } }, async (request) =>
    listOrCursorPage(
      request.query,
      request.query.mock === 'true' ? samplePixels(deps) : listPixels(deps, subjectAccountId(request)),
      (pixel) => byId(pixel.id),
    ),
  );
  app.get(
    '/conversions/:activityGroupId',
    {
      schema: {
        tags: conversions,
        summary: 'One of the caller’s conversion pixels by its activity group (404 otherwise)',
        params: z.object({ activityGroupId: z.string() }),
        response: { 200: ZConversionPixelSchema },
      },
    },
    async (request) => getPixel(deps, subjectAccountId(request), request.params.activityGroupId),
  );
  const save = { response: { 200: ZConversionSaveResponseSchema } };
  app.post(
    '/conversions/',
    {
      schema: {
        tags: conversions,
        summary: 'A new conversion pixel',
        body: ZConversionPixelInputSchema,
        ...save,
      },
    },
    async (request) => createPixel(deps, subjectAccountId(request), request.body),
  );
  app.put(
    '/conversions/',
    {
      schema: {
        tags: conversions,
        summary: 'Changes a conversion pixel named by its activity group',
        body: ZConversionPixelUpdateRequestSchema,
        ...save,
      },
    },
    async (request) => updatePixel(deps, subjectAccountId(request), request.body),
  );
};
