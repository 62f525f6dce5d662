import { parseArgs } from 'node:util';
import { calendarDate, isBillingPeriod, previousPeriod } from '@portal/domain';
import { buildServer } from './server.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { AppError } from './platform/errors.ts';
import { DataDirLockedError, describeHolder, liveHolder } from './platform/db/data-dir-lock.ts';
import {
  chargeDeps,
  billingRunLines,
  runBillingNow,
  billThroughPortal,
  PortalBillingError,
} from './modules/billing/index.ts';

/**
 * `npm run billing -- --period 2026-11`: runs the billing of a period by hand (default: the month just ended) and
 * prints what it billed. Safe beside the scheduled run and a second copy of itself (modules/billing/run.ts). With the
 * embedded database held by a running portal, the portal runs it (issue 28 §12: one process opens a data folder), and
 * the command says so; with DATABASE_URL, give this process a DATA_DIR of its own.
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
  const embedded = !config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://');
  const holder = embedded ? liveHolder(config.DATA_DIR) : null;
  if (holder) {
    console.log(
      `The data folder ${config.DATA_DIR} is held by ${describeHolder(holder)}: the billing of ${period} is run ` +
        `by that portal (${holder.url ?? 'not answering yet'}), not by this command.`,
    );
    const run = await billThroughPortal(holder, config.DATA_DIR, period);
    for (const line of billingRunLines(run)) console.log(line);
  } else {
    // Not a serving process: a portal started meanwhile on the same database does not count it as one.
    const app = await buildServer(config, { applicationName: 'portal-billing' });
    try {
      const run = await runBillingNow(
        { ...chargeDeps(app), adServer: app.adServer, timeZone: config.TIMEZONE },
        period,
      );
      for (const line of billingRunLines(run)) console.log(line);
    } finally {
      await app.close();
    }
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirLockedError || error instanceof PortalBillingError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
