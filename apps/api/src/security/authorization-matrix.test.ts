import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  lineItemBody,
  registerUser,
  type Answer,
  type RegisteredUser,
} from '../test/factories.ts';
import { makePng, png, sendForm, setRole } from '../test/creatives.ts';
import { createPasskey } from '../test/webauthn.ts';
import { runBilling } from '../modules/billing/run.ts';
import { isCredentialRoute } from '@portal/domain';

/**
 * The authorization matrix (issue 11), generated from the route table: every route the server registers must be
 * classified below, so a new route cannot ship unclassified. Then, for each guarded route: anonymous, a tampered
 * token, `alg: none`, HS256 signed with the public key and a revoked token answer 401; another advertiser on an
 * owned id answers 404 with nothing of the owner's data; an advertiser on a staff route answers 403.
 */

/** agency: the agency calls, refused (403) to anyone whose session has not turned an agency role on (issue 16). */
type Access = 'public' | 'own' | 'owned' | 'staff' | 'agency';

/** Every route of the server by "METHOD url"; the web build's own files are public (SPA_FILE). */
const ROUTES: Record<string, Access> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  // The Integrators page (issue 32 §8), a public document beside the reference.
  'GET /api/docs/integrators': 'public',
  'GET /api/v2/openapi.json': 'public',
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /.well-known/jwks.json': 'public',
  // The outbox: loopback clients only (mail.test.ts), never with SMTP_URL.
  'GET /dev/mail.json': 'public',
  'GET /dev/mail': 'public',
  // The card processor's stand-in: its page is public as the real processor's is.
  'GET /sandbox/payments/hosted': 'public',
  'GET /sandbox/payments/hosted.js': 'public',
  'GET /sandbox/payments/hosted.css': 'public',
  'POST /sandbox/payments/tokenize': 'public',
  // The ad server, for publisher pages; its ids are signed (ad-server.test.ts).
  'GET /ads/tag.js': 'public',
  'GET /ads/demo': 'public',
  'GET /ads/demo/advertiser': 'public',
  'GET /ads/v1/decide': 'public',
  'GET /ads/v1/i/:id': 'public',
  'GET /ads/v1/c/:id': 'public',
  // Audience and conversion tags on advertisers' sites: unknown ids record nothing (audiences tests).
  'GET /ads/v1/px/:pixelId': 'public',
  'GET /ads/v1/cv/:id': 'public',
  // Creative files are served to publisher pages under unguessable names.
  'GET /api/v2/assets/:name': 'public',
  'GET /api/v2/static_pages/:lang/:slug': 'public',
  'GET /api/v2/settings': 'public',
  'POST /api/v2/auth/cognito/validate-user-exist': 'public',
  'POST /api/v2/auth/cognito/pre-register': 'public',
  'POST /api/v2/auth/cognito/register': 'public',
  'POST /api/v2/auth/cognito/login': 'public',
  // The second step of a login with two-step verification: its challenge is its credential (second-factor.test.ts).
  'POST /api/v2/auth/cognito/login/second-factor': 'public',
  // The second step with a passkey, or a passkey alone: its challenge and the assertion are its credential
  // (passkeys.test.ts, passkey-login.test.ts).
  'POST /api/v2/auth/cognito/login/passkey': 'public',
  // A passkey alone: options naming no one, before the login (passkey-login.test.ts).
  'POST /api/v2/auth/cognito/login/passkey-options': 'public',
  'POST /api/v2/auth/cognito/forgot-password': 'public',
  'POST /api/v2/auth/cognito/reset-password': 'public',
  // The refresh cookie is their credential (sessions.test.ts).
  'POST /api/v2/auth/cognito/refresh-token': 'public',
  'POST /api/v2/auth/cognito/logout': 'public',
  'GET /api/v2/user/': 'own',
  'GET /api/v2/user': 'own',
  'PUT /api/v2/user/password': 'own',
  'POST /api/v2/user/pre-update-email': 'own',
  'POST /api/v2/user/email-confirm-update': 'own',
  // Two-step verification (issue 33): always the caller's own; an API key is refused the changes (credential routes).
  'GET /api/v2/user/two-factor': 'own',
  'POST /api/v2/user/two-factor/totp/setup': 'own',
  'POST /api/v2/user/two-factor/totp/confirm': 'own',
  'POST /api/v2/user/two-factor/recovery-codes': 'own',
  'POST /api/v2/user/two-factor/disable': 'own',
  'POST /api/v2/user/two-factor/passkeys/options': 'own',
  'POST /api/v2/user/two-factor/passkeys': 'own',
  // The passkey's id in the path: another account's is a 404.
  'POST /api/v2/user/two-factor/passkeys/:id/remove': 'owned',
  'PUT /api/v2/user/personal': 'own',
  'PUT /api/v2/user/personal-options': 'own',
  'PUT /api/v2/user/company': 'own',
  'POST /api/v2/user/export': 'own',
  // API keys (issue 32 §1): the caller's own; a key itself is refused there (API_KEY_NOT_ALLOWED, below).
  'GET /api/v2/user/api-keys': 'own',
  'POST /api/v2/user/api-keys': 'own',
  'DELETE /api/v2/user/api-keys/:id': 'owned',
  'GET /api/v2/user/export': 'own',
  // The export's id in the path: another account's is a 404 (exports.test.ts too).
  'GET /api/v2/user/export/:id/download': 'owned',
  'GET /api/v2/gam/targeting/geo': 'own',
  'GET /api/v2/targeting/geo': 'own',
  'GET /api/v2/targeting/region': 'own',
  'GET /api/v2/segments/': 'own',
  'GET /api/v2/segments': 'own',
  'GET /api/v2/segments/:id': 'own',
  'GET /api/v2/segments/children/:id': 'own',
  'GET /api/v2/gam/order-types': 'own',
  'GET /api/v2/gam/natives': 'own',
  'GET /api/v2/payment/paymentMethod': 'own',
  'POST /api/v2/payment/paymentMethod': 'own',
  'DELETE /api/v2/payment/paymentMethod': 'own',
  'POST /api/v2/gam/orders': 'own',
  'GET /api/v2/gam/orders': 'own',
  'GET /api/v2/gam/companies/credit-status': 'own',
  'GET /api/v2/segments/personalized_segments': 'own',
  'GET /api/v2/segments/personalized_segments/poolCount': 'own',
  'POST /api/v2/segments/personalized_segments/': 'own',
  'POST /api/v2/segments/personalized_segments': 'own',
  'GET /api/v2/conversions/': 'own',
  'GET /api/v2/conversions': 'own',
  'POST /api/v2/conversions/': 'own',
  'GET /api/v2/invoices': 'own',
  'GET /api/v2/metric/orders': 'own',
  'GET /api/v2/metric/breakdown': 'own',
  'GET /api/v2/vouchers/list': 'own',
  'POST /api/v2/vouchers/validate': 'own',
  // Webhook endpoints (issue 32 §6): the account's own; another account's endpoint or delivery is a 404.
  'GET /api/v2/webhooks/endpoints': 'own',
  'POST /api/v2/webhooks/endpoints': 'own',
  'DELETE /api/v2/webhooks/endpoints/:id': 'owned',
  'GET /api/v2/webhooks/endpoints/:id/deliveries': 'owned',
  'POST /api/v2/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver': 'owned',
  'GET /api/v2/segments/personalized_segments/:id': 'owned',
  'PUT /api/v2/segments/personalized_segments/:id': 'owned',
  'PUT /api/v2/segments/personalized_segments/:id/status': 'owned',
  'DELETE /api/v2/segments/personalized_segments/:id': 'owned',
  'GET /api/v2/conversions/:activityGroupId': 'owned',
  'PUT /api/v2/conversions/': 'owned',
  'GET /api/v2/invoices/:id/pdf': 'owned',
  'POST /api/v2/invoices/:id/pay': 'owned',
  'GET /api/v2/gam/orders/:id': 'owned',
  'GET /api/v2/gam/orders/:id/diagnosis': 'owned',
  'PUT /api/v2/gam/orders/:id': 'owned',
  'POST /api/v2/gam/orders/:id/duplicate': 'owned',
  'POST /api/v2/gam/orders/:id/submit-for-approval': 'owned',
  'POST /api/v2/gam/orders/:id/archive': 'owned',
  'POST /api/v2/gam/orders/:id/unarchive': 'owned',
  'DELETE /api/v2/gam/orders/:id': 'owned',
  'POST /api/v2/gam/line-items': 'owned',
  'PUT /api/v2/gam/line-items': 'owned',
  'PUT /api/v2/gam/line-items/pause': 'owned',
  'PUT /api/v2/gam/line-items/resume': 'owned',
  'POST /api/v2/gam/forecast': 'owned',
  'POST /api/v2/gam/creatives': 'owned',
  'PUT /api/v2/gam/creatives': 'owned',
  'GET /api/v2/gam/creatives': 'owned',
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
  // Run billing now (issue 28): admins, or `npm run billing` with the operator token (billing/admin-billing.test.ts).
  'POST /api/v2/admin/billing/runs': 'staff',
  // The account's own history: the subject is always the caller's account (audit.test.ts: never another's).
  'GET /api/v2/audit': 'own',
  'POST /api/v2/admin/agencies': 'staff',
  'GET /api/v2/admin/agencies': 'staff',
  // Agencies (issue 16; view-as on every route: agencies/view-as.test.ts).
  'POST /api/v2/agencies/activate': 'own',
  'GET /api/v2/agency-grants': 'own',
  'PUT /api/v2/agency-grants/:id/accept': 'owned',
  'PUT /api/v2/agency-grants/:id/revoke': 'owned',
  'GET /api/v2/agency-member-invitations': 'own',
  'PUT /api/v2/agency-member-invitations/:id/accept': 'owned',
  'PUT /api/v2/agency-member-invitations/:id/decline': 'owned',
  'GET /api/v2/agencies/clients': 'agency',
  'GET /api/v2/agencies/members': 'agency',
  'POST /api/v2/agencies/members': 'agency',
  'PUT /api/v2/agencies/members/:userId': 'agency',
  'DELETE /api/v2/agencies/members/:userId': 'agency',
  'DELETE /api/v2/agencies/member-invitations/:id': 'agency',
  'GET /api/v2/agencies/grants': 'agency',
  'POST /api/v2/agencies/grants': 'agency',
  // Teams (issue 33, decision 0029): the user's accounts and invitations, the active account's team (team.manage:
  // teams/role-routes.test.ts); another account's member or invitation is a 404.
  'GET /api/v2/accounts': 'own',
  'PUT /api/v2/accounts/active': 'own',
  'GET /api/v2/team/members': 'own',
  'POST /api/v2/team/invitations': 'own',
  'DELETE /api/v2/team/invitations/:id': 'owned',
  'PUT /api/v2/team/members/:userId': 'owned',
  'DELETE /api/v2/team/members/:userId': 'owned',
  'PUT /api/v2/team/settings': 'own',
  'GET /api/v2/team-invitations': 'own',
  'PUT /api/v2/team-invitations/:id/accept': 'owned',
  'PUT /api/v2/team-invitations/:id/decline': 'owned',
};
const SPA_FILE = /^GET \/(index\.html|assets\/[\w.-]+)$/;

