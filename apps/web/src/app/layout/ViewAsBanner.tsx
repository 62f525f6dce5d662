import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { frenchElides } from '@portal/domain';
import { useNavigate } from 'react-router';
import { useLanguage, useNavigateTo } from '../../lib/navigation.tsx';
import { pathFor } from '../../lib/routes.ts';
import { onViewAsRefused } from '../../lib/http/index.ts';
import { getViewAs, getViewAsName, useSession } from '../../lib/session.ts';
import { switchViewedAccount, type ViewAsEndedState } from '../../lib/view-as.ts';
import { isActive } from './menu.ts';

/** The profile's routes, hidden while viewing as a client (spec §2), as the menu hides its entry. */
const PROFILE_ROUTES = { key: 'profile', label: '', activeFor: ['hub.profile', 'hub.confirm-profile'] };

/** Whether the route is one of the profile's, which no one sees while viewing as a client (spec §2, issue 31 §7). */
export function profileHiddenAt(routeName: string | undefined, viewingAs: boolean): boolean {
  return viewingAs && isActive(PROFILE_ROUTES, routeName);
}

/**
 * While an agency user views as a client (spec §6): whose account this is, and Stop (back to the agency). When the
 * API refuses the viewed account (the client revoked the agency's grant meanwhile: 403 VIEW_AS_NOT_ALLOWED; staff
 * suspended it: VIEW_AS_ACCOUNT_SUSPENDED), view-as ends by itself, back to the agency's clients, which say why.
 */
export function ViewAsBanner() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const navigate = useNavigate();
  const lang = useLanguage();
  const viewing = session.viewAs;
  useEffect(() => {
    if (!viewing) return;
    return onViewAsRefused((refused, code) => {
      // Several calls may be refused at once: the first ends view-as, the others find it ended.
      if (getViewAs() !== String(refused)) return;
      const state: ViewAsEndedState = {
        viewAsEnded: getViewAsName() ?? String(refused),
        suspended: code === 'VIEW_AS_ACCOUNT_SUSPENDED',
      };
      switchViewedAccount(queryClient, null);
      void navigate(pathFor('agencies.index', lang), { state });
    });
  }, [viewing, queryClient, navigate, lang]);
  if (!viewing) return null;
  const stop = () => {
    switchViewedAccount(queryClient, null);
    void navigateTo('agencies.index');
  };
  return <ViewingAlert name={getViewAsName() ?? viewing} onStop={stop} />;
}

/**
 * The banner's words, in a component of its own: the agencies' messages are fetched only while viewing as a client,
 * not before every hub page's first paint (issue 13 §1).
 */
function ViewingAlert({ name, onStop }: { name: string; onStop: () => void }) {
  const { t } = useTranslation('agencies');
  return (
    <Alert color="grape" variant="filled" mb="lg" role="status" aria-live="polite">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} size="sm">
          {t('banner.viewing', { name, context: frenchElides(name) ? 'elided' : undefined })}
        </Text>
        <Button size="xs" variant="white" color="grape" onClick={onStop}>
          {t('banner.stop')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * In place of a profile screen reached while viewing as a client (a link, a bookmark, the browser's history): the
 * agency user's own profile is not shown under the client's banner, nor the client's, which is theirs alone (spec §2:
 * the profile is hidden while viewing as; issue 31 §7). The banner above offers Stop.
 */
export function ProfileHiddenWhileViewing() {
  const { t } = useTranslation('agencies');
  return (
    <Alert color="gray" variant="light" role="note">
      <Text size="sm">{t('banner.profileHidden')}</Text>
    </Alert>
  );
}
