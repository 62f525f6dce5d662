import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSavePixel } from '../api.ts';
import { PixelForm } from '../components/PixelForm.tsx';
import { PixelLoader } from '../components/PixelLoader.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

/** Edit conversion pixel (spec §2 hub.conversions.edit): its settings; saved, back to the list. */
export function Component() {
  const { t } = useTranslation(['audiences', 'alerts']);
  const navigateTo = useNavigateTo();
  const save = useSavePixel();
  return (
    <PixelLoader>
      {(pixel) => (
        <Stack gap="lg" maw={860}>
          <PixelForm
            key={pixel.activityGroupId}
            initial={pixel}
            submitLabel={t('conversions.form.save')}
            onSave={async (input) => {
              await save.mutateAsync({ ...input, activityGroupId: pixel.activityGroupId });
              notifySuccess(successMessage('conversionUpdated', t));
              await navigateTo('hub.conversions.index');
            }}
          />
        </Stack>
      )}
    </PixelLoader>
  );
}
