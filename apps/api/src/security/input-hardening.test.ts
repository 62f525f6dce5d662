import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_ITEM_UNITS } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  ORDER_TYPES,
  call,
  createLineItem,
  createOrder,
  lineItemBody,
  registerUser,
  uniqueEmail,
  type Answer,
  type RegisteredUser,
} from '../test/factories.ts';
import { createCampaign, makePng, png, sendForm, setRole } from '../test/creatives.ts';

/**
 * Issue 11, defects 1 and 2, with the exact requests of the outside attack run: a NUL or another control character
 * (or a lone surrogate) in any free text, and whole numbers past the int4 columns, answer 400 with the field (404
 * for a path id), never a 500. And a value only the database refuses is a 400 too.
 */

let t: TestApp;
let user: RegisteredUser;
let staff: RegisteredUser;
let orderId: number;
let lineItemId: number;
let creativeId: number;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A query the schemas do not guard: PostgreSQL itself refuses the NUL byte (SQLSTATE 22021).
    app.get('/test/db-data-error', async () => {
      await app.database.db.execute(sql`select ${'a\u0000b'}::text as value`);
      return { ok: true };
    });
  });
  user = await registerUser(t);
  staff = await registerUser(t);
  await setRole(t, staff.user.user_id, 'editor');
  orderId = await createOrder(t, user);
  lineItemId = await createLineItem(t, user, orderId);
  const campaign = await createCampaign(t, user.user.user_id);
  const created = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
    token: user.token,
    values: {
      ...campaign,
      name: 'Bannière',
      destinationUrl: 'https://example.test/',
      size: '300x250',
      asset: png(await makePng(300, 250)),
    },
  });
  creativeId = created.body.id;
});
afterAll(() => t.close());

const NOT_ALLOWED = /characters that are not allowed/;

function expectFieldRefused(res: Answer, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toMatch(/InvalidParameterException|CREATIVE_ERROR/);
  expect(res.body.error.fields?.[field]?.join(' ')).toMatch(NOT_ALLOWED);
}

const en = { language: 'en' };

