import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../modules/billing/run.ts';
import type { TestApp } from '../test/app.ts';
import { activateAgencyRole, createAgency, createAgencyTestApp, grantAccess } from '../test/agencies.ts';
import { sendForm, setRole } from '../test/creatives.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  loginUser,
  registerUser,
  type Answer,
  type RegisteredUser,
} from '../test/factories.ts';

/**
 * View-as (spec §6, issue 16), generated from the route table: every route of /api/v2 that needs a signed-in user
 * (found by asking it anonymously) refuses a viewAs it may not honour with 403 VIEW_AS_NOT_ALLOWED (FORBIDDEN where the
 * route refuses the caller anyway) and nothing of the named account: an agency without a grant, with a revoked grant,
 * a malformed id, a caller outside any agency, a member whose session has not turned the agency role on. With an
 * accepted grant, the client's objects are reachable.
 */

let t: TestApp;
let client: RegisteredUser;
let agencyAdmin: RegisteredUser;
let activated: string;
let outsider: RegisteredUser;
let orderId: number;
let lineItemId: number;
const ORDER_NAME = 'Campagne confidentielle du client';

beforeAll(async () => {
  t = await createAgencyTestApp();
  client = await registerUser(t);
  [agencyAdmin, outsider] = [await registerUser(t), await registerUser(t)];
  orderId = await createOrder(t, client, { name: ORDER_NAME, notes: 'notes du client' });
  lineItemId = await createLineItem(t, client, orderId);
  await attachApprovedCreative(t, client, orderId, lineItemId);
  await createAgency(t, agencyAdmin);
  activated = await activateAgencyRole(t, agencyAdmin);
});
afterAll(() => t.close());

const MULTIPART = new Set(['POST /api/v2/gam/creatives', 'PUT /api/v2/gam/creatives']);

/**
 * The routes of /api/v2 behind the sign-in, from the route table: those an anonymous call gets a 401 from and a
 * signed-in one does not (the refresh and logout calls take a cookie, not a bearer token).
 */
async function guardedRoutes(): Promise<string[]> {
  const keys = [
    ...new Set(t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
  ].filter((key) => key.split(' ')[1]!.startsWith('/api/v2/'));
  const guarded: string[] = [];
  for (const key of keys) {
    if ((await send(key, undefined, undefined)).status !== 401) continue;
    if ((await send(key, outsider.token, undefined)).status !== 401) guarded.push(key);
  }
  return guarded;
}

/**
 * One call of a route with viewAs where the web puts it: the query of a GET or DELETE, else the body; on the
 * client's order and line item unless told.
 */
function send(
  key: string,
  token: string | undefined,
  viewAs: string | undefined,
  on: { orderId: number; lineItemId: number } = { orderId, lineItemId },
): Promise<Answer> {
  const [method, url] = key.split(' ') as [string, string];
  const path = url.replace(/:(\w+)/g, String(on.orderId));
  if (MULTIPART.has(key)) {
    const values = { ...on, ...(viewAs === undefined ? {} : { viewAs }) };
    return sendForm(t, method as 'POST' | 'PUT', path, { token, values });
  }
  if (method === 'GET' || method === 'DELETE') {
    const query =
      viewAs === undefined ? '' : `${path.includes('?') ? '&' : '?'}viewAs=${encodeURIComponent(viewAs)}`;
    return call(t, method, `${path}${query}`, { token });
  }
  const ids = key.includes('/line-items') ? on : {};
  return call(t, method, path, { token, body: viewAs === undefined ? ids : { ...ids, viewAs } });
}

/**
 * A refused viewAs answers 403 VIEW_AS_NOT_ALLOWED (the web ends view-as on it), except on a route that refuses the
 * caller whatever the viewAs (a staff or agency-admin route checks the role first): FORBIDDEN there, and then the
 * same call without viewAs is refused too.
 */
async function expectRefused(key: string, token: string, viewAs: string, what: string): Promise<void> {
  const res = await send(key, token, viewAs);
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
  if (res.body.error.code === 'FORBIDDEN') {
    const without = await send(key, token, undefined);
    expect(without.status, `${what}, refused without viewAs too`).toBe(403);
    expect(without.body.error.code, what).toBe('FORBIDDEN');
  } else {
    expect(res.body.error.code, what).toBe('VIEW_AS_NOT_ALLOWED');
  }
  const text = JSON.stringify(res.body);
  for (const secret of [ORDER_NAME, client.email, 'notes du client'])
    expect(text, what).not.toContain(secret);
}

describe('view-as on every signed-in route', () => {
  it('is refused without a grant, with a revoked grant, malformed, to outsiders and without the role on', async () => {
    const routes = await guardedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const id = client.user.user_id;
    const cases: Array<[string, string, string]> = [
      ['no grant', activated, id],
      ['malformed', activated, `${id}abc`],
      ['negative', activated, '-1'],
      ['outsider', outsider.token, id],
    ];
    for (const key of routes) {
      for (const [what, token, viewAs] of cases) await expectRefused(key, token, viewAs, `${key} ${what}`);
    }
    // An accepted grant, but a session of the agency admin without the role on; then revoked.
    const grantId = await grantAccess(t, activated, client);
    for (const key of routes) await expectRefused(key, agencyAdmin.token, id, `${key} role off`);
    await call(t, 'PUT', `/api/v2/agency-grants/${grantId}/revoke`, { token: client.token });
    for (const key of routes) await expectRefused(key, activated, id, `${key} revoked`);
    // Nothing changed for the client.
    const order = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: client.token });
    expect(order.body.cleanName).toBe(ORDER_NAME);
  });

  it("reaches the client's objects with an accepted grant, as the client's own calls do", async () => {
    await grantAccess(t, activated, client);
    const viewAs = client.user.user_id;
    const order = await call(t, 'GET', `/api/v2/gam/orders/${orderId}?viewAs=${viewAs}`, {
      token: activated,
    });
    expect(order.status).toBe(200);
    expect(order.body.cleanName).toBe(ORDER_NAME);
    const renamed = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: activated,
      body: { name: 'Renommée par l’agence', notes: '', viewAs },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const mine = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: client.token });
    expect(mine.body.cleanName).toBe('Renommée par l’agence');
    // The client's history has the change, made on their account by the agency user (the actor).
    const history = await call(t, 'GET', `/api/v2/audit?orderId=${orderId}`, { token: client.token });
    const rename = history.body.items.find((e: { operation: string }) => e.operation === 'order.update');
    expect(rename).toMatchObject({
      subjectAccountId: String(client.user.user_id),
      actor: { userId: String(agencyAdmin.user.user_id) },
    });
    const creatives = await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token: activated,
      values: { orderId, lineItemId, creatives: '[]', viewAs },
    });
    expect(creatives.status).not.toBe(403);
    expect(creatives.status).not.toBe(404);
    const list = await call(
      t,
      'GET',
      `/api/v2/gam/creatives?orderId=${orderId}&lineItemId=${lineItemId}&viewAs=${viewAs}`,
      {
        token: activated,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    // Without viewAs the agency user is themself: the client's order is not theirs.
    const own = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: activated });
    expect(own.status).toBe(404);
    // Files and exports: the client's metrics CSV and invoice PDF.
    const day = t.clock.now().toISOString().slice(0, 10);
    await t.app.database.db.execute(
      `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${lineItemId}, '${day}', 1000, 1)`,
    );
    const csv = await call(
      t,
      'GET',
      `/api/v2/metric/orders?from=${day}&to=${day}&format=csv&viewAs=${viewAs}`,
      {
        token: activated,
      },
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Renommée par l’agence');
    await runBilling(
      { db: t.app.database.db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' },
      day.slice(0, 7),
    );
    const invoices = await call(t, 'GET', `/api/v2/invoices?viewAs=${viewAs}`, { token: activated });
    expect(invoices.body).toHaveLength(1);
    const pdf = await call(t, 'GET', `/api/v2/invoices/${invoices.body[0].id}/pdf?viewAs=${viewAs}`, {
      token: activated,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // GET /user/ answers the actor (the menu greets the agency user).
    const me = await call(t, 'GET', `/api/v2/user/?viewAs=${viewAs}`, { token: activated });
    expect(me.body.email).toBe(agencyAdmin.email);
  });
});

