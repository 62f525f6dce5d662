import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type Json, type RegisteredUser } from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { setRole } from '../../test/creatives.ts';
import { runBilling, type BillingDeps } from './run.ts';

/**
 * Promo codes at billing (issue 14): the monthly invoice takes the advertiser's codes off the subtotal before
 * taxes, one discount line per code (in the API and the PDF), never below 0, a gift's unused credit kept for the
 * next invoice, a single-use code used once.
 */

let t: TestApp;
let deps: BillingDeps;
let admin: RegisteredUser;
let quebec: Live;
let ontario: Live;

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  deps = { db: t.app.database.db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' };
  quebec = await liveCampaign(t, { size: { width: 300, height: 250 }, overrides: { units: 500_000 } });
  ontario = await liveCampaign(t, { size: { width: 728, height: 90 }, overrides: { units: 500_000 } });
  await setProvince(quebec, 'QC');
  await setProvince(ontario, 'ON');
  admin = await registerUser(t);
  await setRole(t, admin.user.user_id, 'admin');
  const codes = [
    { code: 'DIX', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', value: 10 }, singleUse: true },
    { code: 'CADEAU40', type: 'GIFT_VOUCHER', giftAmountCents: 4_000 },
    { code: 'CADEAU100', type: 'GIFT_VOUCHER', giftAmountCents: 10_000 },
    // Valid from 15 January: shown from 13 January, after November.
    {
      code: 'JANVIER',
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', value: 1_000 },
      start_date: '2027-01-15',
    },
  ];
  for (const body of codes) {
    expect((await call(t, 'POST', '/api/v2/admin/vouchers', { token: admin.token, body })).status).toBe(201);
  }
  for (const code of ['DIX', 'CADEAU40', 'JANVIER']) expect((await redeem(quebec, code)).status).toBe(200);
  expect((await redeem(ontario, 'CADEAU100')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function setProvince(live: Live, province: string) {
  const res = await call(t, 'PUT', '/api/v2/user/company', {
    token: live.user.token,
    body: { company: 'Éditions Lévesque', role: '', country: 'CA', province, phone: '1 (514) 555-1234' },
  });
  expect(res.status).toBe(200);
}

const redeem = (live: Live, code: string) =>
  call(t, 'POST', '/api/v2/vouchers/validate', { token: live.user.token, body: { code } });

async function count(live: Live, day: string, impressions: number) {
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '${day}', ${impressions}, 0)
     on conflict (line_item_id, day) do update set impressions = adserver_daily_stats.impressions + excluded.impressions`,
  );
}

const invoicesOf = async (live: Live): Promise<Json[]> =>
  (await call(t, 'GET', '/api/v2/invoices', { token: live.user.token })).body;
const codesOf = async (live: Live): Promise<Json[]> =>
  (await call(t, 'GET', '/api/v2/vouchers/list', { token: live.user.token })).body;

/** The text a PDF draws (pdfkit writes uncompressed hex strings in TJ arrays). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1], 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('promo codes on the monthly invoice', () => {
  it('takes the discount then the gift credit off the subtotal, and taxes what is left', async () => {
    // 20,000 impressions: 60 $. DIX takes 10 % (6 $), CADEAU40 its 40 $: 14 $ left, taxed in Quebec.
    await count(quebec, '2026-11-12', 20_000);
    await runBilling(deps, '2026-11');
    const [invoice] = await invoicesOf(quebec);
    expect(invoice).toMatchObject({
      subtotalCents: 6_000,
      discountCents: 4_600,
      discounts: [
        { code: 'DIX', amountCents: 600 },
        { code: 'CADEAU40', amountCents: 4_000 },
      ],
      taxes: [
        { name: 'GST', ratePercent: 5, amountCents: 70 },
        { name: 'QST', ratePercent: 9.975, amountCents: 140 },
      ],
      totalCents: 1_610,
    });
    // JANVIER does not apply to November; DIX was single-use and the gift is spent.
    expect(
      Object.fromEntries((await codesOf(quebec)).map((v) => [v.code, [v.status, v.gift?.balanceCents]])),
    ).toEqual({ DIX: ['ended', undefined], CADEAU40: ['ended', 0], JANVIER: ['upcoming', undefined] });
  });

  it('shows each code as a line of the PDF, a gift as a credit, in both languages', async () => {
    const [invoice] = await invoicesOf(quebec);
    const pdf = async (lang: string) => {
      const res = await fetch(`${t.url}/api/v2/invoices/${invoice.id}/pdf?lang=${lang}`, {
        headers: { authorization: `Bearer ${quebec.user.token}` },
      });
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    const fr = await pdf('fr');
    expect(fr).toContain('Rabais DIX');
    expect(fr).toContain('-6,00\u00a0$');
    // A gift is a credit, not a discount (issue 31 §23).
    expect(fr).toContain('Crédit cadeau CADEAU40');
    expect(fr).toContain('-40,00\u00a0$');
    expect(fr).toContain('16,10\u00a0$');
    const en = await pdf('en');
    expect(en).toContain('Gift credit CADEAU40');
    expect(en).toContain('Discount DIX');
    expect(en).toContain('$16.10');
  });

  it('never goes below 0 and keeps a gift’s unused credit for the next invoice', async () => {
    // 20,000 impressions: 60 $ against a 100 $ gift: nothing to pay, 40 $ left.
    await count(ontario, '2026-11-12', 20_000);
    await runBilling(deps, '2026-11');
    let [invoice] = await invoicesOf(ontario);
    expect(invoice).toMatchObject({ subtotalCents: 6_000, discountCents: 6_000, totalCents: 0 });
    expect(invoice.taxes).toEqual([
      { name: 'HST', ratePercent: 13, amountCents: 0, province: 'ON', basis: 'CUSTOMER_ADDRESS' },
    ]);
    expect((await codesOf(ontario))[0]).toMatchObject({ gift: { balanceCents: 4_000 }, status: 'active' });

    // A re-run bills nothing twice and takes nothing more off the gift.
    await runBilling(deps, '2026-11');
    expect(await invoicesOf(ontario)).toHaveLength(1);
    expect((await codesOf(ontario))[0].gift.balanceCents).toBe(4_000);

    // 25,000 more impressions (75 $): the 40 $ left comes off, 35 $ + HST is due, and the gift has ended.
    await count(ontario, '2026-11-13', 25_000);
    await runBilling(deps, '2026-11');
    [invoice] = await invoicesOf(ontario);
    expect(invoice).toMatchObject({
      subtotalCents: 7_500,
      discountCents: 4_000,
      discounts: [{ code: 'CADEAU100', amountCents: 4_000 }],
      totalCents: 3_500 + 455,
    });
    expect((await codesOf(ontario))[0]).toMatchObject({ gift: { balanceCents: 0 }, status: 'ended' });
  });
});
