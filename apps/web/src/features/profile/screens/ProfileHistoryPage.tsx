import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../../components/AuditTrail.tsx';

export const namespaces = ['audit', 'caps', 'errors'];

/** hub.profile.history (issue 16): the account's change history, filterable by dates and object. */
export function Component() {
  const { t } = useTranslation('audit');
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <AuditTrail scope="own" />
      </Paper>
    </Stack>
  );
}
