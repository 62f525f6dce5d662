import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cursorPageSchema,
  ZAddMemberRequestSchema,
  ZAdminAgencySchema,
  ZAgencyActivateRequestSchema,
  ZAgencyActivateResponseSchema,
  ZAgencyClientSchema,
  ZAgencyGrantSchema,
  ZAgencyMemberInvitationSchema,
  ZAgencyMemberSchema,
  ZAgencySchema,
  ZChangeMemberRoleRequestSchema,
  ZCreateAgencyRequestSchema,
  ZCursorPageQuerySchema,
  ZInviteClientRequestSchema,
  isCursorPageQuery,
  type TCursorPageQuery,
} from '@portal/domain';
import { authUser, requireRole, requireUser } from '../../platform/auth/guard.ts';
import { byId, cursorPageOf, listOrCursorPage, type TCursorPage } from '../../platform/cursor-page.ts';
import { ordersDeps } from '../orders/index.ts';
import { agencyClients } from './clients.ts';
import { requestAgency, requireAgenciesEnabled, requireAgencyRole } from './context.ts';
import { activateAgency, agenciesDeps, createAgency, listAgencies, type AgenciesDeps } from './service.ts';
import type { Membership } from './store.ts';
import { agencyGrants, clientInvitation, grantOwner, inviteClient } from './grants.ts';
import { decide, type Invitation, type InvitationKind } from './invitations.ts';
import {
  agencyMembers,
  agencyMembersPage,
  changeMember,
  inviteMember,
  memberInvitation,
  withdrawMemberInvitation,
} from './members.ts';
import { idOfPath } from '../../platform/path-id.ts';

const tags = ['agencies'];
const disabled = ' 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default).';
const ZPathIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const ZUserIdParamsSchema = z.object({ userId: ZPathIdSchema });
const ZGrantIdParamsSchema = z.object({ id: ZPathIdSchema });
const pageSummary =
  '; with ?limit= or ?cursor=, one page as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on ' +
  'the last)';

/**
 * Agencies (spec §1, §2, §6; issue 16). The agency calls need the session's agency role, turned on by the console
 * helper (POST /agencies/activate); the admin ones need agency role admin (403 otherwise). The client's calls
 * (/agency-grants) are the signed-in user's own, never a viewed account's.
 */
