import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { canAdminister, canReview } from '@portal/domain';
import { useSettings } from '../../lib/settings.ts';
import type { Session } from '../../lib/session.ts';
import { canUse } from '../../lib/account-role.ts';
import { LinkTo, useCurrentRoute } from '../../lib/navigation.tsx';
import { useLogout } from '../use-logout.ts';
import { Icon } from '../../components/icons.tsx';
import { buildMenu, isActive, type MenuEntry } from './menu.ts';
import { NARROW_HEADER } from './Header.tsx';

/** Side menu of spec §2 with its visibility rules (flags, isAdmin, view-as, agency role). */
export function SideMenu({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const settings = useSettings();
  const current = useCurrentRoute()?.name;
  const logout = useLogout();
  const entries = buildMenu({
    isAdmin: session.isAdmin,
    isStaff: canReview(session.user?.role),
    managesVouchers: canAdminister(session.user?.role),
    managesAccounts: canAdminister(session.user?.role),
    runsBilling: canAdminister(session.user?.role),
    agencyRole: session.agencyRole,
    viewingAs: Boolean(session.viewAs),
    agenciesDisabled: settings.agenciesDisabled,
    features: settings.features,
    can: (capability) => canUse(session.user, Boolean(session.viewAs), capability),
  });
  const main = entries.filter((entry) => !entry.action);
  const actions = entries.filter((entry) => entry.action);

  const item = (entry: MenuEntry) => {
    const icon = entry.icon && <Icon name={entry.icon} />;
    if (entry.children) {
      return (
        <NavLink
          key={entry.key}
          // A group opens and closes: a button, not a link without a destination (crawlable links, issue 13).
          component="button"
          label={t(entry.label)}
          leftSection={icon}
          defaultOpened={isActive(entry, current)}
          active={isActive(entry, current)}
          variant="subtle"
        >
          {entry.children.map(item)}
        </NavLink>
      );
    }
    if (entry.action === 'logout') {
      return (
        <NavLink
          key={entry.key}
          component="button"
          label={t(entry.label)}
          leftSection={icon}
          onClick={() => void logout()}
        />
      );
    }
    return (
      <NavLink
        key={entry.key}
        component={LinkTo}
        name={entry.route!}
        label={t(entry.label)}
        leftSection={icon}
        active={isActive(entry, current)}
        onClick={onNavigate}
        aria-current={isActive(entry, current) ? 'page' : undefined}
      />
    );
  };

  const name = [session.user?.first_name, session.user?.last_name].filter(Boolean).join(' ');
  // Where the header has no room for the greeting (NARROW_HEADER), it opens the menu instead (issue 31 §26): one
  // greeting on the page at any width.
  const narrow = useMediaQuery(NARROW_HEADER, undefined, { getInitialValueInEffect: false });
  return (
    <>
      {narrow && (
        <AppShell.Section
          px="md"
          pt="md"
          pb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name ? t('header.greeting', { name }) : t('header.greetingAnonymous')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('header.welcome')}
          </Text>
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea} p="sm">
        <nav aria-label={t('menu.label')}>{main.map(item)}</nav>
      </AppShell.Section>
      <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {actions.map(item)}
      </AppShell.Section>
    </>
  );
}
