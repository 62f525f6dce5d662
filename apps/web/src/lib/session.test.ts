import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_RESEND_COUNT } from '@portal/domain';
import { tokenStore } from './http/index.ts';
import type { SessionState } from './session.ts';

/** The token check itself is session-check.ts's (tested there): here it answers what each test says. */
const check = vi.hoisted(() => {
  const verified = async (token: string): Promise<SessionState> => ({
    status: 'loggedIn',
    token,
    claims: { email: 'marie@example.ca', userId: '42', exp: 2_000_000_000 },
  });
  return { verified, answer: verified, calls: 0 };
});
vi.mock('./session-check.ts', () => ({
  checkToken: (token: string) => {
    check.calls += 1;
    return check.answer(token);
  },
  portalCheckDeps: () => ({}),
}));

const {
  agencyRoleOf,
  endSession,
  ensureSession,
  getAuthEmail,
  getSessionState,
  isLogged,
  onSessionEnd,
  sessionChanged,
  signIn,
  signOut,
  markAgencyActivated,
  setViewAs,
  getViewAs,
  getViewAsName,
  getAgencyRole,
  storedTokenLooksLive,
  sessionExpired,
  beginLogout,
  isLoggingOut,
} = await import('./session.ts');
const { getAuthFlow, getAuthState, recordForgotPasswordRequest, recordVerificationResend, setRegisterStep } =
  await import('./auth-flow.ts');

/** sessionStorage as a browser tab has it. */
function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', fakeStorage());
  check.calls = 0;
  check.answer = check.verified;
  signOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('agency role', () => {
  it('is user unless agency was activated for the session (spec §4)', () => {
    expect(agencyRoleOf({ agency_role: 'admin' }, false)).toBe('user');
    expect(agencyRoleOf({ agency_role: 'Admin' }, true)).toBe('admin');
    expect(agencyRoleOf(undefined, true)).toBe('user');
  });
});

describe('view-as (spec §6)', () => {
  it('is held for the tab with the name the banner shows, and logout forgets it with the agency flag', () => {
    markAgencyActivated();
    setViewAs({ id: '42', name: 'Claire Client' });
    expect([getViewAs(), getViewAsName(), getAgencyRole({ agency_role: 'admin' })]).toEqual([
      '42',
      'Claire Client',
      'admin',
    ]);
    setViewAs(null);
    expect([getViewAs(), getViewAsName()]).toEqual([null, null]);
    setViewAs({ id: '42', name: 'Claire Client' });
    signOut();
    expect([getViewAs(), getViewAsName(), getAgencyRole({ agency_role: 'admin' })]).toEqual([
      null,
      null,
      'user',
    ]);
  });
});

