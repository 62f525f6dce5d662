import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoProcesses, type TestApp } from '../../test/app.ts';
import { activateAgencyRole, createAgency, createAgencyTestApp, grantAccess } from '../../test/agencies.ts';
import { call, createOrder, registerUser } from '../../test/factories.ts';

/**
 * API keys of agencies (issue 32 §1): a key made while the session had its agency role on acts for the agency's
 * clients with `viewAs`, under the same grants; a key made without the role has none. And a revocation holds in
 * another process too (auth_state).
 */
describe('an agency’s key and viewAs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAgencyTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a client’s campaigns with viewAs while the grant holds, and not after', async () => {
    const admin = await registerUser(t);
    await createAgency(t, admin);
    const agencyToken = await activateAgencyRole(t, admin);
    const client = await registerUser(t);
    const grantId = await grantAccess(t, agencyToken, client);
    await createOrder(t, client, { name: 'Campagne du client' });
    const made = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: agencyToken,
      body: { name: 'Outil de l’agence', scope: 'read_write' },
    });
    expect(made.status).toBe(201);
    const plain = await call(t, 'POST', '/api/v2/user/api-keys', {
      token: admin.token,
      body: { name: 'Sans rôle', scope: 'read_write' },
    });
    const viewAs = `/api/v2/gam/orders?viewAs=${client.user.user_id}`;
    const key = { authorization: `Bearer ${made.body.key}` };

    const seen = await call(t, 'GET', viewAs, { headers: key });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).toContain('Campagne du client');
    const created = await call(t, 'POST', '/api/v2/gam/orders', {
      headers: key,
      body: {
        name: 'Par l’agence',
        notes: '',
        typeId: 4470001,
        customFieldId: 12601,
        viewAs: client.user.user_id,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const clientList = await call(t, 'GET', '/api/v2/gam/orders', { token: client.token });
    expect(JSON.stringify(clientList.body)).toContain('Par l’agence');

    const withoutRole = await call(t, 'GET', viewAs, {
      headers: { authorization: `Bearer ${plain.body.key}` },
    });
    expect(withoutRole.status).toBe(403);
    expect(withoutRole.body.error.code).toBe('VIEW_AS_NOT_ALLOWED');

    const stranger = await registerUser(t);
    const notGranted = await call(t, 'GET', `/api/v2/gam/orders?viewAs=${stranger.user.user_id}`, {
      headers: key,
    });
    expect(notGranted.status).toBe(403);

    const revoked = await call(t, 'PUT', `/api/v2/agency-grants/${grantId}/revoke`, { token: client.token });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const after = await call(t, 'GET', viewAs, { headers: key });
    expect(after.status).toBe(403);
    expect(JSON.stringify(after.body)).not.toContain('Campagne du client');
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two processes over one database', () => {
  it(
    'a key revoked in one process is refused by the other within a second',
    { timeout: 60_000 },
    async () => {
      const { a, b, close } = await createTwoProcesses();
      try {
        const user = await registerUser(a);
        const made = await call(a, 'POST', '/api/v2/user/api-keys', {
          token: user.token,
          body: { name: 'Deux serveurs', scope: 'read' },
        });
        const key = { headers: { authorization: `Bearer ${made.body.key}` } };
        // B reads the key (it kept nothing of it) and then keeps it.
        await expect.poll(async () => (await call(b, 'GET', '/api/v2/user/', key)).status).toBe(200);
        expect((await call(b, 'GET', '/api/v2/user/', key)).status).toBe(200);
        await call(a, 'DELETE', `/api/v2/user/api-keys/${made.body.id}`, { token: user.token });
        const revokedAt = Date.now();
        await expect
          .poll(async () => (await call(b, 'GET', '/api/v2/user/', key)).status, {
            timeout: 2000,
            interval: 50,
          })
          .toBe(401);
        expect(Date.now() - revokedAt).toBeLessThan(1500);
      } finally {
        await close();
      }
    },
  );
});
