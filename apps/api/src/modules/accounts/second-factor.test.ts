import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userTotp } from '../../platform/auth/second-factor-tables.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  MINUTE,
  call,
  codeOf,
  lastMailTo,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * Two-step verification (issue 33) over real HTTP: the authenticator app (RFC 6238) on a clock that stands still at
 * the start of a time step, so that each code is the one of a known step; recovery codes; the lock of the second
 * step; password reset.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
// Each test starts 1 s into a fresh time step, near the real time (tokens are signed and checked on this clock).
let stepStart = Math.floor(Date.now() / STEP_MS) * STEP_MS;
beforeEach(() => {
  stepStart += 100 * STEP_MS;
  t.clock.freeze(new Date(stepStart + 1000));
});

const codeAt = (secret: string, offsetSteps = 0) =>
  OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: t.clock.now().getTime() + offsetSteps * STEP_MS,
  });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const login = (email: string, password: string) =>
  call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email, password } });
const secondStep = (challenge: string, factorCode: string) =>
  call(t, 'POST', '/api/v2/auth/cognito/login/second-factor', { body: { challenge, factorCode } });
const status = async (token: string) => (await call(t, 'GET', '/api/v2/user/two-factor', { token })).body;

interface WithFactor extends RegisteredUser {
  secret: string;
  recoveryCodes: string[];
}

/** A registered user who turned the authenticator app on; the clock then moves to the next step. */
async function userWithFactor(locale: 'fr' | 'en' = 'fr'): Promise<WithFactor> {
  const user = await registerUser(t, { locale, firstName: 'Jeanne' });
  const setup = await call(t, 'POST', '/api/v2/user/two-factor/totp/setup', { token: user.token });
  expect(setup.status).toBe(200);
  const confirm = await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
    token: user.token,
    body: { factorCode: codeAt(setup.body.secret) },
  });
  expect(confirm.status).toBe(200);
  t.clock.advance(STEP_MS);
  return { ...user, secret: setup.body.secret, recoveryCodes: confirm.body.recoveryCodes };
}

async function challengeOf(user: { email: string; password: string }): Promise<string> {
  const res = await login(user.email, user.password);
  expect(res.status).toBe(200);
  expect(res.body.secondFactorRequired).toBe(true);
  return res.body.challenge;
}

describe('turning the authenticator app on', () => {
  it('shows the secret and its QR code once, and turns on only with a first right code', async () => {
    const user = await registerUser(t, { locale: 'en', firstName: 'Ann' });
    expect(await status(user.token)).toEqual({
      totp: false,
      passkeys: [],
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredForStaff: false,
    });
    const setup = await call(t, 'POST', '/api/v2/user/two-factor/totp/setup', { token: user.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(url.searchParams.get('issuer')).toBe('Self-Serve Ads');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    // Set up but not confirmed: still off, the password alone signs in.
    expect((await status(user.token)).totp).toBe(false);
    expect((await login(user.email, user.password)).body.jwtToken).toEqual(expect.any(String));

    const wrong = await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
      token: user.token,
      body: { factorCode: otherCode(codeAt(setup.body.secret)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await status(user.token)).totp).toBe(false);

    const confirm = await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
      token: user.token,
      body: { factorCode: codeAt(setup.body.secret).replace(/(\d{3})/, '$1 ') },
    });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);

    const on = await status(user.token);
    expect(on).toMatchObject({ totp: true, recoveryCodesLeft: 10, enabledAt: t.clock.now().toISOString() });
    // The secret is never answered again.
    expect(JSON.stringify(on)).not.toContain(setup.body.secret);
    const again = await call(t, 'POST', '/api/v2/user/two-factor/totp/setup', { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TWO_FACTOR_ALREADY_ON');

    const mail = await lastMailTo(t, user.email);
    expect(mail.subject).toMatch(/^Two-step verification is on for your account/);
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('/en/hub/profile/');

    const audit = (await call(t, 'GET', '/api/v2/audit', { token: user.token })).body.items[0];
    expect(audit).toMatchObject({ operation: 'user.twoFactorOn', objectType: 'user' });
    expect(JSON.stringify(audit)).not.toContain(setup.body.secret);
  });

  it('refuses a confirmation without a setup', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
      token: user.token,
      body: { factorCode: '123456' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('TWO_FACTOR_SETUP_MISSING');
  });

  it('refuses a code that is not six digits, beside the field', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
      token: user.token,
      body: { factorCode: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidParameterException');
    expect(res.body.error.fields.factorCode).toBeDefined();
  });

  it('keeps the secret sealed in the database when SECOND_FACTOR_KEY is set, and signs in with it', async () => {
    const sealed = await createTestApp({ SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') });
    try {
      const user = await registerUser(sealed);
      const setup = await call(sealed, 'POST', '/api/v2/user/two-factor/totp/setup', { token: user.token });
      const row = (
        await sealed.app.database.db.select().from(userTotp).where(eq(userTotp.userId, user.user.user_id))
      )[0]!;
      expect(row.secret.startsWith('v1:')).toBe(true);
      expect(row.secret).not.toContain(setup.body.secret);
      const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) });
      const confirm = await call(sealed, 'POST', '/api/v2/user/two-factor/totp/confirm', {
        token: user.token,
        body: { factorCode: code },
      });
      expect(confirm.status).toBe(200);
    } finally {
      await sealed.close();
    }
  });
});