export const agenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = agenciesDeps(app);
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAgenciesEnabled);
  const member = requireAgencyRole();
  const admin = requireAgencyRole('admin');

  app.post(
    '/agencies/activate',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Console helper (spec §1): for a member of an agency, checks the agency password ' +
          '(AGENCY_CONSOLE_PASSWORD_HASH) and turns the agency role on for this session only (logout or expiry ends ' +
          'it); answers a new access token. FORBIDDEN for a non-member whatever the password (it is not checked); ' +
          'USER_WRONG_CREDENTIALS for a wrong password; LimitExceededException (429) after 5 wrong ones of the member ' +
          `in 15 minutes, or 20 of all members.${disabled}`,
        body: ZAgencyActivateRequestSchema,
        response: { 200: ZAgencyActivateResponseSchema },
      },
    },
    async (request) => activateAgency(deps, authUser(request), request.body.password),
  );

  app.get(
    '/agencies/clients',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          "The agency's clients (accepted grants): campaigns by status and this month's spend; with ?limit= or " +
          '?cursor=, one page newest account first as {items, nextCursor} (pass nextCursor as ?cursor= for the ' +
          `next; null on the last).${disabled}`,
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([z.array(ZAgencyClientSchema), cursorPageSchema(ZAgencyClientSchema)]) },
      },
    },
    async (request) =>
      listOrCursorPage(request.query, agencyClients(ordersDeps(app), requestAgency(request)), (client) =>
        byId(client.user_id),
      ),
  );

  inviterRoutes(app, admin, '/agencies/members', ZAgencyMemberSchema, ZAddMemberRequestSchema, {
    listSummary:
      'Members, then the e-mails invited to join (agency admin); with ?limit= or ?cursor=, one page newest first (by ' +
      'when each joined or was invited) as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on ' +
      `the last).${disabled}`,
    inviteSummary:
      'Invites an e-mail to join with an agency role (agency admin); the answer is the same whether an account has ' +
      'it or not, and an invitation not accepted shows only its e-mail and id (issue 31 §12). An account with it is ' +
      'mailed in its language and joins once it accepts in its profile (status INVITED until then); ' +
      `AGENCY_MEMBER_EXISTS (already a member of this agency, or already invited).${disabled}`,
    list: (agency) => agencyMembers(deps, agency),
    page: (agency, query) => agencyMembersPage(deps, agency, query),
    invite: (agency, inviterId, body) => inviteMember(deps, agency, inviterId, body),
  });

  app.put(
    '/agencies/members/:userId',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: `Changes a member's agency role (agency admin); AGENCY_LAST_ADMIN keeps one admin.${disabled}`,
        params: ZUserIdParamsSchema,
        body: ZChangeMemberRoleRequestSchema,
        response: { 200: z.array(ZAgencyMemberSchema) },
      },
    },
    async (request) =>
      changeMember(deps, requestAgency(request), request.params.userId, request.body.agency_role),
  );

  app.delete(
    '/agencies/members/:userId',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: `Removes a member (agency admin); AGENCY_LAST_ADMIN keeps one admin.${disabled}`,
        params: ZUserIdParamsSchema,
        response: { 200: z.array(ZAgencyMemberSchema) },
      },
    },
    async (request) => changeMember(deps, requestAgency(request), request.params.userId, null),
  );

  app.delete(
    '/agencies/member-invitations/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          "Withdraws a pending invitation to join (agency admin), by the invitation's id; NOT_FOUND for another " +
          `agency's or one no longer pending.${disabled}`,
        params: z.object({ id: z.string() }),
        response: { 200: z.array(ZAgencyMemberSchema) },
      },
    },
    async (request) => withdrawMemberInvitation(deps, requestAgency(request), idOfPath(request.params.id)),
  );

  inviterRoutes(app, admin, '/agencies/grants', ZAgencyGrantSchema, ZInviteClientRequestSchema, {
    listSummary:
      'Every invitation and grant of the agency, revoked ones included, newest first (agency admin); with ?limit= or ' +
      `?cursor=, one page as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last).${disabled}`,
    inviteSummary:
      'Invites a client by e-mail (agency admin): the grant is INVITED, the same answer whether an account has the ' +
      "e-mail or not, and the client's name and id show once they accept (issue 31 §12); an account with it is " +
      `mailed in its language; AGENCY_GRANT_EXISTS.${disabled}`,
    list: (agency) => agencyGrants(deps, agency),
    page: async (agency, query) =>
      cursorPageOf(await agencyGrants(deps, agency), query, (grant) => byId(grant.id)),
    invite: (agency, inviterId, body) => inviteClient(deps, agency, inviterId, body.email),
  });

  inviteeRoutes(app, deps, '/agency-grants', clientInvitation, ZAgencyGrantSchema, {
    list: `The signed-in client's agency invitations and grants, newest first (profile)${pageSummary}.${disabled}`,
    accept: `The client accepts an invitation: the agency may view as them.${disabled}`,
    revoke: `The client revokes an invitation or a grant, at once and for good.${disabled}`,
  });
};

/**
 * The invitee's side of a member invitation (issue 16): the signed-in account's own, never a viewed one's.
 */
export const memberInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = agenciesDeps(app);
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAgenciesEnabled);
  inviteeRoutes(app, deps, '/agency-member-invitations', memberInvitation, ZAgencyMemberInvitationSchema, {
    list: `The signed-in account's pending invitations to join an agency, newest first (profile)${pageSummary}.${disabled}`,
    accept:
      'The invitee joins the agency with the role offered; AGENCY_MEMBER_EXISTS when already in an ' +
      `agency; NOT_FOUND for another account's invitation or one no longer pending.${disabled}`,
    decline: `The invitee declines; NOT_FOUND for another account's invitation or one no longer pending.${disabled}`,
  });
};

/**
 * How an agency comes to exist (the spec does not say; issue 16): a staff admin creates it, naming its first
 * admin, an existing account, by e-mail; staff list the agencies with their members and clients (issue 31 §1).
 */
