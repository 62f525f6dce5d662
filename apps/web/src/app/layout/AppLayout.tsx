import { lazy, Suspense, useEffect } from 'react';
import { Box, Container, Group, Paper } from '@mantine/core';
import { useLocation, useNavigation } from 'react-router';
import { useIsLogged } from '../../lib/session.ts';
import { trackClicks } from '../analytics.ts';
import { setLoaderStage } from '../../lib/loader-stage.ts';
import { matchPath, routeDef } from '../../lib/routes.ts';
import { AdBlockNotice } from './AdBlockNotice.tsx';
import { Brand } from './Brand.tsx';
import { Footer } from './Footer.tsx';
import { HubFrame } from './HubFrame.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Screen } from './Screen.tsx';
import { useDocumentTitle, usePageTitle, type PageTitle } from './use-page-title.ts';
import './layout.css';

type HubShellModule = typeof import('./HubShell.tsx');
/** The hub's shell once its chunk is in: rendered at once, where React.lazy would suspend one more render. */
let loadedHubShell: HubShellModule['default'] | null = null;
export const loadHubShell = (): Promise<HubShellModule> =>
  import('./HubShell.tsx').then((module) => {
    loadedHubShell = module.default;
    return module;
  });
const LazyHubShell = lazy(loadHubShell);

/** Logged out: a light top bar with the language switcher; account screens sit in a centred card. */
function PublicShell({ page }: { page: PageTitle }) {
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  const inCard = match ? routeDef(match.name).area === 'loggedOut' : false;
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" h={64} className="portal-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand />
            <LanguageSwitcher color="gray.0" />
          </Group>
        </Container>
      </Box>
      <Container size={inCard ? 460 : 'md'} w="100%" px="md" pt={{ base: 'lg', sm: 48 }} style={{ flex: 1 }}>
        <Box component="main" id="content">
          {inCard ? (
            <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
              <Screen page={page} />
            </Paper>
          ) : (
            <Screen page={page} />
          )}
        </Box>
      </Container>
      <Container size={inCard ? 'lg' : 'md'} w="100%" px="md">
        <Footer centered={inCard} />
      </Container>
    </Box>
  );
}

/**
 * The hub's shell on the hub's routes (the guard lets them render only when logged in), the public one on the
 * logged-out area, and on public pages whichever the session says. Following the route rather than the session
 * alone keeps a hub screen in its shell while a logout takes it to login.
 */
function useShowsHubShell(pathname: string): boolean {
  const isLogged = useIsLogged();
  const match = matchPath(pathname);
  const area = match ? routeDef(match.name).area : 'public';
  if (area === 'hub' || area === 'agencies') return true;
  if (area === 'loggedOut') return false;
  return isLogged;
}

function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className="portal-nav-progress" aria-hidden="true" /> : null;
}

/** The root layout: chooses the shell, keeps titles and analytics in step, hosts the ad-blocker notice. */
export function AppLayout() {
  const location = useLocation();
  const hubShell = useShowsHubShell(location.pathname);
  const HubShell = loadedHubShell ?? LazyHubShell;
  const page = usePageTitle();
  useDocumentTitle(page);
  useEffect(() => trackClicks(), []);
  useEffect(() => setLoaderStage('idle'), [location.key]);
  return (
    <>
      <NavigationProgress />
      {hubShell ? (
        <Suspense fallback={<HubFrame page={page} />}>
          <HubShell page={page} />
        </Suspense>
      ) : (
        <PublicShell page={page} />
      )}
      <AdBlockNotice />
    </>
  );
}
