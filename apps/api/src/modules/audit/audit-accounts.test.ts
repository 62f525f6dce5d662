import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  activateAgencyRole,
  AGENCY_PASSWORD,
  createAgency,
  createAgencyTestApp,
} from '../../test/agencies.ts';
import { liveCampaign } from '../../test/ads.ts';
import {
  call,
  codeOf,
  lastMailTo,
  loginUser,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile, SANDBOX_TEST_CARDS } from '../../test/payments.ts';
import { chargeDeps, chargeDueInvoices } from '../billing/charge.ts';
import { runBilling } from '../billing/run.ts';

/**
 * The audit entries of changes made by no signed-in caller or outside the campaign screens (issue 16): sign-up and a
 * password reset (the user is the actor), the agency calls (console activation per session, members, grants), and
 * the billing job (the platform is the actor: `userId` null). Each entry is written with its change; a refused
 * change writes none.
 */

let t: TestApp;

const history = async (user: { token: string }, query = '') =>
  (await call(t, 'GET', `/api/v2/audit${query}`, { token: user.token })).body;
const latest = async (user: { token: string }, query = '') => (await history(user, query)).items[0] as Json;

beforeAll(async () => {
  t = await createAgencyTestApp({ REVIEW_AUTO_APPROVE: 'true' });
});
afterAll(() => t.close());

describe('sign-up and password reset', () => {
  it("records the account's creation, by the new user", async () => {
    const user = await registerUser(t, { firstName: 'Zoé', lastName: 'Roy', locale: 'en' });
    const page = await history(user);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      operation: 'user.signup',
      objectType: 'user',
      objectId: user.user.user_id,
      subjectAccountId: user.user.user_id,
      actor: { userId: user.user.user_id, email: user.email, firstName: 'Zoé', lastName: 'Roy' },
    });
    expect(page.items[0].changes).toContainEqual({ field: 'email', before: null, after: user.email });
    expect(JSON.stringify(page)).not.toMatch(/Campagne2025|hash/i);
  });

  it('records a reset through forgot-password by the user, and nothing for a wrong code', async () => {
    const user = await registerUser(t);
    await call(t, 'POST', '/api/v2/auth/cognito/forgot-password', {
      body: { username: user.email, locale: 'fr' },
    });
    const code = codeOf(await lastMailTo(t, user.email));
    const reset = (verificationCode: string) =>
      call(t, 'POST', '/api/v2/auth/cognito/reset-password', {
        body: { username: user.email, newPassword: 'Nouveau2026x', verificationCode },
      });
    const wrong = await reset(code === '111111' ? '222222' : '111111');
    expect(wrong.body.error.code).toBe('CodeMismatchException');
    const signedIn = await loginUser(t, user.email, user.password);
    expect((await history(signedIn)).items.map((e: Json) => e.operation)).toEqual(['user.signup']);

    expect((await reset(code)).status).toBe(200);
    const after = await loginUser(t, user.email, 'Nouveau2026x');
    expect(await latest(after)).toMatchObject({
      operation: 'user.passwordReset',
      actor: { userId: user.user.user_id },
      subjectAccountId: user.user.user_id,
      changes: [],
    });
    expect(JSON.stringify(await history(after))).not.toContain('Nouveau2026x');
  });
});