describe('signing in with the second factor', () => {
  it('answers a challenge, not a session, to the right password; the session comes with the code', async () => {
    const user = await userWithFactor();
    const first = await login(user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      secondFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString(),
      methods: ['totp', 'recovery'],
      passkey: null,
    });
    expect(first.body.jwtToken).toBeUndefined();
    expect(first.cookie).toBeUndefined();
    // The challenge opens nothing else.
    expect((await call(t, 'GET', '/api/v2/user/', { token: first.body.challenge })).status).toBe(401);

    const second = await secondStep(first.body.challenge, codeAt(user.secret));
    expect(second.status).toBe(200);
    expect(second.cookie).toMatch(/^refresh_token=/);
    const me = await call(t, 'GET', '/api/v2/user/', { token: second.body.jwtToken });
    expect(me.body.user_id).toBe(user.user.user_id);
    // A challenge is good once.
    t.clock.advance(STEP_MS);
    const replay = await secondStep(first.body.challenge, codeAt(user.secret));
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
  });

  it('takes the codes of the step before and after, not two steps away', async () => {
    const user = await userWithFactor();
    for (const offset of [-2, 2]) {
      const res = await secondStep(await challengeOf(user), codeAt(user.secret, offset));
      expect(res.body.error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    }
    expect((await secondStep(await challengeOf(user), codeAt(user.secret, 1))).status).toBe(200);
  });

  it('refuses a code used once already within its window, and takes the next step’s', async () => {
    const user = await userWithFactor();
    const code = codeAt(user.secret);
    expect((await secondStep(await challengeOf(user), code)).status).toBe(200);
    const reused = await secondStep(await challengeOf(user), code);
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    // Nor an older step's code, still within the window.
    expect((await secondStep(await challengeOf(user), codeAt(user.secret, -1))).status).toBe(400);
    t.clock.advance(STEP_MS);
    expect((await secondStep(await challengeOf(user), codeAt(user.secret))).status).toBe(200);
  });

  it('refuses at login the code that confirmed the setup', async () => {
    const user = await registerUser(t);
    const setup = await call(t, 'POST', '/api/v2/user/two-factor/totp/setup', { token: user.token });
    const code = codeAt(setup.body.secret);
    await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
      token: user.token,
      body: { factorCode: code },
    });
    expect((await secondStep(await challengeOf(user), code)).body.error.code).toBe(
      'SECOND_FACTOR_CODE_INVALID',
    );
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const user = await userWithFactor();
    const [first, second] = user.recoveryCodes as [string, string];
    const ok = await secondStep(await challengeOf(user), first.toUpperCase());
    expect(ok.status).toBe(200);
    expect((await status(ok.body.jwtToken)).recoveryCodesLeft).toBe(9);
    const again = await secondStep(await challengeOf(user), first);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await secondStep(await challengeOf(user), second.replace('-', ''))).status).toBe(200);
    // Another user's code is nobody's here.
    const other = await userWithFactor();
    expect((await secondStep(await challengeOf(user), other.recoveryCodes[0]!)).status).toBe(400);
  });

  it('locks the second step after 5 wrong codes, even with a new challenge, for 15 minutes', async () => {
    const user = await userWithFactor();
    const challenge = await challengeOf(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(challenge, otherCode(codeAt(user.secret)));
      expect(wrong.body.error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    }
    const locked = await secondStep(challenge, codeAt(user.secret));
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('LimitExceededException');
    expect(locked.body.error.params).toEqual({ minutes: 15 });
    // The right password again does not lift it.
    expect((await secondStep(await challengeOf(user), codeAt(user.secret))).status).toBe(429);
    expect((await secondStep(await challengeOf(user), user.recoveryCodes[0]!)).status).toBe(429);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await secondStep(await challengeOf(user), codeAt(user.secret))).status).toBe(200);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const user = await userWithFactor();
    const challenge = await challengeOf(user);
    t.clock.advance(5 * MINUTE);
    const late = await secondStep(challenge, codeAt(user.secret));
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses a made-up challenge and a malformed code', async () => {
    const unknown = await secondStep('A'.repeat(43), '123456');
    expect(unknown.body.error.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    const malformed = await secondStep('A'.repeat(43), 'not-a-code');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.factorCode).toBeDefined();
  });

  it('still asks for the factor after a password reset', async () => {
    const user = await userWithFactor();
    await call(t, 'POST', '/api/v2/auth/cognito/forgot-password', {
      body: { username: user.email, locale: 'fr' },
    });
    const reset = await call(t, 'POST', '/api/v2/auth/cognito/reset-password', {
      body: {
        username: user.email,
        newPassword: 'Nouveau2026x',
        verificationCode: codeOf(await lastMailTo(t, user.email)),
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.cookie).toBeUndefined();
    const res = await login(user.email, 'Nouveau2026x');
    expect(res.body.secondFactorRequired).toBe(true);
    expect(res.body.jwtToken).toBeUndefined();
  });
});

