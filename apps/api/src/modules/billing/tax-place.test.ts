import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCardOnFile } from '../../test/payments.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';
import { runBilling, type BillingDeps } from './run.ts';
import { chargeDeps } from './charge.ts';

/**
 * Where an invoice is taxed (issue 31 §3) and what it says (§23): the submission step asks the country and province
 * of an account that has none and keeps them; an advertiser whose province is still unknown at billing is taxed at
 * the seller's province (SELLER_PROVINCE), and the invoice says so, with the seller's address and registration
 * numbers, the line items by name, a gift code as a credit and the days the run covers.
 */

let t: TestApp;
let deps: BillingDeps;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({
    REVIEW_AUTO_APPROVE: 'true',
    MIN_ORDER_VALUE: '0',
    SELLER_NAME: 'Régie Pub Inc.',
    SELLER_ADDRESS: '1000 rue Sherbrooke Ouest | Montréal (Québec) H3A 3G4',
    SELLER_PROVINCE: 'ON',
    SELLER_GST_NUMBER: '123456789RT0001',
    SELLER_QST_NUMBER: '1234567890TQ0001',
  });
  // 10 November 2026, 10:00 in Toronto.
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  deps = { ...chargeDeps(t.app), adServer: t.app.adServer, timeZone: 'America/Toronto' };
  const staff = await registerUser(t);
  await t.app.database.db.execute(`update users set role = 'admin' where id = ${staff.user.user_id}`);
  staffToken = (await loginUser(t, staff.email, staff.password)).token;
});
afterAll(async () => {
  await t?.close();
});

/** A campaign ready to submit: a card on file, one line item with its approved creative. */
async function readyCampaign(user: RegisteredUser) {
  await addCardOnFile(t, user.token);
  const orderId = await createOrder(t, user);
  const lineItemId = await createLineItem(t, user, orderId, {
    units: 500_000,
    creativePlaceholders: [{ size: { width: 300, height: 250 } }],
  });
  await attachApprovedCreative(t, user, orderId, lineItemId, { width: 300, height: 250 });
  return { orderId, lineItemId };
}

const submit = (user: RegisteredUser, orderId: number, body: Json) =>
  call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, { token: user.token, body });

/** Counts impressions of a line item on a day of November, as the ad server's daily totals. */
async function delivered(lineItemId: number, day: string, impressions: number) {
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${lineItemId}, '${day}', ${impressions}, 0)`,
  );
}

async function invoicesOf(user: RegisteredUser): Promise<Json[]> {
  return (await call(t, 'GET', '/api/v2/invoices', { token: user.token })).body;
}

/** The text a PDF draws (uncompressed hex strings in TJ arrays), WinAnsi's dashes and quotes read back. */
async function pdfTextOf(user: RegisteredUser, invoiceId: number, lang: 'fr' | 'en'): Promise<string> {
  const res = await fetch(`${t.url}/api/v2/invoices/${invoiceId}/pdf?lang=${lang}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  const body = Buffer.from(await res.arrayBuffer()).toString('latin1');
  const winAnsi: Record<string, string> = { '\x92': '’', '\x96': '–' };
  return [...body.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) =>
          Buffer.from(h[1]!, 'hex')
            .toString('latin1')
            .replace(/[\x92\x96]/g, (c) => winAnsi[c]!),
        )
        .join(''),
    )
    .join('\n');
}

describe('the submission step asks where the advertiser is (issue 31 §3)', () => {
  it('keeps the country and province sent with the submission as the account’s', async () => {
    const user = await registerUser(t);
    const { orderId } = await readyCampaign(user);
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).body).toMatchObject({
      country: null,
      state: null,
    });
    const res = await submit(user, orderId, { force: true, country: 'CA', province: 'NB' });
    expect(res.status).toBe(200);
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).body).toMatchObject({
      country: 'CA',
      state: 'NB',
    });
  });

  it('refuses a province of another country, or one without its country, and changes nothing', async () => {
    const user = await registerUser(t);
    const { orderId } = await readyCampaign(user);
    const wrong = await submit(user, orderId, { force: true, country: 'CA', province: 'NY' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.fields)).toEqual(['province']);
    const alone = await submit(user, orderId, { force: true, province: 'QC' });
    expect(alone.status).toBe(400);
    expect(Object.keys(alone.body.error.fields)).toEqual(['country']);
    const order = await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: user.token });
    expect(order.body.status).toBe('DRAFT');
    expect((await call(t, 'GET', '/api/v2/user/', { token: user.token })).body.state).toBeNull();
  });

  it("taxes at the province given at submission: New Brunswick's HST", async () => {
    const user = await registerUser(t);
    const { orderId, lineItemId } = await readyCampaign(user);
    await submit(user, orderId, { force: true, country: 'CA', province: 'NB' });
    // 100,000 impressions: 300 $.
    await delivered(lineItemId, '2026-11-05', 100_000);
    await runBilling(deps, '2026-11');
    const [invoice] = await invoicesOf(user);
    expect(invoice).toMatchObject({
      subtotalCents: 30_000,
      taxes: [{ name: 'HST', ratePercent: 15, amountCents: 4_500 }],
      taxBasis: 'CUSTOMER_ADDRESS',
      taxProvince: 'NB',
      totalCents: 34_500,
    });
  });
});

