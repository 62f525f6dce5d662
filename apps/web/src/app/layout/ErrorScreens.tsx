import { useEffect } from 'react';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterFirstContentfulPaint, bootPainted } from '../boot-paint.ts';
import { isChunkLoadError } from '../../lib/loader-stage.ts';
import { HubFrame, startsInHub } from './HubFrame.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { usePageTitle } from './use-page-title.ts';

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

/** While the app starts: the hub's frame for a visitor who seems signed in on a hub page, else the loader. */
export function BootLoader() {
  const page = usePageTitle();
  const framed = startsInHub(useLocation().pathname);
  useEffect(() => {
    if (!framed || document.visibilityState === 'hidden') return bootPainted();
    afterFirstContentfulPaint(bootPainted);
  }, [framed]);
  return framed ? <HubFrame page={page} /> : <PageLoader fullScreen />;
}
