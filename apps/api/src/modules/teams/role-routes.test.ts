import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, TEAM_ROLES, type TeamRole } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { sendForm, makePng, png } from '../../test/creatives.ts';
import { call, registerUser, type Answer, type RegisteredUser } from '../../test/factories.ts';
import { ROUTE_CAPABILITIES, type RouteClass } from './route-capabilities.ts';

/**
 * Every role × every account route (issue 33, decision 0029), generated from the server's route table and
 * route-capabilities.ts: each /api/v2 route must be classified (a new route fails here until it is), and on each
 * route that needs a capability a member whose role has it is never answered 403 ROLE_FORBIDDEN, and one whose role
 * lacks it always is, before the route reads its input. Ids in paths name nothing (the allowed calls answer 404 or
 * 400 rather than change anything of the account).
 */

let t: TestApp;
let owner: RegisteredUser;
const members = {} as Record<TeamRole, RegisteredUser>;
const NO_SUCH_ID = '2147483000';
const NOT_ACCOUNT_ROUTES = new Set<RouteClass>(['public', 'user', 'staff', 'agency']);

beforeAll(async () => {
  t = await createTestApp({ AGENCIES_DISABLED: 'false' });
  owner = await registerUser(t);
  members.OWNER = owner;
  for (const role of TEAM_ROLES.filter((r) => r !== 'OWNER')) {
    const user = await registerUser(t);
    const invited = await call(t, 'POST', '/api/v2/team/invitations', {
      token: owner.token,
      body: { email: user.email, role },
    });
    expect(invited.status).toBe(201);
    await call(t, 'PUT', `/api/v2/team-invitations/${invited.body.id}/accept`, { token: user.token });
    const active = await call(t, 'PUT', '/api/v2/accounts/active', {
      token: user.token,
      body: { accountId: Number(owner.user.user_id) },
    });
    expect(active.status).toBe(204);
    members[role] = user;
  }
});
afterAll(() => t.close());

const apiRoutes = () =>
  [
    ...new Set(
      t.app.routeTable
        .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v2'))
        .map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();

async function send(key: string, user: RegisteredUser): Promise<Answer> {
  const [method, url] = key.split(' ') as [string, string];
  const path = url.replace(/:[A-Za-z]+/g, NO_SUCH_ID);
  if (key === 'POST /api/v2/gam/creatives' || key === 'PUT /api/v2/gam/creatives') {
    const values = {
      orderId: NO_SUCH_ID,
      lineItemId: NO_SUCH_ID,
      asset: png(await makePng(300, 250)),
    } as never;
    return sendForm(t, method as 'POST' | 'PUT', path, { token: user.token, values });
  }
  return call(t, method, path, {
    token: user.token,
    body: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
}

describe('the route table', () => {
  it('classifies every /api/v2 route, and nothing the server does not register', () => {
    const routes = apiRoutes();
    expect(routes.filter((key) => !(key in ROUTE_CAPABILITIES))).toEqual([]);
    expect(Object.keys(ROUTE_CAPABILITIES).filter((key) => !routes.includes(key))).toEqual([]);
  });
});

describe('every role on every account route', () => {
  it('is refused 403 ROLE_FORBIDDEN exactly where its role lacks the capability', async () => {
    const routes = apiRoutes().filter((key) => !NOT_ACCOUNT_ROUTES.has(ROUTE_CAPABILITIES[key]!));
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const key of routes) {
      const capability = ROUTE_CAPABILITIES[key] as Exclude<
        RouteClass,
        'public' | 'user' | 'staff' | 'agency'
      >;
      for (const role of TEAM_ROLES) {
        const res = await send(key, members[role]);
        const refused = res.status === 403 && res.body?.error?.code === 'ROLE_FORBIDDEN';
        if (refused === can(role, capability)) {
          wrong.push(
            `${role} ${key} (${capability}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets any member leave the account (their own id), whatever their role', async () => {
    const viewer = members.VIEWER;
    const other = await call(t, 'DELETE', `/api/v2/team/members/${owner.user.user_id}`, {
      token: viewer.token,
    });
    expect([other.status, other.body.error.code]).toEqual([403, 'ROLE_FORBIDDEN']);
    const left = await call(t, 'DELETE', `/api/v2/team/members/${viewer.user.user_id}`, {
      token: viewer.token,
    });
    expect(left.status).toBe(204);
    const after = await call(t, 'GET', '/api/v2/gam/orders', { token: viewer.token });
    expect([after.status, after.body.error.code]).toEqual([403, 'NOT_A_MEMBER']);
  });
});
