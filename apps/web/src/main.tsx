import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@mantine/core/styles.css';
import { loadHubShell } from './app/layout/AppLayout.tsx';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { loginPath, preferredLanguage } from './app/redirects.ts';
import { createAppRouter, PUBLIC_PREFIX } from './app/router.tsx';
import { languageOf } from './app/routes.ts';
import { configureHttp } from './lib/http/index.ts';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { browserLocaleCookie } from './lib/locale-cookie.ts';
import { getViewAs, isLogged, sessionChanged } from './lib/session.ts';
import { settingsQuery } from './lib/settings.ts';

const path = window.location.pathname;
const stripped = path.startsWith(`/${PUBLIC_PREFIX}/`) ? path.slice(PUBLIC_PREFIX.length + 1) : path;
initI18n(languageOf(stripped) ?? preferredLanguage(browserLocaleCookie(), navigator.languages));

const router = createAppRouter();

configureHttp({
  getLocale: currentLanguage,
  getViewAs,
  // A failed token refresh ends the session: back to login, remembering where the user was (spec §4).
  onAuthFailure: () => {
    sessionChanged();
    queryClient.clear();
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath(currentLanguage(), pathname + search), { replace: true });
  },
});

// A logged-in user needs the hub's shell: fetch it alongside the first screen rather than after it.
if (isLogged()) void loadHubShell();

// Runtime settings (flags, platform notice) from the server; the build's defaults hold until they arrive.
void queryClient.prefetchQuery(settingsQuery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
