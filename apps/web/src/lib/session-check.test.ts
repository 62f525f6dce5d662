import { describe, expect, it, vi } from 'vitest';
import { checkToken, type TokenCheckDeps } from './session-check.ts';
import { InvalidTokenError, TokenCheckError, type AccessClaims } from './token-verify.ts';

const CLAIMS: AccessClaims = { email: 'marie@example.ca', userId: '42', exp: 2_000_000_000 };

function deps(overrides: Partial<TokenCheckDeps> = {}) {
  return {
    verify: vi.fn<TokenCheckDeps['verify']>(async () => CLAIMS),
    refresh: vi.fn<TokenCheckDeps['refresh']>(async () => 'fresh'),
    log: vi.fn<TokenCheckDeps['log']>(),
    ...overrides,
  };
}

describe('the check of a stored token (spec §4 "Session")', () => {
  it('logs in with a token that verifies, without a refresh', async () => {
    const d = deps();
    await expect(checkToken('stored', d)).resolves.toEqual({
      status: 'loggedIn',
      token: 'stored',
      claims: CLAIMS,
    });
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('tries one refresh for an expired or invalid token and logs in with the new one', async () => {
    const d = deps({
      verify: vi.fn(async (token: string) => {
        if (token === 'stored') throw new InvalidTokenError('ERR_JWT_EXPIRED');
        return CLAIMS;
      }),
    });
    await expect(checkToken('stored', d)).resolves.toEqual({
      status: 'loggedIn',
      token: 'fresh',
      claims: CLAIMS,
    });
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.verify).toHaveBeenLastCalledWith('fresh');
  });

  it('is logged out when the refresh fails', async () => {
    const d = deps({
      verify: vi.fn(async () => Promise.reject(new InvalidTokenError('bad signature'))),
      refresh: vi.fn(async () => Promise.reject(new Error('401'))),
    });
    await expect(checkToken('stored', d)).resolves.toEqual({ status: 'loggedOut' });
    expect(d.refresh).toHaveBeenCalledTimes(1);
  });

  it('is logged out when even the refreshed token does not verify, and says so', async () => {
    const d = deps({ verify: vi.fn(async () => Promise.reject(new InvalidTokenError('bad'))) });
    await expect(checkToken('stored', d)).resolves.toEqual({ status: 'loggedOut' });
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.log).toHaveBeenCalledTimes(1);
  });

  it('logs a check error and counts it as logged out, without a refresh', async () => {
    const d = deps({ verify: vi.fn(async () => Promise.reject(new TokenCheckError('JWKS unreachable'))) });
    await expect(checkToken('stored', d)).resolves.toEqual({ status: 'loggedOut' });
    expect(d.refresh).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledWith(expect.any(String), expect.any(TokenCheckError));
  });
});
