import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  HOUR,
  call,
  lastMailTo,
  loginUser,
  readMails,
  registerUser,
  uniqueEmail,
} from '../../test/factories.ts';

const ADMIN = { email: 'admin@example.test', password: 'Admin-Pass1' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

const get = (path: string, token?: string) => call(t, 'GET', `/api/v2${path}`, { token });
const put = (path: string, token: string, body: unknown) => call(t, 'PUT', `/api/v2${path}`, { token, body });
const post = (path: string, token: string, body: unknown) =>
  call(t, 'POST', `/api/v2${path}`, { token, body });

const company = {
  company: 'Boulangerie Tremblay inc.',
  role: 'Directrice marketing',
  country: 'CA',
  province: 'QC',
  phone: '1 (514) 555-0199',
  phoneExt: '204',
};

describe('GET /user/', () => {
  it('answers 401 without a token', async () => {
    const res = await get('/user/');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('answers the signed-in user with the spec field names', async () => {
    const { token, email, user } = await registerUser(t, { firstName: 'Léa', lastName: 'Roy' });
    const res = await get('/user/', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      first_name: 'Léa',
      last_name: 'Roy',
      email,
      user_id: user.user_id,
      organisation: null,
      role: 'user',
      country: null,
      state: null,
      phone: null,
      phone_ext: null,
      isAdmin: false,
      agency_role: 'user',
      creditStatus: 'ACTIVE',
      statusFilter: [],
      company_role: null,
      // The user's language (issue 31 §16): registration's, French here.
      locale: 'fr',
      // The company's address (issue 31 §23): none yet.
      address: null,
      city: null,
      postal_code: null,
      // The account acted on (issue 33, decision 0029): an account of one, named after its founder.
      account: { id: Number(user.user_id), name: 'Léa Roy', role: 'OWNER', requireTwoFactor: false },
      accounts_count: 1,
    });
  });

  it('never answers another user’s data, whatever the query asks', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    for (const query of [`?user_id=${b.user.user_id}`, `?email=${b.email}`]) {
      const res = await get(`/user/${query}`, a.token);
      expect(res.body.user_id).toBe(a.user.user_id);
      expect(JSON.stringify(res.body)).not.toContain(b.email);
    }
    // viewAs from a user outside any agency is refused (issue 16).
    const viewAs = await get(`/user/?viewAs=${b.user.user_id}`, a.token);
    expect(viewAs.status).toBe(403);
    expect(JSON.stringify(viewAs.body)).not.toContain(b.email);
  });
});

describe('GET /user/list', () => {
  it('answers 403 to a user who is not an admin', async () => {
    const { token } = await registerUser(t);
    const res = await get('/user/list', token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('answers 403 to an editor and 401 without a token', async () => {
    const editor = await registerUser(t);
    await t.app.database.db.update(users).set({ role: 'editor' }).where(eq(users.email, editor.email));
    expect((await get('/user/list', editor.token)).status).toBe(403);
    expect((await get('/user/list')).status).toBe(401);
  });

  it('lists every user for the admin created at start', async () => {
    const someone = await registerUser(t);
    const admin = await loginUser(t, ADMIN.email, ADMIN.password);
    expect(admin.user).toMatchObject({ role: 'admin', isAdmin: true });
    const res = await get('/user/list', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([ADMIN.email, someone.email]),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });

  it('checks the role case-insensitively', async () => {
    const shouting = await registerUser(t);
    await t.app.database.db.update(users).set({ role: ' ADMIN ' }).where(eq(users.email, shouting.email));
    expect((await get('/user/list', shouting.token)).status).toBe(200);
    expect((await get('/user/', shouting.token)).body).toMatchObject({ role: 'admin', isAdmin: true });
  });
});

describe('PUT /user/personal, /user/personal-options, /user/company', () => {
  it('updates the first and last name of the signed-in user only', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const res = await put('/user/personal', a.token, {
      firstName: 'Zoé',
      lastName: 'Côté',
      user_id: b.user.user_id,
      email: b.email,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Zoé', last_name: 'Côté', email: a.email });
    expect((await get('/user/', b.token)).body).toMatchObject({
      first_name: 'Camille',
      last_name: 'Tremblay',
    });
  });

  it('refuses an empty name with 400', async () => {
    const { token } = await registerUser(t);
    const res = await put('/user/personal', token, { firstName: '', lastName: 'Côté' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.firstName).toHaveLength(1);
  });

  it('keeps the status filters', async () => {
    const { token } = await registerUser(t);
    const res = await put('/user/personal-options', token, {
      statusFilter: ['DRAFT', 'DELIVERING', 'DRAFT'],
    });
    expect(res.status).toBe(200);
    expect(res.body.statusFilter).toEqual(['DRAFT', 'DELIVERING']);
    expect((await get('/user/', token)).body.statusFilter).toEqual(['DRAFT', 'DELIVERING']);
    expect((await put('/user/personal-options', token, { statusFilter: ['NOPE'] })).status).toBe(400);
  });

  it('keeps the company information under the spec names', async () => {
    const { token } = await registerUser(t);
    const res = await put('/user/company', token, company);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organisation: company.company,
      country: 'CA',
      state: 'QC',
      phone: company.phone,
      phone_ext: '204',
      role: 'user',
      company_role: company.role,
    });
    expect((await get('/user/', token)).body.company_role).toBe(company.role);
    const us = await put('/user/company', token, { ...company, country: 'US', province: 'NY' });
    expect(us.body).toMatchObject({ country: 'US', state: 'NY' });
  });

  it('never grants a portal role through the company role', async () => {
    const { token } = await registerUser(t);
    const res = await put('/user/company', token, { ...company, role: 'admin' });
    expect(res.body).toMatchObject({ role: 'user', isAdmin: false });
    expect((await get('/user/list', token)).status).toBe(403);
  });

  it('refuses a phone outside 1 (ddd) ddd-dddd and a province of another country', async () => {
    const { token } = await registerUser(t);
    for (const phone of ['514-555-0199', '1 (514) 5550199', '2 (514) 555-0199']) {
      const res = await put('/user/company', token, { ...company, phone });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['phone']);
    }
    const province = await put('/user/company', token, { ...company, country: 'US', province: 'QC' });
    expect(province.status).toBe(400);
    expect(Object.keys(province.body.error.fields)).toEqual(['province']);
    expect((await get('/user/', token)).body.organisation).toBeNull();
  });

  it("keeps the company's address for its invoices, a postal code of the country only (issue 31 §23)", async () => {
    const { token } = await registerUser(t);
    const address = { address: '1000 rue Sherbrooke Ouest', city: 'Montréal', postalCode: 'h3a3g4' };
    const res = await put('/user/company', token, { ...company, ...address });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: address.address, city: 'Montréal', postal_code: 'H3A3G4' });
    for (const [country, province, postalCode] of [
      ['CA', 'QC', '12345'],
      ['US', 'NY', 'H3A 3G4'],
    ]) {
      const wrong = await put('/user/company', token, { ...company, country, province, postalCode });
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body.error.fields)).toEqual(['postalCode']);
    }
    expect((await get('/user/', token)).body.postal_code).toBe('H3A3G4');
    // The address stays optional: a company without one is saved as before.
    expect((await put('/user/company', token, company)).body).toMatchObject({ address: '', postal_code: '' });
  });
});

