import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  HOUR,
  loginUser,
  registerUser,
  STRONG_PASSWORD,
  type RegisteredUser,
} from '../../test/factories.ts';
import { setRole } from '../../test/creatives.ts';
import { vouchers } from './tables.ts';

/**
 * Promo codes over HTTP (issue 14): staff (admin) create, list, change and switch off codes; an advertiser adds a code
 * to their own list, refused with spec §5's codes, at most 10 wrong codes an hour.
 */

let t: TestApp;
let admin: RegisteredUser;
let editor: RegisteredUser;
let advertiser: RegisteredUser;
let other: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  [admin, editor, advertiser, other] = await Promise.all([
    registerUser(t),
    registerUser(t),
    registerUser(t),
    registerUser(t, { locale: 'en' }),
  ]);
  await setRole(t, admin.user.user_id, 'admin');
  await setRole(t, editor.user.user_id, 'editor');
});
afterAll(async () => {
  await t?.close();
});

const create = (body: Record<string, unknown>, token = admin.token) =>
  call(t, 'POST', '/api/v2/admin/vouchers', { token, body });
const redeem = (code: string, token = advertiser.token) =>
  call(t, 'POST', '/api/v2/vouchers/validate', { token, body: { code } });
const list = (token = advertiser.token) => call(t, 'GET', '/api/v2/vouchers/list', { token });

