import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  HOUR,
  MINUTE,
  STRONG_PASSWORD,
  call,
  codeOf,
  lastMailTo,
  readMails,
  registerUser,
  uniqueEmail,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER_INFO_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'user_id',
  'organisation',
  'role',
  'country',
  'state',
  'phone',
  'phone_ext',
  'isAdmin',
  'agency_role',
  'creditStatus',
  'statusFilter',
  // beside the spec's fields: the person's role in the company (never a permission)
  'company_role',
  // the user's language, in which every e-mail is written (issue 31 §16)
  'locale',
  // the company's address, on its invoices (issue 31 §23)
  'address',
  'city',
  'postal_code',
].sort();

const preRegister = (email: string, opts: { resend?: boolean; language?: string } = {}) =>
  call(t, 'POST', '/api/v2/auth/cognito/pre-register', {
    body: { email, resend: opts.resend ?? false },
    headers: opts.language ? { language: opts.language } : {},
  });

const registerBody = (email: string, verificationCode: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: STRONG_PASSWORD,
  verificationCode,
  firstName: 'Camille',
  lastName: 'Tremblay',
  locale: 'fr',
  ...extra,
});
const register = (body: object) => call(t, 'POST', '/api/v2/auth/cognito/register', { body });
const exists = (email: string) =>
  call(t, 'POST', '/api/v2/auth/cognito/validate-user-exist', { body: { email } });

describe('POST /auth/cognito/validate-user-exist', () => {
  it('answers USER_NOT_REGISTERED for an unknown e-mail and USER_EXISTS for an account, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await exists(email)).body).toMatchObject({ message: 'USER_NOT_REGISTERED' });
    await registerUser(t, { email });
    const res = await exists(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'USER_EXISTS' });
  });

  it('refuses a malformed e-mail with 400, never a 500', async () => {
    const res = await exists('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidParameterException');
  });
});

describe('POST /auth/cognito/pre-register', () => {
  it('mails a 6-digit code, in the subject and the body, in the language of the request', async () => {
    const en = uniqueEmail();
    expect((await preRegister(en, { language: 'en' })).status).toBe(200);
    const enMail = await lastMailTo(t, en);
    const code = codeOf(enMail);
    expect(code).toMatch(/^\d{6}$/);
    expect(enMail.subject).toMatch(/verification code/i);
    expect(enMail.text).toContain(code);
    expect(enMail.html).toContain(code);
    expect(enMail.text).toMatch(/valid for 24 hours/);

    const fr = uniqueEmail();
    await preRegister(fr, { language: 'fr' });
    const frMail = await lastMailTo(t, fr);
    expect(frMail.subject).toMatch(/code de vérification/i);
    expect(frMail.text).toContain(codeOf(frMail));
    expect(frMail.text).toMatch(/24 heures/);
  });

  it('answers USER_ALREADY_EXIST (409) for a taken e-mail and sends nothing', async () => {
    const { email } = await registerUser(t);
    const before = (await readMails(t)).length;
    const res = await preRegister(email.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('USER_ALREADY_EXIST');
    expect((await readMails(t)).length).toBe(before);
  });

  it('replaces the pending code on a resend: the first code no longer works', async () => {
    const email = uniqueEmail();
    await preRegister(email);
    const first = codeOf(await lastMailTo(t, email));
    await preRegister(email, { resend: true });
    const second = codeOf(await lastMailTo(t, email));
    if (first !== second) {
      const stale = await register(registerBody(email, first));
      expect(stale.status).toBe(400);
      expect(stale.body.error.code).toBe('REGISTER_BAD_CONFIRMATION_CODE');
    }
    expect((await register(registerBody(email, second))).status).toBe(200);
  });
});

describe('POST /auth/cognito/register', () => {
  it('creates the account, answers {jwtToken, user} with the spec field names and sets the refresh cookie', async () => {
    const email = uniqueEmail();
    await preRegister(email);
    const res = await register(
      registerBody(email, codeOf(await lastMailTo(t, email)), { firstName: 'Élodie', lastName: 'Gagnon' }),
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['jwtToken', 'user']);
    expect(res.body.jwtToken.split('.')).toHaveLength(3);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_INFO_FIELDS);
    expect(res.body.user).toMatchObject({
      first_name: 'Élodie',
      last_name: 'Gagnon',
      email,
      role: 'user',
      isAdmin: false,
    });
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Strict/);
    expect(res.setCookie).toMatch(/Path=\/api\/v2\/auth(;|$)/);
    expect(res.setCookie).not.toMatch(/Secure/);
    expect((await call(t, 'GET', '/api/v2/user/', { token: res.body.jwtToken })).body.email).toBe(email);
  });

  it('answers REGISTER_BAD_CONFIRMATION_CODE for a wrong code, and for an e-mail that was never sent one', async () => {
    const email = uniqueEmail();
    await preRegister(email);
    const code = codeOf(await lastMailTo(t, email));
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await register(registerBody(email, wrong));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REGISTER_BAD_CONFIRMATION_CODE');
    const never = await register(registerBody(uniqueEmail(), '123456'));
    expect(never.body.error.code).toBe('REGISTER_BAD_CONFIRMATION_CODE');
    expect((await register(registerBody(email, code))).status).toBe(200);
  });

  it('accepts the code until 24 hours have passed, then answers ExpiredCodeException', async () => {
    const early = uniqueEmail();
    const late = uniqueEmail();
    await preRegister(early);
    await preRegister(late);
    const earlyCode = codeOf(await lastMailTo(t, early));
    const lateCode = codeOf(await lastMailTo(t, late));
    t.clock.advance(24 * HOUR - MINUTE);
    expect((await register(registerBody(early, earlyCode))).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    const res = await register(registerBody(late, lateCode));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('ExpiredCodeException');
  });

  it('kills a code after five wrong tries: even the right one is then expired', async () => {
    const email = uniqueEmail();
    await preRegister(email);
    const code = codeOf(await lastMailTo(t, email));
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await register(registerBody(email, wrong))).body.error.code).toBe(
        'REGISTER_BAD_CONFIRMATION_CODE',
      );
    const res = await register(registerBody(email, code));
    expect(res.body.error.code).toBe('ExpiredCodeException');
  });

  it('refuses a password outside the rule of spec §5 with InvalidPasswordException, creating nothing', async () => {
    const email = uniqueEmail();
    await preRegister(email);
    const code = codeOf(await lastMailTo(t, email));
    for (const password of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const res = await register(registerBody(email, code, { password }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('InvalidPasswordException');
      expect(res.body.error.fields.password).toHaveLength(1);
    }
    expect((await exists(email)).body.message).toBe('USER_NOT_REGISTERED');
    expect((await register(registerBody(email, code))).status).toBe(200);
  });

  it('uses a code once: a second registration with it answers USER_ALREADY_EXIST', async () => {
    const email = uniqueEmail();
    await preRegister(email);
    const code = codeOf(await lastMailTo(t, email));
    expect((await register(registerBody(email, code))).status).toBe(200);
    const again = await register(registerBody(email, code));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('USER_ALREADY_EXIST');
  });

  it('refuses a body without the required fields with 400', async () => {
    const res = await register({ email: uniqueEmail() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidParameterException');
  });
});

describe('the refresh cookie over https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
    try {
      const { cookie } = await registerUser(secure);
      expect(cookie).toBeDefined();
      const res = await call(secure, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie });
      expect(res.setCookie).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
