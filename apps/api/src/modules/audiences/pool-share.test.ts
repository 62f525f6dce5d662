import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createLineItem,
  createOrder,
  HOUR,
  lineItemBody,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * One account's share of the audience pixel pool (issue 28, defect 3: 485 creations from one fresh account emptied
 * the pool for every account). An account keeps at most AUDIENCE_QUOTA_PER_ACCOUNT audiences, creates at most
 * AUDIENCE_CREATIONS_PER_HOUR an hour, and deletes (archives) one to give its pixel back — unless a line item that is
 * not finished targets it.
 */

const QUOTA = 3;
const PER_HOUR = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    MIN_ORDER_VALUE: '0',
    AUDIENCE_PIXEL_POOL_SIZE: '30',
    AUDIENCE_QUOTA_PER_ACCOUNT: String(QUOTA),
    AUDIENCE_CREATIONS_PER_HOUR: String(PER_HOUR),
  });
});
afterAll(() => t.close());

/** A fresh token: tests move the clock by hours, past an access token's life. */
async function fresh(u: RegisteredUser): Promise<string> {
  u.token = (await loginUser(t, u.email, u.password)).token;
  return u.token;
}
const create = async (u: RegisteredUser, name: string) =>
  call(t, 'POST', '/api/v2/segments/personalized_segments/', { token: await fresh(u), body: { name } });
const remove = async (u: RegisteredUser, id: number) =>
  call(t, 'DELETE', `/api/v2/segments/personalized_segments/${id}`, { token: await fresh(u) });
const pool = async (u: RegisteredUser) =>
  (await call(t, 'GET', '/api/v2/segments/personalized_segments/poolCount', { token: await fresh(u) })).body
    .count as number;
const names = async (u: RegisteredUser) =>
  (await call(t, 'GET', '/api/v2/segments/personalized_segments', { token: await fresh(u) })).body.map(
    (s: Json) => s.name,
  );

