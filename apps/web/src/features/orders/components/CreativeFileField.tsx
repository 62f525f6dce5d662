import { Box, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useTranslation } from 'react-i18next';
import { CREATIVE_IMAGE_MIME_TYPES, CREATIVE_MAX_KB, displaySize, type TSize } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { readPickedFile, type PickedFile } from '../creative-file.ts';
import { useFormatters } from '../../../lib/format.ts';

/**
 * The creative's source file (spec §5): dropped or picked, shown at its real size, with the upload's progress while
 * it is sent. The checks are the domain's (the parent gives their messages in `error`).
 */
export function CreativeFileField({
  required = true,
  picked,
  expected,
  error,
  progress,
  disabled,
  onPick,
}: {
  /** False when a file is kept (a creative being edited): a new one is then optional. */
  required?: boolean;
  picked: PickedFile | null;
  expected?: TSize;
  error?: string;
  /** 0 to 1 while sending, else null. */
  progress: number | null;
  disabled?: boolean;
  onPick: (picked: PickedFile | null) => void;
}) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (picked) URL.revokeObjectURL(picked.url);
    const read = await readPickedFile(file);
    onPick({ file, url: URL.createObjectURL(file), ...read });
  };
  return (
    <Input.Wrapper
      label={t('creatives.form.asset')}
      description={
        expected
          ? t('creatives.form.assetHint', {
              size: displaySize(expected),
              max: CREATIVE_MAX_KB,
            })
          : t('creatives.form.assetHintAny', { max: CREATIVE_MAX_KB })
      }
      withAsterisk={required}
      error={error}
    >
      <Dropzone
        mt="xs"
        onDrop={(files) => void pick(files)}
        // The domain's checks word a refused file; the picker only narrows what it proposes.
        accept={[...CREATIVE_IMAGE_MIME_TYPES]}
        onReject={(rejections) => void pick(rejections.map((r) => r.file))}
        multiple={false}
        disabled={disabled}
        role="button"
        aria-label={t('creatives.form.dropzone')}
        // The zone is the one control (role button): its file input is reached through it, never on its own, and is
        // not rendered (display none) so that no focusable control sits inside the button (WCAG nested-interactive).
        // Its accessible name is its visible text (WCAG label-content-name-mismatch).
        inputProps={{ tabIndex: -1, 'aria-hidden': true, style: { display: 'none' } }}
        radius="md"
        p="lg"
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <Icon name="upload" size={36} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Icon name="close" size={36} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Icon name="image" size={36} />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>{t('creatives.form.drop')}</Text>
            <Text size="sm" c="dimmed">
              {/* A space between the two lines, so that the visible text reads as the zone's name. */}{' '}
              {t('creatives.form.dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {progress !== null && (
        <Stack gap={4} mt="sm" aria-live="polite">
          <Progress
            value={progress * 100}
            animated={progress < 1}
            size="lg"
            aria-label={t('creatives.form.progressLabel')}
          />
          <Text size="sm" c="dimmed">
            {t('creatives.form.progress', { percent: f.percent(progress) })}
          </Text>
        </Stack>
      )}
      {/* A file that is no image shows no broken preview: the error above says why (issue 31 §21). */}
      {picked && picked.decodes !== false && (
        <Stack gap={6} mt="md">
          <Text size="sm" fw={600}>
            {t('creatives.form.realSize')}
          </Text>
          <Box className="portal-real-size">
            <img
              src={picked.url}
              alt={t('creatives.form.previewAlt', { name: picked.file.name })}
              width={picked.width}
              height={picked.height}
            />
          </Box>
          <Text size="xs" c="dimmed">
            {t('creatives.form.fileInfo', {
              name: picked.file.name,
              size: picked.width && picked.height ? `${displaySize(picked as TSize)} px` : '—',
              weight: f.number(Math.ceil(picked.file.size / 1024)),
            })}
          </Text>
        </Stack>
      )}
    </Input.Wrapper>
  );
}
