import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TUserInfo } from '@portal/domain';
import { http, tokenStore } from './http/index.ts';
import { prefetchJwks } from './jwks.ts';
import type { AccessClaims } from './token-verify.ts';

/**
 * The session (spec §3 "Auth state", §4 "Session", §6). The access token lives in local storage (`jwtToken`,
 * through the HTTP client's tokenStore); a user is logged in once that token has been verified with RS256
 * against the identity service's keys. The router's root loader calls `ensureSession()` before every navigation:
 * a verified token passes; an expired or invalid one gets one refresh; a failed refresh ends the session; an error
 * while checking is logged and counts as logged out. The user's info comes from `GET /user/`.
 */

/** Session-scoped keys (sessionStorage): the auth flows' state, agency activation, view-as. */
export const SESSION_KEYS = {
  authEmail: 'auth.userEmail',
  authFlow: 'auth.flow',
  agencyActivated: 'agency.activated',
  viewAs: 'agency.viewAs',
  /** The viewed account's name, for the banner (spec §6). */
  viewAsName: 'agency.viewAsName',
} as const;

export type SessionState =
  | { status: 'unknown' }
  | { status: 'loggedOut' }
  | { status: 'loggedIn'; token: string; claims: AccessClaims };

let state: SessionState = { status: 'unknown' };
/**
 * A session ended by itself: its token failed its check and its refresh (sessionExpired); 'suspended' when the
 * refresh said the account is suspended (issue 31 §14).
 */
let expired: boolean | 'suspended' = false;
/** A logout asked by the user is under way: a call its revocation refuses meanwhile is not an expiry. */
let loggingOut = false;
/** Bumped on every change of the session or of the auth flows' state: the snapshot React compares. */
let version = 0;
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