describe('the quota of audiences of an account', () => {
  it(`stops one account at ${QUOTA} audiences with QUOTA_EXCEEDED, leaving the pool to the others`, async () => {
    const greedy = await registerUser(t);
    const before = await pool(greedy);
    for (let i = 1; i <= QUOTA; i += 1) expect((await create(greedy, `Audience ${i}`)).status).toBe(200);
    const refused = await create(greedy, 'Une de trop');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('QUOTA_EXCEEDED');
    expect(await pool(greedy)).toBe(before - QUOTA);
    // Another account still creates its own.
    const other = await registerUser(t);
    expect((await create(other, 'La mienne')).status).toBe(200);
    expect(await pool(other)).toBe(before - QUOTA - 1);
  });

  it('counts several creations at once one after the other: never past the quota', async () => {
    const racer = await registerUser(t);
    const token = await fresh(racer);
    const answers = await Promise.all(
      Array.from({ length: QUOTA + 2 }, (_, i) =>
        call(t, 'POST', '/api/v2/segments/personalized_segments/', { token, body: { name: `Course ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(QUOTA);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.error.code)).toEqual([
      'QUOTA_EXCEEDED',
      'QUOTA_EXCEEDED',
    ]);
    expect(await names(racer)).toHaveLength(QUOTA);
  });
});

describe('deleting an audience', () => {
  it('gives its pixel back, makes room in the quota, frees its name, and stops its tag', async () => {
    const u = await registerUser(t);
    const ids: number[] = [];
    for (let i = 1; i <= QUOTA; i += 1) ids.push((await create(u, `Liste ${i}`)).body.id);
    const tag = (
      await call(t, 'GET', `/api/v2/segments/personalized_segments/${ids[0]}`, { token: await fresh(u) })
    ).body.tag as string;
    const full = await pool(u);

    const deleted = await remove(u, ids[0]!);
    expect(deleted.status).toBe(204);
    expect(await pool(u)).toBe(full + 1);
    expect(await names(u)).toEqual(['Liste 2', 'Liste 3']);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Revenue' }],
      ['PUT', '/status', { id: ids[0], status: 'ACTIVE' }],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await call(t, method, `/api/v2/segments/personalized_segments/${ids[0]}${suffix}`, {
        token: u.token,
        body,
      });
      expect([res.status, res.body.error.code], `${method} ${suffix}`).toEqual([404, 'SEGMENT_NOT_FOUND']);
    }
    // Its tag, still on the advertiser's pages, answers the GIF and counts nobody.
    const hit = await fetch(`${t.url}${/\/ads\/v1\/px\/[\w-]+/.exec(tag)![0]}`);
    expect([hit.status, hit.headers.get('content-type')]).toEqual([200, 'image/gif']);

    // Room for one more, under the deleted one's name.
    expect((await create(u, 'Liste 1')).status).toBe(200);
    expect(await pool(u)).toBe(full);
    expect((await create(u, 'Liste 4')).body.error.code).toBe('QUOTA_EXCEEDED');
  });

  it('is refused while a line item that is not finished targets it, and offered in no targeting after', async () => {
    const u = await registerUser(t);
    const segment = (await create(u, 'Ciblée')).body.id as number;
    const orderId = await createOrder(t, { token: await fresh(u) });
    const target = async (order: number, lineItemId: number, ids: number[]) =>
      call(t, 'PUT', '/api/v2/gam/line-items', {
        token: await fresh(u),
        body: lineItemBody(t, order, {
          lineItemId,
          targeting: { geoTargeting: { targetedLocations: [], excludedLocations: [] }, customTargeting: ids },
        }),
      });
    const lineItemId = await createLineItem(t, u, orderId);
    expect((await target(orderId, lineItemId, [segment])).status).toBe(200);

    const refused = await remove(u, segment);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'SEGMENT_IN_USE']);
    expect(await names(u)).toEqual(['Ciblée']);

    // A finished line item (its flight over) does not hold the audience any more.
    await t.app.database.db.execute(
      sql`update adserver_line_items set status = 'COMPLETED' where id = ${lineItemId}`,
    );
    expect((await remove(u, segment)).status).toBe(204);
    expect(await names(u)).toEqual([]);
    // Another line item cannot target it.
    const other = await createOrder(t, { token: await fresh(u) });
    const targetingIt = await target(other, await createLineItem(t, u, other), [segment]);
    expect([targetingIt.status, targetingIt.body.error.code]).toEqual([
      400,
      'CUSTOM_TARGETING_SEGMENT_NOT_FOUND',
    ]);
    // The finished line item's campaign still names the audience it targeted.
    const order = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: u.token });
    expect(order.body.lineItems[0].customTargetingNames).toEqual([{ id: segment, name: 'Ciblée' }]);
  });

  it('is another account’s to refuse: 404, and nothing deleted', async () => {
    const owner = await registerUser(t);
    const id = (await create(owner, 'À moi')).body.id as number;
    const res = await remove(await registerUser(t), id);
    expect([res.status, res.body.error.code]).toEqual([404, 'SEGMENT_NOT_FOUND']);
    expect(await names(owner)).toEqual(['À moi']);
  });
});

describe('the rate of creations of an account', () => {
  it(`refuses a ${PER_HOUR + 1}th creation within the hour, deleted ones counted, then allows it an hour later`, async () => {
    const churner = await registerUser(t);
    for (let i = 1; i <= PER_HOUR; i += 1) {
      const created = await create(churner, `Éphémère ${i}`);
      expect(created.status).toBe(200);
      expect((await remove(churner, created.body.id)).status).toBe(204);
    }
    const refused = await create(churner, 'Encore une');
    expect([refused.status, refused.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    t.clock.advance(HOUR + 1000);
    expect((await create(churner, 'Encore une')).status).toBe(200);
  });
});
