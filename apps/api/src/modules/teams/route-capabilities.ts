import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, capabilitiesOf, type TeamCapability } from '@portal/domain';
import { hasConfirmedSecondFactor } from '../../platform/auth/second-factor-state.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The capability of every /api/v2 route (decision 0029), by "METHOD url", checked once, by the one hook below,
 * after the guard and view-as: a member whose role lacks it gets 403 ROLE_FORBIDDEN. Routes that act on no account
 * say why: `public` (no sign-in), `user` (the user's own things: profile, password, second factor, API keys, their
 * invitations and accounts), `staff` and `agency` (checked by their own guards). A route missing here is refused to
 * every role but OWNER (fail closed), and teams' role-routes test fails on it.
 */
export type RouteClass = TeamCapability | 'public' | 'user' | 'staff' | 'agency';

const crud = (read: TeamCapability, write: TeamCapability, routes: Record<string, 'r' | 'w'>) =>
  Object.fromEntries(Object.entries(routes).map(([k, v]) => [k, v === 'r' ? read : write]));

export const ROUTE_CAPABILITIES: Readonly<Record<string, RouteClass>> = {
  // Public
  'GET /api/v2/openapi.json': 'public',
  'GET /api/v2/assets/:name': 'public',
  'GET /api/v2/static_pages/:lang/:slug': 'public',
  'GET /api/v2/settings': 'public',
  'POST /api/v2/auth/cognito/validate-user-exist': 'public',
  'POST /api/v2/auth/cognito/pre-register': 'public',
  'POST /api/v2/auth/cognito/register': 'public',
  'POST /api/v2/auth/cognito/login': 'public',
  'POST /api/v2/auth/cognito/login/second-factor': 'public',
  'POST /api/v2/auth/cognito/login/passkey': 'public',
  'POST /api/v2/auth/cognito/login/passkey-options': 'public',
  'POST /api/v2/auth/cognito/forgot-password': 'public',
  'POST /api/v2/auth/cognito/reset-password': 'public',
  'POST /api/v2/auth/cognito/refresh-token': 'public',
  'POST /api/v2/auth/cognito/logout': 'public',
  // The user's own
  'GET /api/v2/user/': 'user',
  'GET /api/v2/user': 'user',
  'PUT /api/v2/user/password': 'user',
  'POST /api/v2/user/pre-update-email': 'user',
  'POST /api/v2/user/email-confirm-update': 'user',
  'GET /api/v2/user/two-factor': 'user',
  'POST /api/v2/user/two-factor/totp/setup': 'user',
  'POST /api/v2/user/two-factor/totp/confirm': 'user',
  'POST /api/v2/user/two-factor/recovery-codes': 'user',
  'POST /api/v2/user/two-factor/disable': 'user',
  'POST /api/v2/user/two-factor/passkeys/options': 'user',
  'POST /api/v2/user/two-factor/passkeys': 'user',
  'POST /api/v2/user/two-factor/passkeys/:id/remove': 'user',
  'PUT /api/v2/user/personal': 'user',
  'PUT /api/v2/user/personal-options': 'user',
  // The account's company details are its founder's profile fields (decision 0029): the user's own.
  'PUT /api/v2/user/company': 'user',
  'GET /api/v2/user/api-keys': 'user',
  'POST /api/v2/user/api-keys': 'user',
  'DELETE /api/v2/user/api-keys/:id': 'user',
  'POST /api/v2/agencies/activate': 'user',
  'GET /api/v2/agency-member-invitations': 'user',
  'PUT /api/v2/agency-member-invitations/:id/accept': 'user',
  'PUT /api/v2/agency-member-invitations/:id/decline': 'user',
  'GET /api/v2/accounts': 'user',
  'PUT /api/v2/accounts/active': 'user',
  'GET /api/v2/team-invitations': 'user',
  'PUT /api/v2/team-invitations/:id/accept': 'user',
  'PUT /api/v2/team-invitations/:id/decline': 'user',
  // "Download my data"
  'POST /api/v2/user/export': 'data.export',
  'GET /api/v2/user/export': 'data.export',
  'GET /api/v2/user/export/:id/download': 'data.export',
  // Campaigns: orders, line items, creatives, audiences, pixels, targeting, forecast, history
  ...crud('campaigns.read', 'campaigns.write', {
    'GET /api/v2/gam/targeting/geo': 'r',
    'GET /api/v2/targeting/geo': 'r',
    'GET /api/v2/targeting/region': 'r',
    'GET /api/v2/segments/': 'r',
    'GET /api/v2/segments': 'r',
    'GET /api/v2/segments/:id': 'r',
    'GET /api/v2/segments/children/:id': 'r',
    'GET /api/v2/gam/order-types': 'r',
    'GET /api/v2/gam/natives': 'r',
    'GET /api/v2/gam/companies/credit-status': 'r',
    'POST /api/v2/gam/orders': 'w',
    'GET /api/v2/gam/orders': 'r',
    'GET /api/v2/gam/orders/:id': 'r',
    'GET /api/v2/gam/orders/:id/diagnosis': 'r',
    'PUT /api/v2/gam/orders/:id': 'w',
    'POST /api/v2/gam/orders/:id/duplicate': 'w',
    'POST /api/v2/gam/orders/:id/submit-for-approval': 'w',
    'POST /api/v2/gam/orders/:id/archive': 'w',
    'POST /api/v2/gam/orders/:id/unarchive': 'w',
    'DELETE /api/v2/gam/orders/:id': 'w',
    'POST /api/v2/gam/line-items': 'w',
    'PUT /api/v2/gam/line-items': 'w',
    'PUT /api/v2/gam/line-items/pause': 'w',
    'PUT /api/v2/gam/line-items/resume': 'w',
    'POST /api/v2/gam/forecast': 'r',
    'POST /api/v2/gam/creatives': 'w',
    'PUT /api/v2/gam/creatives': 'w',
    'GET /api/v2/gam/creatives': 'r',
    'GET /api/v2/segments/personalized_segments': 'r',
    'GET /api/v2/segments/personalized_segments/poolCount': 'r',
    'POST /api/v2/segments/personalized_segments/': 'w',
    'POST /api/v2/segments/personalized_segments': 'w',
    'GET /api/v2/segments/personalized_segments/:id': 'r',
    'PUT /api/v2/segments/personalized_segments/:id': 'w',
    'PUT /api/v2/segments/personalized_segments/:id/status': 'w',
    'DELETE /api/v2/segments/personalized_segments/:id': 'w',
    'GET /api/v2/conversions/': 'r',
    'GET /api/v2/conversions': 'r',
    'POST /api/v2/conversions/': 'w',
    'GET /api/v2/conversions/:activityGroupId': 'r',
    'PUT /api/v2/conversions/': 'w',
  }),
  // Metrics
  'GET /api/v2/metric/orders': 'metrics.read',
  'GET /api/v2/metric/breakdown': 'metrics.read',
  // Finance: invoices, promo codes, the card
  'GET /api/v2/invoices': 'finance.read',
  'GET /api/v2/invoices/:id/pdf': 'finance.read',
  'POST /api/v2/invoices/:id/pay': 'finance.write',
  'GET /api/v2/vouchers/list': 'finance.read',
  'POST /api/v2/vouchers/validate': 'finance.write',
  'GET /api/v2/payment/paymentMethod': 'card.read',
  'POST /api/v2/payment/paymentMethod': 'finance.write',
  'DELETE /api/v2/payment/paymentMethod': 'finance.write',
  // Webhooks, the audit trail, agency grants
  'GET /api/v2/webhooks/endpoints': 'webhooks.manage',
  'POST /api/v2/webhooks/endpoints': 'webhooks.manage',
  'DELETE /api/v2/webhooks/endpoints/:id': 'webhooks.manage',
  'GET /api/v2/webhooks/endpoints/:id/deliveries': 'webhooks.manage',
  'POST /api/v2/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver': 'webhooks.manage',
  'GET /api/v2/audit': 'audit.read',
  'GET /api/v2/agency-grants': 'grants.manage',
  'PUT /api/v2/agency-grants/:id/accept': 'grants.manage',
  'PUT /api/v2/agency-grants/:id/revoke': 'grants.manage',
  // The team
  'GET /api/v2/team/members': 'team.manage',
  'POST /api/v2/team/invitations': 'team.manage',
  'DELETE /api/v2/team/invitations/:id': 'team.manage',
  'PUT /api/v2/team/members/:userId': 'team.manage',
  // team.manage, or the member themselves (leaving): SELF_SERVICE below.
  'DELETE /api/v2/team/members/:userId': 'team.manage',
  'PUT /api/v2/team/settings': 'team.manage',
  // Staff
  'GET /api/v2/user/list': 'staff',
  'GET /api/v2/review/orders': 'staff',
  'GET /api/v2/review/orders/:id': 'staff',
  'POST /api/v2/review/orders/:id/approve': 'staff',
  'POST /api/v2/review/orders/:id/disapprove': 'staff',
  'GET /api/v2/review/creatives': 'staff',
  'POST /api/v2/review/creatives/:id/approve': 'staff',
  'POST /api/v2/review/creatives/:id/disapprove': 'staff',
  'GET /api/v2/admin/vouchers': 'staff',
  'POST /api/v2/admin/vouchers': 'staff',
  'PUT /api/v2/admin/vouchers/:code': 'staff',
  'GET /api/v2/admin/users/:id': 'staff',
  'PUT /api/v2/admin/users/:id/role': 'staff',
  'POST /api/v2/admin/users/:id/suspend': 'staff',
  'POST /api/v2/admin/users/:id/reactivate': 'staff',
  'GET /api/v2/admin/audit': 'staff',
  'POST /api/v2/admin/billing/runs': 'staff',
  'POST /api/v2/admin/agencies': 'staff',
  'GET /api/v2/admin/agencies': 'staff',
  // Agencies' own calls
  'GET /api/v2/agencies/clients': 'agency',
  'GET /api/v2/agencies/members': 'agency',
  'POST /api/v2/agencies/members': 'agency',
  'PUT /api/v2/agencies/members/:userId': 'agency',
  'DELETE /api/v2/agencies/members/:userId': 'agency',
  'DELETE /api/v2/agencies/member-invitations/:id': 'agency',
  'GET /api/v2/agencies/grants': 'agency',
  'POST /api/v2/agencies/grants': 'agency',
};

