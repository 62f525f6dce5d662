import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import {
  activateAgencyRole,
  addMember,
  AGENCY_PASSWORD,
  createAgency,
  createAgencyTestApp,
  grantAccess,
} from '../../test/agencies.ts';
import {
  call,
  createOrder,
  lastMailTo,
  loginUser,
  MINUTE,
  readMails,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAgencyTestApp();
});
afterAll(() => t.close());

const activate = (token: string, password: string) =>
  call(t, 'POST', '/api/v2/agencies/activate', { token, body: { password } });

describe('the grant lifecycle', () => {
  let admin: RegisteredUser;
  let client: RegisteredUser;
  let agencyToken: string;
  beforeAll(async () => {
    admin = await registerUser(t);
    client = await registerUser(t, { locale: 'en', firstName: 'Claire' });
    await createAgency(t, admin, 'Agence Nord');
    agencyToken = await activateAgencyRole(t, admin);
  });

  it('invites a client by e-mail in their language, accepts in the profile, then revokes for good', async () => {
    const invited = await call(t, 'POST', '/api/v2/agencies/grants', {
      token: agencyToken,
      body: { email: client.email.toUpperCase() },
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject([{ status: 'INVITED', client: { email: client.email } }]);
    // The mail is a job of the invitation (sent by the queue, after the answer).
    await t.app.jobs.runDue();
    const mail = await lastMailTo(t, client.email);
    expect(mail.subject).toMatch(/^The agency Agence Nord invites you to give it access to your account/);
    expect(mail.text).toContain('/en/hub/profile/');
    // Not a grant yet: the agency cannot view as the client.
    const early = await call(t, 'GET', `/api/v2/gam/orders?viewAs=${client.user.user_id}`, {
      token: agencyToken,
    });
    expect(early.status).toBe(403);
    const again = await call(t, 'POST', '/api/v2/agencies/grants', {
      token: agencyToken,
      body: { email: client.email },
    });
    expect(again.body.error.code).toBe('AGENCY_GRANT_EXISTS');

    const mine = await call(t, 'GET', '/api/v2/agency-grants', { token: client.token });
    expect(mine.body).toMatchObject([{ agencyName: 'Agence Nord', status: 'INVITED' }]);
    const id = mine.body[0].id;
    const accepted = await call(t, 'PUT', `/api/v2/agency-grants/${id}/accept`, { token: client.token });
    expect(accepted.body).toMatchObject([{ id, status: 'ACCEPTED' }]);
    const orderId = await createOrder(t, client, { name: 'Printemps', notes: '' });
    const viewed = await call(t, 'GET', `/api/v2/gam/orders?viewAs=${client.user.user_id}`, {
      token: agencyToken,
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body[1].map((o: { id: number }) => o.id)).toEqual([orderId]);
    const clients = await call(t, 'GET', '/api/v2/agencies/clients', { token: agencyToken });
    expect(clients.body).toMatchObject([
      { email: client.email, campaigns: [{ status: 'DRAFT', count: 1 }], monthSpendCents: 0 },
    ]);

    const revoked = await call(t, 'PUT', `/api/v2/agency-grants/${id}/revoke`, { token: client.token });
    expect(revoked.body).toEqual([]);
    const after = await call(t, 'GET', `/api/v2/gam/orders?viewAs=${client.user.user_id}`, {
      token: agencyToken,
    });
    expect(after.status).toBe(403);
    expect(JSON.stringify(after.body)).not.toContain('Printemps');
    const grants = await call(t, 'GET', '/api/v2/agencies/grants', { token: agencyToken });
    expect(grants.body).toMatchObject([{ id, status: 'REVOKED' }]);
    const reaccept = await call(t, 'PUT', `/api/v2/agency-grants/${id}/accept`, { token: client.token });
    expect(reaccept.status).toBe(403);
  });

  it("refuses another account's grant with 404", async () => {
    const stranger = await registerUser(t);
    const id = await grantAccess(t, agencyToken, await registerUser(t));
    const res = await call(t, 'PUT', `/api/v2/agency-grants/${id}/revoke`, { token: stranger.token });
    expect(res.status).toBe(404);
  });
});

describe('the console helper', () => {
  it('turns the agency role on for this session only, until logout', async () => {
    const admin = await registerUser(t);
    await createAgency(t, admin, 'Agence Sud');
    const before = await call(t, 'GET', '/api/v2/user/', { token: admin.token });
    expect(before.body.agency_role).toBe('user');
    const token = await activateAgencyRole(t, admin);
    expect((await call(t, 'GET', '/api/v2/user/', { token })).body.agency_role).toBe('admin');
    // The refresh keeps it (same session).
    const refreshed = await call(t, 'POST', '/api/v2/auth/cognito/refresh-token', { cookie: admin.cookie });
    const fresh = refreshed.body.jwtToken;
    expect((await call(t, 'GET', '/api/v2/user/', { token: fresh })).body.agency_role).toBe('admin');
    // Another session of the same user has it off.
    const other = await loginUser(t, admin.email, admin.password);
    expect((await call(t, 'GET', '/api/v2/user/', { token: other.token })).body.agency_role).toBe('user');
    expect((await call(t, 'GET', '/api/v2/agencies/clients', { token: other.token })).status).toBe(403);
    // Logout ends it at once, and the unexpired access token with it (issue 28 §6).
    await call(t, 'POST', '/api/v2/auth/cognito/logout', { cookie: refreshed.cookie });
    expect((await call(t, 'GET', '/api/v2/agencies/clients', { token: fresh })).status).toBe(401);
  });

  it('answers a non-member the same whatever the password, and counts none of its tries', async () => {
    const loner = await registerUser(t);
    const right = await activate(loner.token, AGENCY_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('FORBIDDEN');
    // Ten wrong passwords: the same answer each time, never a lock (the password is not checked at all).
    for (let i = 0; i < 10; i += 1) {
      const wrong = await activate(loner.token, `wrong-${i}`);
      expect({ status: wrong.status, body: wrong.body }).toEqual({ status: right.status, body: right.body });
    }
    expect((await activate(loner.token, AGENCY_PASSWORD)).body).toEqual(right.body);
  });

  it('refuses a non-member, and refuses after 5 wrong passwords even the right one', async () => {
    const loner = await registerUser(t);
    expect((await activate(loner.token, AGENCY_PASSWORD)).body.error.code).toBe('FORBIDDEN');
    const admin = await registerUser(t);
    await createAgency(t, admin, 'Agence Est');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await activate(admin.token, `wrong-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('USER_WRONG_CREDENTIALS');
    }
    const locked = await activate(admin.token, AGENCY_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('LimitExceededException');
    expect((await call(t, 'GET', '/api/v2/user/', { token: admin.token })).body.agency_role).toBe('user');
  });
});

describe('agency members', () => {
  it('lets an agency admin manage members, keeps one admin, and keeps members out of admin calls', async () => {
    const admin = await registerUser(t);
    const colleague = await registerUser(t);
    await createAgency(t, admin, 'Agence Ouest');
    const token = await activateAgencyRole(t, admin);
    await addMember(t, token, colleague);
    const members = await call(t, 'GET', '/api/v2/agencies/members', { token });
    expect(members.body.map((m: { agency_role: string }) => m.agency_role).sort()).toEqual([
      'admin',
      'member',
    ]);
    const memberToken = await activateAgencyRole(t, colleague);
    expect((await call(t, 'GET', '/api/v2/user/', { token: memberToken })).body.agency_role).toBe('member');
    expect((await call(t, 'GET', '/api/v2/agencies/clients', { token: memberToken })).status).toBe(200);
    const adminCalls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v2/agencies/members'],
      ['POST', '/api/v2/agencies/members', { email: admin.email }],
      ['PUT', `/api/v2/agencies/members/${admin.user.user_id}`, { agency_role: 'member' }],
      ['DELETE', `/api/v2/agencies/members/${admin.user.user_id}`],
      ['GET', '/api/v2/agencies/grants'],
      ['POST', '/api/v2/agencies/grants', { email: admin.email }],
    ];
    for (const [method, path, body] of adminCalls) {
      const res = await call(t, method, path, { token: memberToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const demoteSelf = await call(t, 'PUT', `/api/v2/agencies/members/${admin.user.user_id}`, {
      token,
      body: { agency_role: 'member' },
    });
    expect(demoteSelf.body.error.code).toBe('AGENCY_LAST_ADMIN');
    const removed = await call(t, 'DELETE', `/api/v2/agencies/members/${colleague.user.user_id}`, { token });
    expect(removed.body).toHaveLength(1);
    expect((await call(t, 'GET', '/api/v2/agencies/clients', { token: memberToken })).status).toBe(403);
  });
});

describe('member invitations', () => {
  let admin: RegisteredUser;
  let token: string;
  beforeAll(async () => {
    admin = await registerUser(t);
    await createAgency(t, admin, 'Agence Centre');
    token = await activateAgencyRole(t, admin);
  });
  const invite = (email: string, agency_role = 'member') =>
    call(t, 'POST', '/api/v2/agencies/members', { token, body: { email, agency_role } });
  const invitationsOf = async (user: RegisteredUser) =>
    (await call(t, 'GET', '/api/v2/agency-member-invitations', { token: user.token })).body;
  const decide = (user: { token: string }, id: number, decision: 'accept' | 'decline') =>
    call(t, 'PUT', `/api/v2/agency-member-invitations/${id}/${decision}`, { token: user.token });

  it('mails the invitee in their language; they join only once they accept in their profile', async () => {
    const invitee = await registerUser(t, { locale: 'en', firstName: 'Ines' });
    const invited = await invite(invitee.email.toUpperCase(), 'admin');
    expect(invited.status).toBe(200);
    expect(invited.body).toContainEqual(
      expect.objectContaining({ email: invitee.email, agency_role: 'admin', status: 'INVITED' }),
    );
    await t.app.jobs.runDue();
    const mail = await lastMailTo(t, invitee.email);
    expect(mail.subject).toMatch(/^The agency Agence Centre invites you to join its team/);
    expect(mail.text).toContain('Hello Ines,');
    expect(mail.text).toContain('an administrator');
    expect(mail.text).toContain('/en/hub/profile/');
    // Not a member yet: the console helper refuses them, and a second invitation is refused.
    const early = await call(t, 'POST', '/api/v2/agencies/activate', {
      token: invitee.token,
      body: { password: AGENCY_PASSWORD },
    });
    expect(early.body.error.code).toBe('FORBIDDEN');
    expect((await invite(invitee.email)).body.error.code).toBe('AGENCY_MEMBER_EXISTS');

    const pending = await invitationsOf(invitee);
    expect(pending).toMatchObject([{ agencyName: 'Agence Centre', agency_role: 'admin' }]);
    const stranger = await registerUser(t);
    expect((await decide(stranger, pending[0].id, 'accept')).status).toBe(404);
    const accepted = await decide(invitee, pending[0].id, 'accept');
    expect(accepted.body).toEqual([]);
    expect((await decide(invitee, pending[0].id, 'accept')).status).toBe(404);
    const agencyToken = await activateAgencyRole(t, invitee);
    expect((await call(t, 'GET', '/api/v2/user/', { token: agencyToken })).body.agency_role).toBe('admin');
    const members = await call(t, 'GET', '/api/v2/agencies/members', { token });
    expect(members.body).toContainEqual(expect.objectContaining({ email: invitee.email, status: 'ACTIVE' }));
  });

  it('lets the invitee decline and the agency admin withdraw; an agency member cannot be invited elsewhere', async () => {
    const decliner = await registerUser(t);
    await invite(decliner.email);
    const [invitation] = await invitationsOf(decliner);
    expect((await decide(decliner, invitation.id, 'decline')).body).toEqual([]);
    const afterDecline = await call(t, 'GET', '/api/v2/agencies/members', { token });
    expect(JSON.stringify(afterDecline.body)).not.toContain(decliner.email);

    const withdrawn = await registerUser(t);
    const listed = (await invite(withdrawn.email)).body as Array<{ email: string; invitation_id: number }>;
    const row = listed.find((member) => member.email === withdrawn.email)!;
    const [pending] = await invitationsOf(withdrawn);
    // By the invitation's id, not the account's (the agency does not know it): the account's id removes no one.
    const byAccount = await call(t, 'DELETE', `/api/v2/agencies/members/${withdrawn.user.user_id}`, {
      token,
    });
    expect(byAccount.status).toBe(404);
    const removed = await call(t, 'DELETE', `/api/v2/agencies/member-invitations/${row.invitation_id}`, {
      token,
    });
    expect(removed.status).toBe(200);
    expect(JSON.stringify(removed.body)).not.toContain(withdrawn.email);
    expect(await invitationsOf(withdrawn)).toEqual([]);
    expect((await decide(withdrawn, pending.id, 'accept')).status).toBe(404);
    const again = await call(t, 'DELETE', `/api/v2/agencies/member-invitations/${row.invitation_id}`, {
      token,
    });
    expect(again.status).toBe(404);

    // Invited by two agencies: once in one, the other's invitation cannot be accepted.
    const other = await registerUser(t);
    await createAgency(t, other, 'Agence Rivale');
    const otherToken = await activateAgencyRole(t, other);
    const wanted = await registerUser(t);
    await invite(wanted.email);
    await call(t, 'POST', '/api/v2/agencies/members', { token: otherToken, body: { email: wanted.email } });
    const both = await invitationsOf(wanted);
    expect(both.map((i: { agencyName: string }) => i.agencyName).sort()).toEqual([
      'Agence Centre',
      'Agence Rivale',
    ]);
    expect((await decide(wanted, both[0].id, 'accept')).status).toBe(200);
    const second = await decide(wanted, both[1].id, 'accept');
    expect(second.body.error.code).toBe('AGENCY_MEMBER_EXISTS');
    // A member of another agency is invited as anyone else (the answer says nothing of where they belong); they
    // cannot join, and decline.
    const elsewhere = await invite(other.email);
    expect(elsewhere.status).toBe(200);
    const [offer] = await invitationsOf(other);
    expect((await decide(other, offer.id, 'accept')).body.error.code).toBe('AGENCY_MEMBER_EXISTS');
    expect((await decide(other, offer.id, 'decline')).status).toBe(200);
  });
});

describe('invitations addressed to an e-mail (issue 31 §12)', () => {
  let agencyToken: string;
  let otherAgencyToken: string;
  beforeAll(async () => {
    const admin = await registerUser(t);
    await createAgency(t, admin, 'Agence Discrète');
    agencyToken = await activateAgencyRole(t, admin);
    const rival = await registerUser(t);
    await createAgency(t, rival, 'Agence Curieuse');
    otherAgencyToken = await activateAgencyRole(t, rival);
  });
  const post = (path: string, email: string, token = agencyToken) =>
    call(t, 'POST', `/api/v2/agencies/${path}`, { token, body: { email } });
  /** An answer with its e-mails, ids and dates masked: what tells a known e-mail from an unknown one. */
  const shape = (answer: { status: number; body: unknown }, email: string) => ({
    status: answer.status,
    body: JSON.parse(
      JSON.stringify(answer.body)
        .replaceAll(email, '<email>')
        .replace(/"(id|invitation_id)":\d+/g, '"$1":0')
        .replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"<date>"'),
    ),
  });

  it('answers a client invitation the same for an e-mail with an account and one without, names shown only once accepted', async () => {
    const known = await registerUser(t, { firstName: 'Katia', lastName: 'Connue' });
    const unknown = `personne-${Date.now()}@example.com`;
    const first = await post('grants', known.email);
    // The list then holds the first; compare the row each adds.
    const second = await post('grants', unknown);
    expect([first.status, second.status]).toEqual([200, 200]);
    const rowOf = (body: unknown, email: string) =>
      (body as Array<{ client: { email: string } }>).find((g) => g.client.email === email);
    expect(shape({ status: 200, body: rowOf(second.body, known.email) }, known.email)).toEqual(
      shape({ status: 200, body: rowOf(second.body, unknown) }, unknown),
    );
    expect(rowOf(second.body, known.email)).toMatchObject({
      status: 'INVITED',
      client: { user_id: null, first_name: null, last_name: null, organisation: null },
    });
    expect(JSON.stringify(second.body)).not.toContain('Katia');
    expect(JSON.stringify(second.body)).not.toContain(`"${known.user.user_id}"`);
    // A second invitation of either is refused alike.
    const [againKnown, againUnknown] = [await post('grants', known.email), await post('grants', unknown)];
    expect([againKnown.status, againKnown.body.error.code]).toEqual([409, 'AGENCY_GRANT_EXISTS']);
    expect([againUnknown.status, againUnknown.body.error.code]).toEqual([409, 'AGENCY_GRANT_EXISTS']);

    // Accepted: the agency sees who the client is.
    const [offer] = (await call(t, 'GET', '/api/v2/agency-grants', { token: known.token })).body;
    await call(t, 'PUT', `/api/v2/agency-grants/${offer.id}/accept`, { token: known.token });
    const grants = (await call(t, 'GET', '/api/v2/agencies/grants', { token: agencyToken })).body;
    expect(rowOf(grants, known.email)).toMatchObject({
      status: 'ACCEPTED',
      client: { user_id: known.user.user_id, first_name: 'Katia', last_name: 'Connue' },
    });
  });

  it('lets an account made later with the invited e-mail see the invitation and accept it', async () => {
    const email = `plus-tard-${Date.now()}@example.com`;
    await post('grants', email.toUpperCase());
    const member = await post('members', email);
    expect(member.status).toBe(200);
    const later = await registerUser(t, { email, firstName: 'Léa', lastName: 'Tardive' });
    const offers = (await call(t, 'GET', '/api/v2/agency-grants', { token: later.token })).body;
    expect(offers).toMatchObject([{ agencyName: 'Agence Discrète', status: 'INVITED' }]);
    const accepted = await call(t, 'PUT', `/api/v2/agency-grants/${offers[0].id}/accept`, {
      token: later.token,
    });
    expect(accepted.body).toMatchObject([{ status: 'ACCEPTED' }]);
    const viewed = await call(t, 'GET', `/api/v2/gam/orders?viewAs=${later.user.user_id}`, {
      token: agencyToken,
    });
    expect(viewed.status).toBe(200);
    const [team] = (await call(t, 'GET', '/api/v2/agency-member-invitations', { token: later.token })).body;
    expect(team).toMatchObject({ agencyName: 'Agence Discrète', agency_role: 'member' });
    // Another account, or another agency, cannot touch it.
    const stranger = await registerUser(t);
    const refused = await call(t, 'PUT', `/api/v2/agency-member-invitations/${team.id}/accept`, {
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
    const members = (await call(t, 'GET', '/api/v2/agencies/members', { token: agencyToken })).body;
    const pending = members.find((m: { email: string }) => m.email === email);
    expect(pending).toMatchObject({ status: 'INVITED', user_id: null, first_name: null, last_name: null });
    const foreign = await call(t, 'DELETE', `/api/v2/agencies/member-invitations/${pending.invitation_id}`, {
      token: otherAgencyToken,
    });
    expect(foreign.status).toBe(404);
    const joined = await call(t, 'PUT', `/api/v2/agency-member-invitations/${team.id}/accept`, {
      token: later.token,
    });
    expect(joined.status).toBe(200);
    const after = (await call(t, 'GET', '/api/v2/agencies/members', { token: agencyToken })).body;
    expect(after.find((m: { email: string }) => m.email === email)).toMatchObject({
      status: 'ACTIVE',
      user_id: later.user.user_id,
      first_name: 'Léa',
    });
  });

  it('answers a member invitation the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await registerUser(t, { firstName: 'Noé' });
    const unknown = `inconnu-${Date.now()}@example.com`;
    const invitationMails = async () =>
      (await readMails(t)).filter((mail) => mail.to === known.email && /Agence Discrète/.test(mail.subject));
    const a = await post('members', known.email);
    const b = await post('members', unknown);
    expect(a.status).toBe(b.status);
    const rowOf = (body: unknown, email: string) =>
      (body as Array<{ email: string }>).find((m) => m.email === email);
    expect(shape({ status: 200, body: rowOf(b.body, known.email) }, known.email)).toEqual(
      shape({ status: 200, body: rowOf(b.body, unknown) }, unknown),
    );
    expect(JSON.stringify(b.body)).not.toContain('Noé');
    // Nothing is mailed in the request (its time would tell): the known e-mail's mail is a job, sent after.
    expect(await invitationMails()).toEqual([]);
    await t.app.jobs.runDue();
    expect(await invitationMails()).toHaveLength(1);
    expect((await readMails(t)).some((mail) => mail.to === unknown)).toBe(false);
  });
});

describe('the console helper across the platform', () => {
  it('locks for everyone after 20 wrong passwords of all members in 15 minutes; right ones do not count', async () => {
    const app = await createAgencyTestApp();
    try {
      const members: RegisteredUser[] = [];
      for (let i = 0; i < 6; i += 1) {
        const member = await registerUser(app);
        await createAgency(app, member, `Agence ${i}`);
        members.push(member);
      }
      const tryPassword = (user: { token: string }, password: string) =>
        call(app, 'POST', '/api/v2/agencies/activate', { token: user.token, body: { password } });
      // Four members guess four times each: each under its own limit of 5, 16 together.
      for (const member of members.slice(0, 4)) {
        for (let i = 0; i < 4; i += 1) expect((await tryPassword(member, `guess-${i}`)).status).toBe(400);
      }
      // Right passwords meanwhile count for nothing.
      for (let i = 0; i < 3; i += 1)
        expect((await tryPassword(members[5]!, AGENCY_PASSWORD)).status).toBe(200);
      // A fifth member's four wrong ones make 20.
      for (let i = 0; i < 4; i += 1) expect((await tryPassword(members[4]!, `guess-${i}`)).status).toBe(400);
      // Locked for every member, the right password and a member who never guessed included.
      const locked = await tryPassword(members[5]!, AGENCY_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('LimitExceededException');
      // 15 minutes later it opens again (with a new session: the access tokens have expired).
      app.clock.advance(15 * MINUTE + 1000);
      const session = await loginUser(app, members[5]!.email, members[5]!.password);
      expect((await tryPassword(session, AGENCY_PASSWORD)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('AGENCIES_DISABLED', () => {
  it('answers 403 AGENCIES_DISABLED to every agency call and refuses viewAs', async () => {
    const off = await createTestApp();
    try {
      const user = await registerUser(off);
      for (const [method, path, body] of [
        ['POST', '/api/v2/agencies/activate', { password: AGENCY_PASSWORD }],
        ['GET', '/api/v2/agencies/clients'],
        ['GET', '/api/v2/agency-grants'],
        ['GET', '/api/v2/agency-member-invitations'],
      ] as const) {
        const res = await call(off, method, path, { token: user.token, body });
        expect(res.status, path).toBe(403);
        expect(res.body.error.code).toBe('AGENCIES_DISABLED');
      }
      const viewAs = await call(off, 'GET', `/api/v2/gam/orders?viewAs=${user.user.user_id}`, {
        token: user.token,
      });
      expect(viewAs.status).toBe(403);
    } finally {
      await off.close();
    }
  });
});
