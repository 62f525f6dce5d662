import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  readMails,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { chargeDeps, chargeDueInvoices, releaseEndedCampaignHolds } from './charge.ts';
import { runBilling } from './run.ts';

/**
 * A defaulted payment over HTTP (issue 14, spec §8): the 0341 card declines the invoice, so the account's running
 * line items pause with the reason PAYMENT (not the one the advertiser paused), the advertiser gets an e-mail in
 * their language with a link to the payment method page, resuming by hand is refused; "Pay now" charges an invoice
 * (another account's is 404, a declining card answers PAYMENT_DECLINED); a good card pays and the line items paused
 * for payment resume. Campaigns over and invoiced release the budget held on the card at submission.
 */

let t: TestApp;
let fr: Live;
let en: Live;
let due: Live;
let other: RegisteredUser;
let pausedByHand: { orderId: number; lineItemId: number };

const sql = (text: string) => t.app.database.db.execute(text);

async function seedDelivery(live: Live, impressions: number) {
  await sql(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '2026-11-12', ${impressions}, 0)`,
  );
  await sql(
    `update adserver_line_items set impressions_delivered = ${impressions} where id = ${live.lineItemId}`,
  );
}

const billingDeps = () => ({
  db: t.app.database.db,
  clock: t.clock,
  adServer: t.app.adServer,
  timeZone: 'America/Toronto',
});
const orderOf = async (user: RegisteredUser, orderId: number) =>
  (await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: user.token })).body;
const invoicesOf = async (user: RegisteredUser) =>
  (await call(t, 'GET', '/api/v2/invoices', { token: user.token })).body;
const payNow = (user: RegisteredUser, id: number) =>
  call(t, 'POST', `/api/v2/invoices/${id}/pay`, { token: user.token });
const mailsTo = async (user: RegisteredUser) =>
  (await readMails(t)).filter((m) => m.to === user.email.toLowerCase());

async function preAuthorizationStatus(orderId: number): Promise<string | undefined> {
  const result = (await sql(
    `select s.status from order_pre_authorizations o join payment_sandbox_preauthorizations s on s.id = o.pre_authorization_id where o.order_id = ${orderId}`,
  )) as unknown as { rows: { status: string }[] };
  return result.rows[0]?.status;
}

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  fr = await liveCampaign(t, { overrides: { units: 100_000 } });
  // A second campaign of the same advertiser, paused by the advertiser before the default.
  const orderId = await createOrder(t, fr.user, { name: 'Campagne en pause' });
  const lineItemId = await createLineItem(t, fr.user, orderId, { units: 10_000 });
  await attachApprovedCreative(t, fr.user, orderId, lineItemId);
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: fr.user.token,
    body: { force: true },
  });
  expect(submitted.body).toEqual({ status: 'APPROVED' });
  const paused = await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
    token: fr.user.token,
    body: { orderId, lineItemId },
  });
  expect(paused.status).toBe(200);
  pausedByHand = { orderId, lineItemId };

  en = await liveCampaign(t, { size: { width: 728, height: 90 }, overrides: { units: 100_000 } });
  await sql(`update users set locale = 'en' where id = ${Number(en.user.user.user_id)}`);
  other = await registerUser(t);
  // Pre-authorised at submission with the approving card; the 0341 card replaces it before billing.
  for (const live of [fr, en]) {
    await addCardOnFile(t, live.user.token, { pan: SANDBOX_TEST_CARDS.declinedAtCharge });
  }
  await seedDelivery(fr, 10_000);
  await seedDelivery(en, 1_000);
  await runBilling(billingDeps(), '2026-11');
  expect(await chargeDueInvoices(chargeDeps(t.app))).toEqual({ paid: 0, defaulted: 2 });
});
afterAll(async () => {
  await t?.close();
});

describe('a defaulted invoice', () => {
  it("pauses the account's running line items for PAYMENT, and leaves the one paused by hand as it was", async () => {
    const order = await orderOf(fr.user, fr.orderId);
    expect(order.status).toBe('PAUSED');
    expect(order.lineItems[0]).toMatchObject({ status: 'PAUSED', pauseReason: 'PAYMENT' });
    const byHand = await orderOf(fr.user, pausedByHand.orderId);
    expect(byHand.lineItems[0]).toMatchObject({ status: 'PAUSED', pauseReason: null });
    // The list carries the reason too.
    const list = await call(t, 'GET', '/api/v2/gam/orders', { token: fr.user.token });
    const listed = list.body[1].find((o: { id: number }) => o.id === fr.orderId);
    expect(listed.lineItems[0].pauseReason).toBe('PAYMENT');
  });

  it('mails the advertiser in their language, once, with a link to the payment method page', async () => {
    const [frMail] = await mailsTo(fr.user);
    expect(frMail!.subject).toContain('a été refusé');
    // Taxed at the seller's province (QC by default) while theirs is unknown (issue 31 §3): 30 $ with GST and QST.
    expect(frMail!.text).toContain('34,49');
    expect(frMail!.text).toContain('/fr/guichet/finances/methode-de-paiement/');
    const [enMail] = await mailsTo(en.user);
    expect(enMail!.subject).toContain('was declined');
    expect(enMail!.text).toContain('$3.45');
    expect(enMail!.text).toContain('/en/hub/finances/payment-methods/');
    // Another try that declines tells the user on screen, not by a second e-mail.
    const before = (await mailsTo(en.user)).length;
    const [invoice] = await invoicesOf(en.user);
    expect((await payNow(en.user, invoice.id)).status).toBe(402);
    expect((await mailsTo(en.user)).length).toBe(before);
  });

  it('refuses to resume by hand a line item paused for payment', async () => {
    const res = await call(t, 'PUT', '/api/v2/gam/line-items/resume', {
      token: fr.user.token,
      body: { orderId: fr.orderId, lineItemId: fr.lineItemId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CREDIT_STATUS_UNACCEPTABLE');
    expect((await orderOf(fr.user, fr.orderId)).lineItems[0].status).toBe('PAUSED');
  });

  it('shows the spend to date of the delivery on the campaign', async () => {
    expect((await orderOf(fr.user, fr.orderId)).spendToDateCents).toBe(3000);
    expect((await orderOf(en.user, en.orderId)).spendToDateCents).toBe(300);
  });
});

describe('Pay now', () => {
  it("answers 404 for another account's invoice and changes nothing", async () => {
    const [invoice] = await invoicesOf(fr.user);
    const res = await payNow(other, invoice.id);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await payNow(other, 999_999)).status).toBe(404);
    expect((await invoicesOf(fr.user))[0].status).toBe('DEFAULTED');
  });

  it('answers PAYMENT_DECLINED when the card declines: the invoice stays DEFAULTED, the campaign paused', async () => {
    const [invoice] = await invoicesOf(fr.user);
    const res = await payNow(fr.user, invoice.id);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('PAYMENT_DECLINED');
    expect((await invoicesOf(fr.user))[0]).toMatchObject({ status: 'DEFAULTED', cardLast4: null });
    expect((await orderOf(fr.user, fr.orderId)).lineItems[0].pauseReason).toBe('PAYMENT');
  });

  it('charges a DUE invoice to the card on file and answers it PAID, once', async () => {
    due = await liveCampaign(t, { size: { width: 160, height: 600 }, overrides: { units: 100_000 } });
    await seedDelivery(due, 2_000);
    // Billed but not charged yet: DUE.
    await runBilling(billingDeps(), '2026-11');
    const [invoice] = await invoicesOf(due.user);
    expect(invoice).toMatchObject({ status: 'DUE', totalCents: 690 });
    const res = await payNow(due.user, invoice.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: invoice.id, status: 'PAID', cardLast4: '4242' });
    const again = await payNow(due.user, invoice.id);
    expect(again.body).toMatchObject({ status: 'PAID', cardLast4: '4242' });
    const charged = (await sql(
      `select count(*)::int as n from payment_sandbox_preauthorizations where idempotency_key = 'invoice-${invoice.id}'`,
    )) as unknown as { rows: { n: number }[] };
    expect(charged.rows[0]!.n).toBe(1);
  });

  it('answers NoCreditCartException without a card on file', async () => {
    const noCard = await liveCampaign(t, { size: { width: 320, height: 50 }, overrides: { units: 100_000 } });
    await seedDelivery(noCard, 1_000);
    await runBilling(billingDeps(), '2026-11');
    expect(
      // Its campaign runs: the deletion is confirmed, which pauses it for payment (issue 31 §4).
      (
        await call(t, 'DELETE', '/api/v2/payment/paymentMethod?pauseCampaigns=true', {
          token: noCard.user.token,
        })
      ).status,
    ).toBe(204);
    const [invoice] = await invoicesOf(noCard.user);
    const res = await payNow(noCard.user, invoice.id);
    expect(res.body.error.code).toBe('NoCreditCartException');
    expect((await invoicesOf(noCard.user))[0].status).toBe('DUE');
  });
});

describe('a good card', () => {
  it('pays the defaulted invoice and resumes the line items paused for payment, not the one paused by hand', async () => {
    await addCardOnFile(t, fr.user.token, { pan: SANDBOX_TEST_CARDS.approves });
    expect((await invoicesOf(fr.user))[0]).toMatchObject({ status: 'PAID', cardLast4: '4242' });
    const order = await orderOf(fr.user, fr.orderId);
    expect(order.lineItems[0]).toMatchObject({ status: 'READY', pauseReason: null });
    expect((await orderOf(fr.user, pausedByHand.orderId)).lineItems[0]).toMatchObject({
      status: 'PAUSED',
      pauseReason: null,
    });
    const credit = await call(t, 'GET', '/api/v2/gam/companies/credit-status', { token: fr.user.token });
    expect(credit.body).toEqual({ creditStatus: 'ACTIVE' });
    // The other defaulted account is still held.
    expect((await orderOf(en.user, en.orderId)).lineItems[0].pauseReason).toBe('PAYMENT');
  });
});

describe('the budget held at submission', () => {
  it('is released once the campaign is over and all its delivery invoiced, and not before', async () => {
    expect(await preAuthorizationStatus(fr.orderId)).toBe('PREAUTHORIZED');
    // Still running: kept.
    expect(await releaseEndedCampaignHolds(chargeDeps(t.app))).not.toContain(fr.orderId);
    await sql(`update adserver_line_items set status = 'COMPLETED' where id = ${fr.lineItemId}`);
    // Over, but delivery after the last invoice: kept until it is invoiced.
    await sql(`update adserver_line_items set impressions_delivered = 10500 where id = ${fr.lineItemId}`);
    expect(await releaseEndedCampaignHolds(chargeDeps(t.app))).not.toContain(fr.orderId);
    await sql(`update adserver_line_items set impressions_delivered = 10000 where id = ${fr.lineItemId}`);
    expect(await releaseEndedCampaignHolds(chargeDeps(t.app))).toContain(fr.orderId);
    const voided = (await sql(
      `select status from payment_sandbox_preauthorizations where idempotency_key like 'order-${fr.orderId}-%'`,
    )) as unknown as { rows: { status: string }[] };
    expect(voided.rows.map((r) => r.status)).toEqual(['VOIDED']);
    expect(await preAuthorizationStatus(fr.orderId)).toBeUndefined();
    // The campaign paused by hand is not over: its hold stays.
    expect(await preAuthorizationStatus(pausedByHand.orderId)).toBe('PREAUTHORIZED');
  });
});