describe('an advertiser whose province is unknown at billing (issue 31 §3)', () => {
  let user: RegisteredUser;
  let invoice: Json;

  beforeAll(async () => {
    user = await registerUser(t);
    const { orderId, lineItemId } = await readyCampaign(user);
    // Submitted without a country or province, as an API client or an account from before the question may.
    expect((await submit(user, orderId, { force: true })).body).toEqual({ status: 'APPROVED' });
    await delivered(lineItemId, '2026-11-05', 100_000);
    // A gift of 50 $ comes off as a credit.
    const code = `GIFT${Date.now().toString(36).toUpperCase()}`;
    const created = await call(t, 'POST', '/api/v2/admin/vouchers', {
      token: staffToken,
      body: { code, type: 'GIFT_VOUCHER', giftAmountCents: 5_000 },
    });
    expect(created.status).toBe(201);
    expect(
      (await call(t, 'POST', '/api/v2/vouchers/validate', { token: user.token, body: { code } })).status,
    ).toBe(200);
    await runBilling(deps, '2026-11');
    [invoice] = await invoicesOf(user);
  });

  it("is taxed at the seller's province, and the invoice says so", async () => {
    // 300 $ less the 50 $ credit: 250 $ with Ontario's HST (SELLER_PROVINCE=ON), not without tax.
    expect(invoice).toMatchObject({
      subtotalCents: 30_000,
      discountCents: 5_000,
      discounts: [{ type: 'GIFT_VOUCHER', amountCents: 5_000 }],
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 3_250, province: 'ON', basis: 'SELLER_ADDRESS' }],
      taxBasis: 'SELLER_ADDRESS',
      taxProvince: 'ON',
      totalCents: 28_250,
    });
    const fr = await pdfTextOf(user, invoice.id, 'fr');
    expect(fr).toContain('TVH (13\u00a0%)');
    expect(fr).toMatch(/Taxes calculées selon la province du vendeur \(Ontario\)/);
    const en = await pdfTextOf(user, invoice.id, 'en');
    expect(en).toContain('HST (13%)');
    expect(en).toMatch(/Taxes charged at the seller's province \(Ontario\)/);
  });

  it('names the seller with its address and numbers, the line items, the credit and the days covered', async () => {
    const fr = await pdfTextOf(user, invoice.id, 'fr');
    for (const text of [
      'Régie Pub Inc.',
      '1000 rue Sherbrooke Ouest',
      'Montréal (Québec) H3A 3G4',
      'No de TPS/TVH\u00a0: 123456789RT0001',
      'No de TVQ\u00a0: 1234567890TQ0001',
      // Billed on the 10th: what it covers, not the whole month.
      'Période\u00a0: 1–10 novembre 2026',
      `Crédit cadeau ${invoice.discounts[0].code}`,
      invoice.lines[0].lineItemName,
    ]) {
      expect(fr).toContain(text);
    }
    expect(invoice.lines[0].lineItemName).toMatch(/ #1$/);
    expect(fr).not.toContain(String(invoice.lines[0].lineItemId));
    expect(fr).not.toContain(`Rabais ${invoice.discounts[0].code}`);
    const en = await pdfTextOf(user, invoice.id, 'en');
    expect(en).toContain('GST/HST no.: 123456789RT0001');
    expect(en).toContain('Period: November 1–10, 2026');
    expect(en).toContain(`Gift credit ${invoice.discounts[0].code}`);
  });
});
