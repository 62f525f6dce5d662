import { expect } from 'vitest';
import { hashPassword } from '../platform/auth/passwords.ts';
import { createTestApp, type TestApp } from './app.ts';
import { setRole } from './creatives.ts';
import { call, registerUser, type RegisteredUser } from './factories.ts';

/** The console helper's password in the API tests (its hash is the test app's AGENCY_CONSOLE_PASSWORD_HASH). */
export const AGENCY_PASSWORD = 'Agence-console-1';

/** A test app with agencies on and a known console password. */
export async function createAgencyTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    MIN_ORDER_VALUE: '0',
    AGENCIES_DISABLED: 'false',
    AGENCY_CONSOLE_PASSWORD_HASH: await hashPassword(AGENCY_PASSWORD),
    ...env,
  });
}

/** A staff admin creates an agency whose admin is `admin` (POST /admin/agencies). */
export async function createAgency(t: TestApp, admin: RegisteredUser, name = 'Agence Nord'): Promise<number> {
  const staff = await registerUser(t);
  await setRole(t, staff.user.user_id, 'admin');
  const res = await call(t, 'POST', '/api/v2/admin/agencies', {
    token: staff.token,
    body: { name, adminEmail: admin.email },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** The console helper: answers the session's new access token (agency role on). */
export async function activateAgencyRole(t: TestApp, user: { token: string }): Promise<string> {
  const res = await call(t, 'POST', '/api/v2/agencies/activate', {
    token: user.token,
    body: { password: AGENCY_PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.jwtToken;
}

/** The agency admin invites the client, who accepts in their profile: answers the grant's id. */
export async function grantAccess(t: TestApp, agencyToken: string, client: RegisteredUser): Promise<number> {
  const invited = await call(t, 'POST', '/api/v2/agencies/grants', {
    token: agencyToken,
    body: { email: client.email },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const mine = await call(t, 'GET', '/api/v2/agency-grants', { token: client.token });
  const id = mine.body[0].id;
  const accepted = await call(t, 'PUT', `/api/v2/agency-grants/${id}/accept`, { token: client.token });
  expect(accepted.status).toBe(200);
  return id;
}

/** The agency admin invites `user` to join with a role, and `user` accepts in their profile. */
export async function addMember(
  t: TestApp,
  agencyToken: string,
  user: RegisteredUser,
  role: 'admin' | 'member' = 'member',
): Promise<void> {
  const invited = await call(t, 'POST', '/api/v2/agencies/members', {
    token: agencyToken,
    body: { email: user.email, agency_role: role },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const mine = await call(t, 'GET', '/api/v2/agency-member-invitations', { token: user.token });
  const accepted = await call(t, 'PUT', `/api/v2/agency-member-invitations/${mine.body[0].id}/accept`, {
    token: user.token,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}
