import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwoProcesses, type TestApp } from '../../test/app.ts';
import {
  call,
  createOrder,
  readMails,
  registerUser,
  uniqueEmail,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * Teams (issue 33, decision 0029) over the whole server: invitations (the same answer for a known and an unknown
 * e-mail, accept, decline, withdraw, another account's 404), switching accounts, the last owner, a removed member
 * refused at once, an API key acting with its member's role, the owner's second-factor requirement, the audit naming
 * the member who acted.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0' });
});
afterAll(() => t.close());

const get = (user: { token: string }, path: string) =>
  call(t, 'GET', `/api/v2${path}`, { token: user.token });
const send = (user: { token: string }, method: string, path: string, body?: unknown) =>
  call(t, method, `/api/v2${path}`, { token: user.token, body });
const idOf = (user: RegisteredUser) => Number(user.user.user_id);

/** The owner invites the user with a role; the user accepts and makes the owner's account their active one. */
async function join(owner: RegisteredUser, user: RegisteredUser, role: string): Promise<void> {
  const invited = await send(owner, 'POST', '/team/invitations', { email: user.email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const accepted = await send(user, 'PUT', `/team-invitations/${invited.body.id}/accept`);
  expect(accepted.status).toBe(200);
  expect((await send(user, 'PUT', '/accounts/active', { accountId: idOf(owner) })).status).toBe(204);
}

async function turnOnTotp(user: RegisteredUser): Promise<void> {
  const setup = await send(user, 'POST', '/user/two-factor/totp/setup');
  const factorCode = OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(setup.body.secret),
    timestamp: t.clock.now().getTime(),
  });
  expect((await send(user, 'POST', '/user/two-factor/totp/confirm', { factorCode })).status).toBe(200);
}

describe('an account of one', () => {
  it('is its founder’s, who is its owner: GET /user/ and GET /accounts say so', async () => {
    const owner = await registerUser(t);
    const me = await get(owner, '/user/');
    expect(me.body.account).toEqual({
      id: idOf(owner),
      name: 'Camille Tremblay',
      role: 'OWNER',
      requireTwoFactor: false,
    });
    expect(me.body.accounts_count).toBe(1);
    expect((await get(owner, '/accounts')).body).toEqual({
      items: [{ accountId: idOf(owner), name: 'Camille Tremblay', role: 'OWNER', active: true }],
    });
    const team = await get(owner, '/team/members');
    expect(team.body).toMatchObject({ members: [{ userId: idOf(owner), role: 'OWNER' }], invitations: [] });
  });
});

