import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrderListResponseSchema } from '@portal/domain';
import { buildServer, type App } from '../../server.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { activateAgencyRole, createAgency, createAgencyTestApp, grantAccess } from '../../test/agencies.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';
import { KeptOrderLists, LIST_KEPT_MS, WRITE_SETTLE_MS, listKey } from './kept-lists.ts';
import { portalOrders } from './tables.ts';
import { checkAnswersAgainstDocument } from '../../test/conformance.ts';

/**
 * GET /gam/orders answered from memory (issue 13 §2, decision 0018): the same bytes as a fresh read, a change of this
 * process in the very next list, another process's within LIST_KEPT_MS, never one account's list to another.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LIST = '/api/v2/gam/orders';

function list(app: App, token: string, path = LIST) {
  return app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
}

/** Statements sent during `action`, the guard's poll of auth_state left out. */
async function statementsOf(action: () => Promise<unknown>): Promise<number> {
  const before = t.app.database.queryCount() - t.app.authUsers.polls;
  await action();
  return t.app.database.queryCount() - t.app.authUsers.polls - before;
}

/** Reads the list once the last write settled, so that it is kept; answers the kept body. */
async function keptList(token: string, path = LIST): Promise<Json> {
  await sleep(WRITE_SETTLE_MS + 20);
  await list(t.app, token, path);
  let res!: Awaited<ReturnType<typeof list>>;
  expect(await statementsOf(async () => (res = await list(t.app, token, path)))).toBe(0);
  return res.json();
}

async function advertiserWithOrder(name: string): Promise<{ user: RegisteredUser; orderId: number }> {
  const user = await registerUser(t);
  const orderId = await createOrder(t, user, { name });
  const lineItemId = await createLineItem(t, user, orderId);
  await attachApprovedCreative(t, user, orderId, lineItemId);
  return { user, orderId };
}

