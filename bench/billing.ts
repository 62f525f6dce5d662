// A monthly billing run at scale (issue 14, Performance): N advertisers (default 10,000) in Québec, each with a card
// on file, one approved campaign held on the card at submission and 3 delivering line items that served 1,000
// impressions a day over the whole billed month. Times the billing job as it runs on the 1st (modules/billing/jobs.ts):
// runBilling, then chargeDueInvoices (every invoice charged to the sandbox card), then releaseEndedCampaignHolds;
// each stage apart and the sum, median of --runs (the invoices, watermarks and charges are removed between runs).
//   node --import tsx bench/billing.ts [--advertisers 10000] [--runs 3]
// Uses DATABASE_URL when set (a fresh PostgreSQL database of its own, dropped at the end), else an in-memory PGlite.
// Rows are inserted with SQL (generate_series) to be quick. Budget: the whole run ≤ 60 s on both.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { CPM_RATE_CENTS, invoiceTotals } from '@portal/domain';
import { createTestApp } from '../apps/api/src/test/app.ts';
import { runBilling } from '../apps/api/src/modules/billing/run.ts';
import {
  chargeDeps,
  chargeDueInvoices,
  releaseEndedCampaignHolds,
} from '../apps/api/src/modules/billing/charge.ts';

const { values } = parseArgs({
  options: {
    advertisers: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
  },
});
const N = Number(values.advertisers);
const RUNS = Number(values.runs);
const PERIOD = '2026-10';
const DAYS = 31;
const PER_DAY = 1_000;
const LINE_ITEMS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

const t = await createTestApp({ LOG_LEVEL: 'silent', TIMEZONE: 'America/Toronto' });
t.clock.set(new Date('2026-11-01T06:00:00Z'));
const app = t.app;
const db = app.database.db;

/** Advertiser k (1..N): user 100000+k, order 3000000+k, line items 5000000+3(k-1)+1..3, card vk-k. */
async function seed(): Promise<void> {
  const [type] = await app.adServer.getOrderTypes();
  await db.execute(sql`insert into users (id, sub, email, password_hash, first_name, organisation, country, state,
      locale, created_at, updated_at)
    select 100000 + k, gen_random_uuid(), 'bench' || k || '@example.test', 'x', 'Bench', 'Bench ' || k, 'CA', 'QC',
      case when k % 2 = 0 then 'en' else 'fr' end, now(), now()
    from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into payment_sandbox_vault (vault_key, profile_id, brand, last4, expiry_month,
      expiry_year, outcome, created_at)
    select 'vk-' || k, 'bench', 'VISA', '4242', 12, 2030, 'APPROVE', now() from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into payment_methods (user_id, vault_key, brand, last4, expiry_month, expiry_year,
      holder_name, created_at)
    select 100000 + k, 'vk-' || k, 'VISA', '4242', 12, 2030, 'Bench', now() from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into adserver_orders (id, name, advertiser_id, status, type_id, custom_field_id,
      created_at, updated_at)
    select 3000000 + k, 'Campagne ' || k, 100000 + k, 'APPROVED', ${type!.typeId}, ${type!.customFieldId}, now(), now()
    from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into portal_orders (id, owner_id, name, budget_cents, created_at, updated_at)
    select 3000000 + k, 100000 + k, 'Campagne ' || k, ${LINE_ITEMS * 1_000_000}, now(), now()
    from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into adserver_line_items (id, order_id, name, status, start_at, end_at, units,
      cost_per_unit_cents, creative_placeholders, frequency_caps, targeting, impressions_delivered, created_at,
      updated_at)
    select 5000000 + i, 3000000 + (i - 1) / ${LINE_ITEMS} + 1, 'Ligne ' || i, 'DELIVERING',
      '2026-09-15T00:00:00Z', '2026-12-31T00:00:00Z', 1000000, ${CPM_RATE_CENTS},
      '[{"size":{"width":300,"height":250}}]'::jsonb, '[]'::jsonb,
      '{"geoTargeting":{"targetedLocations":[],"excludedLocations":[]},"customTargeting":[]}'::jsonb,
      ${DAYS * PER_DAY}, now(), now()
    from generate_series(1, ${N * LINE_ITEMS}) i`);
  await db.execute(sql`insert into portal_line_items (id, order_id, owner_id, units, budget_cents, created_at,
      updated_at)
    select 5000000 + i, 3000000 + (i - 1) / ${LINE_ITEMS} + 1, 100000 + (i - 1) / ${LINE_ITEMS} + 1, 1000000, 1000000,
      now(), now()
    from generate_series(1, ${N * LINE_ITEMS}) i`);
  await db.execute(sql`insert into payment_sandbox_preauthorizations (id, idempotency_key, vault_key, amount_cents,
      status, created_at, updated_at)
    select 'pa-bench-' || k, 'order-bench-' || k, 'vk-' || k, ${LINE_ITEMS * 1_000_000}, 'PREAUTHORIZED', now(), now()
    from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into order_pre_authorizations (order_id, amount_cents, idempotency_key,
      pre_authorization_id, created_at)
    select 3000000 + k, ${LINE_ITEMS * 1_000_000}, 'order-bench-' || k, 'pa-bench-' || k, now()
    from generate_series(1, ${N}) k`);
  await db.execute(sql`insert into adserver_daily_stats (line_item_id, day, impressions, clicks)
    select 5000000 + i, date '2026-10-01' + d, ${PER_DAY}, 2
    from generate_series(1, ${N * LINE_ITEMS}) i, generate_series(0, ${DAYS - 1}) d`);
  await db.execute(sql`analyze`);
}

