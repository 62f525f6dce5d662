import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../loader-stage.ts';
import { PageLoader } from './PageLoader.tsx';

function Failure() {
  const { t } = useTranslation('layout');
  return (
    <Stack align="center" gap="sm" role="alert" py="xl">
      <Title order={2} fz="h3">
        {t('error.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('error.text')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </Stack>
  );
}

/** A screen that could not load (its chunk failed or timed out) or broke: shown inside the layout. */
export function ScreenError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <PageLoader failed />;
  console.error(error);
  return <Failure />;
}

/** The whole app failed before its layout could show. */
export function RootError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <PageLoader failed fullScreen />;
  console.error(error);
  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480}>
        <Failure />
      </Paper>
    </Center>
  );
}

export function BootLoader() {
  return <PageLoader fullScreen />;
}
