import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const namespaces = ['pages'];

/** Native-ad preview page: preview/native (spec §2). The preview itself comes with the creatives issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <Paper withBorder p="xl">
      <Text c="dimmed" ta="center">
        {t('preview.text')}
      </Text>
    </Paper>
  );
}
