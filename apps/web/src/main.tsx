import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@mantine/core/styles.css';
import { afterBootPaint, bootPainted, nextTask } from './app/boot-paint.ts';
import { loadHubShell } from './app/layout/AppLayout.tsx';
import { startsInHub } from './app/layout/HubFrame.tsx';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { preferredLanguage } from './lib/redirects.ts';
import { createAppRouter, PUBLIC_PREFIX } from './app/router.tsx';
import { loadHubRoutes } from './app/load-hub-routes.ts';
import { languageOf, pathFor } from './lib/routes.ts';
import { wireSession } from './app/session-wiring.ts';
import { initI18n } from './lib/i18n.ts';
import { browserLocaleCookie } from './lib/locale-cookie.ts';
import { getToken, preloadTokenVerifier } from './lib/session.ts';
import { settingsQuery } from './lib/settings.ts';

const path = window.location.pathname;
const stripped = path.startsWith(`/${PUBLIC_PREFIX}/`) ? path.slice(PUBLIC_PREFIX.length + 1) : path;
// The first screen's chunks load meanwhile (the router starts below); the first render waits for the messages.
const messagesReady = initI18n(
  languageOf(stripped) ?? preferredLanguage(browserLocaleCookie(), navigator.languages),
);

// On a hub page of a visitor who seems signed in, the hub's frame paints first and the router's work waits for it
// (app/boot-paint.ts); anywhere else it starts at once.
if (!startsInHub(path)) bootPainted();
const router = createAppRouter();

wireSession(router, queryClient);
// The hidden agency console helper (spec §1), loaded on first use.
(window as Window & { portal?: unknown }).portal = {
  activateAgency: async () => {
    const [{ activateAgency }] = await Promise.all([
      import('./features/agencies/console-helper.ts'),
      loadHubRoutes(),
    ]);
    return activateAgency(queryClient, () => {
      void router.navigate(pathFor('agencies.index', languageOf(window.location.pathname) ?? 'fr'));
    });
  },
};

void afterBootPaint().then(async () => {
  // A stored token is checked before the first screen, and its user needs the hub's shell and routes: fetch them
  // alongside, each started in a task of its own (the shell's chunk announces some twenty files).
  if (getToken()) {
    preloadTokenVerifier();
    void loadHubRoutes();
    await nextTask();
    void loadHubShell();
    await nextTask();
  }
  // Runtime settings (flags, platform notice) from the server; the build's defaults hold until they arrive.
  void queryClient.prefetchQuery(settingsQuery);
});

// Not a top-level await: with one, the bundler could no longer count the entry's modules as loaded before the
// screens' chunks, and would split them out into a dozen small chunks. The first render is a transition: React renders
// it in slices and lets the browser in between, instead of one long task (issue 13 §1, total blocking time).
void messagesReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
