import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentSandboxDataKeys,
  paymentSandboxPreAuthorizations,
  paymentSandboxVault,
} from '../../adapters/payments/sandbox/tables.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MINUTE, call, loginUser, registerUser } from '../../test/factories.ts';
import {
  SANDBOX_PROFILE_ID,
  SANDBOX_TEST_CARDS,
  addCardOnFile,
  dataKeyFor,
  expiryIn,
  tokenizeCard,
} from '../../test/payments.ts';
import { paymentMethods } from './tables.ts';
import {
  capturePayment,
  paymentsDeps,
  preAuthorizePayment,
  voidPayment,
  type PaymentsDeps,
} from './service.ts';

let t: TestApp;
let deps: PaymentsDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = paymentsDeps(t.app);
});
afterAll(() => t.close());

const PATH = '/api/v2/payment/paymentMethod';
const getCard = (token?: string) => call(t, 'GET', PATH, { token });
const saveCard = (token: string, body: unknown) => call(t, 'POST', PATH, { token, body });
const deleteCard = (token: string) => call(t, 'DELETE', PATH, { token });
const codesOf = async (card: Parameters<typeof tokenizeCard>[1], headers?: Record<string, string>) => {
  const res = await tokenizeCard(t, card, headers);
  expect(res.status).toBe(200);
  return res.body.responseCode as string[];
};