/** What a run wrote, removed so the next run bills the same month again. */
async function reset(): Promise<void> {
  await db.execute(sql`truncate invoices, invoice_watermarks cascade`);
  await db.execute(sql`delete from payment_sandbox_preauthorizations where idempotency_key like 'invoice-%'`);
}

/** Every advertiser invoiced once, each with 3 lines of the month's delivery, paid, at the expected total. */
async function check(invoices: number, paid: number): Promise<void> {
  const impressions = DAYS * PER_DAY;
  const line = Math.round((impressions * CPM_RATE_CENTS) / 1000);
  const expected = invoiceTotals(LINE_ITEMS * line, 0, 'CA', 'QC').totalCents;
  const result = await db.execute(sql`select count(*)::int as n,
      count(*) filter (where status = 'PAID' and card_last4 = '4242')::int as paid,
      count(*) filter (where total_cents = ${expected} and subtotal_cents = ${LINE_ITEMS * line}
        and jsonb_array_length(lines) = ${LINE_ITEMS} and jsonb_array_length(taxes) = 2
        and number = ${PERIOD.replace('-', '')} || '-' || owner_id || '-1')::int as right,
      count(distinct owner_id)::int as owners
    from invoices where period = ${PERIOD}`);
  const row = (result as unknown as { rows: { n: number; paid: number; right: number; owners: number }[] })
    .rows[0]!;
  const ok =
    invoices === N && paid === N && row.n === N && row.paid === N && row.right === N && row.owners === N;
  if (!ok)
    throw new Error(`wrong result: ${JSON.stringify({ invoices, paidByTheRun: paid, ...row, expected })}`);
}

const started = process.hrtime.bigint();
await seed();
console.log(
  `seeded ${N} advertisers, ${N * LINE_ITEMS} line items, ${N * LINE_ITEMS * DAYS} daily rows in ` +
    `${seconds(started).toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
);

const deps = { db, clock: app.clock, adServer: app.adServer, timeZone: app.config.TIMEZONE };
const stages = {
  bill: [] as number[],
  charge: [] as number[],
  release: [] as number[],
  total: [] as number[],
};
try {
  for (let run = 0; run < RUNS; run += 1) {
    if (run > 0) await reset();
    const q0 = app.database.queryCount();
    const t0 = process.hrtime.bigint();
    const result = await runBilling(deps, PERIOD);
    const bill = seconds(t0);
    const q1 = app.database.queryCount();
    const t1 = process.hrtime.bigint();
    const charged = await chargeDueInvoices(chargeDeps(app));
    const charge = seconds(t1);
    const q2 = app.database.queryCount();
    const t2 = process.hrtime.bigint();
    await releaseEndedCampaignHolds(chargeDeps(app));
    const release = seconds(t2);
    const q3 = app.database.queryCount();
    const perAdvertiser = (n: number) => (n / N).toFixed(1);
    console.log(
      `statements an advertiser: runBilling ${perAdvertiser(q1 - q0)}, chargeDueInvoices ${perAdvertiser(q2 - q1)}, ` +
        `releaseEndedCampaignHolds ${perAdvertiser(q3 - q2)}`,
    );
    await check(result.invoices.length, charged.paid);
    stages.bill.push(bill);
    stages.charge.push(charge);
    stages.release.push(release);
    stages.total.push(bill + charge + release);
    console.log(
      `run ${run + 1}: runBilling ${bill.toFixed(1)} s, chargeDueInvoices ${charge.toFixed(1)} s, ` +
        `releaseEndedCampaignHolds ${release.toFixed(1)} s, total ${(bill + charge + release).toFixed(1)} s`,
    );
  }
} finally {
  await t.close();
}
const f = (xs: number[]) => `${median(xs).toFixed(1)} s`;
console.log(
  `\n| advertisers | runBilling | chargeDueInvoices | releaseEndedCampaignHolds | whole run (budget 60 s) |`,
);
console.log('|---|---|---|---|---|');
console.log(
  `| ${N.toLocaleString('en')} | ${f(stages.bill)} | ${f(stages.charge)} | ${f(stages.release)} | ${f(stages.total)} |`,
);