describe('session guard (spec §4)', () => {
  it('is logged out without a stored token, without checking anything', async () => {
    await expect(ensureSession()).resolves.toBe(false);
    expect(isLogged()).toBe(false);
    expect(check.calls).toBe(0);
  });

  it('is logged in once the stored token checks, and checks it once for several navigations', async () => {
    signIn('token-1');
    expect(isLogged()).toBe(false);
    const [a, b] = await Promise.all([ensureSession(), ensureSession()]);
    expect([a, b]).toEqual([true, true]);
    await ensureSession();
    expect(check.calls).toBe(1);
    expect(getSessionState()).toMatchObject({ status: 'loggedIn', token: 'token-1' });
    expect(getAuthState()).toMatchObject({ isLogged: true, userEmail: 'marie@example.ca', userId: '42' });
  });

  it('checks again a token past its expiry, and a token changed since', async () => {
    signIn('token-1');
    await ensureSession();
    await ensureSession(() => 2_000_000_001 * 1000);
    expect(check.calls).toBe(2);
    tokenStore.set('token-2');
    await ensureSession();
    expect(check.calls).toBe(3);
  });

  it('ends the session when the check says logged out, and tells the app once', async () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    signIn('token-1');
    await ensureSession();
    check.answer = async () => ({ status: 'loggedOut' });
    tokenStore.set('token-2');
    await expect(ensureSession()).resolves.toBe(false);
    expect(isLogged()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session when another tab removed the token, and checks a token another tab replaced', async () => {
    signIn('token-1');
    await ensureSession();
    tokenStore.set('token-2');
    sessionChanged();
    expect(isLogged()).toBe(true);
    await ensureSession();
    expect(check.calls).toBe(2);
    tokenStore.clear();
    sessionChanged();
    expect(isLogged()).toBe(false);
  });

  it('says a session ended by a suspension as such, even when a later refresh fails too (issue 31 §14)', () => {
    signIn('token-a');
    endSession();
    expect(sessionExpired()).toBe(true);
    signIn('token-b');
    expect(sessionExpired()).toBe(false);
    endSession(true);
    expect(sessionExpired()).toBe('suspended');
    endSession();
    expect(sessionExpired()).toBe('suspended');
    signIn('token-c');
    expect(sessionExpired()).toBe(false);
  });

  it('does not call a session ended by a logout expired, whatever fails under way (CI saw login?expired=1)', async () => {
    signIn('token-1');
    await ensureSession();
    beginLogout();
    expect(isLoggingOut()).toBe(true);
    // A call under way fails its refresh once the server revoked the session; a token check under way says logged out.
    endSession();
    expect(sessionExpired()).toBe(false);
    check.answer = async () => ({ status: 'loggedOut' });
    tokenStore.set('token-2');
    await expect(ensureSession()).resolves.toBe(false);
    expect(sessionExpired()).toBe(false);
    signIn('token-3');
    expect(isLoggingOut()).toBe(false);
    endSession();
    expect(sessionExpired()).toBe(true);
  });

  it('forgets the token and the tab’s auth state on logout', async () => {
    signIn('token-1');
    await ensureSession();
    setRegisterStep('register-step-2', 'a@b.ca');
    signOut();
    expect(tokenStore.get()).toBeNull();
    expect(isLogged()).toBe(false);
    expect(getAuthEmail()).toBeNull();
    expect(getAuthFlow().registerStep).toBe('register-step-1');
  });
});

describe('auth flows state (spec §3 "Auth state", §4)', () => {
  it('starts at the first registration step with no code sent', () => {
    expect(getAuthFlow()).toEqual({
      userEmail: null,
      registerStep: 'register-step-1',
      verificationCodeSendCount: 0,
    });
  });

  it('moves to the second step for the e-mail the code went to', () => {
    setRegisterStep('register-step-2', 'marie@example.ca');
    expect(getAuthFlow()).toMatchObject({ userEmail: 'marie@example.ca', registerStep: 'register-step-2' });
  });

  it('sets the count to 10 on a resend of the verification code', () => {
    setRegisterStep('register-step-2', 'marie@example.ca');
    recordVerificationResend();
    expect(getAuthFlow().verificationCodeSendCount).toBe(VERIFICATION_RESEND_COUNT);
  });

  it('holds the e-mail and counts each forgot-password request', () => {
    recordForgotPasswordRequest('marie@example.ca');
    recordForgotPasswordRequest('marie@example.ca');
    expect(getAuthEmail()).toBe('marie@example.ca');
    expect(getAuthFlow().verificationCodeSendCount).toBe(2);
  });

  it('is forgotten by a login', () => {
    recordForgotPasswordRequest('marie@example.ca');
    signIn('token-1');
    expect(getAuthEmail()).toBeNull();
    expect(getAuthFlow().verificationCodeSendCount).toBe(0);
  });
});

describe('a stored token read before its check (what the first paint shows)', () => {
  const tokenWith = (claims: unknown) =>
    [
      'e30',
      btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      'sig',
    ].join('.');
  const now = () => 1_700_000_000_000;

  afterEach(() => tokenStore.clear());

  it('looks live while its exp claim is in the future', () => {
    tokenStore.set(tokenWith({ exp: 1_700_000_060, email: 'é@example.ca' }));
    expect(storedTokenLooksLive(now)).toBe(true);
  });

  it('does not once expired, without one, or when it is not a token', () => {
    tokenStore.set(tokenWith({ exp: 1_699_999_999 }));
    expect(storedTokenLooksLive(now)).toBe(false);
    tokenStore.set(tokenWith({ sub: 'x' }));
    expect(storedTokenLooksLive(now)).toBe(false);
    tokenStore.set('not-a-token');
    expect(storedTokenLooksLive(now)).toBe(false);
    tokenStore.clear();
    expect(storedTokenLooksLive(now)).toBe(false);
  });
});
