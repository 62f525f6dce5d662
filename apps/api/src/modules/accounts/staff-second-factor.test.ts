import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setRole } from '../../test/creatives.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';

/**
 * REQUIRE_2FA_FOR_STAFF (issue 33): staff (editors, admins) turn two-step verification on before the staff routes
 * answer them; advertisers and the staff's own profile calls are not concerned.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_2FA_FOR_STAFF: 'true' });
});
afterAll(() => t.close());

const STAFF_ROUTES = [
  '/api/v2/review/orders',
  '/api/v2/review/creatives',
  '/api/v2/user/list',
  '/api/v2/admin/audit',
];

async function staff(role: 'editor' | 'admin'): Promise<RegisteredUser> {
  const user = await registerUser(t);
  await setRole(t, user.user.user_id, role);
  return user;
}

async function turnOn(user: RegisteredUser): Promise<void> {
  const setup = await call(t, 'POST', '/api/v2/user/two-factor/totp/setup', { token: user.token });
  const factorCode = OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(setup.body.secret),
    timestamp: t.clock.now().getTime(),
  });
  const confirm = await call(t, 'POST', '/api/v2/user/two-factor/totp/confirm', {
    token: user.token,
    body: { factorCode },
  });
  expect(confirm.status).toBe(200);
}

describe('REQUIRE_2FA_FOR_STAFF', () => {
  it('refuses staff routes to an admin without the factor (403 TWO_FACTOR_SETUP_REQUIRED), then answers', async () => {
    const admin = await staff('admin');
    for (const path of STAFF_ROUTES) {
      const res = await call(t, 'GET', path, { token: admin.token });
      expect(res.status, path).toBe(403);
      expect(res.body.error.code, path).toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
    // Their own calls still answer, and say the setting is on.
    expect((await call(t, 'GET', '/api/v2/user/', { token: admin.token })).status).toBe(200);
    expect(
      (await call(t, 'GET', '/api/v2/user/two-factor', { token: admin.token })).body.requiredForStaff,
    ).toBe(true);
    await turnOn(admin);
    for (const path of STAFF_ROUTES) {
      expect((await call(t, 'GET', path, { token: admin.token })).status, path).toBe(200);
    }
  });

  it('refuses an editor the review queue until the factor is on', async () => {
    const editor = await staff('editor');
    expect((await call(t, 'GET', '/api/v2/review/orders', { token: editor.token })).body.error.code).toBe(
      'TWO_FACTOR_SETUP_REQUIRED',
    );
    await turnOn(editor);
    expect((await call(t, 'GET', '/api/v2/review/orders', { token: editor.token })).status).toBe(200);
  });

  it('answers an advertiser FORBIDDEN on a staff route, factor or not, and leaves their own routes alone', async () => {
    const advertiser = await registerUser(t);
    const res = await call(t, 'GET', '/api/v2/review/orders', { token: advertiser.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect((await call(t, 'GET', '/api/v2/gam/orders', { token: advertiser.token })).status).toBe(200);
  });

  it('is on by default in production only, and can be set either way', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:25' };
    expect(loadConfig(production).REQUIRE_2FA_FOR_STAFF).toBe(true);
    expect(loadConfig({ ...production, REQUIRE_2FA_FOR_STAFF: 'false' }).REQUIRE_2FA_FOR_STAFF).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).REQUIRE_2FA_FOR_STAFF).toBe(false);
    expect(loadConfig({}).REQUIRE_2FA_FOR_STAFF).toBe(false);
    expect(loadConfig({ REQUIRE_2FA_FOR_STAFF: '1' }).REQUIRE_2FA_FOR_STAFF).toBe(true);
  });
});

describe('without REQUIRE_2FA_FOR_STAFF', () => {
  it('lets staff use the staff routes without a factor', async () => {
    const plain = await createTestApp();
    try {
      const admin = await registerUser(plain);
      await setRole(plain, admin.user.user_id, 'admin');
      expect((await call(plain, 'GET', '/api/v2/review/orders', { token: admin.token })).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
