import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setRole } from '../../test/creatives.ts';
import { call, lastMailTo, registerUser, type Json, type RegisteredUser } from '../../test/factories.ts';
import { assertPasskey, createPasskey, type SoftPasskey } from '../../test/webauthn.ts';

/**
 * Passkeys as a second factor (issue 33), with a software authenticator written from the WebAuthn specification
 * (test/webauthn.ts): registered from the profile, offered after the password, refused for another user's
 * credential, another origin, a replayed assertion; removed with the password and a current code.
 */

const ORIGIN = 'https://portail.example.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, REQUIRE_2FA_FOR_STAFF: 'true' });
});
afterAll(() => t.close());

const login = (user: { email: string; password: string }) =>
  call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email: user.email, password: user.password } });
const withPasskey = (challenge: string, credential: Json) =>
  call(t, 'POST', '/api/v2/auth/cognito/login/passkey', { body: { challenge, credential } });

async function addPasskey(user: RegisteredUser, name = 'Téléphone', origin = ORIGIN) {
  const options = await call(t, 'POST', '/api/v2/user/two-factor/passkeys/options', { token: user.token });
  expect(options.status).toBe(200);
  const { passkey, credential } = createPasskey(options.body, origin);
  const res = await call(t, 'POST', '/api/v2/user/two-factor/passkeys', {
    token: user.token,
    body: { name, credential },
  });
  return { passkey, res };
}

async function userWithPasskey(): Promise<
  RegisteredUser & { passkey: SoftPasskey; recoveryCodes: string[] }
> {
  const user = await registerUser(t, { locale: 'en', firstName: 'Ann' });
  const { passkey, res } = await addPasskey(user);
  expect(res.status).toBe(200);
  return { ...user, passkey, recoveryCodes: res.body.recoveryCodes };
}

describe('registering a passkey', () => {
  it('adds a named passkey for the portal, with the recovery codes when it is the first factor', async () => {
    const user = await registerUser(t, { locale: 'fr', firstName: 'Jeanne' });
    const options = await call(t, 'POST', '/api/v2/user/two-factor/passkeys/options', { token: user.token });
    expect(options.body).toMatchObject({
      rp: { id: 'portail.example.test', name: 'Portail Pub' },
      user: { name: user.email },
      attestation: 'none',
      challenge: expect.any(String),
    });
    const { credential } = createPasskey(options.body, ORIGIN);
    const res = await call(t, 'POST', '/api/v2/user/two-factor/passkeys', {
      token: user.token,
      body: { name: 'Ordinateur', credential },
    });
    expect(res.status).toBe(200);
    expect(res.body.passkey).toMatchObject({ name: 'Ordinateur', lastUsedAt: null });
    expect(res.body.recoveryCodes).toHaveLength(10);
    const status = (await call(t, 'GET', '/api/v2/user/two-factor', { token: user.token })).body;
    expect(status).toMatchObject({ totp: false, recoveryCodesLeft: 10 });
    expect(status.passkeys.map((p: Json) => p.name)).toEqual(['Ordinateur']);
    expect((await lastMailTo(t, user.email)).subject).toMatch(
      /^Une clé d’accès a été ajoutée à votre compte/,
    );
    const audit = (await call(t, 'GET', '/api/v2/audit', { token: user.token })).body.items[0];
    expect(audit.operation).toBe('user.passkeyAdd');

    // A second passkey: no new codes. The same options cannot be used twice.
    const again = await addPasskey(user, 'Clé USB');
    expect(again.res.status).toBe(200);
    expect(again.res.body.recoveryCodes).toBeNull();
    const replay = await call(t, 'POST', '/api/v2/user/two-factor/passkeys', {
      token: user.token,
      body: { name: 'Copie', credential },
    });
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('PASSKEY_REGISTRATION_EXPIRED');
  });

  it('refuses an attestation made for another origin', async () => {
    const user = await registerUser(t);
    const { res } = await addPasskey(user, 'Hameçon', 'https://portail.example.test.evil.example');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PASSKEY_NOT_VERIFIED');
    expect((await call(t, 'GET', '/api/v2/user/two-factor', { token: user.token })).body.passkeys).toEqual(
      [],
    );
  });
});

