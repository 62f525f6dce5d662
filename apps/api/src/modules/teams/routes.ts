import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  isCursorPageQuery,
  ZAccountSummarySchema,
  ZAccountsResponseSchema,
  ZActiveAccountRequestSchema,
  ZCursorPageQuerySchema,
  ZReceivedTeamInvitationSchema,
  ZReceivedTeamInvitationsSchema,
  ZTeamInvitationRequestSchema,
  ZTeamInvitationSchema,
  ZTeamMemberSchema,
  ZTeamResponseSchema,
  ZTeamRoleChangeRequestSchema,
  ZTeamSettingsRequestSchema,
  ZTeamSettingsSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { authUser, requireUser } from '../../platform/auth/guard.ts';
import { byTimeAndId, cursorPageOf } from '../../platform/cursor-page.ts';
import { AppError, requestLocale } from '../../platform/errors.ts';
import { idOfPath } from '../../platform/path-id.ts';
import { teamsDeps } from './common.ts';
import { answer, invitationsOf, invite, withdraw } from './invitations.ts';
import {
  changeMember,
  changeSettings,
  listAccounts,
  listAccountsPage,
  switchAccount,
  teamView,
} from './service.ts';

const tags = ['teams'];
/**
 * The codes a route answers beyond every route's (the served OpenAPI document's contract, openapi-contract.ts reads
 * the schema's `errors`); spread so that the schema's type needs no more than Fastify's own.
 */
const errors = (...codes: string[]): object => ({ errors: codes });
const ZIdParamsSchema = z.object({ id: z.string() });
const ZUserIdParamsSchema = z.object({ userId: z.string() });
const pageInOrder =
  'with ?limit= or ?cursor=, one page in that order as {items, nextCursor} (pass nextCursor as ?cursor= for the ' +
  'next; null on the last)';

/** The account a team call acts on: the session's active account (never a viewed one: view-as has no team.manage). */
function teamAccount(request: FastifyRequest): number {
  return request.accountId ?? authUser(request).id;
}