export const adminAgenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = agenciesDeps(app);
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireRole('admin'));
  app.addHook('onRequest', requireAgenciesEnabled);
  app.post(
    '/admin/agencies',
    {
      schema: {
        tags,
        summary:
          'Creates an agency and makes an existing account (adminEmail) its admin (staff admin); USER_NOT_PRESENT, ' +
          `AGENCY_NAME_EXISTS (another agency's name, case, accents and spacing aside), AGENCY_MEMBER_EXISTS.${disabled}`,
        body: ZCreateAgencyRequestSchema,
        response: { 201: ZAgencySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAgency(deps, authUser(request).id, request.body)),
  );
  app.get(
    '/admin/agencies',
    {
      schema: {
        tags,
        summary:
          'Every agency (staff admin), by name: its members with their agency roles, its clients (accepted grants) ' +
          'and how many invitations are pending; with ?limit= or ?cursor=, one page newest agency first as ' +
          `{items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last).${disabled}`,
        querystring: ZCursorPageQuerySchema,
        response: { 200: z.union([z.array(ZAdminAgencySchema), cursorPageSchema(ZAdminAgencySchema)]) },
      },
    },
    async (request) => listOrCursorPage(request.query, listAgencies(deps), (agency) => byId(agency.id)),
  );
};

/**
 * The agency admin's side of a kind of invitation (invitations.ts): GET `path` lists the agency's, POST `path` invites
 * the account the body names; each answers the list.
 */
function inviterRoutes<View, Body>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  admin: ReturnType<typeof requireAgencyRole>,
  path: string,
  schema: z.ZodType<View>,
  body: z.ZodType<Body>,
  flow: {
    listSummary: string;
    inviteSummary: string;
    list: (agency: Membership) => Promise<View[]>;
    page: (agency: Membership, query: TCursorPageQuery) => Promise<TCursorPage<View>>;
    invite: (agency: Membership, inviterId: number, body: Body) => Promise<View[]>;
  },
): void {
  const response = { 200: z.array(schema) };
  const listResponse = { 200: z.union([z.array(schema), cursorPageSchema(schema)]) };
  app.get(
    path,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: flow.listSummary,
        querystring: ZCursorPageQuerySchema,
        response: listResponse,
      },
    },
    async (request) =>
      isCursorPageQuery(request.query)
        ? flow.page(requestAgency(request), request.query)
        : flow.list(requestAgency(request)),
  );
  app.post(
    path,
    { onRequest: admin, schema: { tags, summary: flow.inviteSummary, body, response } },
    // `body` validated it; the type provider's view of a generic schema is only less precise.
    async (request) => flow.invite(requestAgency(request), authUser(request).id, request.body as Body),
  );
}

/**
 * The invitee's side of a kind of invitation (invitations.ts): GET `path` lists theirs, PUT `path/:id/<decision>`
 * decides one, for each decision `summaries` describes. Always the signed-in user's own, never a viewed account's.
 */
function inviteeRoutes<Mine extends { id: number }>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: AgenciesDeps,
  path: string,
  kind: InvitationKind<never, Invitation, Mine>,
  schema: z.ZodType<Mine>,
  summaries: { list: string } & Partial<Record<'accept' | 'decline' | 'revoke', string>>,
): void {
  const response = { 200: z.array(schema) };
  const listResponse = { 200: z.union([z.array(schema), cursorPageSchema(schema)]) };
  // Both lists are newest first by id (their store's order).
  app.get(
    path,
    {
      schema: { tags, summary: summaries.list, querystring: ZCursorPageQuerySchema, response: listResponse },
    },
    async (request) =>
      listOrCursorPage(request.query, kind.mine(deps.db, grantOwner(request)), (item) => byId(item.id)),
  );
  for (const decision of ['accept', 'decline', 'revoke'] as const) {
    const summary = summaries[decision];
    if (!summary) continue;
    app.put(
      `${path}/:id/${decision}`,
      { schema: { tags, summary, params: ZGrantIdParamsSchema, response } },
      async (request) => decide(deps, kind, grantOwner(request), request.params.id, decision),
    );
  }
}
