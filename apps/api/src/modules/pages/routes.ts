import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZStaticPageSchema, text } from '@portal/domain';
import { getStaticPage } from './service.ts';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static_pages/:lang/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'A static page (terms, privacy, service contract, FAQ) by language and slug',
        params: z.object({ lang: text().max(8), slug: text().max(200) }),
        response: { 200: ZStaticPageSchema },
      },
    },
    async (request) => getStaticPage(app.database.db, request.params.lang, request.params.slug),
  );
};
