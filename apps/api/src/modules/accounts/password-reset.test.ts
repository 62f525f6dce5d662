import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  MINUTE,
  call,
  codeOf,
  lastMailTo,
  loginUser,
  registerUser,
  uniqueEmail,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nouveau2026x';
const forgot = (username: string, locale: 'fr' | 'en' = 'fr') =>
  call(t, 'POST', '/api/v2/auth/cognito/forgot-password', { body: { username, locale } });
const reset = (username: string, verificationCode: string, newPassword = NEW_PASSWORD) =>
  call(t, 'POST', '/api/v2/auth/cognito/reset-password', {
    body: { username, newPassword, verificationCode },
  });
const login = (email: string, password: string) =>
  call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email, password } });

const otherCode = (code: string) => (code === '111111' ? '222222' : '111111');

describe('POST /auth/cognito/forgot-password', () => {
  it('answers USER_NOT_PRESENT (404) for an unknown e-mail', async () => {
    const res = await forgot(uniqueEmail());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('USER_NOT_PRESENT');
  });

  it('mails a reset code in the chosen language, the code in the subject and the body', async () => {
    const { email } = await registerUser(t, { firstName: 'Jean' });
    expect((await forgot(email, 'en')).status).toBe(200);
    const en = await lastMailTo(t, email);
    expect(en.subject).toMatch(/^Password reset code: \d{6}/);
    expect(en.text).toContain(codeOf(en));
    expect(en.html).toContain(codeOf(en));
    expect(en.text).toContain('Hello Jean,');

    await forgot(email, 'fr');
    const fr = await lastMailTo(t, email);
    expect(fr.subject).toMatch(/^Code de réinitialisation du mot de passe\u00a0: \d{6}/);
    expect(fr.text).toContain('Bonjour Jean,');
  });
});

describe('POST /auth/cognito/reset-password', () => {
  it('sets the new password: the old one fails, the new one signs in', async () => {
    const { email, password } = await registerUser(t);
    await forgot(email.toUpperCase());
    const res = await reset(email, codeOf(await lastMailTo(t, email)));
    expect(res.status).toBe(200);
    expect((await login(email, password)).body.error.code).toBe('USER_WRONG_CREDENTIALS');
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('revokes every session of the user: every refresh token and the access tokens already issued', async () => {
    const first = await registerUser(t);
    const second = await loginUser(t, first.email, first.password);
    await forgot(first.email);
    expect((await reset(first.email, codeOf(await lastMailTo(t, first.email)))).status).toBe(200);
    for (const cookie of [first.cookie, second.cookie]) {
      expect((await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie })).status).toBe(401);
    }
    expect((await call(t, 'GET', '/api/v2/user/', { token: first.token })).status).toBe(401);
    const fresh = await loginUser(t, first.email, NEW_PASSWORD);
    expect((await call(t, 'GET', '/api/v2/user/', { token: fresh.token })).status).toBe(200);
  });

  it('answers CodeMismatchException for a wrong code and leaves the password alone', async () => {
    const { email, password } = await registerUser(t);
    await forgot(email);
    const res = await reset(email, otherCode(codeOf(await lastMailTo(t, email))));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CodeMismatchException');
    expect((await login(email, password)).status).toBe(200);
  });

  it('answers CodeMismatchException for an account without a pending code, or no account', async () => {
    const { email } = await registerUser(t);
    expect((await reset(email, '123456')).body.error.code).toBe('CodeMismatchException');
    expect((await reset(uniqueEmail(), '123456')).body.error.code).toBe('CodeMismatchException');
  });

  it('answers ExpiredCodeException once the hour of the code has passed', async () => {
    const { email } = await registerUser(t);
    await forgot(email);
    const code = codeOf(await lastMailTo(t, email));
    t.clock.advance(60 * MINUTE + 1_000);
    const res = await reset(email, code);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('ExpiredCodeException');
  });

  it('replaces the code on a new request', async () => {
    const { email } = await registerUser(t);
    await forgot(email);
    const first = codeOf(await lastMailTo(t, email));
    await forgot(email);
    const second = codeOf(await lastMailTo(t, email));
    if (first !== second) expect((await reset(email, first)).body.error.code).toBe('CodeMismatchException');
    expect((await reset(email, second)).status).toBe(200);
  });

  it('answers InvalidPasswordException for a new password outside the rule, keeping the code usable', async () => {
    const { email } = await registerUser(t);
    await forgot(email);
    const code = codeOf(await lastMailTo(t, email));
    const weak = await reset(email, code, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('InvalidPasswordException');
    expect(weak.body.error.fields.newPassword).toHaveLength(1);
    expect(weak.body.error.fields.newPassword[0]).toContain('8');
    expect((await reset(email, code)).status).toBe(200);
  });

  it('uses a code once', async () => {
    const { email } = await registerUser(t);
    await forgot(email);
    const code = codeOf(await lastMailTo(t, email));
    expect((await reset(email, code)).status).toBe(200);
    expect((await reset(email, code, 'Another2027x')).body.error.code).toBe('CodeMismatchException');
  });

  it('lifts the login lock of the e-mail', async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 5; i++) await login(email, 'Wrong-pass1');
    expect((await login(email, 'Wrong-pass1')).status).toBe(429);
    await forgot(email);
    await reset(email, codeOf(await lastMailTo(t, email)));
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});