describe('agencies', () => {
  let admin: RegisteredUser;
  let agencyToken: string;
  beforeAll(async () => {
    admin = await registerUser(t);
    await createAgency(t, admin, 'Agence Est');
  });

  it("records the agency's creation on its first admin's account, by staff", async () => {
    const entry = await latest(admin);
    expect(entry).toMatchObject({ operation: 'agency.create', objectType: 'agency' });
    expect(entry.actor.userId).not.toBe(admin.user.user_id);
    expect(entry.changes).toEqual([
      { field: 'agencyName', before: null, after: 'Agence Est' },
      { field: 'agencyRole', before: null, after: 'admin' },
    ]);
  });

  it('records each console activation (per session), and none for a wrong password', async () => {
    const wrong = await call(t, 'POST', '/api/v2/agencies/activate', {
      token: admin.token,
      body: { password: `${AGENCY_PASSWORD}x` },
    });
    expect(wrong.body.error.code).toBe('USER_WRONG_CREDENTIALS');
    expect((await latest(admin)).operation).toBe('agency.create');
    agencyToken = await activateAgencyRole(t, admin);
    const other = await loginUser(t, admin.email, admin.password);
    await activateAgencyRole(t, other);
    const entries = (await history(admin, '?objectType=agency')).items;
    expect(entries.map((e: Json) => e.operation)).toEqual([
      'agency.activate',
      'agency.activate',
      'agency.create',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { userId: admin.user.user_id },
      subjectAccountId: admin.user.user_id,
      changes: [
        { field: 'agencyName', before: null, after: 'Agence Est' },
        { field: 'agencyRole', before: null, after: 'admin' },
      ],
    });
    expect(entries[0].requestId).not.toBe(entries[1].requestId);
  });

  it("records a member invited, joining, their role changed and their removal on the member's account", async () => {
    const member = await registerUser(t);
    const add = await call(t, 'POST', '/api/v2/agencies/members', {
      token: agencyToken,
      body: { email: member.email, agency_role: 'member' },
    });
    expect(add.status).toBe(200);
    expect(await latest(member)).toMatchObject({
      operation: 'agency.memberInvite',
      actor: { userId: admin.user.user_id },
      subjectAccountId: member.user.user_id,
      changes: [
        { field: 'agencyName', before: null, after: 'Agence Est' },
        { field: 'agencyRole', before: null, after: 'member' },
        { field: 'status', before: null, after: 'INVITED' },
      ],
    });
    const again = await call(t, 'POST', '/api/v2/agencies/members', {
      token: agencyToken,
      body: { email: member.email, agency_role: 'admin' },
    });
    expect(again.body.error.code).toBe('AGENCY_MEMBER_EXISTS');
    const [invitation] = (await call(t, 'GET', '/api/v2/agency-member-invitations', { token: member.token }))
      .body;
    await call(t, 'PUT', `/api/v2/agency-member-invitations/${invitation.id}/accept`, {
      token: member.token,
    });
    expect(await latest(member)).toMatchObject({
      operation: 'agency.memberAdd',
      actor: { userId: member.user.user_id },
      subjectAccountId: member.user.user_id,
      changes: [
        { field: 'agencyName', before: null, after: 'Agence Est' },
        { field: 'agencyRole', before: null, after: 'member' },
      ],
    });
    const path = `/api/v2/agencies/members/${member.user.user_id}`;
    await call(t, 'PUT', path, { token: agencyToken, body: { agency_role: 'admin' } });
    expect(await latest(member)).toMatchObject({
      operation: 'agency.memberRole',
      changes: [{ field: 'agencyRole', before: 'member', after: 'admin' }],
    });
    expect((await call(t, 'DELETE', path, { token: agencyToken })).status).toBe(200);
    expect(await latest(member)).toMatchObject({
      operation: 'agency.memberRemove',
      changes: [
        { field: 'agencyName', before: 'Agence Est', after: null },
        { field: 'agencyRole', before: 'admin', after: null },
      ],
    });
    expect((await history(member, '?objectType=agency')).total).toBe(4);
  });

  it('records an invitation declined by the invitee, and one withdrawn by the agency admin', async () => {
    const [decliner, withdrawn] = [await registerUser(t), await registerUser(t)];
    let members: Array<{ email: string; invitation_id: number }> = [];
    for (const user of [decliner, withdrawn]) {
      members = (
        await call(t, 'POST', '/api/v2/agencies/members', { token: agencyToken, body: { email: user.email } })
      ).body;
    }
    const [invitation] = (
      await call(t, 'GET', '/api/v2/agency-member-invitations', { token: decliner.token })
    ).body;
    await call(t, 'PUT', `/api/v2/agency-member-invitations/${invitation.id}/decline`, {
      token: decliner.token,
    });
    expect(await latest(decliner)).toMatchObject({
      operation: 'agency.memberDecline',
      actor: { userId: decliner.user.user_id },
      changes: [{ field: 'status', before: 'INVITED', after: 'REVOKED' }],
    });
    const pending = members.find((member) => member.email === withdrawn.email)!;
    await call(t, 'DELETE', `/api/v2/agencies/member-invitations/${pending.invitation_id}`, {
      token: agencyToken,
    });
    expect(await latest(withdrawn)).toMatchObject({
      operation: 'agency.memberWithdraw',
      actor: { userId: admin.user.user_id },
      changes: [{ field: 'status', before: 'INVITED', after: 'REVOKED' }],
    });
  });

  it('writes nothing when the last admin would be demoted', async () => {
    const before = (await history(admin)).total;
    const refused = await call(t, 'PUT', `/api/v2/agencies/members/${admin.user.user_id}`, {
      token: agencyToken,
      body: { agency_role: 'member' },
    });
    expect(refused.body.error.code).toBe('AGENCY_LAST_ADMIN');
    expect((await history(admin)).total).toBe(before);
  });

  it("records an invitation, its acceptance and its revocation on the client's account", async () => {
    const client = await registerUser(t);
    await call(t, 'POST', '/api/v2/agencies/grants', { token: agencyToken, body: { email: client.email } });
    const invited = await latest(client);
    expect(invited).toMatchObject({
      operation: 'agencyGrant.invite',
      objectType: 'agencyGrant',
      actor: { userId: admin.user.user_id },
      subjectAccountId: client.user.user_id,
      changes: [
        { field: 'agencyName', before: null, after: 'Agence Est' },
        { field: 'status', before: null, after: 'INVITED' },
      ],
    });
    const id = invited.objectId;
    await call(t, 'PUT', `/api/v2/agency-grants/${id}/accept`, { token: client.token });
    expect(await latest(client)).toMatchObject({
      operation: 'agencyGrant.accept',
      objectId: id,
      actor: { userId: client.user.user_id },
      changes: [{ field: 'status', before: 'INVITED', after: 'ACCEPTED' }],
    });
    await call(t, 'PUT', `/api/v2/agency-grants/${id}/revoke`, { token: client.token });
    expect(await latest(client)).toMatchObject({
      operation: 'agencyGrant.revoke',
      changes: [{ field: 'status', before: 'ACCEPTED', after: 'REVOKED' }],
    });
    const refused = await call(t, 'PUT', `/api/v2/agency-grants/${id}/accept`, { token: client.token });
    expect(refused.status).toBe(403);
    expect((await history(client, '?objectType=agencyGrant')).total).toBe(3);
  });
});

