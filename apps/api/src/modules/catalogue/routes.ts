import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCatalogueSegmentEntrySchema,
  ZCatalogueSegmentWithChildrenSchema,
  ZNativeTemplateWithFieldsSchema,
  ZOrderTypeSchema,
  text,
} from '@portal/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { requestLocale } from '../../platform/errors.ts';
import {
  getSegment,
  listNativeTemplates,
  listOrderTypes,
  listRootSegments,
  listSegmentChildren,
} from './service.ts';

/**
 * Catalogue calls of spec §7: the audience segment tree (GET /segments/, /segments/{id}, /segments/children/{id}),
 * the order types (GET /gam/order-types) and the native templates (GET /gam/natives).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  const roots = {
    schema: {
      tags: ['segments'],
      summary: 'The root segments of the audience catalogue, by rank',
      response: { 200: z.array(ZCatalogueSegmentEntrySchema) },
    },
  };
  app.get('/segments/', roots, async () => listRootSegments(app.adServer));
  app.get('/segments', { schema: { ...roots.schema, hide: true } }, async () =>
    listRootSegments(app.adServer),
  );

  const idParams = z.object({ id: text().max(20) });
  app.get(
    '/segments/:id',
    {
      schema: {
        tags: ['segments'],
        summary: 'A catalogue segment with its direct children (404 SEGMENT_NOT_FOUND when unknown)',
        params: idParams,
        response: { 200: ZCatalogueSegmentWithChildrenSchema },
      },
    },
    async (request) => getSegment(app.adServer, request.params.id),
  );
  app.get(
    '/segments/children/:id',
    {
      schema: {
        tags: ['segments'],
        summary: 'The direct children of a catalogue segment, by rank (404 SEGMENT_NOT_FOUND when unknown)',
        params: idParams,
        response: { 200: z.array(ZCatalogueSegmentEntrySchema) },
      },
    },
    async (request) => listSegmentChildren(app.adServer, request.params.id),
  );

  app.get(
    '/gam/order-types',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order types (standard and native) with their ad-server ids',
        response: { 200: z.array(ZOrderTypeSchema) },
      },
    },
    async () => listOrderTypes(app.adServer),
  );
  app.get(
    '/gam/natives',
    {
      schema: {
        tags: ['creatives'],
        summary: 'Native templates with their fields, names in the request language',
        response: { 200: z.array(ZNativeTemplateWithFieldsSchema) },
      },
    },
    async (request) => listNativeTemplates(app.adServer, requestLocale(request)),
  );
};
