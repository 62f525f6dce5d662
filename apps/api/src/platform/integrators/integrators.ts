import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../errors.ts';

/**
 * The Integrators page (issue 32 §8), linked from the reference's description at /api/docs: keys, errors,
 * idempotency, pagination, limits and webhooks with a signature check in Node. In French and in English: `?lang=fr|en`
 * chooses (the page's own links use it), else the API's language rule (the `language` header, else
 * `Accept-Language`, else French), so a browser gets its language.
 */

export const INTEGRATORS_PAGE_PATH = '/api/docs/integrators';

const pages = {
  fr: readFileSync(path.join(import.meta.dirname, 'fr.html'), 'utf8'),
  en: readFileSync(path.join(import.meta.dirname, 'en.html'), 'utf8'),
};

function pageLanguage(request: FastifyRequest<{ Querystring: { lang?: string } }>): 'fr' | 'en' {
  const asked = request.query.lang;
  return asked === 'fr' || asked === 'en' ? asked : requestLocale(request);
}

export function registerIntegratorsPage(app: FastifyInstance): void {
  app.get<{ Querystring: { lang?: string } }>(
    INTEGRATORS_PAGE_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = pageLanguage(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-language', lang)
        .header('vary', 'language, accept-language')
        .send(pages[lang]);
    },
  );
}

/** The reference's description (info.description, Markdown in Swagger UI): where the Integrators page is. */
export const API_DESCRIPTION =
  `The portal's API for scripts, back offices and agencies. **[Integrators' guide](${INTEGRATORS_PAGE_PATH})** ` +
  `(API keys, errors, idempotency, pagination, rate limits, signed webhooks) — ` +
  `[en français](${INTEGRATORS_PAGE_PATH}?lang=fr). ` +
  'Send `Authorization: Bearer <API key or access token>` and `language: fr|en`.';

/** The document's externalDocs: Swagger UI shows it under the title, whatever the description becomes. */
export const INTEGRATORS_EXTERNAL_DOCS = {
  description: "Integrators' guide: API keys, errors, idempotency, pagination, rate limits, signed webhooks",
  url: INTEGRATORS_PAGE_PATH,
};