describe('invitations', () => {
  it('answer alike for a known and an unknown e-mail, and are mailed in the invitee’s language', async () => {
    const owner = await registerUser(t);
    const known = await registerUser(t, { locale: 'en' });
    const unknown = uniqueEmail('nobody');
    const a = await send(owner, 'POST', '/team/invitations', {
      email: known.email.toUpperCase(),
      role: 'BILLING',
    });
    const b = await send(owner, 'POST', '/team/invitations', {
      email: unknown,
      role: 'BILLING',
      language: 'en',
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect(a.body).toMatchObject({ email: known.email, role: 'BILLING' });
    await t.app.jobs.runDue();
    const mails = await readMails(t);
    expect(mails.find((m) => m.to === known.email)?.subject).toContain('invites you to join');
    expect(mails.find((m) => m.to === unknown)?.subject).toContain('invites you to join');
    // The same e-mail again, and a member's: refused.
    const again = await send(owner, 'POST', '/team/invitations', { email: known.email, role: 'VIEWER' });
    expect([again.status, again.body.error.code]).toEqual([409, 'TEAM_INVITATION_EXISTS']);
    const self = await send(owner, 'POST', '/team/invitations', { email: owner.email, role: 'VIEWER' });
    expect([self.status, self.body.error.code]).toEqual([409, 'TEAM_MEMBER_EXISTS']);
    const bad = await send(owner, 'POST', '/team/invitations', { email: 'pas-un-courriel', role: 'ADMIN' });
    expect(bad.status).toBe(400);
    expect((await get(owner, '/team/members')).body.invitations).toHaveLength(2);
  });

  it('are accepted or declined by the invitee only, withdrawn by the account only (404 otherwise)', async () => {
    const owner = await registerUser(t);
    const invitee = await registerUser(t);
    const stranger = await registerUser(t);
    const first = await send(owner, 'POST', '/team/invitations', { email: invitee.email, role: 'VIEWER' });
    const mine = await get(invitee, '/team-invitations');
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id: first.body.id, accountName: 'Camille Tremblay', role: 'VIEWER' }),
    ]);
    expect((await get(stranger, '/team-invitations')).body.items).toEqual([]);
    expect((await send(stranger, 'PUT', `/team-invitations/${first.body.id}/accept`)).status).toBe(404);
    expect((await send(stranger, 'DELETE', `/team/invitations/${first.body.id}`)).status).toBe(404);
    expect((await send(invitee, 'PUT', `/team-invitations/${first.body.id}/decline`)).status).toBe(204);
    expect((await send(invitee, 'PUT', `/team-invitations/${first.body.id}/accept`)).status).toBe(404);
    const second = await send(owner, 'POST', '/team/invitations', { email: invitee.email, role: 'VIEWER' });
    expect((await send(owner, 'DELETE', `/team/invitations/${second.body.id}`)).status).toBe(204);
    expect((await send(owner, 'DELETE', `/team/invitations/${second.body.id}`)).status).toBe(404);
    expect((await send(invitee, 'PUT', `/team-invitations/${second.body.id}/accept`)).status).toBe(404);
    const third = await send(owner, 'POST', '/team/invitations', { email: invitee.email, role: 'MANAGER' });
    const joined = await send(invitee, 'PUT', `/team-invitations/${third.body.id}/accept`);
    expect(joined.body).toEqual({
      accountId: idOf(owner),
      name: 'Camille Tremblay',
      role: 'MANAGER',
      active: false,
    });
    expect((await get(invitee, '/user/')).body.accounts_count).toBe(2);
    const team = (await get(owner, '/team/members')).body;
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'OWNER'],
      [invitee.email, 'MANAGER'],
    ]);
    expect(team.invitations).toEqual([]);
  });
});

describe('switching accounts', () => {
  it('shows the active account’s data only, and refuses an account the user is not a member of', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const stranger = await registerUser(t);
    const orderId = await createOrder(t, owner, { name: 'Campagne de l’équipe' });
    await createOrder(t, member, { name: 'Campagne perso' });
    const names = async (user: RegisteredUser) => JSON.stringify((await get(user, '/gam/orders')).body);
    expect(await names(member)).not.toContain('Campagne de l’équipe');
    await join(owner, member, 'MANAGER');
    expect(await names(member)).toContain('Campagne de l’équipe');
    expect(await names(member)).not.toContain('Campagne perso');
    expect((await get(member, `/gam/orders/${orderId}`)).status).toBe(200);
    expect((await get(member, '/user/')).body.account).toMatchObject({ id: idOf(owner), role: 'MANAGER' });
    const accounts = (await get(member, '/accounts')).body.items;
    expect(accounts.filter((a: { active: boolean }) => a.active)).toEqual([
      expect.objectContaining({ accountId: idOf(owner), role: 'MANAGER' }),
    ]);
    expect((await send(member, 'PUT', '/accounts/active', { accountId: idOf(stranger) })).status).toBe(404);
    expect((await send(member, 'PUT', '/accounts/active', { accountId: idOf(member) })).status).toBe(204);
    expect(await names(member)).toContain('Campagne perso');
    expect((await get(member, `/gam/orders/${orderId}`)).status).toBe(404);
  });
});

