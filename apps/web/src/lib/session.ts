import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TUserInfo } from '@portal/domain';
import { http, tokenStore } from './http/index.ts';

/**
 * The session as the shell needs it (spec §4 "Session", §6). For now a user is logged in when an access token
 * is stored (local storage `jwtToken`, through the HTTP client's tokenStore); the accounts issue adds the RS256
 * check and the refresh on an expired token. The user's info comes from `GET /user/`.
 */

/** Session-scoped keys (sessionStorage): the e-mail held by the auth flows, agency activation, view-as. */
export const SESSION_KEYS = {
  authEmail: 'auth.userEmail',
  agencyActivated: 'agency.activated',
  viewAs: 'agency.viewAs',
} as const;

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function sessionValue(key: string): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return tokenStore.get();
}

export function isLogged(): boolean {
  return Boolean(getToken());
}

/** Stores the token of a successful login or registration. */
export function signIn(token: string): void {
  tokenStore.set(token);
  notify();
}

/** Forgets the token and the session's flags (the caller clears the query cache and goes to login). */
export function signOut(): void {
  tokenStore.clear();
  try {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } catch {
    // Storage unusable: nothing was kept there.
  }
  notify();
}

/** Re-reads the session after a change made elsewhere (the HTTP client cleared the token, another tab...). */
export function sessionChanged(): void {
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'jwtToken') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useIsLogged(): boolean {
  return useSyncExternalStore(subscribe, isLogged, () => false);
}

/** The e-mail held in the authentication state (the reset pages need one, spec §2). */
export function getAuthEmail(): string | null {
  return sessionValue(SESSION_KEYS.authEmail);
}

/** The account an agency user is viewing as (spec §6), or null. */
export function getViewAs(): string | null {
  return sessionValue(SESSION_KEYS.viewAs);
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