/** A member may leave an account whatever their role (decision 0029): DELETE /team/members/{their own id}. */
const SELF_SERVICE = 'DELETE /api/v2/team/members/:userId';

/** The class of a request's route; an unclassified one needs an owner (fail closed). */
export function routeClass(method: string, url: string): RouteClass | undefined {
  return ROUTE_CAPABILITIES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

function isSelfService(request: FastifyRequest, key: string): boolean {
  const params = request.params as { userId?: string } | undefined;
  return key === SELF_SERVICE && String(params?.userId) === String(request.user?.id);
}

/** The check itself (see registerRoleCheck); resolves when the request may go on. */
export async function checkAccountRole(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) return;
  const url = request.routeOptions.url ?? '';
  const found = routeClass(request.method, url);
  if (found === 'public' || found === 'user' || found === 'staff' || found === 'agency') return;
  if (request.subjectId !== null) {
    if (found && capabilitiesOf(null, true).includes(found)) return;
    throw new AppError('ROLE_FORBIDDEN', { message: 'Not allowed under view-as' });
  }
  const role = request.memberRole;
  if (role === null) throw new AppError('NOT_A_MEMBER', { message: 'Not a member of this account' });
  const allowed = found ? can(role, found) : role === 'OWNER';
  if (!allowed && !isSelfService(request, `${request.method} ${url}`)) {
    throw new AppError('ROLE_FORBIDDEN', { message: `The role ${role} cannot do this` });
  }
  if (
    request.accountRequiresTwoFactor &&
    !(await hasConfirmedSecondFactor(request.server.database.db, user.id))
  ) {
    throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  }
}