function setState(next: SessionState) {
  const ended = state.status === 'loggedIn' && next.status !== 'loggedIn';
  state = next;
  notify();
  if (ended) for (const listener of endListeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function sessionValue(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function setSessionValue(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage unusable: the flow starts over after a reload.
  }
}

export function getToken(): string | null {
  return tokenStore.get();
}

export function getSessionState(): SessionState {
  return state;
}

export function isLogged(): boolean {
  return state.status === 'loggedIn';
}

/** Runs when a session ends (logout, failed refresh, token gone): the app clears its stores. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

// --- Checking the stored token (the check itself: session-check.ts, loaded when a token is there) ---------

let inFlight: { token: string; promise: Promise<boolean> } | null = null;

/** Whether the guard is checking a token now (its own refresh failure is handled by the guard). */
export function isCheckingSession(): boolean {
  return inFlight !== null;
}

/**
 * Fetches the verifier's chunk ahead of the first check (a stored token at start, the login form shown), and the
 * key set alongside it rather than after it.
 */
export function preloadTokenVerifier(): void {
  prefetchJwks();
  void import('./session-check.ts').catch(() => undefined);
}

/**
 * Whether a token is stored whose own claims say it has not expired: read, not verified. Only for what the page
 * shows while the check runs (the hub's frame and the route's heading, no data of the account); being logged in
 * still waits for ensureSession's verification (spec §4).
 */
export function storedTokenLooksLive(now: () => number = Date.now): boolean {
  const payload = tokenStore.get()?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 > now();
  } catch {
    return false;
  }
}

/**
 * The guard's check before each navigation: true when logged in. A token already verified and not expired
 * passes at once; concurrent navigations share one check.
 */
export function ensureSession(now: () => number = Date.now): Promise<boolean> {
  const token = tokenStore.get();
  if (!token) {
    if (state.status !== 'loggedOut') setState({ status: 'loggedOut' });
    return Promise.resolve(false);
  }
  if (state.status === 'loggedIn' && state.token === token && state.claims.exp * 1000 > now()) {
    return Promise.resolve(true);
  }
  if (inFlight?.token === token) return inFlight.promise;
  const promise = import('./session-check.ts')
    .then(({ checkToken, portalCheckDeps }) => checkToken(token, portalCheckDeps()))
    .catch((error: unknown): SessionState => {
      console.error('The access token could not be checked', error);
      return { status: 'loggedOut' };
    })
    .then((next): boolean | Promise<boolean> => {
      if (inFlight?.promise === promise) inFlight = null;
      const stored = tokenStore.get();
      // A login or another tab replaced the token meanwhile: this answer is about a token gone.
      if (stored !== token && !(next.status === 'loggedIn' && next.token === stored))
        return ensureSession(now);
      if (next.status === 'loggedOut' && !loggingOut) expired ||= true;
      setState(next);
      return next.status === 'loggedIn';
    });
  inFlight = { token, promise };
  return promise;
}

// --- Signing in and out -----------------------------------------------------------------------------------

/**
 * Stores the token of a successful login, registration or password change. The next navigation verifies it
 * (the guard); the auth flows' state is done with.
 */
export function signIn(token: string): void {
  expired = false;
  loggingOut = false;
  tokenStore.set(token);
  clearAuthFlow();
  if (state.status !== 'loggedIn') setState({ status: 'unknown' });
  else notify();
}

/**
 * A logout starts (use-logout.ts): until the next sign-in, a call still under way that the server's revocation makes
 * fail its refresh ends nothing more — login is not told the session expired (CI saw login?expired=1 after a logout).
 */
export function beginLogout(): void {
  loggingOut = true;
}

/** Whether a logout is under way (from beginLogout to the next sign-in): the logout goes to login by itself. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** Forgets the token and the session's flags (the app clears its stores and goes to login). */
export function signOut(): void {
  tokenStore.clear();
  for (const key of Object.values(SESSION_KEYS)) setSessionValue(key, null);
  setState({ status: 'loggedOut' });
}

/**
 * The HTTP client ended the session (failed refresh): the token is already cleared; login says it expired, or that
 * the account is suspended when the refresh said so (issue 31 §14).
 */
export function endSession(suspended = false): void {
  // Before signOut: its state change sends the app to login at once, and the login address reads this flag. A call
  // still under way fails its own refresh afterwards (the suspension's answer cleared the cookie): it does not turn
  // the suspension back into an expiry.
  if (!loggingOut) expired = suspended || expired === 'suspended' ? 'suspended' : true;
  signOut();
}

/**
 * Whether the last session ended by itself (its token could not be renewed), not by a logout (issue 12):
 * 'suspended' when the account was suspended.
 */
export function sessionExpired(): boolean | 'suspended' {
  return expired;
}

/**
 * The token changed elsewhere (another tab): gone, the session ends now; replaced, the next navigation checks the
 * new one (ensureSession compares it with the one verified).
 */
export function sessionChanged(): void {
  if (!tokenStore.get() && state.status !== 'loggedOut') setState({ status: 'loggedOut' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLogged(): boolean {
  return useSyncExternalStore(subscribe, isLogged, () => false);
}

// --- The e-mail held by the auth flows (the rest of their state: auth-flow.ts) --------------------------

/** The e-mail held in the authentication state (the reset pages need one, spec §2). */
export function getAuthEmail(): string | null {
  return sessionValue(SESSION_KEYS.authEmail);
}

/** Writes a value of the tab's auth state (auth-flow.ts) and tells the screens. */
export function writeSessionValues(values: Record<string, string | null>): void {
  for (const [key, value] of Object.entries(values)) setSessionValue(key, value);
  notify();
}

export function readSessionValue(key: string): string | null {
  return sessionValue(key);
}

/** Re-renders with every change of the session or of the auth flows' state. */
export function useSessionVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

/** Forgets the flows' state (after a login or a registration). */
export function clearAuthFlow(): void {
  writeSessionValues({ [SESSION_KEYS.authEmail]: null, [SESSION_KEYS.authFlow]: null });
}

// --- User info, agency role, view-as --------------------------------------------------------------------

/** The account an agency user is viewing as (spec §6), or null. */
export function getViewAs(): string | null {
  return sessionValue(SESSION_KEYS.viewAs);
}

export function getViewAsName(): string | null {
  return sessionValue(SESSION_KEYS.viewAsName);
}

/** Starts (an id and the name the banner shows) or stops (null) viewing as another account, for this tab. */
export function setViewAs(target: { id: string; name: string } | null): void {
  writeSessionValues({
    [SESSION_KEYS.viewAs]: target?.id ?? null,
    [SESSION_KEYS.viewAsName]: target?.name ?? null,
  });
}

/** The console helper turned the session's agency role on (spec §4). */
export function markAgencyActivated(): void {
  writeSessionValues({ [SESSION_KEYS.agencyActivated]: 'true' });
}

/** The agency role is `user` unless the session flag says agency was activated (spec §4). */
export function agencyRoleOf(user: Pick<TUserInfo, 'agency_role'> | undefined, activated: boolean): string {
  return activated ? (user?.agency_role ?? 'user').toLowerCase() : 'user';
}

export function getAgencyRole(user: Pick<TUserInfo, 'agency_role'> | undefined): string {
  return agencyRoleOf(user, sessionValue(SESSION_KEYS.agencyActivated) === 'true');
}

export const userQuery = {
  queryKey: ['user'],
  queryFn: () => http.get<TUserInfo>('/user/'),
  staleTime: 5 * 60_000,
  retry: false,
} as const;

export interface Session {
  isLogged: boolean;
  user: TUserInfo | undefined;
  isAdmin: boolean;
  agencyRole: string;
  viewAs: string | null;
}

export function useSession(): Session {
  const logged = useIsLogged();
  const { data: user } = useQuery({ ...userQuery, enabled: logged });
  return {
    isLogged: logged,
    user: logged ? user : undefined,
    isAdmin: Boolean(logged && (user?.isAdmin || user?.role?.toLowerCase() === 'admin')),
    agencyRole: logged ? getAgencyRole(user) : 'user',
    viewAs: logged ? getViewAs() : null,
  };
}
