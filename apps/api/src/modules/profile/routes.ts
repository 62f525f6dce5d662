import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  ZAdminUserSchema,
  ZCursorPageQuerySchema,
  ZAuthResponseSchema,
  ZEmailConfirmUpdateRequestSchema,
  ZLoginPasswordSchema,
  ZMessageResponseSchema,
  ZPreUpdateEmailRequestSchema,
  ZUpdateCompanyRequestSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdatePersonalOptionsRequestSchema,
  ZUpdatePersonalRequestSchema,
  ZUserInfoSchema,
  ZUserListQuerySchema,
  type TUserInfo,
} from '@portal/domain';
import { authUser, requireRole, requireUser } from '../../platform/auth/guard.ts';
import { byTimeAndId, listOrCursorPage } from '../../platform/cursor-page.ts';
import { setRefreshCookie } from '../../platform/auth/refresh-cookie.ts';
import { accountsDeps, changePassword, confirmEmailChange, requestEmailChange } from '../accounts/index.ts';
import { listAccounts } from '../admin/index.ts';
import { invoicesDeps } from '../invoices/index.ts';
import { sessionAgencyRole } from '../agencies/index.ts';
import { ordersDeps } from '../orders/index.ts';
import { userAccountInfo } from '../teams/index.ts';
import {
  currentUserInfoJson,
  updateCompanyInfo,
  updatePersonalInfo,
  updatePersonalOptions,
} from '../users/index.ts';

const tags = ['user'];

/** The new password's rule answers InvalidPasswordException from the service (see accounts/routes.ts). */
const ZUpdatePasswordBodySchema = ZUpdatePasswordRequestSchema.extend({ newPassword: ZLoginPasswordSchema });

/**
 * The calls of spec §7 "User", all for the signed-in user only (a top module: it composes the users' records with
 * the accounts' credentials, the agencies' session role and the staff's list, decision 0023): the user is the token's, never a parameter, so
 * another user's data cannot be asked for (the list is for administrators).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, clock: app.clock };
  const credentials = accountsDeps(app);
  const adminDeps = { db: app.database.db, orders: ordersDeps(app), invoices: invoicesDeps(app) };
  // Before the body is even parsed: an anonymous caller learns nothing of the validation rules.
  app.addHook('onRequest', requireUser);

  const currentUser = {
    schema: {
      tags,
      summary:
        "The signed-in user (user info of spec §3), the actor's own also under view-as; agency_role is the member's role once the session activated it (console helper), `user` otherwise",
      response: { 200: ZUserInfoSchema },
    },
  };
  // The actor's own info, also under view-as (the menu greets the agency user); agency_role is the session's.
  const currentUserInfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const agencyRole = await sessionAgencyRole(request);
    const json = await currentUserInfoJson(app.authUsers, authUser(request).id, agencyRole);
    // The active account and the number of accounts (decision 0029), added to the kept row's JSON object.
    const account = JSON.stringify(await userAccountInfo(request));
    const body = `${json.slice(0, -1)},${account.slice(1)}`;
    // ZUserInfoSchema's JSON already (encoded once per kept row): sent as is, not serialized again.
    return reply.type('application/json; charset=utf-8').send(body as unknown as TUserInfo);
  };
  app.get('/user/', currentUser, currentUserInfo);
  app.get('/user', { schema: { ...currentUser.schema, hide: true } }, currentUserInfo);

  app.get(
    '/user/list',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        summary:
          'Every user, or those whose e-mail or name holds `search`, with suspension (administrators only); ' +
          'with ?limit= or ?cursor=, one page newest account first as {items, nextCursor} (pass nextCursor as ' +
          '?cursor= for the next; null on the last)',
        querystring: ZUserListQuerySchema.extend(ZCursorPageQuerySchema.shape),
        response: { 200: z.union([z.array(ZAdminUserSchema), cursorPageSchema(ZAdminUserSchema)]) },
      },
    },
    async (request) =>
      listOrCursorPage(request.query, listAccounts(adminDeps, request.query.search), (user) =>
        byTimeAndId(user.createdAt, user.user_id),
      ),
  );

  app.put(
    '/user/password',
    {
      schema: {
        tags,
        summary: 'Changes the password; other sessions end and this one gets new tokens (refresh cookie)',
        body: ZUpdatePasswordBodySchema,
        response: { 200: ZAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await changePassword(credentials, authUser(request).id, request.body);
      setRefreshCookie(reply, signedIn.refreshToken, signedIn.refreshExpiresAt);
      return { jwtToken: signedIn.jwtToken, user: signedIn.user };
    },
  );

  app.post(
    '/user/pre-update-email',
    {
      schema: {
        tags,
        summary: 'Mails a confirmation link (idConfirmation) to the new address',
        body: ZPreUpdateEmailRequestSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await requestEmailChange(credentials, authUser(request).id, request.body);
      return { message: 'EMAIL_CONFIRMATION_SENT' };
    },
  );

  app.post(
    '/user/email-confirm-update',
    {
      schema: {
        tags,
        summary: 'Confirms the new address with the idConfirmation of the mailed link',
        body: ZEmailConfirmUpdateRequestSchema,
        response: { 200: ZUserInfoSchema },
      },
    },
    async (request) => confirmEmailChange(credentials, authUser(request).id, request.body),
  );

  app.put(
    '/user/personal',
    {
      schema: {
        tags,
        summary: 'First and last name',
        body: ZUpdatePersonalRequestSchema,
        response: { 200: ZUserInfoSchema },
      },
    },
    async (request) => updatePersonalInfo(deps, authUser(request).id, request.body),
  );

  app.put(
    '/user/personal-options',
    {
      schema: {
        tags,
        summary:
          "Status filters of the campaign list, and the user's language (fr or en: the interface's, used by every e-mail); each optional",
        body: ZUpdatePersonalOptionsRequestSchema,
        response: { 200: ZUserInfoSchema },
      },
    },
    async (request) => updatePersonalOptions(deps, authUser(request).id, request.body),
  );

  app.put(
    '/user/company',
    {
      schema: {
        tags,
        summary: 'Company information (phone 1 (ddd) ddd-dddd, province or state of the country)',
        body: ZUpdateCompanyRequestSchema,
        response: { 200: ZUserInfoSchema },
      },
    },
    async (request) => updateCompanyInfo(deps, authUser(request).id, request.body),
  );
};
