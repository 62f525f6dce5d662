import { useEffect, useState } from 'react';
import { AppShell, Box, Container, MantineThemeProvider, Notification } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notificationsStore } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '../../lib/domain.ts';
import { useCurrentRoute } from '../../lib/navigation.tsx';
import { useSession } from '../../lib/session.ts';
import { ProfileHiddenWhileViewing, ViewAsBanner, profileHiddenAt } from './ViewAsBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { hubContainerProps } from './HubFrame.tsx';
import { showNewestNotifications } from './newest-notification.ts';
import { Screen } from './Screen.tsx';
import { SideMenu } from './SideMenu.tsx';
import type { PageTitle } from './use-page-title.ts';
import { useLanguagePreference } from './use-language-preference.ts';
import { useTeamRefusals } from './team-refusals.ts';

/** Whether the location is still the one the frame mounted on (no navigation since). */
function useFirstScreen(pathname: string): boolean {
  const [firstPath] = useState(pathname);
  const [left, setLeft] = useState(false);
  // Derived from the previous renders (React's pattern for it): once left, the first screen stays behind.
  if (!left && pathname !== firstPath) setLeft(true);
  return !left && pathname === firstPath;
}

/** The theme's Notification with its close button named. */
function notificationNamed(label: string) {
  return Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': label } } });
}

/**
 * The logged-in layout (spec §2): header, side menu, content, footer; a burger menu at 480 px or less. It
 * brings the modal overlay and notifications the hub's screens use. A chunk of its own: the login page never
 * loads it.
 */
export default function HubShell({ page }: { page: PageTitle }) {
  const session = useSession();
  const { t } = useTranslation('alerts');
  useLanguagePreference(session.user);
  useTeamRefusals();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const firstScreen = useFirstScreen(pathname);
  const profileHidden = profileHiddenAt(useCurrentRoute()?.name, Boolean(session.viewAs));
  useEffect(close, [pathname, close]);
  useEffect(() => showNewestNotifications(notificationsStore), []);
  return (
    <ModalsProvider>
      {/* One alert at a time, the newest, at the bottom left of the content (layout.css): at the top, a wizard's
          alerts hid its title, step and stepper; centred, they covered the main action, which screens put on the
          right. One position at every width: switched by width, an open alert slid off the side on a resize. */}
      {/* Each alert's close button is named (axe button-name: Mantine's is an unlabelled ×). */}
      <MantineThemeProvider
        inherit
        theme={{ components: { Notification: notificationNamed(t('closeAlert')) } }}
      >
        <Notifications position="bottom-left" limit={1} classNames={{ root: 'portal-notifications' }} />
      </MantineThemeProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 264, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !opened } }}
        padding={0}
      >
        <AppShell.Header className="portal-header">
          <Header
            user={session.user}
            viewingAs={Boolean(session.viewAs)}
            menuOpened={opened}
            onToggleMenu={toggle}
          />
        </AppShell.Header>
        <AppShell.Navbar id="portal-navbar" className="portal-navbar" mod={{ closed: !opened }}>
          <SideMenu session={session} onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main className="portal-main">
          <Container {...hubContainerProps}>
            {/* At least a screen high, so that the footer starts below the fold and a screen's content arriving
                does not shift it in view (cumulative layout shift, issue 13 §1). */}
            <Box
              id="content"
              style={{ flex: 1, minHeight: 'calc(100dvh - var(--app-shell-header-height, 0px))' }}
            >
              <ViewAsBanner />
              {profileHidden ? (
                <ProfileHiddenWhileViewing />
              ) : (
                <Screen page={page} firstScreen={firstScreen} />
              )}
            </Box>
            <Footer />
          </Container>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