let t: TestApp;
let owner: RegisteredUser;
let other: RegisteredUser;
let revoked: string;
let orderId: number;
let lineItemId: number;
let creativeId: number;
let segmentId: number;
let activityGroupId: number;
let invoiceId: number;
/** API keys (issue 32 §1): the owner's read-write and read-only keys, another advertiser's, and a revoked one. */
let ownerKeyId: number;
let ownerKey: string;
let ownerReadKey: string;
let otherKey: string;
let revokedKey: string;
/** A passkey of the owner's (issue 33), registered with the software authenticator of test/webauthn.ts. */
let ownerPasskeyId: number;
let webhookEndpointId: number;
let webhookDeliveryId: number;
/** A pending invitation of the owner's account (decision 0029), to an e-mail no test user has. */
let teamInvitationId: number;
const ORDER_NAME = 'Campagne secrète du propriétaire';
const PIXEL = { type: 'page_views', impressionsLookbackDays: 7, clicksLookbackDays: 7 };

beforeAll(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0', AGENCIES_DISABLED: 'false' });
  [owner, other] = [await registerUser(t), await registerUser(t)];
  orderId = await createOrder(t, owner, { name: ORDER_NAME, notes: 'notes privées' });
  lineItemId = await createLineItem(t, owner, orderId);
  creativeId = await attachApprovedCreative(t, owner, orderId, lineItemId);
  const segment = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
    token: owner.token,
    body: { name: 'Audience secrète', description: 'notes privées' },
  });
  expect(segment.status).toBe(200);
  segmentId = segment.body.id;
  const pixel = await call(t, 'POST', '/api/v2/conversions/', {
    token: owner.token,
    body: { ...PIXEL, name: 'Pixel secret' },
  });
  expect(pixel.status).toBe(200);
  activityGroupId = pixel.body.activityGroupId;
  // An invoice of the owner's: delivery counted this month, then billed.
  const day = t.clock.now().toISOString().slice(0, 10);
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${lineItemId}, '${day}', 1000, 1)`,
  );
  await runBilling(
    { db: t.app.database.db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' },
    day.slice(0, 7),
  );
  const invoices = await call(t, 'GET', '/api/v2/invoices', { token: owner.token });
  expect(invoices.body).toHaveLength(1);
  invoiceId = invoices.body[0].id;
  // A token revoked by a password change (its token version is behind the user's).
  const victim = await registerUser(t);
  revoked = victim.token;
  const changed = await call(t, 'PUT', '/api/v2/user/password', {
    token: victim.token,
    body: { currentPassword: victim.password, newPassword: 'Nouveau-pass2' },
  });
  expect(changed.status).toBe(200);
  const key = async (user: RegisteredUser, scope: 'read' | 'read_write') => {
    const made = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: user.token,
      body: { name: scope, scope },
    });
    expect(made.status).toBe(201);
    return made.body as { id: number; key: string };
  };
  ({ id: ownerKeyId, key: ownerKey } = await key(owner, 'read_write'));
  ownerReadKey = (await key(owner, 'read')).key;
  otherKey = (await key(other, 'read_write')).key;
  const gone = await key(other, 'read_write');
  expect((await call(t, 'DELETE', `/api/v2/user/api-keys/${gone.id}`, { token: other.token })).status).toBe(
    204,
  );
  revokedKey = gone.key;
  const passkeyOptions = await call(t, 'POST', '/api/v2/user/two-factor/passkeys/options', {
    token: owner.token,
  });
  const { credential } = createPasskey(passkeyOptions.body, 'http://localhost:3000');
  const registered = await call(t, 'POST', '/api/v2/user/two-factor/passkeys', {
    token: owner.token,
    body: { name: 'Téléphone', credential },
  });
  expect(registered.status).toBe(200);
  ownerPasskeyId = registered.body.passkey.id;
  // A webhook endpoint of the owner's (a public literal address: nothing resolved) and one delivery in its log.
  const endpoint = await call(t, 'POST', '/api/v2/webhooks/endpoints', {
    token: owner.token,
    body: { url: 'https://93.184.216.34/hooks', events: ['order.approved'], description: 'notes privées' },
  });
  expect(endpoint.status).toBe(201);
  webhookEndpointId = endpoint.body.id;
  const delivery = await t.app.database.db.execute(
    `insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, created_at) values (${webhookEndpointId}, 'evt_secret', 'order.approved', '{}', now()) returning id`,
  );
  webhookDeliveryId = Number((delivery as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
  const invitation = await call(t, 'POST', '/api/v2/team/invitations', {
    token: owner.token,
    body: { email: 'invitee.matrix@example.test', role: 'VIEWER' },
  });
  expect(invitation.status).toBe(201);
  teamInvitationId = invitation.body.id;
});
afterAll(() => t.close());

const registered = () =>
  [...new Set(t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].filter(
    (key) => !SPA_FILE.test(key),
  );
const guarded = (access: Access) => registered().filter((key) => ROUTES[key] === access);

/** A concrete request of a route on the owner's objects. */
function requestOf(key: string): {
  method: string;
  path: string;
  body?: unknown;
  form?: Record<string, unknown>;
} {
  const [method, url] = key.split(' ') as [string, string];
  const id = /team(-|\/)invitations/.test(url)
    ? teamInvitationId
    : url.includes('passkeys')
      ? ownerPasskeyId
      : url.includes('webhooks')
        ? webhookEndpointId
        : url.includes('api-keys')
          ? ownerKeyId
          : url.includes('creatives')
            ? creativeId
            : url.includes('personalized_segments')
              ? segmentId
              : url.includes('invoices')
                ? invoiceId
                : orderId;
  const path = url
    .replace(':id', String(id))
    .replace(':deliveryId', String(webhookDeliveryId))
    .replace(':activityGroupId', String(activityGroupId))
    .replace(':userId', String(owner.user.user_id));
  const ids = { orderId, lineItemId };
  const edit = { id: creativeId, name: 'Volé', destinationUrl: 'https://evil.test/', size: '300x250' };
  switch (key) {
    case 'PUT /api/v2/gam/orders/:id':
      return { method, path, body: { name: 'Volé', notes: '' } };
    case 'POST /api/v2/gam/orders/:id/submit-for-approval':
      return { method, path, body: { force: true } };
    case 'POST /api/v2/gam/line-items':
      return { method, path, body: lineItemBody(t, orderId) };
    case 'PUT /api/v2/gam/line-items':
      return { method, path, body: { ...lineItemBody(t, orderId), lineItemId } };
    case 'PUT /api/v2/gam/line-items/pause':
    case 'PUT /api/v2/gam/line-items/resume':
      return { method, path, body: ids };
    case 'POST /api/v2/gam/forecast': {
      const { units, startDateTime, endDateTime, creativePlaceholders } = lineItemBody(t, orderId);
      return { method, path, body: { ...ids, units, startDateTime, endDateTime, creativePlaceholders } };
    }
    case 'GET /api/v2/gam/creatives':
      return { method, path: `${path}?orderId=${orderId}&lineItemId=${lineItemId}` };
    case 'POST /api/v2/gam/creatives':
      return {
        method,
        path,
        form: { ...ids, name: 'Volé', destinationUrl: 'https://evil.test/', size: '300x250' },
      };
    case 'PUT /api/v2/gam/creatives':
      return { method, path, form: { ...ids, creatives: JSON.stringify([edit]) } };
    case 'PUT /api/v2/segments/personalized_segments/:id':
      return { method, path, body: { name: 'Volé', description: '' } };
    case 'PUT /api/v2/segments/personalized_segments/:id/status':
      return { method, path, body: { id: segmentId, status: 'INACTIVE' } };
    case 'PUT /api/v2/conversions/':
      return { method, path, body: { ...PIXEL, name: 'Volé', activityGroupId } };
    case 'PUT /api/v2/team/members/:userId':
      return { method, path, body: { role: 'VIEWER' } };
    case 'POST /api/v2/user/two-factor/passkeys/:id/remove':
      return { method, path, body: { password: 'Campagne2025', factorCode: '123456' } };
    default:
      return { method, path, body: method === 'GET' || method === 'DELETE' ? undefined : {} };
  }
}

async function send(key: string, token?: string): Promise<Answer> {
  const { method, path, body, form } = requestOf(key);
  if (form) {
    const values = { ...form, asset: png(await makePng(300, 250)) } as never;
    return sendForm(t, method as 'POST' | 'PUT', path, { token, values });
  }
  return call(t, method, path, { token, body });
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that must all be refused: tampered claims, alg none, HS256 keyed with the public key, revoked. */
async function forgedTokens(): Promise<Record<string, string>> {
  const [header, payload, signature] = other.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const ownerClaims = { ...claims, 'custom:user_id': owner.user.user_id, sub: undefined };
  const jwks = (await call(t, 'GET', '/.well-known/jwks.json')).body;
  const publicKey = JSON.stringify(jwks.keys[0]);
  const hsHeader = b64({ alg: 'HS256', typ: 'JWT', kid: jwks.keys[0].kid });
  const hsBody = `${hsHeader}.${payload}`;
  return {
    tampered: `${header}.${b64(ownerClaims)}.${signature}`,
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'HS256 with the public key': `${hsBody}.${createHmac('sha256', publicKey).update(hsBody).digest('base64url')}`,
    revoked,
    // API keys (issue 32 §1): unknown, revoked, malformed, and a token's text behind the key's prefix.
    'unknown API key': `pk_live_${'x'.repeat(43)}`,
    'revoked API key': revokedKey,
    'malformed API key': 'pk_live_',
    'API key prefix on a token': `pk_live_${other.token}`,
  };
}

describe('the route table', () => {
  it('classifies every route the server registers, and nothing it does not', () => {
    const keys = registered();
    expect(keys.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('every guarded route', () => {
  it('answers 401 to an anonymous call and to every forged or revoked token', async () => {
    const tokens = await forgedTokens();
    const routes = [...guarded('own'), ...guarded('owned'), ...guarded('staff'), ...guarded('agency')];
    expect(routes.length).toBeGreaterThan(40);
    for (const key of routes) {
      for (const [kind, token] of [['anonymous', undefined], ...Object.entries(tokens)] as const) {
        const res = await send(key, token);
        expect(res.status, `${key} ${kind}`).toBe(401);
        expect(JSON.stringify(res.body)).not.toContain(ORDER_NAME);
      }
    }
  });

  it("answers 404 to another advertiser on the owner's objects, with nothing of the owner's", async () => {
    for (const key of guarded('owned')) {
      const res = await send(key, other.token);
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(404);
      const text = JSON.stringify(res.body);
      for (const secret of [ORDER_NAME, owner.email, 'notes privées', 'Audience secrète', 'Pixel secret'])
        expect(text, key).not.toContain(secret);
    }
    // Nothing changed: the owner still sees the order and the creative as they were.
    const mine = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: owner.token });
    expect(mine.body.cleanName).toBe(ORDER_NAME);
    expect(JSON.stringify(mine.body)).not.toContain('Volé');
    const segments = await call(t, 'GET', '/api/v2/segments/personalized_segments', { token: owner.token });
    expect(segments.body).toMatchObject([{ id: segmentId, name: 'Audience secrète', status: 'ACTIVE' }]);
    const pixel = await call(t, 'GET', `/api/v2/conversions/${activityGroupId}`, { token: owner.token });
    expect(pixel.body.name).toBe('Pixel secret');
  });

  it('answers 403 to an advertiser on a staff route', async () => {
    for (const key of guarded('staff')) {
      const res = await send(key, other.token);
      expect(res.status, key).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to an advertiser, and to staff, on the agency calls', async () => {
    const admin = await registerUser(t);
    await setRole(t, admin.user.user_id, 'admin');
    for (const key of guarded('agency')) {
      for (const user of [other, admin]) {
        const res = await send(key, user.token);
        expect(res.status, key).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('answers every authenticated call with Cache-Control: no-store, errors included (issue 28 §11)', async () => {
    const admin = await registerUser(t);
    await setRole(t, admin.user.user_id, 'admin');
    const reads = [...guarded('own'), ...guarded('owned'), ...guarded('staff'), ...guarded('agency')].filter(
      (key) => key.startsWith('GET '),
    );
    expect(reads.length).toBeGreaterThan(30);
    const { revoked: refused } = await forgedTokens();
    for (const key of reads) {
      // The owner's answer (the agency calls refuse them: a 403), staff's on the staff routes, another
      // advertiser's 404, and a revoked token's 401.
      const token = ROUTES[key] === 'staff' ? admin.token : owner.token;
      for (const [who, as] of [
        ['caller', token],
        ['another', other.token],
        ['revoked', refused],
      ] as const) {
        const res = await send(key, as);
        expect(res.headers.get('cache-control'), `${key} ${who}: ${res.status}`).toBe('no-store');
      }
    }
    // A write, and the refresh call, whose credential is its cookie.
    const created = await call(t, 'POST', '/api/v2/gam/orders', { token: owner.token, body: {} });
    expect(created.headers.get('cache-control')).toBe('no-store');
    const fresh = await registerUser(t);
    const refreshed = await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: fresh.cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    // A public answer asked without credentials keeps its own caching.
    const settings = await call(t, 'GET', '/api/v2/settings');
    expect(settings.headers.get('cache-control')).not.toBe('no-store');
  });

  it('lets staff through the staff routes (the 403 is about the role)', async () => {
    const admin = await registerUser(t);
    await setRole(t, admin.user.user_id, 'admin');
    for (const key of guarded('staff')) expect((await send(key, admin.token)).status, key).not.toBe(403);
  });
});

describe('every guarded route, with an API key (issue 32 §1)', () => {
  const credential = (key: string) => isCredentialRoute(...(key.split(' ') as [string, string]));

  it("answers another advertiser's key on the owner's objects 404, with nothing of the owner's", async () => {
    for (const key of guarded('owned')) {
      const res = await send(key, otherKey);
      const expected = credential(key) ? 403 : 404;
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(expected);
      const text = JSON.stringify(res.body);
      for (const secret of [ORDER_NAME, owner.email, 'notes privées', 'Audience secrète', 'Pixel secret'])
        expect(text, key).not.toContain(secret);
    }
    const mine = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: owner.token });
    expect(JSON.stringify(mine.body)).not.toContain('Volé');
  });

  it('refuses a read-only key every write (403 API_KEY_READ_ONLY) and any key the credential routes', async () => {
    const routes = [...guarded('own'), ...guarded('owned'), ...guarded('staff'), ...guarded('agency')];
    const credentials = routes.filter(credential);
    expect(credentials.length).toBeGreaterThanOrEqual(7);
    for (const key of credentials) {
      for (const apiKey of [ownerKey, ownerReadKey]) {
        const res = await send(key, apiKey);
        expect(res.status, key).toBe(403);
        expect(res.body.error.code, key).toBe('API_KEY_NOT_ALLOWED');
      }
    }
    for (const key of routes.filter((k) => !k.startsWith('GET ') && !credential(k))) {
      const res = await send(key, ownerReadKey);
      expect(res.status, key).toBe(403);
      expect(res.body.error.code, key).toBe('API_KEY_READ_ONLY');
    }
    const mine = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: owner.token });
    expect(mine.body.cleanName).toBe(ORDER_NAME);
    expect((await call(t, 'GET', '/api/v2/user/api-keys', { token: owner.token })).body).toHaveLength(2);
  });

  it("answers an advertiser's key 403 on the staff and agency routes", async () => {
    for (const key of [...guarded('staff'), ...guarded('agency')]) {
      const res = await send(key, otherKey);
      expect(res.status, key).toBe(403);
      expect(res.body.error.code, key).toBe('FORBIDDEN');
    }
  });

  it("reads every one of the owner's routes with the owner's read-only key as with the owner's token", async () => {
    const reads = [...guarded('own'), ...guarded('owned')].filter(
      (k) => k.startsWith('GET ') && !credential(k),
    );
    expect(reads.length).toBeGreaterThan(25);
    for (const key of reads) {
      const [withKey, withToken] = [await send(key, ownerReadKey), await send(key, owner.token)];
      expect(withKey.status, `${key}: ${JSON.stringify(withKey.body)}`).toBe(withToken.status);
      if (key.includes('/gam/orders/:id')) expect(JSON.stringify(withKey.body)).toContain(ORDER_NAME);
    }
  });
});