describe('staff promo codes', () => {
  it('an admin creates a code in capitals, lists it, and cannot create it twice', async () => {
    const res = await create({
      code: 'bienvenue50',
      campaign: 'Bienvenue',
      type: 'GIFT_VOUCHER',
      giftAmountCents: 5_000,
      start_date: '2026-11-01',
      expiration: '2027-01-31',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'BIENVENUE50',
      campaign: 'Bienvenue',
      type: 'GIFT_VOUCHER',
      discount: null,
      giftAmountCents: 5_000,
      start_date: '2026-11-01',
      expiration: '2027-01-31',
      active: true,
      redemptions: 0,
      status: 'active',
    });
    const again = await create({ code: 'BIENVENUE50', type: 'GIFT_VOUCHER', giftAmountCents: 100 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('VOUCHER_CODE_NOT_UNIQUE');
    const all = await call(t, 'GET', '/api/v2/admin/vouchers', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.map((v: { code: string }) => v.code)).toContain('BIENVENUE50');
  });

  it('refuses a malformed code, a missing discount, more than 100 % or an expiry before the start', async () => {
    const bad = [
      [{ code: 'a b', type: 'GIFT_VOUCHER', giftAmountCents: 100 }, 'code'],
      [{ code: 'NODISCOUNT', type: 'DISCOUNT_VOUCHER' }, 'discount.value'],
      [
        { code: 'TOOMUCH', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', value: 150 } },
        'discount.value',
      ],
      [
        {
          code: 'BACKWARDS',
          type: 'GIFT_VOUCHER',
          giftAmountCents: 100,
          start_date: '2026-12-10',
          expiration: '2026-12-01',
        },
        'expiration',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    const all = await call(t, 'GET', '/api/v2/admin/vouchers', { token: admin.token });
    expect(all.body.map((v: { code: string }) => v.code)).not.toContain('TOOMUCH');
  });

  it('is for admins only: an advertiser or an editor gets 403 and creates nothing', async () => {
    for (const token of [advertiser.token, editor.token]) {
      expect((await call(t, 'GET', '/api/v2/admin/vouchers', { token })).status).toBe(403);
      const res = await create({ code: 'PIRATE', type: 'GIFT_VOUCHER', giftAmountCents: 999_999 }, token);
      expect(res.status).toBe(403);
    }
    expect((await redeem('PIRATE')).body.error.code).toBe('invalidCode');
  });

  it('deactivates a code: no one can add it, and it shows inactive in the lists that have it', async () => {
    await create({ code: 'ARRET', type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', value: 1_000 } });
    expect((await redeem('ARRET', other.token)).status).toBe(200);
    const off = await call(t, 'PUT', '/api/v2/admin/vouchers/arret', {
      token: admin.token,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'ARRET', active: false, status: 'inactive', redemptions: 1 });
    expect((await redeem('ARRET')).body.error.code).toBe('invalidCode');
    const theirs = await list(other.token);
    expect(theirs.body.find((v: { code: string }) => v.code === 'ARRET').status).toBe('inactive');
    const unknown = await call(t, 'PUT', '/api/v2/admin/vouchers/NOPE', { token: admin.token, body: {} });
    expect(unknown.status).toBe(404);
  });
});

describe("an advertiser's promo codes", () => {
  it('adds a gift code to their own list with its credit, and no one else sees it', async () => {
    const res = await redeem(' bienvenue50 ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        code: 'BIENVENUE50',
        campaign: 'Bienvenue',
        type: 'GIFT_VOUCHER',
        discount: null,
        gift: { amountCents: 5_000, balanceCents: 5_000 },
        date: expect.stringMatching(/^2026-11-10T15:/),
        // 00:00 in Toronto on 1 November and 31 January.
        start_date: '2026-11-01T04:00:00.000Z',
        expiration: '2027-01-31T05:00:00.000Z',
        status: 'active',
        labels: ['decreasing'],
      },
    ]);
    expect((await list()).body).toEqual(res.body);
    expect((await list(other.token)).body.map((v: { code: string }) => v.code)).not.toContain('BIENVENUE50');
    expect((await call(t, 'GET', '/api/v2/vouchers/list')).status).toBe(401);
  });

  it('refuses each bad code with its spec §5 code and changes nothing', async () => {
    await create({ code: 'PASSE', type: 'GIFT_VOUCHER', giftAmountCents: 100, expiration: '2026-11-11' });
    await create({ code: 'UNEFOIS', type: 'GIFT_VOUCHER', giftAmountCents: 100, maxRedemptions: 1 });
    expect((await redeem('UNEFOIS', other.token)).status).toBe(200);
    // A code kept from the former voucher service, of a type the portal does not apply.
    const now = new Date();
    await t.app.database.db
      .insert(vouchers)
      .values({ code: 'FIDELITE', type: 'LOYALTY_CARD', createdAt: now, updatedAt: now });
    const cases = [
      ['INCONNU', 400, 'invalidCode'],
      ['BIENVENUE50', 409, 'codeActif'],
      ['FIDELITE', 400, 'INVALID PROMO CODE TYPE'],
      // Expires 11 November: judged two days earlier, so already past on the 10th.
      ['PASSE', 400, 'invalidRules'],
      ['UNEFOIS', 400, 'invalidRules'],
    ] as const;
    for (const [code, status, error] of cases) {
      const res = await redeem(code);
      expect(res.status, code).toBe(status);
      expect(res.body.error.code, code).toBe(error);
      if (error === 'codeActif') expect(res.body.error.message).toBe('Ce code est deja actif');
    }
    expect((await list()).body.map((v: { code: string }) => v.code)).toEqual(['BIENVENUE50']);
    const empty = await redeem('   ');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['code']);
  });

  it('stops after 10 wrong codes in an hour with 429, even for a right code, and lets it through an hour later', async () => {
    const guesser = await registerUser(t);
    await create({ code: 'PATIENCE', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', value: 10 } });
    for (let i = 0; i < 10; i += 1) expect((await redeem(`FAUX${i}`, guesser.token)).status).toBe(400);
    const blocked = await redeem('PATIENCE', guesser.token);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('LimitExceededException');
    expect((await list(guesser.token)).body).toEqual([]);
    // Others are not held back.
    expect((await redeem('PATIENCE', other.token)).status).toBe(200);
    t.clock.advance(HOUR + 1000);
    const again = await loginUser(t, guesser.email, STRONG_PASSWORD);
    const later = await redeem('PATIENCE', again.token);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject([
      { code: 'PATIENCE', discount: { type: 'PERCENT', value: 10 }, status: 'active', labels: [] },
    ]);
  });
});
