import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { activateAgencyRole, addMember, createAgencyTestApp, grantAccess } from '../../test/agencies.ts';
import { setRole } from '../../test/creatives.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';

/**
 * Staff create agencies and list them (issue 31 §1): POST /admin/agencies names the first admin by the e-mail of an
 * existing account, GET /admin/agencies lists every agency with its members and clients.
 */

let t: TestApp;
let staff: RegisteredUser;
beforeAll(async () => {
  t = await createAgencyTestApp();
  staff = await registerUser(t);
  await setRole(t, staff.user.user_id, 'admin');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = staff.token) =>
  call(t, 'POST', '/api/v2/admin/agencies', { token, body });
const list = async () => (await call(t, 'GET', '/api/v2/admin/agencies', { token: staff.token })).body;

describe('an agency made by staff', () => {
  it('makes the named account its admin, who turns the agency role on and manages it', async () => {
    const admin = await registerUser(t, { firstName: 'Ada', lastName: 'Admin' });
    const created = await create({ name: '  Agence Boréale ', adminEmail: admin.email.toUpperCase() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Agence Boréale' });
    const token = await activateAgencyRole(t, admin);
    expect((await call(t, 'GET', '/api/v2/user/', { token })).body.agency_role).toBe('admin');
    expect((await call(t, 'GET', '/api/v2/agencies/members', { token })).status).toBe(200);

    const [agency] = (await list()).filter((a: { id: number }) => a.id === created.body.id);
    expect(agency).toMatchObject({
      name: 'Agence Boréale',
      members: [{ email: admin.email, first_name: 'Ada', last_name: 'Admin', agency_role: 'admin' }],
      clients: [],
      pendingInvitations: 0,
    });
  });

  it('lists each agency with its members, its clients once they accepted, and how many invitations wait', async () => {
    const admin = await registerUser(t);
    const created = await create({ name: 'Agence Listée', adminEmail: admin.email });
    const token = await activateAgencyRole(t, admin);
    const colleague = await registerUser(t, { firstName: 'Cole' });
    await addMember(t, token, colleague);
    const client = await registerUser(t, { firstName: 'Clara', lastName: 'Cliente' });
    await grantAccess(t, token, client);
    await call(t, 'POST', '/api/v2/agencies/grants', { token, body: { email: 'pas-encore@example.com' } });
    await call(t, 'POST', '/api/v2/agencies/members', { token, body: { email: 'futur@example.com' } });

    const agency = (await list()).find((a: { id: number }) => a.id === created.body.id);
    expect(agency.members.map((m: { email: string }) => m.email).sort()).toEqual(
      [admin.email, colleague.email].sort(),
    );
    expect(agency.clients).toEqual([
      {
        user_id: client.user.user_id,
        email: client.email,
        first_name: 'Clara',
        last_name: 'Cliente',
        organisation: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
        suspended: false,
      },
    ]);
    expect(agency.pendingInvitations).toBe(2);
    // The invited e-mails are the agency's business, not on the staff's list.
    expect(JSON.stringify(agency)).not.toContain('pas-encore@example.com');
  });
});

describe('what staff cannot make', () => {
  it('refuses a name another agency has, case, accents and spacing aside, and writes nothing', async () => {
    await create({ name: 'Agence Étoile', adminEmail: (await registerUser(t)).email });
    const before = await list();
    const second = await registerUser(t);
    for (const name of ['agence étoile', 'AGENCE  ETOILE', ' Agence Etoile']) {
      const refused = await create({ name, adminEmail: second.email });
      expect([refused.status, refused.body.error.code], name).toEqual([409, 'AGENCY_NAME_EXISTS']);
    }
    expect(await list()).toEqual(before);
    // The account named is still free: another name works.
    expect((await create({ name: 'Agence Étoile Sud', adminEmail: second.email })).status).toBe(201);
  });

  it('refuses an account that already belongs to an agency, and an e-mail without an account, writing nothing', async () => {
    const busy = await registerUser(t);
    await create({ name: 'Agence Première', adminEmail: busy.email });
    const before = await list();
    const taken = await create({ name: 'Agence Seconde', adminEmail: busy.email });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'AGENCY_MEMBER_EXISTS']);
    const nobody = await create({ name: 'Agence Seconde', adminEmail: 'personne@example.com' });
    expect([nobody.status, nobody.body.error.code]).toEqual([404, 'USER_NOT_PRESENT']);
    expect(await list()).toEqual(before);
    // The name was not taken by the refused attempts.
    expect((await create({ name: 'Agence Seconde', adminEmail: (await registerUser(t)).email })).status).toBe(
      201,
    );
  });

  it('refuses an empty or too long name and a malformed e-mail with the fields named', async () => {
    const admin = await registerUser(t);
    const empty = await create({ name: '   ', adminEmail: admin.email });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['name']);
    const long = await create({ name: 'A'.repeat(121), adminEmail: admin.email });
    expect(Object.keys(long.body.error.fields)).toEqual(['name']);
    expect((await create({ name: 'A'.repeat(120), adminEmail: admin.email })).status).toBe(201);
    const bad = await create({ name: 'Agence Mal', adminEmail: 'pas-un-courriel' });
    expect(Object.keys(bad.body.error.fields)).toEqual(['adminEmail']);
  });

  it('keeps advertisers and editors out of both calls', async () => {
    const advertiser = await registerUser(t);
    const editor = await registerUser(t);
    await setRole(t, editor.user.user_id, 'editor');
    for (const user of [advertiser, editor]) {
      expect((await create({ name: 'Agence Pirate', adminEmail: user.email }, user.token)).status).toBe(403);
      expect((await call(t, 'GET', '/api/v2/admin/agencies', { token: user.token })).status).toBe(403);
    }
    expect(JSON.stringify(await list())).not.toContain('Agence Pirate');
  });
});