/**
 * The routes that read a multipart form, whose viewAs is inside it: their check waits for the form's reader
 * (creatives/multipart.ts asks it through platform/auth/view-as.ts). By route, never by the request's content type,
 * which the caller chooses.
 */
const FORM_ROUTES = new Set(['POST /api/v2/gam/creatives', 'PUT /api/v2/gam/creatives']);

/**
 * The one check of roles (decision 0029), a preValidation hook of the /api/v2 scope, after the guard (onRequest) and
 * view-as (the preValidation hook added before it), before the body's validation (a refused role learns nothing of
 * the input's rules): under view-as the grant's capabilities (an owner's but the team, the grants and the export);
 * else the member's role in the session's account: 403 NOT_A_MEMBER when they are no longer one, 403 ROLE_FORBIDDEN
 * when the role lacks the route's capability, 403 TWO_FACTOR_SETUP_REQUIRED while the owner requires a second factor
 * the member has not turned on. A multipart form names its viewAs inside the form: its reader asks this check once
 * it knows (platform/auth/view-as.ts). A callback that waits for nothing but the second-factor lookup.
 */
export function registerRoleCheck(api: FastifyInstance): void {
  api.decorate('checkAccountRole', checkAccountRole);
  api.addHook('preValidation', (request, _reply, done) => {
    const url = request.routeOptions.url ?? '';
    if (!request.user || FORM_ROUTES.has(`${request.method} ${url}`)) return done();
    const found = routeClass(request.method, url);
    // Nearly every request: no promise unless the owner's requirement needs a lookup.
    if (found === 'public' || found === 'user' || found === 'staff' || found === 'agency') return done();
    checkAccountRole(request).then(() => done(), done);
  });
}
