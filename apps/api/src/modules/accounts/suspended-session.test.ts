import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * A suspended account is told so (issue 31 §14): its browser, whose session the suspension ended, asks for a new
 * token and hears ACCOUNT_SUSPENDED (403), not a 401 that reads as an expired session; signing in says the same; and
 * the settings give the web the support address (SUPPORT_EMAIL) it links to, in the footer too.
 */

let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'aide@portail.example' });
  admin = await registerUser(t);
  await t.app.database.db
    .update(users)
    .set({ role: 'Admin' })
    .where(eq(users.id, Number(admin.user.user_id)));
});
afterAll(async () => {
  await t?.close();
});

const refresh = (who: RegisteredUser) =>
  call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: who.cookie });

describe('a suspended account', () => {
  it('hears ACCOUNT_SUSPENDED when its browser renews its session, and at sign-in; never a token', async () => {
    const user = await registerUser(t);
    expect((await refresh(user)).status).toBe(200);
    const suspended = await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/suspend`, {
      token: admin.token,
      body: { reason: 'Test' },
    });
    expect(suspended.status).toBe(200);
    const renewed = await refresh(user);
    expect(renewed.status).toBe(403);
    expect(renewed.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect(renewed.body.jwtToken).toBeUndefined();
    const login = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('once reactivated, its ended session stays ended (401) and signing in works again', async () => {
    const user = await registerUser(t);
    await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/suspend`, {
      token: admin.token,
      body: { reason: 'Test' },
    });
    await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/reactivate`, { token: admin.token });
    const renewed = await refresh(user);
    expect(renewed.status).toBe(401);
    expect(renewed.body.error.code).toBe('UNAUTHORIZED');
    const login = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it('is not told to a cookie the portal never issued', async () => {
    const res = await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', {
      cookie: 'refresh_token=forged',
    });
    expect(res.status).toBe(401);
  });
});

describe('the support address', () => {
  it('is in the public settings when SUPPORT_EMAIL is set, and null otherwise', async () => {
    expect((await call(t, 'GET', '/api/v2/settings')).body.supportEmail).toBe('aide@portail.example');
    const bare = await createTestApp();
    try {
      expect((await call(bare, 'GET', '/api/v2/settings')).body.supportEmail).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
