import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';
import { ClientGrantsPanel } from '../components/ClientGrantsPanel.tsx';
import { MembersPanel } from '../components/MembersPanel.tsx';

export const namespaces = ['agencies', 'errors'];

/** Agencies administration: agencies.admin (spec §2), agency role admin only (the router sends others back). */
export function Component() {
  const { t } = useTranslation('agencies');
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button component={LinkTo} name="agencies.index" variant="light">
          {t('admin.clientsLink')}
        </Button>
      </Group>
      <ClientGrantsPanel />
      <MembersPanel />
    </Stack>
  );
}
