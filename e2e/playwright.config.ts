import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './browser.ts';
import { AGENCY_PASSWORD_HASH } from './fixtures/agency-password.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
// A random port unless E2E_PORT is given, so parallel runs rarely collide; set in the environment so the
// worker processes (which load this file again) agree with the runner.
process.env.E2E_PORT ??= String(3900 + Math.floor(Math.random() * 90));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;
// Every run starts the app as `npm start` does, on a fresh embedded database of its own.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/results',
  fullyParallel: false,
  // Two workers (2 cores): the browser of one test runs while the server answers the other's; the portal is shared,
  // and every test makes its own accounts. A file runs whole in one worker, in order.
  workers: 2,
  // One retry: a test that passes only on its retry is reported as flaky in the list (and fixed), but does not throw
  // away a whole CI run of work; a test that fails twice fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    // A trace records the page's frames and snapshots at every step: kept for every test, it cost about a fifth of
    // the suite's time on the 2-core CI machine (creative-edit.spec: 95 s against 78 s without). A test that fails
    // is retried with its trace on; its first failure keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await chromiumExecutable(), args: chromiumArgs },
    // As a visitor who asked the system for less motion: the screens and their rules are the same, menus and dialogs
    // appear at once instead of sliding and fading, and Chromium composites a quarter less (a whole spec's CPU went from
    // 99 to 72 s). The motion itself is walked where it matters: shell.spec (the phone menu), payment-method.spec.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The server as `npm start` runs it: the bundle `npm run build` made (npm test builds first).
    command: 'node --enable-source-maps apps/api/dist/main.mjs',
    cwd: path.join(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin12345',
      REVIEW_AUTO_APPROVE: 'false',
      // The closure notice of spec §1 in the footer, with its "Download my data" link (download-my-data.spec.ts).
      PLATFORM_NOTICE_DATE: '2025-10-31',
      // The support address (issue 31 §14): the footer's link and a suspended account's way out (login-help.spec.ts).
      SUPPORT_EMAIL: 'aide@portail.example',
      // Agencies are off by default (spec §6); the agency journeys need them, with the console password
      // AGENCY_PASSWORD of e2e/fixtures/agencies.ts (its argon2 hash, made by `npm run hash-password`).
      AGENCIES_DISABLED: 'false',
      AGENCY_CONSOLE_PASSWORD_HASH: AGENCY_PASSWORD_HASH,
      // Every browser of the run calls from 127.0.0.1: the /api/v2 limit per address (calls without a session: the
      // settings, the pages, the token refresh) would count them all together (issue 32 §5).
      API_RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    },
  },
});
