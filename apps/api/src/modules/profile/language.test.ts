import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, readMails, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { chargeDeps, chargeDueInvoices } from '../billing/charge.ts';
import { runBilling } from '../billing/run.ts';

/**
 * The user's language (issue 31 §16): a preference of the profile, GET /user/'s `locale`, set by PUT
 * /user/personal-options {locale} (what the language switch and the profile send), whatever language the request
 * itself is in; every e-mail goes out in it — the payment-declined mail of a user who switched to English is in
 * English.
 */

let t: TestApp;
let user: RegisteredUser;

const me = async (who: RegisteredUser) => (await call(t, 'GET', '/api/v2/user/', { token: who.token })).body;
const setOptions = (who: RegisteredUser, body: unknown, language = 'fr') =>
  call(t, 'PUT', '/api/v2/user/personal-options', { token: who.token, body, headers: { language } });

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  user = await registerUser(t, { locale: 'fr' });
});
afterAll(async () => {
  await t?.close();
});

describe('the language preference', () => {
  it('is the language of registration at first, and the switch sets it without touching the filters', async () => {
    expect((await me(user)).locale).toBe('fr');
    expect((await setOptions(user, { statusFilter: ['DRAFT'] })).status).toBe(200);
    const switched = await setOptions(user, { locale: 'en' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ locale: 'en', statusFilter: ['DRAFT'] });
    expect(await me(user)).toMatchObject({ locale: 'en', statusFilter: ['DRAFT'] });
    // The status filters' form sends no language: the preference stays.
    await setOptions(user, { statusFilter: ['DELIVERING'] });
    expect(await me(user)).toMatchObject({ locale: 'en', statusFilter: ['DELIVERING'] });
  });

  it('refuses a language the portal does not speak, beside the field, and keeps the one set', async () => {
    const res = await setOptions(user, { locale: 'de' }, 'en');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain('locale');
    expect((await me(user)).locale).toBe('en');
  });

  it('is a user’s own: another user’s stays as it was', async () => {
    const other = await registerUser(t, { locale: 'fr' });
    await setOptions(user, { locale: 'fr' });
    await setOptions(user, { locale: 'en' });
    expect((await me(other)).locale).toBe('fr');
  });
});

describe('e-mails in the preferred language', () => {
  let live: Live;
  beforeAll(async () => {
    live = await liveCampaign(t, { overrides: { units: 100_000 } });
    expect((await me(live.user)).locale).toBe('fr');
    // Switched to English: the interface sends its calls in English from then on, but the mail is the billing job's.
    expect((await setOptions(live.user, { locale: 'en' }, 'en')).status).toBe(200);
    await addCardOnFile(t, live.user.token, { pan: SANDBOX_TEST_CARDS.declinedAtCharge });
    await t.app.database.db.execute(
      `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '2026-11-12', 10000, 0)`,
    );
    await t.app.database.db.execute(
      `update adserver_line_items set impressions_delivered = 10000 where id = ${live.lineItemId}`,
    );
    const deps = {
      db: t.app.database.db,
      clock: t.clock,
      adServer: t.app.adServer,
      timeZone: 'America/Toronto',
    };
    await runBilling(deps, '2026-11');
    expect((await chargeDueInvoices(chargeDeps(t.app))).defaulted).toBe(1);
  });

  it('sends the payment-declined mail of a user who switched to English in English', async () => {
    const mails = (await readMails(t)).filter((m) => m.to === live.user.email);
    // The invoice's mail, in whichever language it went out.
    const declined = mails.find((m) => /declined|refusé/.test(m.subject))!;
    expect(declined.subject).toMatch(/^The payment of your invoice .* was declined/);
    expect(declined.text).toContain('/en/hub/finances/payment-methods/');
    expect(declined.text).not.toMatch(/Bonjour|refusé/);
  });
});
