import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, configureHttp } from '../../lib/http/index.ts';
import { json, startTestServer, type TestServer } from '../../lib/http/test-server.ts';
import { userQuery } from '../../lib/session.ts';
import { landOnRemainingAccount, teamRefusalOf } from './team-refusals.ts';

/**
 * NOT_A_MEMBER (issue 33, decision 0029): a member removed from the account their session acts on lands on their
 * remaining account: the user read again, and when it still names the account lost, the session switched (PUT
 * /accounts/active) to their own account, else to another; what was fetched for the lost account is dropped.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const user = (account: { id: number; name: string; role: string } | null) => ({
  first_name: 'Bill',
  last_name: 'Payeur',
  email: 'bill@example.test',
  user_id: '7',
  account: account && { ...account, requireTwoFactor: false },
  accounts_count: 2,
});
const LOST = { id: 3, name: 'Olga Owner', role: 'BILLING' };
const OWN = { id: 7, name: 'Bill Payeur', role: 'OWNER' };

function client(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, user(LOST));
  queryClient.setQueryData(['orders', 'list'], [{ id: 1 }]);
  return queryClient;
}

beforeEach(() => {
  server.received.length = 0;
  configureHttp({ baseUrl: server.baseUrl, retryDelayMs: () => 1 });
});

describe('landing on the remaining account after NOT_A_MEMBER', () => {
  it("switches to the user's own account when /user/ still names the account lost", async () => {
    let active = LOST;
    server.handler = (req, res) => {
      if (req.path === '/api/v2/user/') return json(res, 200, user(active));
      if (req.path === '/api/v2/accounts')
        return json(res, 200, {
          items: [
            { accountId: 5, name: 'Other', role: 'VIEWER', active: false },
            { accountId: 7, name: 'Bill Payeur', role: 'OWNER', active: false },
          ],
        });
      if (req.method === 'PUT' && req.path === '/api/v2/accounts/active') {
        active = JSON.parse(req.body).accountId === 7 ? OWN : LOST;
        res.writeHead(204).end();
        return;
      }
      json(res, 404, { error: { code: 'NOT_FOUND' } });
    };
    const queryClient = client();
    const landed = await landOnRemainingAccount(queryClient);
    expect(landed.lost).toBe('Olga Owner');
    expect(landed.user.account?.name).toBe('Bill Payeur');
    expect(server.received.find((r) => r.method === 'PUT')?.body).toBe(JSON.stringify({ accountId: 7 }));
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData<{ account: { id: number } }>(userQuery.queryKey)?.account.id).toBe(7);
  });

  it('stays where the server already put the session, without switching', async () => {
    server.handler = (req, res) => json(res, 200, user(OWN));
    const landed = await landOnRemainingAccount(client());
    expect(landed.user.account?.id).toBe(7);
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v2/user/']);
  });
});

describe("the team's refusals the shell answers", () => {
  it('knows the three 403 codes, TWO_FACTOR_SETUP_REQUIRED among them, and nothing else', () => {
    for (const code of ['ROLE_FORBIDDEN', 'NOT_A_MEMBER', 'TWO_FACTOR_SETUP_REQUIRED'])
      expect(teamRefusalOf(new ApiError(403, code, 'refused'))).toBe(code);
    expect(teamRefusalOf(new ApiError(403, 'FORBIDDEN', 'refused'))).toBeNull();
    expect(teamRefusalOf(new ApiError(401, 'TWO_FACTOR_SETUP_REQUIRED', 'refused'))).toBeNull();
    expect(teamRefusalOf(new Error('TWO_FACTOR_SETUP_REQUIRED'))).toBeNull();
  });
});