/**
 * Teams (issue 33, decision 0029): the user's accounts and the active one, the account's members and invitations
 * (team.manage, checked by route-capabilities.ts), the user's own invitations.
 */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = teamsDeps(app);
  app.addHook('onRequest', requireUser);

  app.get(
    '/accounts',
    {
      schema: {
        tags,
        summary:
          'The accounts the signed-in user is a member of, with their role, the active one marked, the oldest ' +
          `membership first; ${pageInOrder}`,
        querystring: ZCursorPageQuerySchema,
        // The page first: the plain {items} would take a page's answer and drop its nextCursor.
        response: { 200: z.union([cursorPageSchema(ZAccountSummarySchema), ZAccountsResponseSchema]) },
      },
    },
    async (request) =>
      isCursorPageQuery(request.query)
        ? listAccountsPage(deps, authUser(request).id, request.accountId, request.query)
        : { items: await listAccounts(deps, authUser(request).id, request.accountId) },
  );

  app.put(
    '/accounts/active',
    {
      schema: {
        tags,
        summary:
          "Switches the session's active account (204); NOT_FOUND for an account the user is not a member of. " +
          'An API key acts on the account it was made in: API_KEY_NOT_ALLOWED',
        body: ZActiveAccountRequestSchema,
        ...errors('NOT_FOUND', 'API_KEY_NOT_ALLOWED'),
        response: { 204: z.null().describe('Switched') },
      },
    },
    async (request, reply) => {
      const user = authUser(request);
      if (user.apiKey)
        throw new AppError('API_KEY_NOT_ALLOWED', { message: 'This call needs a signed-in session' });
      await switchAccount(deps, user, request.body.accountId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/team/members',
    {
      schema: {
        tags,
        summary:
          "The active account's members (the oldest first), pending invitations and the owner's second-factor " +
          'requirement; with ?limit= or ?cursor=, one page of the members alone in that order as {items, ' +
          'nextCursor} (pass nextCursor as ?cursor= for the next; null on the last)',
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([ZTeamResponseSchema, cursorPageSchema(ZTeamMemberSchema)]) },
      },
    },
    async (request) => {
      const team = await teamView(deps, teamAccount(request));
      return isCursorPageQuery(request.query)
        ? cursorPageOf(team.members, request.query, (m) => byTimeAndId(m.createdAt, m.userId), 'oldest-first')
        : team;
    },
  );

  app.post(
    '/team/invitations',
    {
      schema: {
        tags,
        summary:
          'Invites an e-mail with a role (the same answer whether a portal user has it or not), mailed in the ' +
          "invitee's language; TEAM_MEMBER_EXISTS, TEAM_INVITATION_EXISTS",
        body: ZTeamInvitationRequestSchema,
        ...errors('TEAM_MEMBER_EXISTS', 'TEAM_INVITATION_EXISTS'),
        response: { 201: ZTeamInvitationSchema },
      },
    },
    async (request, reply) => {
      const created = await invite(
        deps,
        teamAccount(request),
        authUser(request),
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/team/invitations/:id',
    {
      schema: {
        tags,
        summary:
          "Withdraws a pending invitation (204); NOT_FOUND for another account's or one no longer pending",
        params: ZIdParamsSchema,
        response: { 204: z.null().describe('Withdrawn') },
      },
    },
    async (request, reply) => {
      await withdraw(deps, teamAccount(request), idOfPath(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/team/members/:userId',
    {
      schema: {
        tags,
        summary:
          "Changes a member's role (the member is mailed); LAST_OWNER keeps an owner; NOT_FOUND otherwise",
        params: ZUserIdParamsSchema,
        body: ZTeamRoleChangeRequestSchema,
        ...errors('LAST_OWNER'),
        response: { 200: ZTeamMemberSchema },
      },
    },
    async (request) => {
      const userId = idOfPath(request.params.userId);
      const member = await changeMember(
        deps,
        teamAccount(request),
        authUser(request).id,
        userId,
        request.body.role,
      );
      return member!;
    },
  );

  app.delete(
    '/team/members/:userId',
    {
      schema: {
        tags,
        summary:
          'Removes a member (team.manage; mailed), or the member leaves (their own id); LAST_OWNER keeps an owner',
        params: ZUserIdParamsSchema,
        ...errors('LAST_OWNER'),
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      const userId = idOfPath(request.params.userId);
      await changeMember(deps, teamAccount(request), authUser(request).id, userId, null);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/team/settings',
    {
      schema: {
        tags,
        summary: "Turns the owner's requirement of a second factor for the account's members on or off",
        body: ZTeamSettingsRequestSchema,
        ...errors('TWO_FACTOR_SETUP_REQUIRED'),
        response: { 200: ZTeamSettingsSchema },
      },
    },
    async (request) =>
      changeSettings(deps, teamAccount(request), authUser(request).id, request.body.requireTwoFactor),
  );

  app.get(
    '/team-invitations',
    {
      schema: {
        tags,
        summary:
          "The pending invitations addressed to the signed-in user's e-mail (profile), the oldest first; " +
          pageInOrder,
        querystring: ZCursorPageQuerySchema,
        response: {
          200: z.union([cursorPageSchema(ZReceivedTeamInvitationSchema), ZReceivedTeamInvitationsSchema]),
        },
      },
    },
    async (request) => {
      const invitations = await invitationsOf(deps, authUser(request).email);
      return isCursorPageQuery(request.query)
        ? cursorPageOf(invitations, request.query, (i) => byTimeAndId(i.createdAt, i.id), 'oldest-first')
        : { items: invitations };
    },
  );

  app.put(
    '/team-invitations/:id/accept',
    {
      schema: {
        tags,
        summary:
          "Joins the account with the role offered; NOT_FOUND for another's invitation or one no longer pending",
        params: ZIdParamsSchema,
        // No body: one sent that is not JSON is refused as any body is.
        ...errors('MALFORMED_JSON'),
        response: { 200: ZAccountSummarySchema },
      },
    },
    async (request) => (await answer(deps, authUser(request), idOfPath(request.params.id), 'accept'))!,
  );

  app.put(
    '/team-invitations/:id/decline',
    {
      schema: {
        tags,
        summary: "Declines an invitation (204); NOT_FOUND for another's invitation or one no longer pending",
        params: ZIdParamsSchema,
        // No body: one sent that is not JSON is refused as any body is.
        ...errors('MALFORMED_JSON'),
        response: { 204: z.null().describe('Declined') },
      },
    },
    async (request, reply) => {
      await answer(deps, authUser(request), idOfPath(request.params.id), 'decline');
      return reply.status(204).send(null);
    },
  );
};
