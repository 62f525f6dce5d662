import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons.tsx';
import { LinkTo } from '../../lib/navigation.tsx';

/** The honest state of a screen whose issue has not landed yet: its title shows above, this says so. */
export function ComingSoon({ back = true }: { back?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          <Icon name="info" size={26} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t('comingSoon.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {t('comingSoon.text')}
        </Text>
        {back && (
          <Button component={LinkTo} name="hub.orders" variant="light" mt="xs">
            {t('comingSoon.back')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
