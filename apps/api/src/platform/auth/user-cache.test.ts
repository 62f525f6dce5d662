import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, STRONG_PASSWORD } from '../../test/factories.ts';
import { AuthUserCache } from './user-cache.ts';

/**
 * Request authentication without a database round trip while nothing changed (issue 13 §2), and revocation still
 * effective: at once in the process that revoked, within a second in the others.
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

describe('the request guard', () => {
  it('authenticates a request from memory when nothing changed: one database read fewer', async () => {
    const user = await registerUser(t);
    const me = () => call(t, 'GET', '/api/v2/user/', { token: user.token });
    await me();
    const cached = await statementsOf(me);
    // A change of a user drops what the guard keeps; the next request reads the user again.
    await call(t, 'PUT', '/api/v2/user/personal', {
      token: user.token,
      body: { firstName: 'Camille', lastName: 'Roy' },
    });
    const read = await statementsOf(me);
    expect(cached).toBe(read - 1);
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
