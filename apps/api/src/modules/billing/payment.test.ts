import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { chargeDeps, chargeDueInvoices } from './charge.ts';
import { runBilling } from './run.ts';

/**
 * Paying invoices (issue 14) over HTTP: the card on file is charged after the billing run; the sandbox's 0341 card
 * passes pre-authorisation but declines the charge, so the invoice defaults and the credit status stops new
 * submissions; a new card pays the defaulted invoice at once and lifts the stop.
 */

let t: TestApp;
let defaulting: Live;
let paying: Live;

async function seedDelivery(live: Live, impressions: number) {
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '2026-11-12', ${impressions}, 0)`,
  );
}

const invoicesOf = async (live: Live) =>
  (await call(t, 'GET', '/api/v2/invoices', { token: live.user.token })).body;
const creditStatusOf = async (live: Live) =>
  (await call(t, 'GET', '/api/v2/gam/companies/credit-status', { token: live.user.token })).body;

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  defaulting = await liveCampaign(t, { overrides: { units: 100_000 } });
  // Pre-authorised at submission with the approving card; the 0341 card replaces it before billing.
  await addCardOnFile(t, defaulting.user.token, { pan: SANDBOX_TEST_CARDS.declinedAtCharge });
  paying = await liveCampaign(t, { size: { width: 728, height: 90 }, overrides: { units: 100_000 } });
  await seedDelivery(defaulting, 10_000);
  await seedDelivery(paying, 1_000);
  const deps = {
    db: t.app.database.db,
    clock: t.clock,
    adServer: t.app.adServer,
    timeZone: 'America/Toronto',
  };
  await runBilling(deps, '2026-11');
  expect(await chargeDueInvoices(chargeDeps(t.app))).toEqual({
    paid: 1,
    defaulted: 1,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('paying invoices', () => {
  it('marks a charged invoice PAID with the card it was charged to', async () => {
    // 3 $ with GST and QST: their province unknown, they are taxed at the seller's (QC by default, issue 31 §3).
    expect(await invoicesOf(paying)).toMatchObject([{ totalCents: 345, status: 'PAID', cardLast4: '4242' }]);
    expect(await creditStatusOf(paying)).toEqual({ creditStatus: 'ACTIVE' });
  });

  it('never marks a declined charge PAID: the invoice defaults and the credit status stops submissions', async () => {
    expect(await invoicesOf(defaulting)).toMatchObject([
      { totalCents: 3449, status: 'DEFAULTED', cardLast4: null },
    ]);
    expect(await creditStatusOf(defaulting)).toEqual({ creditStatus: 'CREDIT_STOP' });
    // Charging again what is due changes nothing: the defaulted invoice waits for a new card.
    const again = await chargeDueInvoices(chargeDeps(t.app));
    expect(again).toEqual({ paid: 0, defaulted: 0 });
  });

  it('charges the defaulted invoices again when the card is replaced, and lifts the credit stop', async () => {
    const card = await addCardOnFile(t, defaulting.user.token, { pan: SANDBOX_TEST_CARDS.approves });
    expect(card.last4).toBe('4242');
    expect(await invoicesOf(defaulting)).toMatchObject([{ status: 'PAID', cardLast4: '4242' }]);
    expect(await creditStatusOf(defaulting)).toEqual({ creditStatus: 'ACTIVE' });
  });
});