describe('control characters in free text (defect 1)', () => {
  it.each([
    ['a\u0000b', 'NUL'],
    ['a\u0007b', 'BEL'],
    ['a\u001bb', 'ESC'],
    ['a\u0085b', 'C1 NEL'],
    ['a\ud800b', 'a lone high surrogate'],
    ['a\udc00b', 'a lone low surrogate'],
  ])('refuses %j (%s) in a name, worded in the field', async (value) => {
    const res = await call(t, 'PUT', '/api/v2/user/personal', {
      token: user.token,
      headers: en,
      body: { firstName: value, lastName: 'b' },
    });
    expectFieldRefused(res, 'firstName');
  });

  it('keeps tabs, newlines and characters outside the BMP', async () => {
    const res = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: user.token,
      body: { name: 'Printemps 🌷', notes: 'ligne 1\n\tligne 2' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a NUL in every free text the attack run found', async () => {
    const json = (method: string, path: string, body: unknown, token = user.token) =>
      call(t, method, `/api/v2${path}`, { token, headers: en, body });
    expectFieldRefused(
      await json('PUT', '/user/company', {
        company: 'a\u0000',
        country: 'CA',
        province: 'QC',
        phone: '1 (514) 555-0199',
      }),
      'company',
    );
    expectFieldRefused(
      await json('POST', '/gam/orders', { name: 'a\u0000b', notes: '', ...ORDER_TYPES.standard }),
      'name',
    );
    expectFieldRefused(
      await json('POST', '/gam/orders', { name: 'ok', notes: 'a\u0000b', ...ORDER_TYPES.standard }),
      'notes',
    );
    expectFieldRefused(await json('PUT', `/gam/orders/${orderId}`, { name: 'a\u0000b', notes: '' }), 'name');
    expectFieldRefused(await json('PUT', `/gam/orders/${orderId}`, { name: 'ok', notes: '\u0000' }), 'notes');
    expectFieldRefused(await json('POST', '/payment/paymentMethod', { dataKey: '\u0000' }), 'dataKey');
    expectFieldRefused(
      await json('POST', `/review/creatives/${creativeId}/disapprove`, { reason: 'a\u0000' }, staff.token),
      'reason',
    );
    const register = await call(t, 'POST', '/api/v2/auth/cognito/register', {
      headers: en,
      body: {
        email: uniqueEmail(),
        verificationCode: '123456',
        password: 'Campagne2025',
        firstName: 'a\u0000',
        lastName: 'b',
      },
    });
    expectFieldRefused(register, 'firstName');
  });

  it('refuses a NUL in a multipart field of a creative', async () => {
    const campaign = await createCampaign(t, user.user.user_id);
    const res = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
      token: user.token,
      language: 'en',
      values: {
        ...campaign,
        name: 'a\u0000b',
        destinationUrl: 'https://example.test/',
        size: '300x250',
        asset: png(await makePng(300, 250)),
      },
    });
    expectFieldRefused(res, 'name');
  });

  it('answers 404 to a path holding a NUL, without a token', async () => {
    const res = await call(t, 'GET', '/api/v2/static_pages/%00/%00');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it("answers a path whose percent-escapes do not decode with the portal's 404, on every kind of route", async () => {
    for (const path of [
      '/api/v2/gam/orders/%E9',
      '/api/v2/%C0%AF',
      '/ads/v1/cv/%E9',
      '/fr/%E9',
      '/assets/%FF.js',
    ]) {
      const res = await call(t, 'GET', path, { token: user.token });
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('answers 400, never 500, when only the database refuses a value (SQLSTATE class 22)', async () => {
    const res = await call(t, 'GET', '/test/db-data-error');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('InvalidParameterException');
  });
});

describe('whole numbers past their columns (defect 2)', () => {
  it(`books at most ${MAX_LINE_ITEM_UNITS} units in a line item, and refuses one more or an int4 overflow`, async () => {
    const post = (units: number) =>
      call(t, 'POST', '/api/v2/gam/line-items', {
        token: user.token,
        headers: en,
        body: lineItemBody(t, orderId, { units }),
      });
    expect((await post(MAX_LINE_ITEM_UNITS)).status).toBe(200);
    for (const units of [MAX_LINE_ITEM_UNITS + 1, 2_147_483_647, 2_147_483_648, 1e300]) {
      const res = await post(units);
      expect(res.status, `${units}`).toBe(400);
      expect(res.body.error.fields.units.join(' ')).toMatch(/must be 100,000,000 or less/);
    }
    const put = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: { ...lineItemBody(t, orderId, { units: 2_147_483_648 }), lineItemId },
    });
    expect(put.status).toBe(400);
    expect(Object.keys(put.body.error.fields)).toEqual(['units']);
  });

  it('refuses ids past int4 in bodies and answers 404 to them in paths', async () => {
    const body = await call(t, 'POST', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(t, 2_147_483_648),
    });
    expect(body.status).toBe(400);
    expect(Object.keys(body.body.error.fields)).toEqual(['orderId']);
    for (const path of [
      '/review/creatives/2147483648/approve',
      '/review/creatives/2147483648/disapprove',
      '/review/creatives/99999999999999999999999/approve',
    ]) {
      const res = await call(t, 'POST', `/api/v2${path}`, { token: staff.token, body: {} });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await call(t, 'GET', '/api/v2/gam/orders/2147483648', { token: user.token })).status).toBe(404);
    for (const path of ['/review/orders/2147483648', '/review/orders/0', '/review/orders/1e3']) {
      const res = await call(t, 'GET', `/api/v2${path}`, { token: staff.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // A passkey's id (issue 33): the shared parser, before the password is even checked.
    for (const id of ['2147483648', '0', '1e3', '-1']) {
      const res = await call(t, 'POST', `/api/v2/user/two-factor/passkeys/${id}/remove`, {
        token: user.token,
        body: { password: 'Campagne2025', factorCode: '123456' },
      });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});
