import { parseArgs } from 'node:util';
import { calendarDate, isBillingPeriod, previousPeriod } from '@portal/domain';
import { buildServer } from './server.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { runBilling } from './modules/billing/run.ts';
import { chargeDeps, chargeDueInvoices, releaseEndedCampaignHolds } from './modules/billing/charge.ts';

/**
 * `npm run billing -- --period 2026-11`: runs the billing of a period by hand (default: the month just ended) and
 * prints what it billed. Safe beside the scheduled run and a second copy of itself (modules/billing/run.ts). With the
 * embedded database, stop the portal first (one process opens it at a time); with DATABASE_URL, give this process
 * a DATA_DIR of its own.
 */
try {
  const { values } = parseArgs({ options: { period: { type: 'string' } } });
  const config = loadConfig({
    ...process.env,
    JOBS_POLL_MS: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const period = values.period ?? previousPeriod(calendarDate(new Date(), config.TIMEZONE));
  if (!isBillingPeriod(period)) {
    console.error(`--period must be YYYY-MM (got ${period})`);
    process.exit(2);
  }
  const app = await buildServer(config);
  try {
    const result = await runBilling(
      { db: app.database.db, clock: app.clock, adServer: app.adServer, timeZone: config.TIMEZONE },
      period,
    );
    const charged = await chargeDueInvoices(chargeDeps(app), { runId: `billing.run:${period}` });
    const released = await releaseEndedCampaignHolds(chargeDeps(app));
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    console.log(`billing ${period}: ${result.invoices.length} invoice(s)`);
    for (const invoice of result.invoices) {
      console.log(
        `  ${invoice.number}  advertiser ${invoice.advertiserId}  ${invoice.impressions} impressions  ` +
          `subtotal ${dollars(invoice.subtotalCents)} $  total ${dollars(invoice.totalCents)} $`,
      );
    }
    console.log(`charged: ${charged.paid} paid, ${charged.defaulted} defaulted`);
    if (released.length > 0) console.log(`released the budget held for ${released.length} campaign(s) over`);
  } finally {
    await app.close();
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
