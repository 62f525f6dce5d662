import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons.tsx';
import { LinkTo } from '../../lib/navigation.tsx';

/** The 404 content, for the 404 route and for a static page that does not exist. */
export function NotFound({ withTitle = false }: { withTitle?: boolean }) {
  const { t } = useTranslation(['pages', 'titles']);
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <Icon name="alert" size={30} />
        </ThemeIcon>
        <Text fz={40} fw={800} c="ink.9" lh={1} aria-hidden="true">
          404
        </Text>
        {withTitle && (
          <Title order={2} fz="h3">
            {t('titles:notFound.title')}
          </Title>
        )}
        <Text c="dimmed" ta="center" maw={420}>
          {t('notFound.text')}
        </Text>
        <Button component={LinkTo} name="hub.orders" variant="light" mt="xs">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
