import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MINUTE, call, loginUser, registerUser, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, app: TestApp = t) =>
  call(app, 'POST', '/api/v2/auth/cognito/login', { body: { email, password } });

const failTimes = async (email: string, times: number) => {
  for (let i = 0; i < times; i++)
    expect((await login(email, 'Wrong-pass1')).body.error.code).toBe('USER_WRONG_CREDENTIALS');
};

describe('POST /auth/cognito/login', () => {
  it('signs in with {jwtToken, user} and the refresh cookie, the e-mail in any case', async () => {
    const { email, password, user } = await registerUser(t);
    const res = await login(email.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(user);
    expect(res.cookie).toMatch(/^refresh_token=.{40,}/);
    expect((await call(t, 'GET', '/api/v2/user/', { token: res.body.jwtToken })).body.user_id).toBe(
      user.user_id,
    );
  });

  it('answers USER_WRONG_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerUser(t);
    const wrongPassword = await login(email, 'Wrong-pass1');
    const unknown = await login(uniqueEmail(), 'Wrong-pass1');
    expect(wrongPassword.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body.error.code).toBe('USER_WRONG_CREDENTIALS');
    expect(wrongPassword.cookie).toBeUndefined();
  });

  it('locks the e-mail after 5 failures within 15 min: LimitExceededException (429) even with the right password', async () => {
    const { email, password } = await registerUser(t);
    await failTimes(email, 5);
    const locked = await login(email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('LimitExceededException');
    // It says how long (issue 31 §15): the whole lock, just after it began.
    expect(locked.body.error.params).toEqual({ minutes: 15 });
    expect(locked.cookie).toBeUndefined();
  });

  it('lifts the lock after 15 minutes, saying each time how many minutes are left', async () => {
    const { email, password } = await registerUser(t);
    await failTimes(email, 5);
    t.clock.advance(11 * MINUTE);
    expect((await login(email, password)).body.error.params).toEqual({ minutes: 4 });
    t.clock.advance(4 * MINUTE - 5_000);
    const last = await login(email, password);
    expect(last.status).toBe(429);
    expect(last.body.error.params).toEqual({ minutes: 1 });
    t.clock.advance(10_000);
    expect((await login(email, password)).status).toBe(200);
  });

  it('counts only the failures of the last 15 minutes, and forgets them after a success', async () => {
    const { email, password } = await registerUser(t);
    await failTimes(email, 4);
    t.clock.advance(16 * MINUTE);
    await failTimes(email, 4);
    expect((await login(email, password)).status).toBe(200);
    await failTimes(email, 4);
    expect((await login(email, password)).status).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail();
    await failTimes(email, 5);
    expect((await login(email, 'Wrong-pass1')).body.error.code).toBe('LimitExceededException');
  });

  it('locks one e-mail only', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await failTimes(a.email, 5);
    expect((await login(b.email, b.password)).status).toBe(200);
  });

  it('refuses a missing password with 400', async () => {
    const res = await call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email: uniqueEmail() } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidParameterException');
  });
});

describe('the per-address rate limit of the auth calls', () => {
  it('answers 429 RATE_LIMITED past the configured calls per minute', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) expect((await login(email, 'Wrong-pass1', limited)).status).toBe(400);
      const res = await login(email, 'Wrong-pass1', limited);
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('the administrator of a fresh install', () => {
  it('is created at start from ADMIN_EMAIL and ADMIN_PASSWORD, as an admin', async () => {
    const admin = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'Admin-Pass1' });
    try {
      const { user } = await loginUser(admin, 'boss@example.test', 'Admin-Pass1');
      expect(user).toMatchObject({ email: 'boss@example.test', role: 'admin', isAdmin: true });
    } finally {
      await admin.close();
    }
  });
});
