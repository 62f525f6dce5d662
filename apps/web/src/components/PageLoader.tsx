import { Button, Center, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOADER_STAGES, useLoaderStage } from '../lib/loader-stage.ts';
import { BrandMark } from './icons.tsx';

/**
 * The loader (spec §2): the stage in words and as progress, or the time-out message "the request failed"
 * with a way to try again (spec §8: chunk failures after 120 s come from the page loader).
 */
export function PageLoader({
  failed = false,
  fullScreen = false,
}: {
  failed?: boolean;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation('layout');
  const stage = useLoaderStage();
  const shown = stage === 'idle' ? 'booting' : stage;
  const step = LOADER_STAGES.indexOf(shown) + 1;
  const body = failed ? (
    <Stack align="center" gap="sm" role="alert">
      <Text fw={600}>{t('loader.failed')}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('loader.failedHint')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('loader.retry')}</Button>
    </Stack>
  ) : (
    <Stack align="center" gap="sm" role="status" aria-live="polite" aria-label={t('loader.label')}>
      <Loader size="md" type="dots" />
      <Text size="sm" c="dimmed">
        {t(`loader.stages.${shown}`)}
      </Text>
      <Progress
        value={(step / LOADER_STAGES.length) * 100}
        w={180}
        size="xs"
        radius="xl"
        aria-hidden="true"
      />
    </Stack>
  );
  if (!fullScreen) return <Center mih={240}>{body}</Center>;
  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" w={340} maw="100%">
        <Stack align="center" gap="lg">
          <BrandMark size={40} />
          {body}
        </Stack>
      </Paper>
    </Center>
  );
}
