import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type App } from '../../server.ts';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, lastMailTo, registerUser, STRONG_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { AuthUserCache } from './user-cache.ts';
import { checkAnswersAgainstDocument } from '../../test/conformance.ts';

/**
 * Request authentication and GET /user/ without a database round trip while nothing changed (issue 13 §2), and
 * every change still seen: at once in the process that made it, within a second in the others.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Statements sent during `action`, the guard's poll of auth_state left out. */
async function statementsOf(action: () => Promise<unknown>): Promise<number> {
  const before = t.app.database.queryCount() - t.app.authUsers.polls;
  await action();
  return t.app.database.queryCount() - t.app.authUsers.polls - before;
}

const NEW_PASSWORD = 'Nouveau2026pass';

/**
 * Another API process on the same database: the same server, whose database client does not tell it of this
 * process's writes (it sees them through auth_state only, as a separate process would).
 */
async function otherProcess(): Promise<App> {
  const other = await buildServer(t.app.config, {
    instrument: checkAnswersAgainstDocument,
    database: { ...t.app.database, onWrite: () => undefined },
    clock: t.clock,
  });
  await other.ready();
  return other;
}

async function userInfoIn(app: App, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v2/user/',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}

describe('the request guard', () => {
  it('answers GET /user/ from memory when nothing changed: no database statement', async () => {
    const user = await registerUser(t);
    const me = () => call(t, 'GET', '/api/v2/user/', { token: user.token });
    await me();
    expect(await statementsOf(me)).toBe(0);
    // A change of a user drops what is kept; the next request reads the user again.
    await call(t, 'PUT', '/api/v2/user/personal', {
      token: user.token,
      body: { firstName: 'Camille', lastName: 'Roy' },
    });
    expect(await statementsOf(me)).toBeGreaterThan(0);
  });

  it('keeps no password hash in memory', async () => {
    const user = await registerUser(t);
    const kept = await t.app.authUsers.find(Number(user.user.user_id));
    expect(kept?.email).toBe(user.email);
    expect(kept).not.toHaveProperty('passwordHash');
  });

  it('refuses a revoked token at once in the process that revoked it', async () => {
    const user = await registerUser(t);
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).status).toBe(200);
    const changed = await call(t, 'PUT', '/api/v2/user/password', {
      token: user.token,
      cookie: user.cookie,
      body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).status).toBe(401);
  });

  it('sees another process’s revocation within a second', async () => {
    const user = await registerUser(t);
    const id = Number(user.user.user_id);
    // Another process on the same database: it does not see this one's writes, only the version it polls.
    const other = new AuthUserCache({ ...t.app.database, onWrite: () => undefined });
    await other.start();
    try {
      const before = (await other.find(id))!.tokenVersion;
      expect((await other.find(id))!.tokenVersion).toBe(before);
      const changed = await call(t, 'PUT', '/api/v2/user/password', {
        token: user.token,
        cookie: user.cookie,
        body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const revokedAt = performance.now();
      await expect
        .poll(async () => (await other.find(id))!.tokenVersion, { timeout: 1000, interval: 20 })
        .toBe(before + 1);
      expect(performance.now() - revokedAt).toBeLessThan(1000);
    } finally {
      await other.stop();
    }
  });
});

describe('GET /user/', () => {
  it('shows each profile change to the user who made it at once', async () => {
    const user = await registerUser(t);
    const me = async (token = user.token) => {
      const res = await call(t, 'GET', '/api/v2/user/', { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Record<string, unknown>;
    };
    const put = async (path: string, body: unknown, token = user.token) => {
      const res = await call(t, 'PUT', `/api/v2${path}`, { token, body, cookie: user.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Record<string, unknown>;
    };
    await me();
    await put('/user/personal', { firstName: 'Annie', lastName: 'Gagnon' });
    expect(await me()).toMatchObject({ first_name: 'Annie', last_name: 'Gagnon' });
    await put('/user/company', {
      company: 'Fromagerie Gagnon',
      role: 'Propriétaire',
      country: 'CA',
      province: 'ON',
      phone: '1 (613) 555-0123',
      phoneExt: '',
    });
    expect(await me()).toMatchObject({
      organisation: 'Fromagerie Gagnon',
      state: 'ON',
      company_role: 'Propriétaire',
    });
    await put('/user/personal-options', { statusFilter: ['DELIVERING'] });
    expect((await me()).statusFilter).toEqual(['DELIVERING']);

    const next = uniqueEmail('moved');
    const asked = await call(t, 'POST', '/api/v2/user/pre-update-email', {
      token: user.token,
      body: { email: next, actualPassword: user.password, locale: 'fr' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const idConfirmation = /confirmation\/([\w-]{20,})\//.exec((await lastMailTo(t, next)).text)![1];
    const confirmed = await call(t, 'POST', '/api/v2/user/email-confirm-update', {
      token: user.token,
      body: { idConfirmation },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await me()).email).toBe(next);

    const changed = (await put('/user/password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    })) as { jwtToken: string };
    expect(await me(changed.jwtToken)).toMatchObject({ email: next, first_name: 'Annie' });
  });

  it('shows another process’s change of any column within a second', async () => {
    const user = await registerUser(t);
    const id = Number(user.user.user_id);
    const other = await otherProcess();
    try {
      expect(await userInfoIn(other, user.token)).toMatchObject({
        first_name: 'Camille',
        creditStatus: 'ACTIVE',
      });
      // Columns the request guard does not read: a trigger on the guard's columns only would leave them stale.
      const renamed = await call(t, 'PUT', '/api/v2/user/personal', {
        token: user.token,
        body: { firstName: 'Maude', lastName: 'Tremblay' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const changedAt = performance.now();
      await expect
        .poll(async () => (await userInfoIn(other, user.token)).first_name, { timeout: 1000, interval: 20 })
        .toBe('Maude');
      expect(performance.now() - changedAt).toBeLessThan(1000);

      await t.app.database.db.update(users).set({ creditStatus: 'ON_HOLD' }).where(eq(users.id, id));
      await expect
        .poll(async () => (await userInfoIn(other, user.token)).creditStatus, { timeout: 1000, interval: 20 })
        .toBe('ON_HOLD');
    } finally {
      await other.close();
    }
  });
});
