import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setRole } from '../../test/creatives.ts';
import {
  call,
  countedQueries,
  createOrder,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { apiKeys, users } from '../../platform/db/schema.ts';
import { createApiKey } from './service.ts';

/**
 * API keys (issue 32 §1): made in the profile with a name and a scope, shown once, kept as a hash, listed by prefix,
 * revoked at once; `Authorization: Bearer <key>` acts as its owner within its scope, never on credential routes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0' });
});
afterAll(async () => {
  await t.close();
});

async function makeKey(
  user: { token: string },
  scope: 'read' | 'read_write' = 'read_write',
  name = 'Script de rapports',
) {
  const res = await call(t, 'POST', '/api/v2/user/api-keys', { token: user.token, body: { name, scope } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; key: string; prefix: string; name: string; scope: string };
}

const withKey = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

describe('making and listing keys', () => {
  it('shows the key once, keeps only its SHA-256, and lists it by its prefix', async () => {
    const user = await registerUser(t);
    const created = await makeKey(user, 'read', 'Tableau de bord');
    expect(created.key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 16));
    expect(created).toMatchObject({ name: 'Tableau de bord', scope: 'read', lastUsedAt: null });

    const list = await call(t, 'GET', '/api/v2/user/api-keys', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: created.id,
        name: 'Tableau de bord',
        scope: 'read',
        prefix: created.prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const rows = await t.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(16));
    expect(rows[0]!.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a blank name and an unknown scope beside their fields', async () => {
    const user = await registerUser(t);
    const blank = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: user.token,
      body: { name: '  ', scope: 'admin' },
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.error.fields).sort()).toEqual(['name', 'scope']);
  });

  it('refuses a twenty-first live key, and takes one again once a key is revoked', async () => {
    const user = await registerUser(t);
    const made = [];
    for (let i = 0; i < 20; i += 1) made.push(await makeKey(user, 'read', `Clé ${i + 1}`));
    const over = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: user.token,
      body: { name: 'De trop', scope: 'read' },
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('API_KEY_LIMIT_REACHED');
    await call(t, 'DELETE', `/api/v2/user/api-keys/${made[0]!.id}`, { token: user.token });
    await makeKey(user, 'read', 'De nouveau');
  });
});

describe('a key authenticates as its owner', () => {
  let owner: RegisteredUser;
  let key: string;
  let keyId: number;
  beforeAll(async () => {
    owner = await registerUser(t);
    ({ key, id: keyId } = await makeKey(owner));
  });

  it('reads and creates as the owner; the change is audited with the key, and its first use once', async () => {
    const me = await call(t, 'GET', '/api/v2/user/', withKey(key));
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(owner.email);
    const created = await call(t, 'POST', '/api/v2/gam/orders', {
      ...withKey(key),
      body: { name: 'Par script', notes: '', typeId: 4470001, customFieldId: 12601 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const orders = await call(t, 'GET', '/api/v2/gam/orders', { token: owner.token });
    expect(JSON.stringify(orders.body)).toContain('Par script');

    // The first use is written in the background.
    await expect
      .poll(async () => (await auditOf(owner, 'apiKey')).map((e) => e.operation))
      .toContain('apiKey.firstUse');
    const trail = await call(t, 'GET', '/api/v2/audit?pageSize=100', { token: owner.token });
    const orderCreated = trail.body.items.find((e: { operation: string }) => e.operation === 'order.create');
    expect(orderCreated.apiKeyId).toBe(String(keyId));
    await call(t, 'GET', '/api/v2/gam/orders', withKey(key));
    const uses = (await auditOf(owner, 'apiKey')).filter((e) => e.operation === 'apiKey.firstUse');
    expect(uses).toHaveLength(1);
    const listed = await call(t, 'GET', '/api/v2/user/api-keys', { token: owner.token });
    expect(listed.body[0].lastUsedAt).not.toBeNull();
  });

  it('writes the last use at most once a minute', async () => {
    const user = await registerUser(t);
    const made = await makeKey(user);
    await call(t, 'GET', '/api/v2/user/', withKey(made.key));
    await expect.poll(async () => (await lastUse(made.id)) !== null).toBe(true);
    const first = await lastUse(made.id);
    t.clock.advance(30_000);
    await call(t, 'GET', '/api/v2/user/', withKey(made.key));
    await new Promise((r) => setTimeout(r, 100));
    expect(await lastUse(made.id)).toEqual(first);
    t.clock.advance(31_000);
    await call(t, 'GET', '/api/v2/user/', withKey(made.key));
    await expect.poll(async () => (await lastUse(made.id))! > first!).toBe(true);
  });

  it('authenticates from memory: a second GET /user/ sends no statement', async () => {
    // The key's last use, when due, is written in the background, and a key made just before has the guard read
    // the database for a moment (user-cache.ts, LOCAL_WRITE_BYPASS_MS): both over before counting.
    await call(t, 'GET', '/api/v2/user/', withKey(key));
    await new Promise((r) => setTimeout(r, 1500));
    const { queries } = await countedQueries(t, '/api/v2/user/', key);
    expect(queries).toBe(0);
  });

  it('never shows another account’s campaign (404)', async () => {
    const other = await registerUser(t);
    const theirs = await createOrder(t, other, { name: 'Pas à vous' });
    const res = await call(t, 'GET', `/api/v2/gam/orders/${theirs}`, withKey(key));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Pas à vous');
  });

  it('is refused on every route that manages credentials (403 API_KEY_NOT_ALLOWED)', async () => {
    for (const [method, path, body] of [
      ['PUT', '/api/v2/user/password', { currentPassword: owner.password, newPassword: 'Autre-mot-2026' }],
      ['POST', '/api/v2/user/pre-update-email', { email: 'autre@example.test', actualPassword: 'x' }],
      ['POST', '/api/v2/user/email-confirm-update', { idConfirmation: 'x' }],
      ['GET', '/api/v2/user/api-keys', undefined],
      ['POST', '/api/v2/user/api-keys', { name: 'Autre', scope: 'read' }],
      ['DELETE', `/api/v2/user/api-keys/${keyId}`, undefined],
      ['POST', '/api/v2/agencies/activate', { password: 'x' }],
    ] as const) {
      const res = await call(t, method, path, { ...withKey(key), body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code, `${method} ${path}`).toBe('API_KEY_NOT_ALLOWED');
    }
    expect((await call(t, 'GET', '/api/v2/user/', withKey(key))).status).toBe(200);
  });
});

describe('scopes and refusals', () => {
  it('a read-only key reads, and is refused any write (403 API_KEY_READ_ONLY) without an effect', async () => {
    const user = await registerUser(t);
    const { key } = await makeKey(user, 'read');
    expect((await call(t, 'GET', '/api/v2/gam/orders', withKey(key))).status).toBe(200);
    expect((await call(t, 'HEAD', '/api/v2/user/', withKey(key))).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/api/v2/gam/orders'],
      ['PUT', '/api/v2/user/personal'],
      ['DELETE', '/api/v2/payment/paymentMethod'],
    ] as const) {
      const res = await call(t, method, path, {
        ...withKey(key),
        body: { name: 'Lecture seule', notes: '', typeId: 4470001, customFieldId: 12601, firstName: 'X' },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('API_KEY_READ_ONLY');
    }
    const orders = await call(t, 'GET', '/api/v2/gam/orders', { token: user.token });
    expect(JSON.stringify(orders.body)).not.toContain('Lecture seule');
  });

  it('a revoked key stops at once (401 API_KEY_INVALID); an unknown or malformed one too', async () => {
    const user = await registerUser(t);
    const made = await makeKey(user);
    expect((await call(t, 'GET', '/api/v2/user/', withKey(made.key))).status).toBe(200);
    const revoked = await call(t, 'DELETE', `/api/v2/user/api-keys/${made.id}`, { token: user.token });
    expect(revoked.status).toBe(204);
    for (const key of [made.key, `pk_live_${'A'.repeat(43)}`, 'pk_live_short', `${made.key}x`]) {
      const res = await call(t, 'GET', '/api/v2/user/', withKey(key));
      expect(res.status, key).toBe(401);
      expect(res.body.error.code).toBe('API_KEY_INVALID');
    }
    expect((await call(t, 'GET', '/api/v2/user/api-keys', { token: user.token })).body).toEqual([]);
    expect((await auditOf(user, 'apiKey')).map((e) => e.operation).sort()).toEqual([
      'apiKey.create',
      'apiKey.firstUse',
      'apiKey.revoke',
    ]);
  });

  it('another user’s key cannot be revoked (404), and stays working', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const made = await makeKey(a);
    const res = await call(t, 'DELETE', `/api/v2/user/api-keys/${made.id}`, { token: b.token });
    expect(res.status).toBe(404);
    expect((await call(t, 'DELETE', '/api/v2/user/api-keys/99999999999', { token: b.token })).status).toBe(
      404,
    );
    expect((await call(t, 'GET', '/api/v2/user/', withKey(made.key))).status).toBe(200);
  });

  it('refuses a key in a query string (400 API_KEY_IN_QUERY), even with a good header', async () => {
    const user = await registerUser(t);
    const { key } = await makeKey(user);
    for (const query of [`api_key=${key}`, `access_token=${key}`, `x=${key}`, 'apiKey=anything']) {
      const res = await call(t, 'GET', `/api/v2/gam/orders?${query}`, withKey(key));
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('API_KEY_IN_QUERY');
    }
  });

  it('stops the keys of a suspended account at once (403 ACCOUNT_SUSPENDED), and they work again after', async () => {
    const user = await registerUser(t);
    const { key } = await makeKey(user);
    const admin = await registerUser(t);
    await setRole(t, admin.user.user_id, 'admin');
    expect((await call(t, 'GET', '/api/v2/gam/orders', withKey(key))).status).toBe(200);
    const suspended = await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/suspend`, {
      token: admin.token,
      body: { reason: 'Factures impayées' },
    });
    expect(suspended.status).toBe(200);
    const res = await call(t, 'GET', '/api/v2/gam/orders', withKey(key));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_SUSPENDED');
    await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/reactivate`, {
      token: admin.token,
      body: {},
    });
    expect((await call(t, 'GET', '/api/v2/gam/orders', withKey(key))).status).toBe(200);
  });
});

describe('with reCAPTCHA on', () => {
  it('a key works where a script could not sign in', async () => {
    const guarded = await createTestApp({
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const db = guarded.app.database.db;
      const [row] = await db
        .insert(users)
        .values({
          sub: randomUUID(),
          email: 'script@example.test',
          passwordHash: 'unused',
          createdAt: guarded.clock.now(),
          updatedAt: guarded.clock.now(),
        })
        .returning({ id: users.id });
      const { key } = await createApiKey(
        { db, clock: guarded.clock },
        { id: row!.id, agency: false },
        { name: 'Script', scope: 'read' },
      );
      const login = await call(guarded, 'POST', '/api/v2/auth/cognito/login', {
        body: { email: 'script@example.test', password: 'unused' },
      });
      expect(login.status).toBe(400);
      const me = await call(guarded, 'GET', '/api/v2/user/', withKey(key));
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('script@example.test');
    } finally {
      await guarded.close();
    }
  });
});

async function auditOf(user: { token: string }, objectType: string): Promise<{ operation: string }[]> {
  const res = await call(t, 'GET', `/api/v2/audit?objectType=${objectType}&pageSize=100`, {
    token: user.token,
  });
  expect(res.status).toBe(200);
  return res.body.items;
}

async function lastUse(id: number): Promise<number | null> {
  const rows = await t.app.database.db.execute(sql`select last_used_at from api_keys where id = ${id}`);
  const value = (rows as unknown as { rows: { last_used_at: string | Date | null }[] }).rows[0]?.last_used_at;
  return value ? new Date(value).getTime() : null;
}
