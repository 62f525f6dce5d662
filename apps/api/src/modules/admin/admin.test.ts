import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, lastMailTo, loginUser, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { setRole } from '../../test/creatives.ts';

/**
 * Platform administration over HTTP (issue 16): staff with role admin list and search accounts, read one account's
 * campaigns and invoices, change roles (any case), suspend and reactivate. A suspension ends the sessions at once,
 * refuses sign-in with ACCOUNT_SUSPENDED and pauses the running campaigns; a reactivation resumes only those. The
 * platform keeps an active administrator (LAST_ADMIN).
 */

let t: TestApp;
let admin: RegisteredUser;
let advertiser: Live;

const statusOf = async (live: Live) =>
  (await call(t, 'GET', `/api/v2/gam/orders/${live.orderId}`, { token: live.user.token })).body.lineItems[0]
    .status;
const as = (user: { token: string }) => ({ token: user.token });

beforeAll(async () => {
  t = await createTestApp({
    REVIEW_AUTO_APPROVE: 'true',
    MIN_ORDER_VALUE: '0',
    SUPPORT_EMAIL: 'support@portail.test',
  });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  admin = await registerUser(t, { firstName: 'Alix', lastName: 'Gagnon' });
  await setRole(t, admin.user.user_id, 'admin');
  advertiser = await liveCampaign(t);
});
afterAll(() => t.close());

describe('GET /user/list', () => {
  it('lists every account for an admin, and finds one by e-mail or name', async () => {
    const all = await call(t, 'GET', '/api/v2/user/list', as(admin));
    expect(all.status).toBe(200);
    expect(all.body.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([admin.email, advertiser.user.email]),
    );
    const byMail = await call(
      t,
      'GET',
      `/api/v2/user/list?search=${advertiser.user.email.toUpperCase()}`,
      as(admin),
    );
    expect(byMail.body).toHaveLength(1);
    expect(byMail.body[0]).toMatchObject({ email: advertiser.user.email, suspended: false, role: 'user' });
    const byName = await call(t, 'GET', '/api/v2/user/list?search=alix%20gag', as(admin));
    expect(byName.body.map((u: { email: string }) => u.email)).toEqual([admin.email]);
  });

  it('answers 403 to an editor and to an advertiser', async () => {
    const editor = await registerUser(t);
    await setRole(t, editor.user.user_id, 'editor');
    expect((await call(t, 'GET', '/api/v2/user/list', as(editor))).status).toBe(403);
    expect((await call(t, 'GET', '/api/v2/user/list', as(advertiser.user))).status).toBe(403);
  });
});