describe('GET /gam/orders kept in memory', () => {
  it('answers again without a statement, byte for byte what the schema encodes', async () => {
    const { user } = await advertiserWithOrder('Campagne gardée');
    await keptList(user.token);
    const kept = await list(t.app, user.token);
    t.clock.advance(LIST_KEPT_MS);
    const fresh = await list(t.app, user.token);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.body).toBe(fresh.body);
    expect(kept.body).toBe(JSON.stringify(ZOrderListResponseSchema.encode(JSON.parse(kept.body))));
    expect(kept.json()[1][0].lineItems[0].creatives).toHaveLength(1);
  });

  it('keeps a list no longer than LIST_KEPT_MS of the app clock', async () => {
    const { user } = await advertiserWithOrder('Campagne datée');
    await keptList(user.token);
    t.clock.advance(LIST_KEPT_MS);
    expect(await statementsOf(() => list(t.app, user.token))).toBeGreaterThan(0);

    let now = Date.now();
    const lists = new KeptOrderLists(t.app.database, { now: () => new Date(now) });
    await sleep(WRITE_SETTLE_MS + 20);
    lists.keep('k', lists.begin(), '[]');
    now += LIST_KEPT_MS - 1;
    expect(lists.find('k')?.toString()).toBe('[]');
    now += 1;
    expect(lists.find('k')).toBeUndefined();
    // A clock set back does not make a kept list live longer.
    now -= 2 * LIST_KEPT_MS;
    expect(lists.find('k')).toBeUndefined();
  });

  it('reads a list once for the requests that come together as it expired', async () => {
    const { user } = await advertiserWithOrder('Campagne attendue');
    await keptList(user.token);
    t.clock.advance(LIST_KEPT_MS);
    const one = await statementsOf(() => list(t.app, user.token));
    t.clock.advance(LIST_KEPT_MS);
    const together = await statementsOf(() =>
      Promise.all(Array.from({ length: 5 }, () => list(t.app, user.token))),
    );
    expect(one).toBeGreaterThan(0);
    expect(together).toBe(one);
  });

  it('shows a rename, a new line item and an archive in the very next list', async () => {
    const { user, orderId } = await advertiserWithOrder('Avant');
    await keptList(user.token);
    const renamed = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: user.token,
      body: { name: 'Après', notes: '' },
    });
    expect(renamed.status).toBe(200);
    expect((await list(t.app, user.token)).json()[1][0].cleanName).toBe('Après');

    expect((await keptList(user.token))[1][0].lineItems).toHaveLength(1);
    await createLineItem(t, user, orderId);
    expect((await list(t.app, user.token)).json()[1][0].lineItems).toHaveLength(2);

    expect((await keptList(user.token, `${LIST}?archived=false`))[1]).toHaveLength(1);
    await t.app.adServer.performOrderAction(orderId, 'ARCHIVE');
    expect((await list(t.app, user.token, `${LIST}?archived=false`)).json()[1]).toEqual([]);
    expect((await list(t.app, user.token)).json()[1][0].isArchived).toBe(true);
  });

  it('never answers an account with the list kept for another', async () => {
    const { user: owner, orderId } = await advertiserWithOrder('Campagne d’un autre');
    const other = await registerUser(t);
    expect((await keptList(owner.token))[1]).toHaveLength(1);
    expect((await keptList(other.token))[0]).toEqual({ total: 0 });
    expect((await list(t.app, other.token, `${LIST}?limit=10&offset=0`)).json()).toEqual([{ total: 0 }, []]);
    expect((await list(t.app, other.token, `${LIST}?limit=10`)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    const theirs = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: other.token });
    expect(theirs.status).toBe(404);
  });

  it('does not drop lists for delivery counts, which show within LIST_KEPT_MS; drops them for any other write', async () => {
    const { user, orderId } = await advertiserWithOrder('Campagne diffusée');
    const [lineItem] = (await keptList(user.token))[1][0].lineItems;
    const counted = (n: number) =>
      t.app.database.db.execute(
        sql`/* delivery */ update adserver_line_items set impressions_delivered = ${n} where id = ${lineItem.id}`,
      );
    const impressions = async () => (await list(t.app, user.token)).json()[1][0].lineItems[0].stats;
    await counted(7);
    expect((await impressions()).impressionsDelivered).toBe(0);
    t.clock.advance(LIST_KEPT_MS);
    expect((await impressions()).impressionsDelivered).toBe(7);

    await keptList(user.token);
    await t.app.database.db
      .update(portalOrders)
      .set({ disapprovalReason: 'sans effet' })
      .where(eq(portalOrders.id, orderId));
    expect(await statementsOf(() => list(t.app, user.token))).toBeGreaterThan(0);
  });

  it('never keeps a read begun before a write', async () => {
    const { user, orderId } = await advertiserWithOrder('Campagne lue');
    const lists = new KeptOrderLists(t.app.database, t.clock);
    const key = listKey(Number(user.user.user_id), {});
    await sleep(WRITE_SETTLE_MS + 20);
    lists.keep(key, lists.begin(), '[{"total":0},[]]');
    expect(lists.find(key)?.toString()).toBe('[{"total":0},[]]');

    await sleep(WRITE_SETTLE_MS + 20);
    const read = lists.begin();
    await t.app.database.db
      .update(portalOrders)
      .set({ name: 'Renommée' })
      .where(eq(portalOrders.id, orderId));
    lists.keep(key, read, '[{"total":1},[]]');
    expect(lists.find(key)).toBeUndefined();
  });

  it('shows another process’s change within LIST_KEPT_MS', async () => {
    const { user, orderId } = await advertiserWithOrder('Vue ailleurs');
    // Another API process on the same database: its database client does not see this one's writes.
    let otherNow = Date.now();
    const other = await buildServer(t.app.config, {
      instrument: checkAnswersAgainstDocument,
      database: { ...t.app.database, onWrite: () => undefined },
      clock: { now: () => new Date(otherNow) },
    });
    try {
      await other.ready();
      const name = async () => (await list(other, user.token)).json()[1][0].cleanName;
      expect(await name()).toBe('Vue ailleurs');
      const renamed = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
        token: user.token,
        body: { name: 'Changée ici', notes: '' },
      });
      expect(renamed.status).toBe(200);
      expect(await name()).toBe('Vue ailleurs');
      otherNow += LIST_KEPT_MS;
      expect(await name()).toBe('Changée ici');
    } finally {
      await other.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'never keeps a list read while a write of this process has not committed (PostgreSQL)',
    async () => {
      const { user, orderId } = await advertiserWithOrder('Avant la validation');
      await keptList(user.token);
      await t.app.database.db.transaction(async (tx) => {
        await tx.update(portalOrders).set({ name: 'Validée' }).where(eq(portalOrders.id, orderId));
        // Another connection reads the rows as they were before the commit.
        expect((await list(t.app, user.token)).json()[1][0].cleanName).toBe('Avant la validation');
      });
      expect((await list(t.app, user.token)).json()[1][0].cleanName).toBe('Validée');
    },
  );
});

describe('GET /gam/orders kept under view-as', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createAgencyTestApp();
  });
  afterAll(() => a?.close());

  it('answers an agency acting for a client the client’s list, and the agency its own', async () => {
    const client = await registerUser(a);
    const agencyAdmin = await registerUser(a);
    await createOrder(a, client, { name: 'Campagne du client' });
    await createOrder(a, agencyAdmin, { name: 'Campagne de l’agence' });
    await createAgency(a, agencyAdmin);
    const activated = await activateAgencyRole(a, agencyAdmin);
    await grantAccess(a, activated, client);
    await sleep(WRITE_SETTLE_MS + 20);
    const names = async (token: string, viewAs?: string | number) => {
      const path = viewAs === undefined ? LIST : `${LIST}?viewAs=${viewAs}`;
      return (await list(a.app, token, path)).json()[1].map((o: Json) => o.cleanName);
    };
    for (let i = 0; i < 2; i += 1) {
      expect(await names(activated)).toEqual(['Campagne de l’agence']);
      expect(await names(activated, client.user.user_id)).toEqual(['Campagne du client']);
      expect(await names(client.token)).toEqual(['Campagne du client']);
    }
  });
});
