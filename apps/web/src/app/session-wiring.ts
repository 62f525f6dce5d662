import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { configureHttp } from '../lib/http/index.ts';
import { currentLanguage } from '../lib/i18n.ts';
import {
  endSession,
  getViewAs,
  isCheckingSession,
  isLoggingOut,
  onSessionEnd,
  sessionChanged,
  sessionExpired,
} from '../lib/session.ts';
import { loginPath } from '../lib/redirects.ts';
import { matchPath, routeDef } from '../lib/routes.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Where a location goes when the session ends under it: login, saying the session expired and remembering a
 * protected page (spec §4).
 */
export function loginTargetFor(location: { pathname: string; search: string; hash?: string }): string {
  const match = matchPath(location.pathname);
  const area = match ? routeDef(match.name).area : 'public';
  const lang = match?.lang ?? currentLanguage();
  const protectedPage = area === 'hub' || area === 'agencies';
  return loginPath(
    lang,
    protectedPage ? location.pathname + location.search + (location.hash ?? '') : undefined,
    sessionExpired() || true,
  );
}

/**
 * The session's links to the rest of the app (spec §4 "Session"): the HTTP client's headers and its failed
 * refresh (logout to login with the full path as redirect), every store cleared once a session ends, and a
 * token changed by another tab checked again.
 */
export function wireSession(router: Router, queryClient: QueryClient): void {
  configureHttp({
    getLocale: currentLanguage,
    getViewAs,
    onAuthFailure: (error) => {
      const guardHandlesIt = isCheckingSession();
      // A suspension ended the session: login says so, not that it expired (issue 31 §14).
      endSession((error as { code?: unknown }).code === 'ACCOUNT_SUSPENDED');
      // The guard's own refresh failed: its navigation goes to login by itself. So does a logout, whose calls still
      // under way fail their refresh once the server revoked the session: not to login?expired=1 (CI saw it).
      if (guardHandlesIt || isLoggingOut()) return;
      const { navigation, location } = router.state;
      void router.navigate(loginTargetFor(navigation.location ?? location), { replace: true });
    },
  });

  // Cleared once the screens that used them are gone, so none fetches again on its way out: the navigation
  // to login has started by the next task (logout, guard) and the stores go when it has settled.
  onSessionEnd(() => {
    setTimeout(() => {
      if (router.state.navigation.state === 'idle') {
        queryClient.clear();
        return;
      }
      const unsubscribe = router.subscribe((state) => {
        if (state.navigation.state !== 'idle') return;
        unsubscribe();
        queryClient.clear();
      });
    }, 0);
  });

  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== 'jwtToken') return;
    sessionChanged();
    void router.revalidate();
  });
}