describe('an account seen by staff', () => {
  it("shows the account's campaigns and invoices", async () => {
    const res = await call(t, 'GET', `/api/v2/admin/users/${advertiser.user.user.user_id}`, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(advertiser.user.email);
    expect(res.body.orders.map((o: { id: number }) => o.id)).toEqual([advertiser.orderId]);
    expect(res.body.invoices).toEqual([]);
  });

  it('answers USER_NOT_PRESENT (404) for an unknown account', async () => {
    const res = await call(t, 'GET', '/api/v2/admin/users/999999', as(admin));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('USER_NOT_PRESENT');
  });
});

describe('roles', () => {
  it('changes a role whatever its case, and the new role holds at once', async () => {
    const staff = await registerUser(t);
    const res = await call(t, 'PUT', `/api/v2/admin/users/${staff.user.user_id}/role`, {
      ...as(admin),
      body: { role: ' EdItOr ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('editor');
    expect((await call(t, 'GET', '/api/v2/review/orders', as(staff))).status).toBe(200);
  });

  it('refuses an unknown role with nothing changed', async () => {
    const staff = await registerUser(t);
    const res = await call(t, 'PUT', `/api/v2/admin/users/${staff.user.user_id}/role`, {
      ...as(admin),
      body: { role: 'owner' },
    });
    expect(res.status).toBe(400);
    expect((await call(t, 'GET', '/api/v2/user/', as(staff))).body.role).toBe('user');
  });

  it('refuses to remove the last admin, by role change or suspension (LAST_ADMIN)', async () => {
    const lone = await createTestApp();
    try {
      const only = await registerUser(lone);
      await setRole(lone, only.user.user_id, 'admin');
      const demote = await call(lone, 'PUT', `/api/v2/admin/users/${only.user.user_id}/role`, {
        ...as(only),
        body: { role: 'user' },
      });
      expect(demote.status).toBe(409);
      expect(demote.body.error.code).toBe('LAST_ADMIN');
      const suspend = await call(lone, 'POST', `/api/v2/admin/users/${only.user.user_id}/suspend`, {
        ...as(only),
        body: { reason: 'Test' },
      });
      expect(suspend.body.error.code).toBe('LAST_ADMIN');
      expect((await call(lone, 'GET', '/api/v2/user/', as(only))).body.isAdmin).toBe(true);
      // With a second admin, the first may step down.
      const second = await registerUser(lone);
      // Stored in another case, it still counts as an admin (spec §6: the role check is case-insensitive).
      await setRole(lone, second.user.user_id, 'ADMIN' as 'admin');
      const ok = await call(lone, 'PUT', `/api/v2/admin/users/${only.user.user_id}/role`, {
        ...as(second),
        body: { role: 'user' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await lone.close();
    }
  });
});

describe('suspension', () => {
  it('ends the sessions at once, refuses sign-in, pauses running campaigns; reactivation resumes only those', async () => {
    const user = advertiser.user;
    // A line item the advertiser paused by hand stays paused after reactivation.
    const own = await liveCampaign(t);
    await call(t, 'PUT', '/api/v2/gam/line-items/pause', {
      ...as(own.user),
      body: { orderId: own.orderId, lineItemId: own.lineItemId },
    });
    expect(await statusOf(advertiser)).toBe('READY');

    const res = await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/suspend`, {
      ...as(admin),
      body: { reason: 'Unpaid invoices' },
    });
    expect(res.status).toBe(200);
    expect(res.body.suspended).toBe(true);
    expect((await call(t, 'GET', '/api/v2/gam/orders', as(user))).status).toBe(401);
    // Its browser is told the account is suspended, not that the session expired (issue 31 §14).
    const renewed = await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: user.cookie });
    expect(renewed.status).toBe(403);
    expect(renewed.body.error.code).toBe('ACCOUNT_SUSPENDED');
    const login = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('ACCOUNT_SUSPENDED');
    // A wrong password still answers as any wrong password: the suspension is not told to a guesser.
    const guess = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: 'Mauvais2025' },
    });
    expect(guess.body.error.code).toBe('USER_WRONG_CREDENTIALS');
    const detail = await call(t, 'GET', `/api/v2/admin/users/${user.user.user_id}`, as(admin));
    expect(detail.body.orders[0].lineItems[0].status).toBe('PAUSED');

    const back = await call(t, 'POST', `/api/v2/admin/users/${user.user.user_id}/reactivate`, as(admin));
    expect(back.body.suspended).toBe(false);
    const again = await loginUser(t, user.email, user.password);
    advertiser.user = { ...user, token: again.token, cookie: again.cookie };
    expect(await statusOf(advertiser)).toBe('READY');
    expect(await statusOf(own)).toBe('PAUSED');
  });

  it('asks a reason, keeps it in the audit trail and e-mails it to the user in their language (issue 31 §17)', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const target = await registerUser(t, { locale, firstName: 'Noa' });
      const url = `/api/v2/admin/users/${target.user.user_id}/suspend`;
      // No reason, or only spaces: refused beside the field, nothing suspended, nothing mailed.
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
        const refused = await call(t, 'POST', url, { ...as(admin), body });
        expect(refused.status).toBe(400);
        expect(refused.body.error.fields).toHaveProperty('reason');
      }
      expect((await call(t, 'GET', '/api/v2/user/', as(target))).status).toBe(200);
      const reason = locale === 'fr' ? 'Annonces trompeuses signalées trois fois' : 'Misleading ads reported';
      const res = await call(t, 'POST', url, { ...as(admin), body: { reason: `  ${reason} ` } });
      expect(res.status).toBe(200);
      expect(res.body.suspended).toBe(true);

      const trail = await call(
        t,
        'GET',
        `/api/v2/admin/audit?accountId=${target.user.user_id}&objectType=user`,
        as(admin),
      );
      const entry = trail.body.items.find((e: { operation: string }) => e.operation === 'user.suspend');
      expect(entry.changes).toContainEqual({ field: 'suspensionReason', before: null, after: reason });

      const mail = await lastMailTo(t, target.email);
      expect(mail.subject).toMatch(
        locale === 'fr' ? /^Votre compte a été suspendu/ : /^Your account has been suspended/,
      );
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain('support@portail.test');
    }
  });

  it('answers 403 to an editor who tries it', async () => {
    const editor = await registerUser(t);
    await setRole(t, editor.user.user_id, 'editor');
    const target = await registerUser(t);
    const res = await call(t, 'POST', `/api/v2/admin/users/${target.user.user_id}/suspend`, {
      ...as(editor),
      body: { reason: 'Spam' },
    });
    expect(res.status).toBe(403);
    expect((await call(t, 'GET', '/api/v2/user/', as(target))).status).toBe(200);
  });
});
