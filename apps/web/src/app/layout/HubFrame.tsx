import { Box, Container } from '@mantine/core';
import { storedTokenLooksLive } from '../../lib/session.ts';
import { matchPath, routeDef } from '../../lib/routes.ts';
import { PageHeading } from './PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import type { PageTitle } from './use-page-title.ts';

/** The page's column, the same in the frame and in HubShell: the heading keeps its pixel when the shell takes over. */
export const hubContainerProps = {
  size: 'lg',
  w: '100%',
  px: { base: 'md', sm: 'xl' },
  pt: 'xl',
  style: { flex: 1, display: 'flex', flexDirection: 'column' },
} as const;

/**
 * The hub's frame while its shell's chunk or the session's check is on the way (issue 13 §1): the header's bar,
 * the side menu's place and the page's heading where HubShell puts them (nothing moves when it takes the frame's
 * place), with the loader under the heading. Nothing of the account shows: the heading is the route's. Needs no
 * data: it is also the app's first paint, before the router's work starts (boot-paint.ts).
 */
export function HubFrame({ page }: { page: PageTitle }) {
  return (
    <>
      <Box component="header" className="portal-header portal-frame-header" />
      <Box className="portal-frame-navbar" />
      <Box className="portal-main portal-frame-main">
        <Container {...hubContainerProps}>
          {!page.pending && <PageHeading title={page.title} subtitle={page.subtitle} />}
          <PageLoader />
        </Container>
      </Box>
    </>
  );
}

/**
 * Whether the app starts on a hub page of a visitor who seems signed in (a stored token its claims say is not
 * expired): the frame shows while the token is verified. Anyone else sees the boot loader as before, so a
 * logged-out visitor never glimpses the hub.
 */
export function startsInHub(pathname: string): boolean {
  const match = matchPath(pathname);
  const area = match ? routeDef(match.name).area : 'public';
  return (area === 'hub' || area === 'agencies') && storedTokenLooksLive();
}
