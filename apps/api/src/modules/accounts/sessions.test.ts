import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildServer, type App } from '../../server.ts';
import { AUTH_STATE_POLL_MS } from '../../platform/auth/user-cache.ts';
import { call, loginUser, ORDER_TYPES, registerUser } from '../../test/factories.ts';
import { REFRESH_REUSE_GRACE_MS } from './sessions.ts';
import { checkAnswersAgainstDocument } from '../../test/conformance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (cookie?: string) => call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie });
const logout = (cookie?: string) => call(t, 'POST', '/api/v2/auth/cognito/logout', { cookie });
const me = (token: string) => call(t, 'GET', '/api/v2/user/', { token });

describe('POST /auth/cognito/refresh-token', () => {
  it('answers a new access token and rotates the cookie', async () => {
    const { cookie, user } = await registerUser(t);
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['jwtToken']);
    expect(res.cookie).toBeDefined();
    expect(res.cookie).not.toBe(cookie);
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect((await me(res.body.jwtToken)).body.user_id).toBe(user.user_id);
    expect((await refresh(res.cookie)).status).toBe(200);
  });

  it('treats a rotated cookie presented again after 30 s as a replay: 401, and its whole family is revoked', async () => {
    const { cookie } = await registerUser(t);
    const second = await refresh(cookie);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const third = await refresh(second.cookie);
    expect(third.status).toBe(200);

    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('UNAUTHORIZED');
    expect(replay.setCookie).toMatch(/refresh_token=;/);
    // The thief's copy and the legitimate newest token are both dead now.
    expect((await refresh(third.cookie)).status).toBe(401);
  });

  it('lets two tabs refresh with the same cookie at once: both get a working token, the session goes on', async () => {
    const { cookie, user } = await registerUser(t);
    const both = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const later = await refresh(cookie);
    expect(later.status).toBe(200);
    for (const r of [...both, later]) {
      expect((await me(r.body.jwtToken)).body.user_id).toBe(user.user_id);
      expect((await refresh(r.cookie)).status).toBe(200);
    }
    expect(REFRESH_REUSE_GRACE_MS).toBe(30_000);
  });

  it('refuses a cookie revoked by a logout even within those 30 s', async () => {
    const { cookie } = await registerUser(t);
    const next = await refresh(cookie);
    await logout(next.cookie);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('leaves the other sessions of the user alone when one family is revoked', async () => {
    const { cookie, email, password } = await registerUser(t);
    const other = await loginUser(t, email, password);
    await refresh(cookie);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('refresh_token=not-a-real-token')).status).toBe(401);
    expect((await refresh(`refresh_token=${'x'.repeat(500)}`)).status).toBe(401);
  });

  it('accepts an empty JSON body', async () => {
    const { cookie } = await registerUser(t);
    const res = await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', {
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('expires the refresh token after 30 days without use', async () => {
    const { cookie } = await registerUser(t);
    const { cookie: fresh } = await registerUser(t);
    t.clock.advance(30 * 24 * 3600_000 - 60_000);
    const kept = await refresh(fresh);
    expect(kept.status).toBe(200);
    t.clock.advance(120_000);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await refresh(kept.cookie)).status).toBe(200);
  });
});

describe('POST /auth/cognito/logout', () => {
  it('revokes the refresh token and clears the cookie: that token never works again', async () => {
    const { cookie } = await registerUser(t);
    const res = await logout(cookie);
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(/refresh_token=;/);
    expect(res.setCookie).toMatch(/Path=\/api\/v2\/auth/);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('also ends the tokens already rotated from the same sign-in', async () => {
    const { cookie } = await registerUser(t);
    const next = await refresh(cookie);
    await logout(next.cookie);
    expect((await refresh(next.cookie)).status).toBe(401);
  });

  it('answers 200 without a cookie', async () => {
    expect((await logout()).status).toBe(200);
  });

  it("ends the session's access token at once: it reads and writes nothing more (issue 28 §6)", async () => {
    const user = await registerUser(t);
    const other = await loginUser(t, user.email, user.password);
    expect((await me(user.token)).status).toBe(200);
    await logout(user.cookie);
    expect((await me(user.token)).status).toBe(401);
    const order = await call(t, 'POST', '/api/v2/gam/orders', {
      token: user.token,
      body: { name: 'Après la déconnexion', notes: '', ...ORDER_TYPES.standard },
    });
    expect(order.status).toBe(401);
    // Only that session ended: another sign-in of the same user goes on.
    expect((await me(other.token)).status).toBe(200);
  });

  it('is seen by another process on the same database within AUTH_STATE_POLL_MS', async () => {
    const user = await registerUser(t);
    const second = await secondProcess();
    try {
      const meIn = async (token: string) =>
        (
          await second.inject({
            method: 'GET',
            url: '/api/v2/user/',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;
      // The other process has admitted the token, so it keeps the session as live in memory.
      expect(await meIn(user.token)).toBe(200);
      expect(await meIn(user.token)).toBe(200);
      await logout(user.cookie);
      const loggedOutAt = performance.now();
      await expect.poll(() => meIn(user.token), { timeout: 2000, interval: 20 }).toBe(401);
      expect(performance.now() - loggedOutAt).toBeLessThan(AUTH_STATE_POLL_MS + 600);
    } finally {
      await second.close();
    }
  });
});

/**
 * Another API process on this one's database: on PostgreSQL a second app with its own connections; on the embedded
 * database (one process only) a second server on the same database whose client does not tell it of this process's
 * writes, so that it learns of them as another process does (auth_state).
 */
async function secondProcess(): Promise<{ inject: App['inject']; close: () => Promise<unknown> }> {
  const url = t.app.config.DATABASE_URL;
  if (url) {
    const second = await createTestApp({ DATABASE_URL: url });
    return { inject: second.app.inject.bind(second.app), close: () => second.close() };
  }
  const app = await buildServer(t.app.config, {
    instrument: checkAnswersAgainstDocument,
    database: { ...t.app.database, onWrite: () => undefined },
    clock: t.clock,
  });
  await app.ready();
  return { inject: app.inject.bind(app), close: () => app.close() };
}
