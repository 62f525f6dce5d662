import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.gen.ts';

/**
 * A typed client of the portal's API (issue 32 §7): openapi-fetch over the types openapi-typescript generates from
 * the served OpenAPI document (`npm run client:generate` writes src/schema.gen.ts; CI fails while it is stale).
 *
 *   const portal = createPortalClient({ baseUrl: 'https://portal.example', apiKey: process.env.PORTAL_API_KEY });
 *   const { data, error } = await portal.GET('/api/v2/gam/orders', { params: { query: { limit: 50 } } });
 */

export type { components, paths };
export type PortalClient = Client<paths>;

export interface PortalClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The portal's address, e.g. https://portal.example (the paths carry /api/v2). */
  baseUrl: string;
  /** An API key (`pk_live_…`), sent as `Authorization: Bearer <key>`; never in a query string. */
  apiKey?: string;
  /** The language of messages and mails: `fr` or `en` (the API's `language` header). */
  language?: 'fr' | 'en';
}

export function createPortalClient({
  baseUrl,
  apiKey,
  language,
  headers,
  ...rest
}: PortalClientOptions): PortalClient {
  return createClient<paths>({
    ...rest,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: {
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      ...(language ? { language } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}
