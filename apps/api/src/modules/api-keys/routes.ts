import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  NO_AGENCY_ROLE,
  ZApiKeySchema,
  ZCreateApiKeyRequestSchema,
  ZCreatedApiKeySchema,
  ZCursorPageQuerySchema,
} from '@portal/domain';
import { authUser, requireUser } from '../../platform/auth/guard.ts';
import { byTimeAndId, listOrCursorPage } from '../../platform/cursor-page.ts';
import { AppError } from '../../platform/errors.ts';
import { idOfPath } from '../../platform/path-id.ts';
import { sessionAgencyRole } from '../agencies/index.ts';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeysDeps } from './service.ts';

const tags = ['user'];

const keyId = (raw: string): number =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such API key' }));

/**
 * The signed-in user's API keys (issue 32 §1): listed, made (the key shown once) and revoked. The user is always the
 * actor (authUser), never a viewed client. Credential routes: an API key is refused here (guard, 403
 * API_KEY_NOT_ALLOWED), so a key can neither mint another nor revoke one.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApiKeysDeps = { db: app.database.db, clock: app.clock };
  app.addHook('onRequest', requireUser);

  app.get(
    '/user/api-keys',
    {
      schema: {
        tags,
        summary:
          'Your API keys that are not revoked, newest first: name, scope, visible prefix, creation and last use; ' +
          'with ?limit= or ?cursor=, one page as {items, nextCursor} (pass nextCursor as ?cursor= for the next; ' +
          'null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([z.array(ZApiKeySchema), cursorPageSchema(ZApiKeySchema)]) },
      },
    },
    async (request) =>
      listOrCursorPage(request.query, listApiKeys(deps, authUser(request).id), (key) =>
        byTimeAndId(key.createdAt, key.id),
      ),
  );

  app.post(
    '/user/api-keys',
    {
      schema: {
        tags,
        summary:
          'Makes an API key {name, scope: read or read_write}; the answer holds the key, shown this once (only its hash is kept). Made while the agency role is on, the key acts for the agency’s clients (viewAs)',
        body: ZCreateApiKeyRequestSchema,
        response: { 201: ZCreatedApiKeySchema },
      },
    },
    async (request, reply) => {
      const agency = (await sessionAgencyRole(request)) !== NO_AGENCY_ROLE;
      const user = { id: authUser(request).id, agency, accountId: request.accountId ?? authUser(request).id };
      const created = await createApiKey(deps, user, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/user/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revokes an API key at once (another user’s key or an unknown id: 404)',
        params: z.object({ id: z.string() }),
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await revokeApiKey(deps, authUser(request).id, keyId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
