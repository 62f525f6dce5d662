import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPersonalizedSegment } from '@portal/domain';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveSegment } from '../api.ts';
import { SegmentForm } from '../components/SegmentForm.tsx';
import { SegmentLoader } from '../components/SegmentLoader.tsx';
import { SegmentSteps } from '../components/SegmentSteps.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

function Edit({ segment }: { segment: TPersonalizedSegment }) {
  const { t } = useTranslation(['audiences', 'alerts']);
  const navigateTo = useNavigateTo();
  const save = useSaveSegment();
  return (
    <Stack gap="lg" maw={760}>
      <SegmentSteps active={0} />
      <SegmentForm
        initial={{
          name: segment.name,
          description: segment.description,
          pageViews: segment.pageViews,
          membershipExpirationDays: segment.membershipExpirationDays,
        }}
        onSave={async (input, next) => {
          await save.mutateAsync({ id: segment.id, input });
          notifySuccess(successMessage('changeSaved', t));
          if (next === 'tag') await navigateTo('hub.segments.tag', { segmentId: segment.id });
        }}
      />
    </Stack>
  );
}

/** Update segment (spec §2 hub.segments.edit): the audience detail step of an existing segment. */
export function Component() {
  return <SegmentLoader>{(segment) => <Edit key={segment.id} segment={segment} />}</SegmentLoader>;
}
