import { lazy, Suspense } from 'react';
import { Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@portal/domain';
import { Brand } from './Brand.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { accountsCountOf, activeAccountOf } from '../../lib/account-role.ts';

/** The account switcher, a chunk of its own: only a user of several accounts loads it (issue 33). */
const AccountSwitcher = lazy(() => import('./AccountSwitcher.tsx'));

/** Widths where the header has no room for the greeting (layout.css portal-wide-only): the menu greets instead. */
export const NARROW_HEADER = '(max-width: 576px)';

/**
 * Header of the logged-in layout (spec §2): greeting by first and last name, welcome message, language; for a user
 * of several accounts, the active account and their role in it, with the switcher (issue 33; not under view-as,
 * whose banner names the viewed account).
 */
export function Header({
  user,
  viewingAs = false,
  menuOpened,
  onToggleMenu,
}: {
  user?: TUserInfo;
  viewingAs?: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useTranslation('layout');
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const narrow = useMediaQuery(NARROW_HEADER, undefined, { getInitialValueInEffect: false });
  const account = activeAccountOf(user);
  const switcher = !viewingAs && account && accountsCountOf(user) > 1;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          className="portal-mobile-only"
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          color="white"
          aria-label={t(menuOpened ? 'header.closeMenu' : 'header.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="portal-navbar"
        />
        <Brand />
      </Group>
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* On a phone the greeting gives way to the menu and the language (issue 12 item 14), and moves into the menu
            (issue 31 §26): rendered in one place only. */}
        {!narrow && (
          <Stack gap={0} align="flex-end" style={{ minWidth: 0 }} className="portal-wide-only">
            <Text fw={600} size="sm" truncate="end" maw={{ base: 150, xs: 320 }}>
              {name ? t('header.greeting', { name }) : t('header.greetingAnonymous')}
            </Text>
            <Text size="xs" c="ink.2">
              {t('header.welcome')}
            </Text>
          </Stack>
        )}
        {switcher && (
          <Suspense fallback={null}>
            <AccountSwitcher account={account} narrow={Boolean(narrow)} />
          </Suspense>
        )}
        <Box>
          <LanguageSwitcher color="gray.0" />
        </Box>
      </Group>
    </Group>
  );
}