describe('signing in with a passkey', () => {
  it('offers the passkey after the password, and signs in with its assertion once', async () => {
    const user = await userWithPasskey();
    const first = await login(user);
    expect(first.body).toMatchObject({ secondFactorRequired: true, methods: ['recovery', 'passkey'] });
    expect(first.body.passkey).toMatchObject({ rpId: 'portail.example.test', challenge: expect.any(String) });
    const assertion = assertPasskey(user.passkey, first.body.passkey, ORIGIN);
    const res = await withPasskey(first.body.challenge, assertion);
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/^refresh_token=/);
    expect((await call(t, 'GET', '/api/v2/user/', { token: res.body.jwtToken })).body.user_id).toBe(
      user.user.user_id,
    );
    // The same assertion again, on a new login: its challenge is another.
    const second = await login(user);
    const replay = await withPasskey(second.body.challenge, assertion);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('PASSKEY_NOT_VERIFIED');
    const status = (await call(t, 'GET', '/api/v2/user/two-factor', { token: res.body.jwtToken })).body;
    expect(status.passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses another user's passkey and an assertion for another origin", async () => {
    const user = await userWithPasskey();
    const other = await userWithPasskey();
    const first = await login(user);
    const foreign = assertPasskey(other.passkey, first.body.passkey, ORIGIN);
    expect((await withPasskey(first.body.challenge, foreign)).body.error.code).toBe('PASSKEY_NOT_VERIFIED');
    const elsewhere = assertPasskey(user.passkey, first.body.passkey, 'https://evil.example');
    expect((await withPasskey(first.body.challenge, elsewhere)).body.error.code).toBe('PASSKEY_NOT_VERIFIED');
    // The right one still works on the same challenge.
    const right = assertPasskey(user.passkey, first.body.passkey, ORIGIN);
    expect((await withPasskey(first.body.challenge, right)).status).toBe(200);
  });

  it('counts refused assertions towards the lock of the second step', async () => {
    const user = await userWithPasskey();
    const first = await login(user);
    for (let i = 0; i < 5; i++) {
      const wrong = assertPasskey(user.passkey, first.body.passkey, 'https://evil.example');
      expect((await withPasskey(first.body.challenge, wrong)).status).toBe(400);
    }
    const right = assertPasskey(user.passkey, first.body.passkey, ORIGIN);
    expect((await withPasskey(first.body.challenge, right)).status).toBe(429);
  });

  it('counts a passkey as the factor staff need', async () => {
    const admin = await registerUser(t);
    await setRole(t, admin.user.user_id, 'admin');
    expect((await call(t, 'GET', '/api/v2/review/orders', { token: admin.token })).status).toBe(403);
    expect((await addPasskey(admin)).res.status).toBe(200);
    expect((await call(t, 'GET', '/api/v2/review/orders', { token: admin.token })).status).toBe(200);
  });
});

describe('removing a passkey', () => {
  it('asks for the password and a current code; the last factor removed turns it off', async () => {
    const user = await userWithPasskey();
    const id = (await call(t, 'GET', '/api/v2/user/two-factor', { token: user.token })).body.passkeys[0].id;
    const remove = (body: Json, token = user.token, passkeyId = id) =>
      call(t, 'POST', `/api/v2/user/two-factor/passkeys/${passkeyId}/remove`, { token, body });
    expect(
      (await remove({ password: 'Wrong-pass1', factorCode: user.recoveryCodes[0] })).body.error.code,
    ).toBe('USER_WRONG_CREDENTIALS');
    // Another user's passkey is unknown to them.
    const other = await userWithPasskey();
    const foreign = await remove(
      { password: other.password, factorCode: other.recoveryCodes[0] },
      other.token,
    );
    expect(foreign.status).toBe(404);
    expect(
      (await remove({ password: user.password, factorCode: user.recoveryCodes[0] }, user.token, 2147483648))
        .status,
    ).toBe(404);

    const res = await remove({ password: user.password, factorCode: user.recoveryCodes[0] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
    expect((await lastMailTo(t, user.email)).subject).toMatch(/^A passkey was removed from your account/);
    expect((await login(user)).body.jwtToken).toEqual(expect.any(String));
  });
});