describe('POST /sandbox/payments/tokenize (the hosted page call)', () => {
  it('answers 001 and a single-use dataKey for a good card, spaces allowed', async () => {
    const res = await tokenizeCard(t, { pan: '4242 4242 4242 4242' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      responseCode: ['001'],
      dataKey: expect.stringMatching(/^ot-[\w-]{20,}$/),
      errorMessage: null,
      bin: '424242',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 940 for another profile id, before anything else', async () => {
    expect(await codesOf({ profileId: 'someone-else' })).toEqual(['940']);
    expect(await codesOf({ profileId: '', pan: '1' })).toEqual(['940']);
  });

  it('answers 941 (token error) for the token-error test card', async () => {
    const res = await tokenizeCard(t, { pan: SANDBOX_TEST_CARDS.tokenError });
    expect(res.body).toMatchObject({ responseCode: ['941'], dataKey: null });
    expect(res.body.errorMessage).toMatch(/token/i);
  });

  it('answers 942 when a page of another site sends the form, and 001 from the portal itself', async () => {
    expect(await codesOf({}, { origin: 'https://evil.example' })).toEqual(['942']);
    expect(await codesOf({}, { origin: new URL(t.url).origin })).toEqual(['001']);
  });

  it('answers 943 for a card number failing Luhn, too short, or of no known brand', async () => {
    expect(await codesOf({ pan: '4242424242424241' })).toEqual(['943']);
    expect(await codesOf({ pan: '424242424242' })).toEqual(['943']);
    expect(await codesOf({ pan: '9999999999999995' })).toEqual(['943']);
    expect(await codesOf({ pan: '' })).toEqual(['943']);
  });

  it('answers 944 for last month, month 13 or a malformed expiry, and accepts this month', async () => {
    expect(await codesOf({ expiry: expiryIn(t, 0) })).toEqual(['001']);
    expect(await codesOf({ expiry: expiryIn(t, -1) })).toEqual(['944']);
    expect(await codesOf({ expiry: expiryIn(t, 240) })).toEqual(['001']);
    expect(await codesOf({ expiry: expiryIn(t, 241) })).toEqual(['944']);
    expect(await codesOf({ expiry: '1330' })).toEqual(['944']);
    expect(await codesOf({ expiry: '12/30' })).toEqual(['944']);
  });

  it('answers 945 for a security code of the wrong length for the brand', async () => {
    expect(await codesOf({ cvd: '12' })).toEqual(['945']);
    expect(await codesOf({ cvd: '1234' })).toEqual(['945']);
    expect(await codesOf({ pan: '378282246310005', cvd: '1234' })).toEqual(['001']);
    expect(await codesOf({ pan: '378282246310005', cvd: '123' })).toEqual(['945']);
  });

  it('answers every failing card code at once, in the spec order', async () => {
    expect(await codesOf({ pan: '1234', expiry: '0000', cvd: 'x' })).toEqual(['943', '944', '945']);
  });
});

describe('GET /sandbox/payments/hosted (the iframe page)', () => {
  it('is a form in French by default and in English on request, framable only by the portal', async () => {
    const fr = await call(t, 'GET', `/sandbox/payments/hosted?profileId=${SANDBOX_PROFILE_ID}`);
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toMatch(/^text\/html/);
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain('Numéro de carte');
    expect(fr.body).toContain(`data-profile-id="${SANDBOX_PROFILE_ID}"`);
    const csp = fr.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(fr.body).not.toMatch(/<script>(?!<)/); // no inline script: the CSP would block it

    const en = await call(t, 'GET', `/sandbox/payments/hosted?profileId=${SANDBOX_PROFILE_ID}&lang=en`);
    expect(en.body).toContain('Card number');
    expect(en.body).toContain('Security code (CVD)');
  });

  it('escapes what the query says and serves its script from its own origin', async () => {
    const res = await call(t, 'GET', '/sandbox/payments/hosted?profileId=%22%3E%3Cscript%3E');
    expect(res.body).not.toContain('"><script>');
    const script = await call(t, 'GET', '/sandbox/payments/hosted.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.body).toContain('postMessage');
  });

  it('is what the settings give the web app', async () => {
    const res = await call(t, 'GET', '/api/v2/settings');
    expect(res.body.payment).toEqual({
      profileId: SANDBOX_PROFILE_ID,
      hostedUrl: '/sandbox/payments/hosted',
    });
  });
});

describe('the card on file', () => {
  it('answers 401 without a token', async () => {
    expect((await getCard()).status).toBe(401);
    expect((await call(t, 'DELETE', PATH)).status).toBe(401);
  });

  it('answers "" when there is no card', async () => {
    const { token } = await registerUser(t);
    const res = await getCard(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toBe('');
  });

  it('saves the card of a dataKey and shows brand, last 4, expiry and holder, never the vault key', async () => {
    const { token } = await registerUser(t);
    const expiry = expiryIn(t, 18);
    const dataKey = await dataKeyFor(t, { expiry });
    const saved = await saveCard(token, { dataKey, holderName: ' Camille Tremblay ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      brand: 'visa',
      last4: '4242',
      expiryMonth: Number(expiry.slice(0, 2)),
      expiryYear: 2000 + Number(expiry.slice(2)),
      holderName: 'Camille Tremblay',
      createdAt: expect.any(String),
    });
    const read = await getCard(token);
    expect(read.body).toEqual(saved.body);
    expect(JSON.stringify(read.body)).not.toMatch(/vk-|vault|4242424242424242/);
  });

  it('refuses a dataKey used once already, even by its owner', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const dataKey = await dataKeyFor(t);
    expect((await saveCard(a.token, { dataKey })).status).toBe(200);
    for (const token of [a.token, b.token]) {
      const again = await saveCard(token, { dataKey });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('PAYMENT_TOKEN_ERROR');
    }
    expect((await getCard(b.token)).body).toBe('');
  });

  it('refuses an unknown or an expired dataKey, and an empty one', async () => {
    const user = await registerUser(t);
    expect((await saveCard(user.token, { dataKey: 'ot-unknown' })).body.error.code).toBe(
      'PAYMENT_TOKEN_ERROR',
    );
    expect((await saveCard(user.token, { dataKey: '' })).body.error.code).toBe('InvalidParameterException');
    const dataKey = await dataKeyFor(t);
    t.clock.advance(15 * MINUTE + 1000);
    const { token } = await loginUser(t, user.email, user.password);
    const late = await saveCard(token, { dataKey });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('PAYMENT_TOKEN_ERROR');
  });

  it('keeps one card per user: a new card replaces the old one, which leaves the vault', async () => {
    const { token } = await registerUser(t);
    await addCardOnFile(t, token);
    const [first] = await t.app.database.db
      .select()
      .from(paymentMethods)
      .orderBy(sql`id desc`)
      .limit(1);
    const second = await addCardOnFile(t, token, { pan: '5555 5555 5555 4444', holderName: 'C. Tremblay' });
    expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', holderName: 'C. Tremblay' });
    expect((await getCard(token)).body).toEqual(second);
    const rows = await t.app.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, first!.userId));
    expect(rows).toHaveLength(1);
    const oldInVault = await t.app.database.db
      .select()
      .from(paymentSandboxVault)
      .where(eq(paymentSandboxVault.vaultKey, first!.vaultKey));
    expect(oldInVault).toEqual([]);
  });

  it('answers CREDIT_CARD_BLOCKED for the blocked test card and keeps the card before', async () => {
    const { token } = await registerUser(t);
    const kept = await addCardOnFile(t, token);
    const dataKey = await dataKeyFor(t, { pan: SANDBOX_TEST_CARDS.blocked });
    const res = await saveCard(token, { dataKey });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CREDIT_CARD_BLOCKED');
    expect((await getCard(token)).body).toEqual(kept);
  });

  it('deletes the card; deleting again answers NoCreditCartException', async () => {
    const { token } = await registerUser(t);
    await addCardOnFile(t, token);
    const res = await deleteCard(token);
    expect(res.status).toBe(204);
    expect((await getCard(token)).body).toBe('');
    const again = await deleteCard(token);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('NoCreditCartException');
  });

  it('belongs to one account: another account sees "" and cannot delete it, nor read it by viewAs', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const card = await addCardOnFile(t, owner.token);
    expect((await getCard(other.token)).body).toBe('');
    // Naming the owner in viewAs without an agency's grant: refused, nothing of the card (issue 16).
    const viewAs = await call(t, 'GET', `${PATH}?viewAs=${owner.user.user_id}`, { token: other.token });
    expect(viewAs.status).toBe(403);
    expect(Object.keys(viewAs.body)).toEqual(['error']);
    expect(viewAs.body.error.code).toBe('VIEW_AS_NOT_ALLOWED');
    expect((await deleteCard(other.token)).status).toBe(404);
    expect((await getCard(owner.token)).body).toEqual(card);
  });

  it('never stores the card number', async () => {
    const { token } = await registerUser(t);
    await addCardOnFile(t, token, { pan: '4242424242424242', cvd: '987' });
    const db = t.app.database.db;
    const dump = [
      await db.select().from(paymentMethods),
      await db.select().from(paymentSandboxDataKeys),
      await db.select().from(paymentSandboxVault),
    ];
    const text = JSON.stringify(dump);
    expect(text).toContain('4242');
    expect(text).not.toContain('4242424242424242');
  });
});