describe('roles', () => {
  it('let a billing member read campaigns and pay, not change campaigns nor the team (403 ROLE_FORBIDDEN)', async () => {
    const owner = await registerUser(t);
    const billing = await registerUser(t);
    await join(owner, billing, 'BILLING');
    expect((await get(billing, '/gam/orders')).status).toBe(200);
    expect((await get(billing, '/invoices')).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/gam/orders'],
      ['GET', '/team/members'],
      ['GET', '/webhooks/endpoints'],
    ] as const) {
      const res = await send(billing, method, path, method === 'GET' ? undefined : {});
      expect([res.status, res.body.error.code], path).toEqual([403, 'ROLE_FORBIDDEN']);
    }
  });
});

describe('the last owner', () => {
  it('is neither demoted nor removed (409 LAST_OWNER); with a second owner they may leave', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const demote = await send(owner, 'PUT', `/team/members/${idOf(owner)}`, { role: 'MANAGER' });
    expect([demote.status, demote.body.error.code]).toEqual([409, 'LAST_OWNER']);
    const leave = await send(owner, 'DELETE', `/team/members/${idOf(owner)}`);
    expect([leave.status, leave.body.error.code]).toEqual([409, 'LAST_OWNER']);
    await join(owner, other, 'VIEWER');
    const promoted = await send(owner, 'PUT', `/team/members/${idOf(other)}`, { role: 'OWNER' });
    expect(promoted.body).toMatchObject({ userId: idOf(other), role: 'OWNER' });
    expect((await send(owner, 'DELETE', `/team/members/${idOf(owner)}`)).status).toBe(204);
    const last = await send(other, 'DELETE', `/team/members/${idOf(other)}`);
    expect([last.status, last.body.error.code]).toEqual([409, 'LAST_OWNER']);
  });
});

describe('a removed member', () => {
  it('is refused the account at once (403 NOT_A_MEMBER), is mailed, and lands on their own account', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    await join(owner, member, 'MANAGER');
    expect((await get(member, '/gam/orders')).status).toBe(200);
    expect((await send(owner, 'DELETE', `/team/members/${idOf(member)}`)).status).toBe(204);
    const refused = await get(member, '/gam/orders');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'NOT_A_MEMBER']);
    await t.app.jobs.runDue();
    expect((await readMails(t)).find((m) => m.to === member.email)?.subject).toContain(
      'ne faites plus partie',
    );
    const me = await get(member, '/user/');
    expect(me.body.account).toMatchObject({ id: idOf(member), role: 'OWNER' });
    expect((await get(member, '/gam/orders')).status).toBe(200);
    expect((await send(owner, 'PUT', `/team/members/${idOf(member)}`, { role: 'VIEWER' })).status).toBe(404);
  });
});

describe('an API key', () => {
  it('acts on the account it was made in, with its member’s current role', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    await createOrder(t, owner, { name: 'Campagne du compte' });
    await join(owner, member, 'MANAGER');
    const made = await send(member, 'POST', '/user/api-keys', { name: 'script', scope: 'read_write' });
    expect(made.status).toBe(201);
    const key = { token: made.body.key as string };
    expect(JSON.stringify((await get(key, '/gam/orders')).body)).toContain('Campagne du compte');
    expect((await send(key, 'POST', '/gam/orders', {})).body.error?.code).not.toBe('ROLE_FORBIDDEN');
    expect((await send(owner, 'PUT', `/team/members/${idOf(member)}`, { role: 'VIEWER' })).status).toBe(200);
    const refused = await send(key, 'POST', '/gam/orders', {});
    expect([refused.status, refused.body.error.code]).toEqual([403, 'ROLE_FORBIDDEN']);
    expect((await get(key, '/gam/orders')).status).toBe(200);
    expect((await send(member, 'PUT', '/accounts/active', { accountId: idOf(member) })).status).toBe(204);
    const ownKey = await send(member, 'POST', '/user/api-keys', { name: 'le mien', scope: 'read' });
    expect((await send(member, 'PUT', '/accounts/active', { accountId: idOf(owner) })).status).toBe(204);
    expect((await send(owner, 'DELETE', `/team/members/${idOf(member)}`)).status).toBe(204);
    // Removed, the member's keys made in that account are revoked, not merely refused: invited again, the old key
    // stays dead; the key of their own account lives on.
    const keys = (await get(member, '/user/api-keys')).body as { name: string }[];
    expect(keys.map((k) => k.name)).toEqual(['le mien']);
    expect((await get(key, '/gam/orders')).status).toBe(401);
    await join(owner, member, 'MANAGER');
    expect((await get(key, '/gam/orders')).status).toBe(401);
    expect((await get({ token: ownKey.body.key as string }, '/gam/orders')).status).toBe(200);
  });
});

