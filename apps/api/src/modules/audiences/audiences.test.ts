import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { sql } from 'drizzle-orm';
import { decide, intoFlight, liveCampaign } from '../../test/ads.ts';
import {
  call,
  DAY,
  lineItemBody,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * Personalised segments (issue 15) over HTTP: the pool, the API (own segments only), the tag's pixel hits, and
 * membership and size as the clock moves.
 */

let t: TestApp;
let user: RegisteredUser;
beforeAll(async () => {
  // A small pool, which the last test of this app empties, from one account: no share of it (pool-share.test.ts).
  t = await createTestApp({
    REVIEW_AUTO_APPROVE: 'true',
    MIN_ORDER_VALUE: '0',
    AUDIENCE_PIXEL_POOL_SIZE: '40',
    AUDIENCE_QUOTA_PER_ACCOUNT: '40',
    AUDIENCE_CREATIONS_PER_HOUR: '40',
  });
  user = await registerUser(t);
});
afterAll(() => t.close());

async function segmentsOf(u: RegisteredUser): Promise<Json[]> {
  let res = await call(t, 'GET', '/api/v2/segments/personalized_segments', { token: u.token });
  if (res.status === 401) {
    // The clock moved past the access token's expiry: sign in again.
    u.token = (await loginUser(t, u.email, u.password)).token;
    res = await call(t, 'GET', '/api/v2/segments/personalized_segments', { token: u.token });
  }
  return res.body;
}

async function newSegment(u: RegisteredUser, body: Record<string, unknown>): Promise<Json> {
  u.token = (await loginUser(t, u.email, u.password)).token;
  const res = await call(t, 'POST', '/api/v2/segments/personalized_segments/', { token: u.token, body });
  expect(res.status).toBe(200);
  return (await segmentsOf(u)).find((s) => s.id === res.body.id);
}

/** The pixel path of a segment's tag (the tag names PUBLIC_URL; the test server listens elsewhere). */
const pixelPath = (segment: Json) => /\/ads\/v1\/px\/[A-Za-z0-9_-]+/.exec(segment.tag)![0];

async function hit(
  app: TestApp,
  pathname: string,
  opts: { vid?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.vid) headers.cookie = `vid=${opts.vid}`;
  const res = await fetch(`${app.url}${pathname}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const vid = /vid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? opts.vid;
  return { status: res.status, type: res.headers.get('content-type'), body, vid };
}

describe('personalised segments API', () => {
  it('creates an ACTIVE segment with the defaults, kept as "<advertiser>-<name>" and shown as typed', async () => {
    const before = (
      await call(t, 'GET', '/api/v2/segments/personalized_segments/poolCount', { token: user.token })
    ).body.count;
    const segment = await newSegment(user, { name: 'Visiteurs - été', description: 'Page produit' });
    expect(segment).toMatchObject({
      name: 'Visiteurs - été',
      rawName: expect.stringMatching(/^\d+-Visiteurs - été$/),
      description: 'Page produit',
      type: 'Pixel',
      pageViews: 1,
      membershipExpirationDays: 30,
      size: 0,
      status: 'ACTIVE',
    });
    expect(segment.tag).toContain('<script async>');
    expect(segment.tag).toContain('<noscript><img src="http://localhost');
    const after = await call(t, 'GET', '/api/v2/segments/personalized_segments/poolCount', {
      token: user.token,
    });
    expect(after.body.count).toBe(before - 1);
  });

  it('refuses a duplicate name (any case), a missing name and out-of-bounds numbers, beside the field', async () => {
    await newSegment(user, { name: 'Acheteurs' });
    const dup = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
      token: user.token,
      body: { name: 'ACHETEURS' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('AUDIENCE_NAME_NOT_UNIQUE');
    // Another advertiser may use the same name.
    const other = await registerUser(t);
    expect((await newSegment(other, { name: 'Acheteurs' })).name).toBe('Acheteurs');

    const bad = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
      token: user.token,
      headers: { language: 'en' },
      body: { name: ' ', pageViews: 13, membershipExpirationDays: 541 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'membershipExpirationDays',
      'name',
      'pageViews',
    ]);
    expect(bad.body.error.fields.pageViews).toEqual(['The Page views field must be 12 or less']);
  });

  it('updates and deactivates the caller’s own segment; another account’s is a 404', async () => {
    const segment = await newSegment(user, { name: 'À modifier' });
    const put = await call(t, 'PUT', `/api/v2/segments/personalized_segments/${segment.id}`, {
      token: user.token,
      body: { name: 'Modifié', description: 'x', pageViews: 3, membershipExpirationDays: 90 },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Modifié', pageViews: 3, membershipExpirationDays: 90 });
    const off = await call(t, 'PUT', `/api/v2/segments/personalized_segments/${segment.id}/status`, {
      token: user.token,
      body: { id: segment.id, status: 'INACTIVE' },
    });
    expect(off.body.status).toBe('INACTIVE');

    const stranger = await registerUser(t);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Volé' }],
      ['PUT', '/status', { id: segment.id, status: 'ACTIVE' }],
    ] as const) {
      const res = await call(t, method, `/api/v2/segments/personalized_segments/${segment.id}${suffix}`, {
        token: stranger.token,
        body,
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('SEGMENT_NOT_FOUND');
    }
    expect((await segmentsOf(stranger)).map((s) => s.id)).not.toContain(segment.id);
    expect((await segmentsOf(user)).find((s) => s.id === segment.id).name).toBe('Modifié');
  });
});

describe('the segment tag', () => {
  it('answers a GIF, gives a visitor id, and makes a member after pageViews hits until the membership ends', async () => {
    const segment = await newSegment(user, {
      name: 'Deux visites',
      pageViews: 2,
      membershipExpirationDays: 3,
    });
    const first = await hit(t, pixelPath(segment));
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/gif');
    expect(first.body.subarray(0, 6).toString()).toBe('GIF89a');
    expect(first.vid).toMatch(/^[0-9a-f-]{36}$/);
    const size = async () => (await segmentsOf(user)).find((s) => s.id === segment.id).size;
    expect(await size()).toBe(0);
    await hit(t, pixelPath(segment), { vid: first.vid });
    expect(await size()).toBe(1);
    // Another visitor's single hit does not make them a member.
    await hit(t, pixelPath(segment));
    expect(await size()).toBe(1);
    t.clock.advance(3 * DAY - 60_000);
    expect(await size()).toBe(1);
    t.clock.advance(2 * 60_000);
    expect(await size()).toBe(0);
    // A new hit brings them back: they already made their page views.
    await hit(t, pixelPath(segment), { vid: first.vid });
    expect(await size()).toBe(1);
  });

  it('records nothing for Sec-GPC or DNT, a forged pixel id, or an inactive segment, and still answers the GIF', async () => {
    const segment = await newSegment(user, { name: 'Respect' });
    const size = async () => (await segmentsOf(user)).find((s) => s.id === segment.id).size;
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
      const res = await hit(t, pixelPath(segment), { headers });
      expect([res.status, res.type]).toEqual([200, 'image/gif']);
    }
    expect(await size()).toBe(0);
    for (const forged of ['/ads/v1/px/AAAAAAAAAAAAAAAA', '/ads/v1/px/x', '/ads/v1/px/%00']) {
      const res = await hit(t, forged);
      expect(res.status).toBeLessThan(500);
    }
    await call(t, 'PUT', `/api/v2/segments/personalized_segments/${segment.id}/status`, {
      token: user.token,
      body: { id: segment.id, status: 'INACTIVE' },
    });
    expect((await hit(t, pixelPath(segment))).status).toBe(200);
    await call(t, 'PUT', `/api/v2/segments/personalized_segments/${segment.id}/status`, {
      token: user.token,
      body: { id: segment.id, status: 'ACTIVE' },
    });
    expect(await size()).toBe(0);
    await hit(t, pixelPath(segment));
    expect(await size()).toBe(1);
  });
});

describe('a visitor browsing the advertiser’s site', () => {
  it(
    'writes no hit past twelve counted within a minute of the last, and a later hit moves the membership’s end',
    { timeout: 60_000 },
    async () => {
      // A data folder of its own, to read the pixel log (with DATABASE_URL too: the log is the process's).
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-browsing-'));
      const own = await createTestApp({ DATA_DIR: dataDir });
      try {
        const u = await registerUser(own);
        const created = await call(own, 'POST', '/api/v2/segments/personalized_segments/', {
          token: u.token,
          body: { name: 'Fidèles', pageViews: 12, membershipExpirationDays: 1 },
        });
        const listed = async () => {
          let res = await call(own, 'GET', '/api/v2/segments/personalized_segments', { token: u.token });
          if (res.status === 401) {
            u.token = (await loginUser(own, u.email, u.password)).token;
            res = await call(own, 'GET', '/api/v2/segments/personalized_segments', { token: u.token });
          }
          return (res.body as Json[]).find((s) => s.id === created.body.id);
        };
        const segment = await listed();
        const visits = async () => {
          await listed(); // applies the hits logged so far
          const result = await own.app.database.db.execute(
            sql`select hits, last_hit_at from adserver_segment_visitors where segment_id = ${segment.id}`,
          );
          const rows = (result as unknown as { rows: Json[] }).rows;
          return rows.map((r) => ({ hits: Number(r.hits), at: new Date(r.last_hit_at).getTime() }));
        };
        const logDir = path.join(dataDir, 'adserver-pixels');
        const logged = () =>
          fs
            .readdirSync(logDir)
            .filter((name) => name.endsWith('.log'))
            .reduce(
              (n, name) => n + fs.readFileSync(path.join(logDir, name), 'utf8').split('\n').length - 1,
              0,
            );

        const { vid } = await hit(own, pixelPath(segment));
        for (let i = 1; i < 12; i += 1) await hit(own, pixelPath(segment), { vid });
        const twelve = await visits();
        expect(twelve.map((v) => v.hits)).toEqual([12]);
        expect((await listed()).size).toBe(1);

        // More page views in the same minute: answered, neither logged nor written.
        const before = logged();
        expect(before).toBe(12);
        own.clock.advance(30_000);
        for (let i = 0; i < 5; i += 1) expect((await hit(own, pixelPath(segment), { vid })).status).toBe(200);
        expect(logged()).toBe(before);
        expect(await visits()).toEqual(twelve);

        // A minute after the last one written, a hit is written: the membership lasts a day from it.
        own.clock.advance(30_000);
        await hit(own, pixelPath(segment), { vid });
        expect(logged()).toBe(before + 1);
        const [moved] = await visits();
        expect(moved!.hits).toBe(13);
        expect(moved!.at).toBeGreaterThanOrEqual(twelve[0]!.at + 60_000);
        own.clock.advance(moved!.at + DAY - 1_000 - own.clock.now().getTime());
        expect((await listed()).size).toBe(1);
        own.clock.advance(2_000);
        expect((await listed()).size).toBe(0);
      } finally {
        await own.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('targeting a personalised segment', () => {
  it('accepts the advertiser’s own segment, refuses another’s, warns it is too small, and serves only its members', async () => {
    const live = await liveCampaign(t, { approve: false });
    const owner = live.user;
    const mine = await newSegment(owner, { name: 'Membres', membershipExpirationDays: 2 });
    const theirs = await newSegment(user, { name: 'Pas à moi' });
    const withAudience = (ids: number[]) =>
      lineItemBody(t, live.orderId, {
        lineItemId: live.lineItemId,
        units: 1000,
        targeting: { geoTargeting: { targetedLocations: [], excludedLocations: [] }, customTargeting: ids },
      });
    const refused = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: owner.token,
      body: withAudience([mine.id, theirs.id]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('CUSTOM_TARGETING_SEGMENT_NOT_FOUND');
    const saved = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: owner.token,
      body: withAudience([mine.id]),
    });
    expect(saved.status).toBe(200);

    const forecast = await call(t, 'POST', '/api/v2/gam/forecast', {
      token: owner.token,
      body: withAudience([mine.id]),
    });
    expect(forecast.body.smallSegments).toEqual([{ id: mine.id, name: 'Membres', size: 0 }]);

    const submitted = await call(t, 'POST', `/api/v2/gam/orders/${live.orderId}/submit-for-approval`, {
      token: owner.token,
      body: { force: true },
    });
    expect(submitted.body).toEqual({ status: 'APPROVED' });
    intoFlight(t);

    const stranger = await decide(t, '300x250');
    expect(stranger.slots).toEqual([null]);
    // The page cannot claim the membership through kv.
    expect((await decide(t, '300x250', { vid: stranger.vid, kv: String(mine.id) })).slots).toEqual([null]);
    const visitor = await hit(t, pixelPath(mine), { vid: stranger.vid });
    expect((await decide(t, '300x250', { vid: visitor.vid })).slots[0]?.lineItemId).toBe(live.lineItemId);
    // Another visitor is still not served.
    expect((await decide(t, '300x250')).slots).toEqual([null]);
    // Visitors this process has not seen yet, asking at once (their memberships are read together): each member is
    // served, each other visitor is not.
    const members = await Promise.all([1, 2, 3].map(() => hit(t, pixelPath(mine))));
    const others = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(
      [...members.map((m) => m.vid!), ...others].map((vid) => decide(t, '300x250', { vid })),
    );
    expect(answers.map((a) => a.slots[0]?.lineItemId ?? null)).toEqual([
      ...members.map(() => live.lineItemId),
      null,
      null,
      null,
    ]);
    // Two days after their last hit, they are no longer a member.
    t.clock.advance(2 * DAY + 60_000);
    expect((await decide(t, '300x250', { vid: visitor.vid })).slots).toEqual([null]);
  });
});

describe('the pool of audience pixels (last on this app: it empties the pool)', () => {
  it('counts down as segments are created, and refuses a segment once empty', async () => {
    const u = await registerUser(t);
    const count = async () =>
      (await call(t, 'GET', '/api/v2/segments/personalized_segments/poolCount', { token: u.token })).body
        .count;
    const create = (name: string) =>
      call(t, 'POST', '/api/v2/segments/personalized_segments/', { token: u.token, body: { name } });
    let left = await count();
    expect(left).toBeGreaterThan(0);
    const names: string[] = [];
    while (left > 0) {
      const name = `Segment ${left}`;
      expect((await create(name)).status).toBe(200);
      names.push(name);
      expect(await count()).toBe(left - 1);
      left -= 1;
    }
    const refused = await create('De trop');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NO_PIXEL_AVAILABLE');
    expect((await segmentsOf(u)).map((s) => s.name)).toEqual(names);
  });
});

// The restart reopens the same embedded database directory; a PostgreSQL run gives each test app its own database.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the pixel log', () => {
  it(
    'applies at the next start a hit a crash kept from the tables, and applies none twice',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pixels-'));
      try {
        const first = await createTestApp({ DATA_DIR: dataDir });
        const u = await registerUser(first);
        const created = await call(first, 'POST', '/api/v2/segments/personalized_segments/', {
          token: u.token,
          body: { name: 'Durable', pageViews: 2 },
        });
        const list = async (app: TestApp) =>
          (await call(app, 'GET', '/api/v2/segments/personalized_segments', { token: u.token })).body[0];
        const segment = await list(first);
        const { vid } = await hit(first, pixelPath(segment));
        expect((await list(first)).size).toBe(0);

        // A second hit reached the log (synced) but the process died before applying it.
        const logDir = path.join(dataDir, 'adserver-pixels');
        const file = fs.readdirSync(logDir).find((name) => name.endsWith('.log'))!;
        const lines = fs.readFileSync(path.join(logDir, file), 'utf8').trim().split('\n');
        expect(lines).toHaveLength(1);
        const [seq, kind, token, at] = lines[0]!.split('\t');
        expect([kind, token]).toEqual(['P', `P.${created.body.id}.${vid!.replaceAll('-', '')}`]);
        fs.appendFileSync(path.join(logDir, file), `${Number(seq) + 1}\tP\t${token}\t${Number(at) + 1}\n`);
        await first.close();

        const second = await createTestApp({ DATA_DIR: dataDir });
        try {
          const { token: again } = await loginUser(second, u.email, u.password);
          const after = (
            await call(second, 'GET', '/api/v2/segments/personalized_segments', { token: again })
          ).body[0];
          // Two hits: a member, and the hit applied before the crash was not applied again (the row says 2, not 3).
          expect(after.size).toBe(1);
          const rows = await second.app.database.db.execute(sql`select hits from adserver_segment_visitors`);
          expect((rows as unknown as { rows: Json[] }).rows.map((r) => r.hits)).toEqual([2]);
          await second.close();
        } catch (error) {
          await second.close().catch(() => {});
          throw error;
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
