import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../app/navigation.tsx';
import { getViewAsName, useSession } from '../../../lib/session.ts';
import { switchViewedAccount } from '../view-as.ts';

/** While an agency user views as a client (spec §6): whose account this is, and Stop (back to the agency). */
export function ViewAsBanner() {
  const { t } = useTranslation('agencies');
  const session = useSession();
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  if (!session.viewAs) return null;
  const stop = () => {
    switchViewedAccount(queryClient, null);
    void navigateTo('agencies.index');
  };
  return (
    <Alert color="grape" variant="filled" mb="lg" role="status" aria-live="polite">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} size="sm">
          {t('banner.viewing', { name: getViewAsName() ?? session.viewAs })}
        </Text>
        <Button size="xs" variant="white" color="grape" onClick={stop}>
          {t('banner.stop')}
        </Button>
      </Group>
    </Alert>
  );
}