describe('turning the factor off and new recovery codes', () => {
  const change = (user: WithFactor, what: 'disable' | 'recovery-codes', body: Json, token = user.token) =>
    call(t, 'POST', `/api/v2/user/two-factor/${what}`, { token, body });

  it('turns it off with the password and a current code, mailed and in the audit trail', async () => {
    const user = await userWithFactor('fr');
    const wrongPassword = await change(user, 'disable', {
      password: 'Wrong-pass1',
      factorCode: codeAt(user.secret),
    });
    expect(wrongPassword.body.error.code).toBe('USER_WRONG_CREDENTIALS');
    const wrongCode = await change(user, 'disable', {
      password: user.password,
      factorCode: otherCode(codeAt(user.secret)),
    });
    expect(wrongCode.body.error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await status(user.token)).totp).toBe(true);

    const off = await change(user, 'disable', { password: user.password, factorCode: codeAt(user.secret) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const mail = await lastMailTo(t, user.email);
    expect(mail.subject).toMatch(/^La validation en deux étapes est désactivée sur votre compte/);
    expect(mail.text).toContain('Bonjour Jeanne,');
    const audit = (await call(t, 'GET', '/api/v2/audit', { token: user.token })).body.items[0];
    expect(audit.operation).toBe('user.twoFactorOff');
    // The password alone signs in again.
    expect((await loginUser(t, user.email, user.password)).token).toEqual(expect.any(String));
    const twice = await change(user, 'disable', { password: user.password, factorCode: codeAt(user.secret) });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('TWO_FACTOR_NOT_ON');
  });

  it('makes new recovery codes: the old ones stop working, the new ones work', async () => {
    const user = await userWithFactor('en');
    const res = await change(user, 'recovery-codes', {
      password: user.password,
      factorCode: user.recoveryCodes[0],
    });
    expect(res.status).toBe(200);
    const fresh: string[] = res.body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.recoveryCodes[1]);
    expect((await status(user.token)).recoveryCodesLeft).toBe(10);
    expect((await secondStep(await challengeOf(user), user.recoveryCodes[1]!)).status).toBe(400);
    expect((await secondStep(await challengeOf(user), fresh[0]!)).status).toBe(200);
    expect((await lastMailTo(t, user.email)).subject).toMatch(/^New recovery codes for your account/);
    const audit = (await call(t, 'GET', '/api/v2/audit', { token: user.token })).body.items[0];
    expect(audit.operation).toBe('user.recoveryCodes');
    expect(JSON.stringify(audit)).not.toContain(fresh[0]);
  });

  it('counts wrong codes of these changes towards the lock of the second step', async () => {
    const user = await userWithFactor();
    for (let i = 0; i < 5; i++) {
      await change(user, 'recovery-codes', {
        password: user.password,
        factorCode: otherCode(codeAt(user.secret)),
      });
    }
    const locked = await change(user, 'disable', {
      password: user.password,
      factorCode: codeAt(user.secret),
    });
    expect(locked.status).toBe(429);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t, 'GET', '/api/v2/user/two-factor')).status).toBe(401);
    expect((await call(t, 'POST', '/api/v2/user/two-factor/totp/setup')).status).toBe(401);
  });
});