describe('view-as on a suspended account (issue 28)', () => {
  it('refuses every read and write with VIEW_AS_ACCOUNT_SUSPENDED until the account is reactivated', async () => {
    const routes = await guardedRoutes();
    const held = await registerUser(t);
    const heldOrder = await createOrder(t, held, { name: 'Campagne du client suspendu', notes: '' });
    const heldLineItem = await createLineItem(t, held, heldOrder);
    await grantAccess(t, activated, held);
    const staff = await registerUser(t);
    await setRole(t, staff.user.user_id, 'admin');
    const suspend = await call(t, 'POST', `/api/v2/admin/users/${held.user.user_id}/suspend`, {
      token: staff.token,
      body: { reason: 'Test' },
    });
    expect(suspend.status).toBe(200);
    const on = { orderId: heldOrder, lineItemId: heldLineItem };
    for (const key of routes) {
      const res = await send(key, activated, String(held.user.user_id), on);
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(403);
      if (res.body.error.code === 'FORBIDDEN') {
        // A staff or agency-admin route refuses the caller whatever the viewAs.
        expect((await send(key, activated, undefined, on)).status, key).toBe(403);
      } else {
        expect(res.body.error.code, key).toBe('VIEW_AS_ACCOUNT_SUSPENDED');
      }
      expect(JSON.stringify(res.body), key).not.toContain('Campagne du client suspendu');
    }
    // Nothing was written: the client's campaign is the one it made, with its one line item, and no other.
    await call(t, 'POST', `/api/v2/admin/users/${held.user.user_id}/reactivate`, { token: staff.token });
    const token = (await loginUser(t, held.email, held.password)).token;
    const [, orders] = (await call(t, 'GET', '/api/v2/gam/orders', { token })).body;
    expect(orders.map((o: { cleanName: string }) => o.cleanName)).toEqual(['Campagne du client suspendu']);
    expect(orders[0].lineItems).toHaveLength(1);
    // Reactivated, the agency acts for it again.
    const back = await call(t, 'GET', `/api/v2/gam/orders/${heldOrder}?viewAs=${held.user.user_id}`, {
      token: activated,
    });
    expect(back.status).toBe(200);
  });
});