describe('the owner’s second-factor requirement', () => {
  it('refuses account routes to members without a factor; the profile stays open', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    await join(owner, member, 'VIEWER');
    const early = await send(owner, 'PUT', '/team/settings', { requireTwoFactor: true });
    expect([early.status, early.body.error.code]).toEqual([403, 'TWO_FACTOR_SETUP_REQUIRED']);
    await turnOnTotp(owner);
    expect((await send(owner, 'PUT', '/team/settings', { requireTwoFactor: true })).body).toEqual({
      requireTwoFactor: true,
    });
    const refused = await get(member, '/gam/orders');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'TWO_FACTOR_SETUP_REQUIRED']);
    const me = await get(member, '/user/');
    expect(me.body.account).toMatchObject({ role: 'VIEWER', requireTwoFactor: true });
    expect((await get(owner, '/gam/orders')).status).toBe(200);
    await turnOnTotp(member);
    expect((await get(member, '/gam/orders')).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('names the member who acted, on the account', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t, { firstName: 'Maxime' });
    await join(owner, member, 'MANAGER');
    await createOrder(t, member, { name: 'Par le gestionnaire' });
    const entries = (await get(owner, '/audit')).body;
    const list = JSON.stringify(entries);
    expect(list).toContain('team.invite');
    expect(list).toContain('team.accept');
    const order = (entries.items ?? entries).find(
      (e: { operation: string }) => e.operation === 'order.create',
    );
    expect(order.actor).toMatchObject({ email: member.email });
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two processes over one database', () => {
  it(
    'a member removed in one process is refused NOT_A_MEMBER by the other soon after',
    { timeout: 60_000 },
    async () => {
      const { a, b, close } = await createTwoProcesses({ MIN_ORDER_VALUE: '0' });
      try {
        const on = (app: TestApp, user: { token: string }, method: string, url: string, body?: unknown) =>
          call(app, method, `/api/v2${url}`, { token: user.token, body });
        const owner = await registerUser(a);
        const member = await registerUser(a);
        const invited = await on(a, owner, 'POST', '/team/invitations', {
          email: member.email,
          role: 'MANAGER',
        });
        expect((await on(a, member, 'PUT', `/team-invitations/${invited.body.id}/accept`)).status).toBe(200);
        expect((await on(a, member, 'PUT', '/accounts/active', { accountId: idOf(owner) })).status).toBe(204);
        // Process B has read the member's membership (and keeps it) before the removal.
        await expect.poll(async () => (await on(b, member, 'GET', '/gam/orders')).status).toBe(200);
        expect((await on(b, member, 'GET', '/gam/orders')).status).toBe(200);
        expect((await on(a, owner, 'DELETE', `/team/members/${idOf(member)}`)).status).toBe(204);
        const removedAt = Date.now();
        // The other process polls auth_state every 400 ms (user-cache.ts): a second is the promise; a loaded machine
        // gets twice that.
        await expect
          .poll(async () => (await on(b, member, 'GET', '/gam/orders')).body?.error?.code, {
            timeout: 2_000,
            interval: 50,
          })
          .toBe('NOT_A_MEMBER');
        expect(Date.now() - removedAt).toBeLessThan(2_000);
        // And on B too the member then works in their own account.
        const me = await on(b, member, 'GET', '/user/');
        expect(me.body.account).toMatchObject({ id: idOf(member), role: 'OWNER' });
      } finally {
        await close();
      }
    },
  );
});
