import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, DAY, HOUR, type Json } from '../../test/factories.ts';
import { beacon, decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';
import { claimJob, findJob } from '../../platform/jobs/queue.ts';
import { invoicesDeps, listInvoices } from '../invoices/service.ts';
import { BILLING_JOB } from './jobs.ts';
import { runBilling, type BillingDeps } from './run.ts';

/**
 * The billing run (issue 14) on real delivery: campaigns served through the ad server's endpoints, their beacons
 * counted, then billed; re-runs, concurrent runs, a run stopped between two advertisers, and the scheduled job.
 */

let t: TestApp;
let deps: BillingDeps;
let quebec: Live;
let ontario: Live;

beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER: 'X-Geo-Region', REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  // 10 November 2026, 10:00 in Toronto.
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  deps = { db: t.app.database.db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' };
  // Budgets: 100,000 impressions = 300 $ each, so that the cap does not interfere until the cap test.
  quebec = await liveCampaign(t, { size: { width: 300, height: 250 }, overrides: { units: 100_000 } });
  ontario = await liveCampaign(t, { size: { width: 728, height: 90 }, overrides: { units: 100_000 } });
  await setProvince(quebec, 'QC');
  await setProvince(ontario, 'ON');
  intoFlight(t);
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

/** Serves `count` impressions of a size and counts each through its beacon. */
async function deliver(size: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const { slots } = await decide(t, size);
    expect(slots[0]).not.toBeNull();
    expect((await beacon(t, slots[0].impressionUrl)).status).toBe(200);
  }
}

async function countedImpressions(live: Live): Promise<number> {
  const rows = await t.app.adServer.serving!.getDailyStats([live.lineItemId]);
  return rows.reduce((sum, r) => sum + r.impressions, 0);
}

async function invoicesOf(live: Live) {
  return listInvoices(invoicesDeps(t.app), Number(live.user.user.user_id));
}

const invoicedImpressions = (invoices: Json[]) =>
  invoices.flatMap((i) => i.lines).reduce((sum: number, l: Json) => sum + l.impressions, 0);

describe('billing run', () => {
  it('bills the counted impressions at 3 $ CPM with the province taxes, once however often it runs', async () => {
    await deliver('300x250', 5);
    await deliver('728x90', 2);
    const first = await runBilling(deps, '2026-11');
    expect(first.invoices).toHaveLength(2);
    const [invoice] = await invoicesOf(quebec);
    expect(invoice).toMatchObject({
      invoiceDate: '2026-11-11',
      // A run within the month covers delivery to date (issue 31 §23).
      periodStart: '2026-11-01',
      periodEnd: '2026-11-11',
      lines: [{ orderId: quebec.orderId, lineItemId: quebec.lineItemId, impressions: 5, amountCents: 2 }],
      subtotalCents: 2,
      discountCents: 0,
      status: 'DUE',
      cardLast4: null,
    });
    expect(invoice.taxes.map((x: Json) => x.name)).toEqual(['GST', 'QST']);
    expect((await invoicesOf(ontario))[0].taxes).toEqual([
      { name: 'HST', ratePercent: 13, amountCents: 0, province: 'ON', basis: 'CUSTOMER_ADDRESS' },
    ]);
    expect(invoicedImpressions(await invoicesOf(quebec))).toBe(await countedImpressions(quebec));

    const again = await runBilling(deps, '2026-11');
    expect(again.invoices).toEqual([]);
    expect(await invoicesOf(quebec)).toHaveLength(1);
  });

  it('bills only what was delivered after the last run of the month', async () => {
    await deliver('300x250', 4);
    const run = await runBilling(deps, '2026-11');
    expect(run.invoices.map((i) => i.advertiserId)).toEqual([Number(quebec.user.user.user_id)]);
    const invoices = await invoicesOf(quebec);
    expect(invoices).toHaveLength(2);
    expect(invoices[0].lines[0].impressions).toBe(4);
    // The same day again: the new invoice covers the rest of the day the first one billed part of.
    expect(invoices[0]).toMatchObject({ periodStart: '2026-11-11', periodEnd: '2026-11-11' });
    expect(invoices[0].number).not.toBe(invoices[1].number);
    expect(invoicedImpressions(invoices)).toBe(await countedImpressions(quebec));
  });

  it('bills each impression once when two runs go at once', async () => {
    await deliver('300x250', 3);
    await deliver('728x90', 3);
    const runs = await Promise.all([runBilling(deps, '2026-11'), runBilling(deps, '2026-11')]);
    expect(runs.flatMap((r) => r.invoices)).toHaveLength(2);
    for (const live of [quebec, ontario]) {
      expect(invoicedImpressions(await invoicesOf(live))).toBe(await countedImpressions(live));
    }
  });

  it('loses nothing and bills nothing twice when a run stops between two advertisers', async () => {
    await deliver('300x250', 2);
    await deliver('728x90', 2);
    const crash = runBilling(deps, '2026-11', {
      afterAdvertiser: () => {
        throw new Error('process killed');
      },
    });
    await expect(crash).rejects.toThrow('process killed');
    const resumed = await runBilling(deps, '2026-11');
    expect(resumed.invoices).toHaveLength(1);
    for (const live of [quebec, ontario]) {
      expect(invoicedImpressions(await invoicesOf(live))).toBe(await countedImpressions(live));
    }
  });

  it('never bills more than the booked budget', async () => {
    const small = await liveCampaign(t, { size: { width: 160, height: 600 }, overrides: { units: 1000 } });
    // Its flight starts tomorrow: move into it (still November).
    t.clock.advance(DAY);
    await deliver('160x600', 1);
    // Past the budget (300 cents for 1,000 impressions): 1,500 more counted for the line item today.
    const day = (await t.app.adServer.serving!.getDailyStats([small.lineItemId]))[0].day;
    await t.app.database.db.execute(
      `update adserver_daily_stats set impressions = impressions + 1500 where line_item_id = ${small.lineItemId} and day = '${day}'`,
    );
    await runBilling(deps, '2026-11');
    const [invoice] = await listInvoices(invoicesDeps(t.app), Number(small.user.user.user_id));
    expect(invoice.lines[0]).toMatchObject({ impressions: 1501, amountCents: 300 });
  });
});

describe('scheduled billing job', () => {
  it('bills the month just ended early on the 1st, once, and resumes a run whose process died', async () => {
    // 2 impressions: 0.6 cent, billed 1 cent (1 alone would round to nothing to invoice).
    await deliver('300x250', 2);
    const before = (await invoicesOf(quebec)).length;
    // 1 December 2026, 00:30 in Toronto: not yet due (01:00).
    t.clock.set(new Date('2026-12-01T05:30:00Z'));
    await t.app.jobs.runDue();
    const job = await findJob(t.app.database.db, BILLING_JOB, '2026-11');
    expect(job).toMatchObject({ status: 'queued', runAt: new Date('2026-12-01T06:00:00Z') });
    // 01:10: another process claims it and dies (no heartbeat, no completion).
    t.clock.advance(40 * 60_000);
    const claimed = await claimJob(t.app.database.db, [BILLING_JOB], 'dead-process', t.clock.now(), HOUR);
    expect(claimed?.key).toBe('2026-11');
    await t.app.jobs.runDue();
    expect((await findJob(t.app.database.db, BILLING_JOB, '2026-11'))?.status).toBe('running');
    // Its lease ends: this process takes the job over and runs it.
    t.clock.advance(HOUR + 60_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    const done = await findJob(t.app.database.db, BILLING_JOB, '2026-11');
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: { period: '2026-11', invoices: 1 } });
    expect(await invoicesOf(quebec)).toHaveLength(before + 1);
    // Polled again, the period's job is not run twice.
    expect(await t.app.jobs.runDue()).toBe(0);
  });
});
