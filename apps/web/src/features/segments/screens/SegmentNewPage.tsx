import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePoolCount, useSaveSegment } from '../api.ts';
import { NEW_SEGMENT, SegmentForm } from '../components/SegmentForm.tsx';
import { SegmentSteps } from '../components/SegmentSteps.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

/** New audience (spec §2 hub.segments.new): its detail, then on to its tag (or its edit page on Save). */
export function Component() {
  const { t } = useTranslation('audiences');
  const navigateTo = useNavigateTo();
  const save = useSaveSegment();
  const pool = usePoolCount();
  return (
    <Stack gap="lg" maw={760}>
      <SegmentSteps active={0} />
      {pool.data?.count === 0 && <FormAlert error="NO_PIXEL_AVAILABLE" />}
      <SegmentForm
        initial={NEW_SEGMENT}
        onSave={async (input, next) => {
          const { id } = await save.mutateAsync({ input });
          notifySuccess(t('segments.created', { name: input.name }));
          if (next === 'tag') await navigateTo('hub.segments.tag', { segmentId: id });
          else await navigateTo('hub.segments.edit', { segmentId: id });
        }}
      />
    </Stack>
  );
}
