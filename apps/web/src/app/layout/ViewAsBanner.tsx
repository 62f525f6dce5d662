import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage, useNavigateTo } from '../../lib/navigation.tsx';
import { pathFor } from '../../lib/routes.ts';
import { onViewAsRefused } from '../../lib/http/index.ts';
import { getViewAs, getViewAsName, useSession } from '../../lib/session.ts';
import { switchViewedAccount, type ViewAsEndedState } from '../../lib/view-as.ts';

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
          {t('banner.viewing', { name })}
        </Text>
        <Button size="xs" variant="white" color="grape" onClick={onStop}>
          {t('banner.stop')}
        </Button>
      </Group>
    </Alert>
  );
}