describe('the billing job', () => {
  it('records each invoice created and charged, and the credit stop, as the platform; a new card as the user', async () => {
    t.clock.set(new Date('2026-11-10T15:00:00Z'));
    const paying = await liveCampaign(t, { overrides: { units: 100_000 } });
    const defaulting = await liveCampaign(t, {
      size: { width: 728, height: 90 },
      overrides: { units: 100_000 },
    });
    await addCardOnFile(t, defaulting.user.token, { pan: SANDBOX_TEST_CARDS.declinedAtCharge });
    for (const live of [paying, defaulting]) {
      await t.app.database.db.execute(
        `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '2026-11-12', 1000, 0)`,
      );
    }
    const deps = {
      db: t.app.database.db,
      clock: t.clock,
      adServer: t.app.adServer,
      timeZone: 'America/Toronto',
    };
    const billed = await runBilling(deps, '2026-11');
    await chargeDueInvoices(chargeDeps(t.app), { runId: 'billing.run:2026-11' });
    const system = { userId: null, email: 'system', firstName: '', lastName: '' };

    const paid = (await history(paying.user, '?objectType=invoice')).items;
    const invoiceId = String(
      billed.invoices.find((i) => i.advertiserId === Number(paying.user.user.user_id))!.invoiceId,
    );
    expect(paid).toMatchObject([
      {
        operation: 'invoice.charge',
        objectId: invoiceId,
        actor: system,
        requestId: 'billing.run:2026-11',
        changes: [{ field: 'status', before: 'DUE', after: 'PAID' }],
      },
      { operation: 'invoice.create', objectId: invoiceId, actor: system, requestId: 'billing.run:2026-11' },
    ]);
    // 3 $ with GST and QST: taxed at the seller's province (QC by default) while theirs is unknown (issue 31 §3).
    expect(paid[1].changes).toContainEqual({ field: 'totalCents', before: null, after: 345 });

    const declined = (await history(defaulting.user)).items.slice(0, 4);
    expect(declined).toMatchObject([
      {
        operation: 'lineItem.pause',
        objectId: String(defaulting.lineItemId),
        actor: system,
        changes: [
          { field: 'status', before: 'READY', after: 'PAUSED' },
          { field: 'pausedFor', before: null, after: 'PAYMENT' },
        ],
      },
      {
        operation: 'user.creditStatus',
        actor: system,
        changes: [{ field: 'creditStatus', before: 'ACTIVE', after: 'CREDIT_STOP' }],
      },
      { operation: 'invoice.charge', changes: [{ field: 'status', before: 'DUE', after: 'DEFAULTED' }] },
      { operation: 'invoice.create', actor: system },
    ]);

    // A new card pays the defaulted invoice at once: the advertiser's own change, and the hold lifts.
    await addCardOnFile(t, defaulting.user.token, { pan: SANDBOX_TEST_CARDS.approves });
    const user = { userId: defaulting.user.user.user_id };
    const settled = (await history(defaulting.user)).items;
    expect(settled.slice(0, 4)).toMatchObject([
      {
        operation: 'lineItem.resume',
        actor: user,
        changes: [
          { field: 'status', before: 'PAUSED', after: 'READY' },
          { field: 'pausedFor', before: 'PAYMENT', after: null },
        ],
      },
      {
        operation: 'user.creditStatus',
        actor: user,
        changes: [{ field: 'creditStatus', before: 'CREDIT_STOP', after: 'ACTIVE' }],
      },
      {
        operation: 'invoice.pay',
        actor: user,
        changes: [{ field: 'status', before: 'DEFAULTED', after: 'PAID' }],
      },
      { operation: 'paymentMethod.replace', actor: user },
    ]);
  });
});
