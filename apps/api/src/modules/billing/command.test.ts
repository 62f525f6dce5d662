import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { LOCK_FILE } from '../../platform/db/data-dir-lock.ts';
import { OPERATOR_TOKEN_HEADER } from './operator.ts';

/**
 * `npm run billing` beside a running portal on the embedded database (issue 28 §12): it opened the portal's folder as
 * a second PGlite and printed invoices the portal never showed. Now the portal holding the folder runs the billing,
 * and the command says so.
 */

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..', '..', '..', '..');

let t: TestApp;
let dataDir: string;
let advertiser: RegisteredUser;
let period: string;

/** The real command, as `npm run billing -- --period …` runs it, on the portal's data folder. */
async function billingCommand(): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/billing.ts', '--period', period],
      { cwd: ROOT, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const invoices = async () => (await call(t, 'GET', '/api/v2/invoices', { token: advertiser.token })).body;

// The embedded database on disk, held by this process; a PostgreSQL run has no folder to hold.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'npm run billing while the portal runs',
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-billing-command-'));
      t = await createTestApp({ DATA_DIR: dataDir, MIN_ORDER_VALUE: '0' });
      advertiser = await registerUser(t);
      const orderId = await createOrder(t, advertiser);
      const lineItemId = await createLineItem(t, advertiser, orderId);
      await attachApprovedCreative(t, advertiser, orderId, lineItemId);
      const day = calendarDate(t.clock.now(), 'America/Toronto');
      period = day.slice(0, 7);
      await t.app.database.db.execute(
        `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${lineItemId}, '${day}', 1000, 0)`,
      );
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('asks the portal to bill, says so, and the portal shows the invoices it printed', async () => {
      const first = await billingCommand();
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`The data folder ${dataDir} is held by process ${process.pid} on host`);
      expect(first.stdout).toContain(`the billing of ${period} is run by that portal (http://127.0.0.1:`);
      expect(first.stdout).toContain(`billing ${period}: 1 invoice(s)`);
      const shown = await invoices();
      expect(shown).toHaveLength(1);
      expect(first.stdout).toContain(
        `  ${shown[0].number}  advertiser ${advertiser.user.user_id}  1000 impressions`,
      );
      // The portal holds its folder still: the command never opened it.
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    });

    it('bills nothing twice when run again', async () => {
      const again = await billingCommand();
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`billing ${period}: 0 invoice(s)`);
      expect(await invoices()).toHaveLength(1);
    });

    it('takes the operator token only from the lock, from this machine: a wrong one is a 401', async () => {
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
      expect(lock.operatorToken).toBe(t.app.operatorToken);
      const asked = (token: string) =>
        call(t, 'POST', '/api/v2/admin/billing/runs', {
          body: { period },
          headers: { [OPERATOR_TOKEN_HEADER]: token },
        });
      expect((await asked(`${lock.operatorToken}x`)).status).toBe(401);
      expect((await asked('')).status).toBe(401);
      expect((await asked(lock.operatorToken)).status).toBe(200);
    });
  },
);
