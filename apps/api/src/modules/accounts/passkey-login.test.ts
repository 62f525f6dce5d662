import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type Json, type RegisteredUser } from '../../test/factories.ts';
import { assertPasskey, createPasskey, type SoftPasskey } from '../../test/webauthn.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * A login with a passkey alone (issue 33): the login page asks for options before anyone is named
 * (POST /auth/cognito/login/passkey-options, no allowCredentials), the authenticator answers with a discoverable
 * credential, and the credential names the user. The password login's rules hold: its lock, its suspension, its
 * session and tokens. Refused with a code, never a 500: a credential the portal does not know, another origin, a
 * user not verified, another user's handle, options used or unknown.
 */

const ORIGIN = 'https://portail.example.test';
let t: TestApp;
let admin: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  admin = await registerUser(t);
  await t.app.database.db
    .update(users)
    .set({ role: 'Admin' })
    .where(eq(users.id, Number(admin.user.user_id)));
});
afterAll(() => t.close());

const options = (language = 'fr') =>
  call(t, 'POST', '/api/v2/auth/cognito/login/passkey-options', { headers: { language } });
const withPasskey = (challenge: string, credential: Json) =>
  call(t, 'POST', '/api/v2/auth/cognito/login/passkey', { body: { challenge, credential } });

async function userWithPasskey(
  locale: 'fr' | 'en' = 'en',
): Promise<RegisteredUser & { passkey: SoftPasskey }> {
  const user = await registerUser(t, { locale });
  const creation = await call(t, 'POST', '/api/v2/user/two-factor/passkeys/options', { token: user.token });
  // A discoverable credential: the passkey is kept on the device with its user, so no e-mail has to name it.
  expect(creation.body.authenticatorSelection).toMatchObject({ residentKey: 'preferred' });
  const { passkey, credential } = createPasskey(creation.body, ORIGIN);
  const res = await call(t, 'POST', '/api/v2/user/two-factor/passkeys', {
    token: user.token,
    body: { name: 'Téléphone', credential },
  });
  expect(res.status).toBe(200);
  return { ...user, passkey };
}

/** A fresh login's options, and the passkey's assertion over them (its user handle with it, as browsers send). */
async function signIn(
  user: { passkey: SoftPasskey },
  opts: { origin?: string; userVerified?: boolean; userHandle?: string } = {},
) {
  const asked = await options();
  expect(asked.status).toBe(200);
  const assertion = assertPasskey(user.passkey, asked.body.passkey, opts.origin ?? ORIGIN, {
    userVerified: opts.userVerified,
    userHandle: opts.userHandle ?? user.passkey.userHandle,
  });
  return { asked, assertion, res: await withPasskey(asked.body.challenge, assertion) };
}

describe('signing in with a passkey alone', () => {
  it("answers options that name no one, then the login's tokens for the credential's user", async () => {
    const user = await userWithPasskey('en');
    const asked = await options('en');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ challenge: expect.any(String), expiresAt: expect.any(String) });
    expect(asked.body.passkey).toMatchObject({
      rpId: 'portail.example.test',
      userVerification: 'required',
      challenge: expect.any(String),
    });
    expect(asked.body.passkey.allowCredentials ?? []).toEqual([]);

    const assertion = assertPasskey(user.passkey, asked.body.passkey, ORIGIN, {
      userHandle: user.passkey.userHandle,
    });
    const res = await withPasskey(asked.body.challenge, assertion);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jwtToken: expect.any(String), user: expect.any(Object) });
    expect(res.body.user.user_id).toBe(user.user.user_id);
    expect(res.cookie).toMatch(/^refresh_token=/);
    const me = await call(t, 'GET', '/api/v2/user/', { token: res.body.jwtToken });
    expect(me.status).toBe(200);
    expect(me.body.user_id).toBe(user.user.user_id);
    // The session renews as a password login's does.
    expect((await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: res.cookie })).status).toBe(
      200,
    );
    // Options are good for one assertion: the same again is refused, not a second session.
    const again = await withPasskey(
      asked.body.challenge,
      assertPasskey(user.passkey, asked.body.passkey, ORIGIN),
    );
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses a credential the portal does not know, with a code', async () => {
    const stranger = createPasskey(
      { challenge: 'x', rp: { id: 'portail.example.test' }, user: { id: 'c29tZW9uZQ' } },
      ORIGIN,
    ).passkey;
    const { res } = await signIn({ passkey: stranger });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PASSKEY_UNKNOWN');
    expect(res.body.jwtToken).toBeUndefined();
  });

  it('refuses an assertion for another origin, without the user verified, or with another user handle', async () => {
    const user = await userWithPasskey();
    const other = await userWithPasskey();
    for (const refused of [
      await signIn(user, { origin: 'https://portail.example.test.evil.example' }),
      await signIn(user, { userVerified: false }),
      await signIn(user, { userHandle: other.passkey.userHandle }),
    ]) {
      expect(refused.res.status).toBe(400);
      expect(refused.res.body.error.code).toBe('PASSKEY_LOGIN_REFUSED');
      expect(refused.res.cookie).toBeUndefined();
    }
    // Its options unknown, or malformed: refused too.
    const asked = await options();
    const assertion = assertPasskey(user.passkey, asked.body.passkey, ORIGIN);
    const unknown = await withPasskey('A'.repeat(43), assertion);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    const malformed = await withPasskey(asked.body.challenge, { ...assertion, response: 'nothing' });
    expect(malformed.status).toBe(400);
    // The right assertion still signs in (3 refusals are under the lock's 5).
    expect((await signIn(user)).res.status).toBe(200);
  });

  it("keeps the password login's lock: refusals count, and a locked account stays locked", async () => {
    const user = await userWithPasskey();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(user, { origin: 'https://evil.example' })).res.status).toBe(400);
    }
    const locked = (await signIn(user)).res;
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('LimitExceededException');
    // The password is locked with it: one lock per account.
    const password = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: user.password },
    });
    expect(password.status).toBe(429);

    // Wrong passwords lock the passkey too.
    const other = await userWithPasskey();
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/api/v2/auth/cognito/login', {
        body: { email: other.email, password: 'Wrong-pass1' },
      });
    }
    expect((await signIn(other)).res.status).toBe(429);
  });

  it('refuses a suspended account with ACCOUNT_SUSPENDED, and signs it in again once reactivated', async () => {
    const user = await userWithPasskey();
    const suspended = await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/suspend`, {
      token: admin.token,
      body: { reason: 'Test' },
    });
    expect(suspended.status).toBe(200);
    const refused = (await signIn(user)).res;
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.body.jwtToken).toBeUndefined();
    expect(refused.cookie).toBeUndefined();
    await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/reactivate`, { token: admin.token });
    expect((await signIn(user)).res.status).toBe(200);
  });

  it("remembers the login page's language as the session's", async () => {
    const user = await userWithPasskey('fr');
    const asked = await options('en');
    const res = await withPasskey(
      asked.body.challenge,
      assertPasskey(user.passkey, asked.body.passkey, ORIGIN, { userHandle: user.passkey.userHandle }),
    );
    expect(res.status).toBe(200);
    const me = await call(t, 'GET', '/api/v2/user/', { token: res.body.jwtToken });
    expect(me.body.locale).toBe('en');
  });
});
