import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, loginUser, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { beacon, decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';
import { setRole } from '../../test/creatives.ts';
import { OPERATOR_TOKEN_HEADER } from './operator.ts';

/**
 * "Run billing now" (issue 28 §12): `POST /admin/billing/runs {period}`, the staff call the staff screen and
 * `npm run billing` (when the portal holds the embedded database) bill through. Admins only; the run's result; asked
 * twice, nothing billed twice.
 */

let t: TestApp;
let admin: RegisteredUser;
let editor: RegisteredUser;
let live: Live;

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  // 10 November 2026, 10:00 in Toronto.
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  [admin, editor] = [await registerUser(t), await registerUser(t)];
  await setRole(t, admin.user.user_id, 'admin');
  await setRole(t, editor.user.user_id, 'editor');
  live = await liveCampaign(t, { overrides: { units: 100_000 } });
  intoFlight(t);
  // A day went by: sign in again (access tokens last 15 minutes).
  for (const user of [admin, editor, live.user])
    user.token = (await loginUser(t, user.email, user.password)).token;
});
afterAll(() => t?.close());

const runBilling = (body: unknown, token?: string, headers?: Record<string, string>) =>
  call(t, 'POST', '/api/v2/admin/billing/runs', { token, body, headers });

async function deliver(count: number) {
  for (let i = 0; i < count; i += 1) {
    const { slots } = await decide(t, '300x250');
    expect((await beacon(t, slots[0].impressionUrl)).status).toBe(200);
  }
}

const invoicesOfAdvertiser = async () =>
  (await call(t, 'GET', '/api/v2/invoices', { token: live.user.token })).body;

describe('POST /admin/billing/runs', () => {
  it('bills the month for an admin and answers the invoices made with their totals', async () => {
    await deliver(4);
    const res = await runBilling({ period: '2026-11' }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      period: '2026-11',
      invoices: [
        {
          advertiserId: Number(live.user.user.user_id),
          number: expect.stringMatching(/^202611-/),
          impressions: 4,
        },
      ],
      charged: { paid: 1, defaulted: 0 },
    });
    expect(res.body.subtotalCents).toBe(res.body.invoices[0].subtotalCents);
    expect(res.body.totalCents).toBe(res.body.invoices[0].totalCents);
    // The advertiser sees it on the portal: the run was this portal's, on its database.
    const invoices = await invoicesOfAdvertiser();
    expect(invoices.map((i: { number: string }) => i.number)).toEqual([res.body.invoices[0].number]);
  });

  it('bills nothing twice: asked again, it makes no invoice; new delivery only is billed next', async () => {
    const before = (await invoicesOfAdvertiser()).length;
    const again = await runBilling({ period: '2026-11' }, admin.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ invoices: [], subtotalCents: 0, totalCents: 0 });
    expect(await invoicesOfAdvertiser()).toHaveLength(before);

    await deliver(2);
    const [first, second] = await Promise.all([
      runBilling({ period: '2026-11' }, admin.token),
      runBilling({ period: '2026-11' }, admin.token),
    ]);
    const made = [...first.body.invoices, ...second.body.invoices];
    expect(made.map((i: { impressions: number }) => i.impressions)).toEqual([2]);
    expect(await invoicesOfAdvertiser()).toHaveLength(before + 1);
  });

  it('answers 403 to an editor and an advertiser, 401 without a token, billing nothing', async () => {
    await deliver(3);
    for (const who of [editor, live.user]) {
      const res = await runBilling({ period: '2026-11' }, who.token);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await runBilling({ period: '2026-11' })).status).toBe(401);
    const before = (await invoicesOfAdvertiser()).length;
    expect((await runBilling({ period: '2026-11' }, admin.token)).body.invoices).toHaveLength(1);
    expect(await invoicesOfAdvertiser()).toHaveLength(before + 1);
  });

  it('refuses a period that is not a month YYYY-MM with 400, its code and the field', async () => {
    for (const period of ['2026-13', '2026-1', '11-2026', '2026-11-01', '', 202611, null]) {
      const res = await runBilling({ period }, admin.token, { language: 'en' });
      expect(res.status, String(period)).toBe(400);
      expect(res.body.error.code).toBe('InvalidParameterException');
      expect(Object.keys(res.body.error.fields)).toEqual(['period']);
    }
    const worded = await runBilling({ period: '2026-13' }, admin.token, { language: 'en' });
    expect(worded.body.error.fields.period).toEqual([
      'The Period field must be a month written YYYY-MM, for example 2026-11',
    ]);
    expect((await runBilling({}, admin.token)).status).toBe(400);
  });

  it('refuses a month that has not begun with BILLING_PERIOD_NOT_STARTED', async () => {
    const res = await runBilling({ period: '2026-12' }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BILLING_PERIOD_NOT_STARTED');
  });

  it('answers 401 to an operator token where this portal holds no data folder (in memory, PostgreSQL)', async () => {
    expect(t.app.operatorToken).toBeNull();
    const res = await runBilling({ period: '2026-11' }, admin.token, { [OPERATOR_TOKEN_HEADER]: 'guess' });
    expect(res.status).toBe(401);
  });
});