describe('PUT /user/password', () => {
  it('answers USER_WRONG_CREDENTIALS for a wrong current password', async () => {
    const { token } = await registerUser(t);
    const res = await put('/user/password', token, {
      currentPassword: 'Wrong-pass1',
      newPassword: 'Nouveau2026x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('USER_WRONG_CREDENTIALS');
  });

  it('answers InvalidPasswordException for a new password outside the rule', async () => {
    const { token, password } = await registerUser(t);
    const res = await put('/user/password', token, { currentPassword: password, newPassword: 'nouveau' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidPasswordException');
  });

  it('changes the password, ends the other sessions and keeps this one with new tokens', async () => {
    const me = await registerUser(t);
    const elsewhere = await loginUser(t, me.email, me.password);
    const res = await put('/user/password', me.token, {
      currentPassword: me.password,
      newPassword: 'Nouveau2026x',
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toBeDefined();
    expect((await get('/user/', res.body.jwtToken)).status).toBe(200);
    expect((await get('/user/', me.token)).status).toBe(401);
    expect((await get('/user/', elsewhere.token)).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: elsewhere.cookie })).status,
    ).toBe(401);
    expect((await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: res.cookie })).status).toBe(
      200,
    );
    await expect(loginUser(t, me.email, me.password)).rejects.toThrow();
    await loginUser(t, me.email, 'Nouveau2026x');
  });
});

describe('POST /user/pre-update-email and /user/email-confirm-update', () => {
  const preUpdate = (token: string, email: string, actualPassword: string, locale = 'fr') =>
    post('/user/pre-update-email', token, { email, actualPassword, locale });
  const confirm = (token: string, idConfirmation: string) =>
    post('/user/email-confirm-update', token, { idConfirmation });
  const idOf = (text: string) => /confirmation\/([\w-]{20,})\//.exec(text)![1]!;

  it('answers EMAIL_NO_CHANGE_NEEDED_EXCEPTION for the same address', async () => {
    const { token, email, password } = await registerUser(t);
    const res = await preUpdate(token, email.toUpperCase(), password);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('EMAIL_NO_CHANGE_NEEDED_EXCEPTION');
  });

  it('answers USER_ALREADY_EXIST for a taken address and USER_WRONG_CREDENTIALS for a wrong password', async () => {
    const { token, password } = await registerUser(t);
    const other = await registerUser(t);
    expect((await preUpdate(token, other.email, password)).body.error.code).toBe('USER_ALREADY_EXIST');
    expect((await preUpdate(token, uniqueEmail(), 'Wrong-pass1')).body.error.code).toBe(
      'USER_WRONG_CREDENTIALS',
    );
  });

  it('mails the new address a link carrying idConfirmation, in the chosen language; confirming changes the address', async () => {
    const me = await registerUser(t);
    const next = uniqueEmail('new');
    expect((await preUpdate(me.token, next, me.password, 'en')).status).toBe(200);
    const mail = await lastMailTo(t, next);
    expect(mail.subject).toMatch(/^Confirm your new e-mail address/);
    expect(mail.text).toMatch(/\/en\/hub\/profile\/email\/confirmation\/[\w-]{20,}\//);
    const id = idOf(mail.text);
    expect(mail.subject).toContain(id);
    expect(mail.html).toContain(id);

    expect((await get('/user/', me.token)).body.email).toBe(me.email);
    const res = await confirm(me.token, id);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(next);
    await loginUser(t, next, me.password);
    await expect(loginUser(t, me.email, me.password)).rejects.toThrow();
  });

  it('writes the French link to the French route', async () => {
    const me = await registerUser(t);
    const next = uniqueEmail('nouveau');
    await preUpdate(me.token, next, me.password, 'fr');
    const mail = await lastMailTo(t, next);
    expect(mail.subject).toMatch(/^Confirmez votre nouvelle adresse courriel/);
    expect(mail.text).toMatch(/\/fr\/guichet\/profil\/courriel\/confirmation\/[\w-]{20,}\//);
  });

  it('answers CodeMismatchException for a wrong idConfirmation and for another user’s', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const next = uniqueEmail('taken-by-a');
    await preUpdate(a.token, next, a.password);
    const id = idOf((await lastMailTo(t, next)).text);
    expect((await confirm(a.token, 'not-the-right-id')).body.error.code).toBe('CodeMismatchException');
    expect((await confirm(b.token, id)).body.error.code).toBe('CodeMismatchException');
    expect((await get('/user/', b.token)).body.email).toBe(b.email);
    expect((await confirm(a.token, id)).body.email).toBe(next);
  });

  it('answers ExpiredCodeException after 24 hours', async () => {
    const me = await registerUser(t);
    const next = uniqueEmail('late');
    await preUpdate(me.token, next, me.password);
    const id = idOf((await lastMailTo(t, next)).text);
    t.clock.advance(24 * HOUR + 1_000);
    const fresh = await loginUser(t, me.email, me.password);
    const res = await confirm(fresh.token, id);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('ExpiredCodeException');
  });

  it('refuses the confirmation when the address was taken meanwhile', async () => {
    const me = await registerUser(t);
    const next = uniqueEmail('race');
    await preUpdate(me.token, next, me.password);
    const id = idOf((await lastMailTo(t, next)).text);
    await registerUser(t, { email: next });
    const res = await confirm(me.token, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('USER_ALREADY_EXIST');
    expect((await get('/user/', me.token)).body.email).toBe(me.email);
  });

  it('sends nothing when refused', async () => {
    const { token, email, password } = await registerUser(t);
    const before = (await readMails(t)).length;
    await preUpdate(token, email, password);
    expect((await readMails(t)).length).toBe(before);
  });
});