describe('pre-authorisation (what submission for approval calls)', () => {
  async function userWithCard(pan: string = SANDBOX_TEST_CARDS.approves) {
    const user = await registerUser(t);
    await addCardOnFile(t, user.token, { pan });
    return Number(user.user.user_id);
  }
  const rowsOfKey = (key: string) =>
    t.app.database.db
      .select()
      .from(paymentSandboxPreAuthorizations)
      .where(eq(paymentSandboxPreAuthorizations.idempotencyKey, key));

  it('answers NoCreditCartException without a card', async () => {
    const { user } = await registerUser(t);
    await expect(preAuthorizePayment(deps, Number(user.user_id), 15_000, 'no-card')).rejects.toMatchObject({
      code: 'NoCreditCartException',
    });
  });

  it('holds the amount once for two concurrent calls with one key', async () => {
    const userId = await userWithCard();
    const key = `order-1-${userId}`;
    const [a, b] = await Promise.all([
      preAuthorizePayment(deps, userId, 15_000, key),
      preAuthorizePayment(deps, userId, 15_000, key),
    ]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ amountCents: 15_000, status: 'PREAUTHORIZED', capturedCents: 0 });
    expect(await rowsOfKey(key)).toHaveLength(1);
    const later = await preAuthorizePayment(deps, userId, 15_000, key);
    expect(later.id).toBe(a.id);
    const other = await preAuthorizePayment(deps, userId, 15_000, `${key}-bis`);
    expect(other.id).not.toBe(a.id);
  });

  it('refuses to reuse a key for another amount', async () => {
    const userId = await userWithCard();
    await preAuthorizePayment(deps, userId, 10_000, `reuse-${userId}`);
    await expect(preAuthorizePayment(deps, userId, 20_000, `reuse-${userId}`)).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
  });

  it('answers BadPreAuthException for the decline test card, and holds nothing', async () => {
    const userId = await userWithCard(SANDBOX_TEST_CARDS.declinedAtPreAuthorisation);
    const key = `declined-${userId}`;
    const results = await Promise.allSettled([
      preAuthorizePayment(deps, userId, 15_000, key),
      preAuthorizePayment(deps, userId, 15_000, key),
    ]);
    for (const r of results)
      expect(r).toMatchObject({ status: 'rejected', reason: { code: 'BadPreAuthException' } });
    expect(await rowsOfKey(key)).toEqual([]);
  });

  it('captures once and voids only what was not captured', async () => {
    const userId = await userWithCard();
    const held = await preAuthorizePayment(deps, userId, 12_345, `capture-${userId}`);
    const captured = await capturePayment(deps, held.id, 10_000);
    expect(captured).toMatchObject({ status: 'CAPTURED', capturedCents: 10_000 });
    expect(await capturePayment(deps, held.id, 10_000)).toMatchObject({
      status: 'CAPTURED',
      capturedCents: 10_000,
    });
    await expect(voidPayment(deps, held.id)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });

    const released = await preAuthorizePayment(deps, userId, 5_000, `void-${userId}`);
    expect(await voidPayment(deps, released.id)).toMatchObject({ status: 'VOIDED' });
    expect(await voidPayment(deps, released.id)).toMatchObject({ status: 'VOIDED' });
    await expect(capturePayment(deps, released.id)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    await expect(capturePayment(deps, 'pa-unknown')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('configuration', () => {
  it('points the web app at PAYMENT_HT_URL and lets the portal frame it', async () => {
    const other = await createTestApp({
      PAYMENT_HT_URL: 'https://pay.example.com/HPPtoken/index.php',
      PAYMENT_PROFILE_ID: 'ht-123',
    });
    try {
      const res = await call(other, 'GET', '/api/v2/settings');
      expect(res.body.payment).toEqual({
        profileId: 'ht-123',
        hostedUrl: 'https://pay.example.com/HPPtoken/index.php',
      });
      expect(res.headers.get('content-security-policy')).toMatch(
        /frame-src [^;]*https:\/\/pay\.example\.com/,
      );
    } finally {
      await other.close();
    }
  });
});
