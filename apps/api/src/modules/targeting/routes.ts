import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGeoTargetQuerySchema, ZGeoTargetSchema } from '@portal/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { requestLocale } from '../../platform/errors.ts';
import { listGeoTargets, listRegions } from './service.ts';

const tags = ['targeting'];

/**
 * The geo catalogue of spec §7: GET /gam/targeting/geo and GET /targeting/geo (the same list), GET
 * /targeting/region. Names come in the request's language (header `language`, fr by default).
 */
export const targetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  const geoSchema = {
    tags,
    summary: 'Geo targets (countries, provinces and states, regions, cities), searchable by name in fr or en',
    querystring: ZGeoTargetQuerySchema,
    response: { 200: z.array(ZGeoTargetSchema) },
  };
  app.get('/gam/targeting/geo', { schema: geoSchema }, async (request) =>
    listGeoTargets(app.adServer, request.query, requestLocale(request)),
  );
  app.get('/targeting/geo', { schema: geoSchema }, async (request) =>
    listGeoTargets(app.adServer, request.query, requestLocale(request)),
  );
  app.get(
    '/targeting/region',
    { schema: { ...geoSchema, summary: 'Geo targets of type REGION, with the same filters' } },
    async (request) => listRegions(app.adServer, request.query, requestLocale(request)),
  );
};
